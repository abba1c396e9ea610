package ui

import (
	"testing"
	"time"

	"chessmaster/master"
)

func TestFormatEval(t *testing.T) {
	cases := []struct {
		info  master.ThinkingInfo
		mover master.Color
		want  string
	}{
		{master.ThinkingInfo{Score: 35}, master.White, "+0.35"},
		{master.ThinkingInfo{Score: 35}, master.Black, "-0.35"}, // Black is better by 0.35
		{master.ThinkingInfo{Score: -120}, master.Black, "+1.20"},
		{master.ThinkingInfo{Score: 0}, master.White, "+0.00"},
		{master.ThinkingInfo{Mate: 3}, master.White, "M3"},
		{master.ThinkingInfo{Mate: 3}, master.Black, "-M3"},
		{master.ThinkingInfo{Mate: -2}, master.White, "-M2"},
		{master.ThinkingInfo{Mate: -2}, master.Black, "M2"},
	}
	for _, c := range cases {
		if got := formatEval(c.info, c.mover); got != c.want {
			t.Errorf("formatEval(%+v, %v) = %q, want %q", c.info, c.mover, got, c.want)
		}
	}
}

func TestWhiteShare(t *testing.T) {
	even := whiteShare(master.ThinkingInfo{}, master.White)
	if even != 0.5 {
		t.Fatalf("equal position gives %v", even)
	}
	up := whiteShare(master.ThinkingInfo{Score: 100}, master.White)
	down := whiteShare(master.ThinkingInfo{Score: 100}, master.Black)
	if up <= 0.55 || up >= 0.75 || down >= 0.45 || up+down < 0.999 || up+down > 1.001 {
		t.Fatalf("+1 pawn: %v for White, %v when Black is up", up, down)
	}
	if whiteShare(master.ThinkingInfo{Mate: 1}, master.Black) != 0 ||
		whiteShare(master.ThinkingInfo{Mate: -4}, master.Black) != 1 {
		t.Fatal("mates do not fill the bar")
	}
	if s := whiteShare(master.ThinkingInfo{Score: 2000}, master.White); s < 0.99 {
		t.Fatalf("+20 pawns gives only %v", s)
	}
}

func TestFormatClock(t *testing.T) {
	cases := map[time.Duration]string{
		5 * time.Minute:                      "5:00",
		5*time.Minute - 700*time.Millisecond: "5:00", // rounds up like a chess clock
		59*time.Second + 10*time.Millisecond: "1:00",
		75 * time.Second:                     "1:15",
		90 * time.Minute:                     "1:30:00",
		9*time.Second + 460*time.Millisecond: "0:09.4",
		0:                                    "0:00.0",
		-time.Second:                         "0:00.0",
		10 * time.Second:                     "0:10",
		10*time.Second - 1*time.Millisecond:  "0:09.9",
		2*time.Hour + 3*time.Minute + time.Second: "2:03:01",
	}
	for d, want := range cases {
		if got := formatClock(d); got != want {
			t.Errorf("formatClock(%v) = %q, want %q", d, got, want)
		}
	}
}

func TestPVToSAN(t *testing.T) {
	start := "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	if got := pvToSAN(start, []string{"e2e4", "e7e5", "g1f3", "b8c6", "f1b5"}, 0); got != "1.e4 e5 2.Nf3 Nc6 3.Bb5" {
		t.Fatalf("got %q", got)
	}
	// From a Black move, with a move number other than 1 and a capture.
	fen := "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
	if got := pvToSAN(fen, []string{"f3e5", "c6e5"}, 0); got != "3.Nxe5 Nxe5" {
		t.Fatalf("got %q", got)
	}
	after := "r1bqkbnr/pppp1ppp/2n5/4N3/4P3/8/PPPP1PPP/RNBQKB1R b KQkq - 0 3"
	if got := pvToSAN(after, []string{"c6e5", "d2d4"}, 0); got != "3...Nxe5 4.d4" {
		t.Fatalf("got %q", got)
	}
	// A stale PV stops at the first move that does not apply; a wholly
	// wrong one comes back as UCI.
	if got := pvToSAN(start, []string{"e2e4", "e2e4"}, 0); got != "1.e4" {
		t.Fatalf("got %q", got)
	}
	if got := pvToSAN(start, []string{"a1a8"}, 0); got != "a1a8" {
		t.Fatalf("got %q", got)
	}
	if got := pvToSAN(start, []string{"e2e4", "e7e5", "g1f3"}, 2); got != "1.e4 e5" {
		t.Fatalf("limit: got %q", got)
	}
	if got := pvToSAN("not a fen", []string{"e2e4"}, 0); got != "e2e4" {
		t.Fatalf("bad FEN: got %q", got)
	}
}

func TestStatusText(t *testing.T) {
	st := master.State{
		StartFEN: startFEN, Turn: master.White, Running: true, HumanToMove: true,
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
	st.Moves = append(st.Moves, master.MoveRecord{SAN: "g6"}, master.MoveRecord{SAN: "Qxe5+"})
	if got := statusText(st, 2); got != "Viewing after 1... g6 — press End or → to return to the game" {
		t.Fatalf("got %q", got)
	}
	if got := statusText(st, 0); got != "Viewing the start position — press End or → to return to the game" {
		t.Fatalf("got %q", got)
	}
	st.Outcome = master.Outcome{Result: "0-1", Message: "Checkmate: Black wins!"}
	if got := statusText(st, 3); got != "Checkmate: Black wins!  (0-1)" {
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
	first, blackFirst := startMoveNumber("4k3/8/8/8/8/8/8/4K3 b - - 3 20")
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
