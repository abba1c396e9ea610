package ui

import (
	"testing"

	"chessmaster/drill"
	"chessmaster/master"
)

// TestEvalBarOnlyWhereItIsAboutTheBoard: playing a program, the
// evaluation bar is shown; the puzzles and an endgame drill put positions
// of their own on the board, and the bar (the held game's evaluation)
// goes while they last, and comes back after.
func TestEvalBarOnlyWhereItIsAboutTheBoard(t *testing.T) {
	s := master.Settings{
		White: master.PlayerConfig{Kind: master.Human},
		Black: master.PlayerConfig{Kind: master.Computer, Level: 1},
	}
	h := newHarness(t, Options{Settings: &s})
	h.pump()
	if !h.a.evalBar.Visible() {
		t.Fatal("no evaluation bar while playing a program")
	}
	h.a.startBuiltinPuzzles()
	h.pump()
	if !h.a.solvingPuzzles() {
		t.Fatal("no puzzles")
	}
	if h.a.evalBar.Visible() {
		t.Error("the evaluation bar is shown over a puzzle")
	}
	h.a.stopPuzzles()
	h.pump()
	k, _ := drill.KindByID("kqk")
	h.a.startDrill(k, 3)
	h.pump()
	if h.a.evalBar.Visible() {
		t.Error("the evaluation bar is shown over an endgame drill")
	}
	h.a.stopTraining()
	h.pump()
	if !h.a.evalBar.Visible() {
		t.Error("no evaluation bar back in the game against the program")
	}
}
