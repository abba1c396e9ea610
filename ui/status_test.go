package ui

import (
	"strings"
	"testing"

	"chessmaster/master"
	"chessmaster/ui/widgets"
)

func TestStatusText(t *testing.T) {
	st := master.State{
		StartFEN: master.StandardFEN, Turn: master.White, Running: true, HumanToMove: true,
		LegalMoves: []string{"e2e4"},
		White:      master.PlayerInfo{Name: "Human", Kind: master.Human},
		Black:      master.PlayerInfo{Name: "ChessMaster level 5", Kind: master.Computer},
		Outcome:    master.Outcome{Result: "*"},
	}
	if got := statusText(st, 0); got != "White to move" {
		t.Fatalf("got %q", got)
	}
	st.Turn, st.HumanToMove, st.Thinking, st.InCheck = master.Black, false, master.Black, true
	st.Moves = []master.MoveRecord{{SAN: "Qh5+"}}
	if got := statusText(st, 1); got != "Black (ChessMaster level 5) to move — check! · thinking…" {
		t.Fatalf("got %q", got)
	}
	st.DrawClaimable = master.MethodThreefold
	st.Thinking = master.NoColor
	st.Turn, st.HumanToMove = master.White, true
	if got := statusText(st, 1); got != "White to move — check! · a draw can be claimed (threefold repetition)" {
		t.Fatalf("got %q", got)
	}
	// A study on a move of a longer line: the board shows an earlier
	// position.
	st.Moves = append(st.Moves, master.MoveRecord{SAN: "g6"})
	st.Running, st.Study = false, true
	if got := statusText(st, 3); got != "Viewing after 1... g6 — press End for the last move" {
		t.Fatalf("got %q", got)
	}
	if got := statusText(master.State{StartFEN: master.StandardFEN, Study: true}, 3); got != "Viewing the start position — press End for the last move" {
		t.Fatalf("got %q", got)
	}
	// A game being played, paused (a dialog) at its own last move while
	// the file's line it was continued from goes on: no view.
	st.Study = false
	if got := statusText(st, 3); strings.Contains(got, "Viewing") {
		t.Fatalf("paused game in play: %q", got)
	}
	st.Study = true
	// A running game with later moves in the tree is no view.
	st.Running = true
	if got := statusText(st, 3); got != "White to move — check! · a draw can be claimed (threefold repetition)" {
		t.Fatalf("got %q", got)
	}
	st.Moves = append(st.Moves, master.MoveRecord{SAN: "Qxe5+"})
	st.Outcome = master.Outcome{Result: "0-1", Message: "Checkmate: Black wins!"}
	if got := statusText(st, 3); got != "Checkmate: Black wins! (0-1)" {
		t.Fatalf("got %q", got)
	}
}

func TestMoveLabels(t *testing.T) {
	if got := moveLabel(1, 1, false, "e4"); got != "1. e4" {
		t.Fatal(got)
	}
	if got := moveLabel(2, 1, false, "e5"); got != "1... e5" {
		t.Fatal(got)
	}
	// A game from a FEN with Black to move at move 20.
	first, blackFirst := widgets.StartMoveNumber("4k3/8/8/8/8/8/8/4K3 b - - 3 20")
	if first != 20 || !blackFirst {
		t.Fatalf("start %d %v", first, blackFirst)
	}
	if got := moveLabel(1, first, blackFirst, "Kd7"); got != "20... Kd7" {
		t.Fatal(got)
	}
	if got := moveLabel(2, first, blackFirst, "Kd2"); got != "21. Kd2" {
		t.Fatal(got)
	}
}
