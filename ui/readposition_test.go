package ui

import (
	"strings"
	"testing"
)

// Read the Position reads the board: in a puzzle, the puzzle's position
// (after 1.e4, a pawn on e4), not the held game's start position.
func TestReadPositionReadsThePuzzleOnTheBoard(t *testing.T) {
	h, _ := startTestPuzzles(t)
	words, err := h.a.positionInWords()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(words, "e4") || !strings.Contains(words, "Black to move") {
		t.Errorf("the puzzle in words: %q", words)
	}
	if h.a.state.FEN == h.a.board.State().FEN {
		t.Fatal("the test needs a game under the puzzle that differs from it")
	}
}
