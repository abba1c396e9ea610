package randopen

import (
	"math/rand/v2"
	"slices"
	"testing"
)

func TestPlayIsRepeatableAndLegal(t *testing.T) {
	_, a, okA := Play(rand.New(rand.NewPCG(5, 6)), 8)
	pos, b, okB := Play(rand.New(rand.NewPCG(5, 6)), 8)
	_, c, _ := Play(rand.New(rand.NewPCG(7, 8)), 8)
	if !okA || !okB || len(a) != 8 || !slices.Equal(a, b) {
		t.Fatalf("%v %v / %v %v", a, okA, b, okB)
	}
	if slices.Equal(a, c) {
		t.Error("two seeds gave the same opening")
	}
	if pos.FEN() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" {
		t.Error("the position was not played on")
	}
}
