package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"chessmaster/puzzle"
	"chessmaster/ui/widgets/widgettest"
)

// linePuzzle: White has played 1.e4; Black's solution is 1...e5, the
// reply 2.Nf3, then 2...Nc6 (the session judges moves by the line).
func linePuzzle() puzzle.Puzzle {
	p := puzzle.Puzzle{FEN: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Lead: "e2e4",
		Solution: []string{"e7e5", "g1f3", "b8c6"}, Rating: 1500, Themes: []string{"short"}}
	p.SetID()
	return p
}

// startTestPuzzles opens the puzzle mode from the menu with linePuzzle
// as the set and the profile in a temporary folder.
func startTestPuzzles(t *testing.T) (*harness, string) {
	h := newHarness(t, Options{})
	prof := filepath.Join(t.TempDir(), "puzzles.json")
	h.a.puzzles.load = func() ([]puzzle.Puzzle, error) { return []puzzle.Puzzle{linePuzzle()}, nil }
	h.a.puzzles.profilePath = prof
	h.a.menu.puzzles.Action()
	h.pump()
	return h, prof
}

func tapMove(h *harness, m string) {
	widgettest.TapSquare(h.a.board, m[:2])
	widgettest.TapSquare(h.a.board, m[2:4])
	h.pump()
}

// TestPuzzleModeSolve: the mode shows the puzzle with the solver at the
// bottom, a wrong move is refused, a right one is answered with the
// opponent's reply, the last one solves it, the rating is saved; Stop
// gives the game back as it was.
func TestPuzzleModeSolve(t *testing.T) {
	h, prof := startTestPuzzles(t)
	before := gameRecord(h)
	if h.a.mode() != modePuzzles || !strings.HasPrefix(h.a.statusLine(), "Puzzles · Black") {
		t.Fatalf("mode %v, status %q", h.a.mode(), h.a.statusLine())
	}
	if !h.a.puzzles.box.Visible() || h.a.moves.Visible() || !h.a.board.Flipped() {
		t.Fatalf("panel %v, move list %v, flipped %v", h.a.puzzles.box.Visible(), h.a.moves.Visible(), h.a.board.Flipped())
	}
	if got := boardPlacement(h); got != "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b" {
		t.Fatalf("board %s, want the position after 1.e4", got)
	}
	if h.a.board.State().LastMove != "e2e4" || !strings.Contains(h.a.puzzles.info.Text, "The opponent played 1.e4.") {
		t.Errorf("last move %q, info %q", h.a.board.State().LastMove, h.a.puzzles.info.Text)
	}
	if m := h.a.menu; !m.undo.Disabled || !m.review.Disabled || !m.puzzles.Disabled {
		t.Error("menu items that change the game are offered while solving puzzles")
	}

	tapMove(h, "d7d5")
	if !strings.Contains(h.a.puzzles.feedback.Text, "is not it") || boardPlacement(h) != "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b" {
		t.Fatalf("wrong move: feedback %q, board %s", h.a.puzzles.feedback.Text, boardPlacement(h))
	}
	tapMove(h, "e7e5")
	if !strings.Contains(h.a.puzzles.feedback.Text, "is right. The opponent answers 2.Nf3") || h.a.board.State().LastMove != "g1f3" {
		t.Fatalf("right move: feedback %q, last move %q", h.a.puzzles.feedback.Text, h.a.board.State().LastMove)
	}
	tapMove(h, "b8c6")
	if !strings.Contains(h.a.puzzles.feedback.Text, "solved") || h.a.board.AcceptsInput() {
		t.Fatalf("last move: feedback %q, board takes input %v", h.a.puzzles.feedback.Text, h.a.board.AcceptsInput())
	}
	// The wrong move lost it: one result, a miss, saved.
	pr, err := puzzle.LoadProfile(prof)
	if err != nil || len(pr.History) != 1 || pr.History[0].Won || pr.Rating.R >= 1500 {
		t.Fatalf("profile %+v, %v: want one miss", pr, err)
	}
	if !strings.Contains(h.a.puzzles.rating.Text, "(1 played)") {
		t.Errorf("rating label %q", h.a.puzzles.rating.Text)
	}

	h.a.puzzles.stop.OnTapped()
	h.pump()
	if h.a.solvingPuzzles() || h.a.mode() == modePuzzles || h.a.board.Flipped() || !h.a.moves.Visible() || gameRecord(h) != before {
		t.Fatalf("after Stop: mode %v, flipped %v, game %s", h.a.mode(), h.a.board.Flipped(), gameRecord(h))
	}
}

// TestPuzzleModeHintSolutionNext: a hint marks the piece, a second one
// draws the move; the solution plays the rest; Next deals again.
func TestPuzzleModeHintSolutionNext(t *testing.T) {
	h, prof := startTestPuzzles(t)
	v := &h.a.puzzles
	v.hint.OnTapped()
	if _, sq := h.a.board.Marks(); len(sq) != 1 || sq[0].Square != "e7" || !strings.Contains(v.feedback.Text, "e7") {
		t.Fatalf("first hint: marks %v, feedback %q", sq, v.feedback.Text)
	}
	v.hint.OnTapped()
	if !strings.Contains(v.feedback.Text, "1...e5") {
		t.Fatalf("second hint: %q", v.feedback.Text)
	}
	v.solution.OnTapped()
	h.pump()
	if !strings.Contains(v.feedback.Text, "The solution: 1...e5 2.Nf3 Nc6") || boardPlacement(h) != "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w" {
		t.Fatalf("solution: %q, board %s", v.feedback.Text, boardPlacement(h))
	}
	if pr, _ := puzzle.LoadProfile(prof); len(pr.History) != 1 || pr.History[0].Won {
		t.Fatalf("a hint must count as a miss, once: %+v", pr.History)
	}
	v.next.OnTapped()
	h.pump()
	if v.feedback.Visible() || !h.a.board.AcceptsInput() || h.a.board.State().LastMove != "e2e4" {
		t.Errorf("next puzzle: feedback %q, input %v", v.feedback.Text, h.a.board.AcceptsInput())
	}
}

// TestPuzzlesFromGames: a file of games is mined in the background and
// its puzzles are dealt when the mining ends.
func TestPuzzlesFromGames(t *testing.T) {
	h, _ := startTestPuzzles(t)
	games := filepath.Join(t.TempDir(), "mygames.pgn")
	os.WriteFile(games, []byte("[Event \"x\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"), 0o644)
	h.a.openPuzzleFile(games)
	if !h.a.puzzles.cancel.Visible() {
		t.Fatal("no Cancel while mining")
	}
	h.waitFor("the mining", func() bool { return h.a.puzzles.mining == nil })
	if !strings.Contains(h.a.puzzles.progress.Text, "1 puzzles found") || !strings.Contains(h.a.puzzles.info.Text, "(mygames)") {
		t.Fatalf("progress %q, info %q", h.a.puzzles.progress.Text, h.a.puzzles.info.Text)
	}
	if got := boardPlacement(h); got != "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w" {
		t.Errorf("board %s, want the position after 3...Nf6", got)
	}
	tapMove(h, "h5f7")
	if !strings.Contains(h.a.puzzles.feedback.Text, "solved") {
		t.Errorf("mate: %q", h.a.puzzles.feedback.Text)
	}
}

// The window's puzzle profile is the terminal's (one puzzle rating): the
// profile earlier versions kept beside the preferences is merged into it
// once, both histories rated again in the order played, and kept renamed.
func TestPuzzleProfileSharedWithTheTerminal(t *testing.T) {
	h := newHarness(t, Options{})
	shared := puzzle.DefaultProfilePath() // the test's own (newHarness)
	own := filepath.Join(autosaveDir(h.a.fyneApp), "puzzles.json")
	t0 := time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)
	terminal, window := puzzle.NewProfile(), puzzle.NewProfile()
	terminal.Record(&puzzle.Puzzle{ID: "t1", Rating: 1500}, true, t0)
	window.Record(&puzzle.Puzzle{ID: "w1", Rating: 1300}, false, t0.Add(time.Hour))
	if err := terminal.Save(shared); err != nil {
		t.Fatal(err)
	}
	if err := window.Save(own); err != nil {
		t.Fatal(err)
	}

	h.a.puzzles.load = func() ([]puzzle.Puzzle, error) { return []puzzle.Puzzle{linePuzzle()}, nil }
	h.a.menu.puzzles.Action()
	h.pump()
	if !h.a.solvingPuzzles() {
		t.Fatal("no puzzles")
	}
	pr, err := puzzle.LoadProfile(shared)
	if err != nil || len(pr.History) != 2 || pr.History[0].ID != "t1" || pr.History[1].ID != "w1" {
		t.Fatalf("the shared profile: %+v, %v", pr, err)
	}
	if _, err := os.Stat(own); !os.IsNotExist(err) {
		t.Errorf("the window's old profile is still in use: %v", err)
	}
	if _, err := os.Stat(own + ".merged"); err != nil {
		t.Errorf("the window's old profile is not kept: %v", err)
	}
	if got := h.a.puzzles.rating.Text; !strings.Contains(got, "(2 played)") {
		t.Errorf("the panel says %q", got)
	}
}

// TestPuzzleSaysItsOwnMoves: beside a puzzle the spoken line says the
// puzzle's last move, not the held game's, and no opening of the held
// game is named; Stop gives both back.
func TestPuzzleSaysItsOwnMoves(t *testing.T) {
	h := newHarness(t, Options{Settings: ptr(twoHumans())})
	h.play("d2d4", "d7d5", "c2c4")
	if h.a.spoken.Text == "" || !h.a.opening.Visible() {
		t.Fatalf("premise: spoken %q, opening %q", h.a.spoken.Text, h.a.opening.Text)
	}
	gameSpoken, gameOpening := h.a.spoken.Text, h.a.opening.Text
	h.a.puzzles.load = func() ([]puzzle.Puzzle, error) { return []puzzle.Puzzle{linePuzzle()}, nil }
	h.a.puzzles.profilePath = filepath.Join(t.TempDir(), "puzzles.json")
	h.a.menu.puzzles.Action()
	h.pump()
	if got := h.a.spoken.Text; got != "1. White: pawn to e4" {
		t.Errorf("spoken line beside the puzzle: %q", got)
	}
	// An event of the held game (its pause at the start sends one) does
	// not put the game's move back.
	h.a.sayBoardMove()
	if got := h.a.spoken.Text; got != "1. White: pawn to e4" {
		t.Errorf("spoken line after an event of the held game: %q", got)
	}
	if h.a.opening.Visible() {
		t.Errorf("the held game's opening %q is named beside the puzzle", h.a.opening.Text)
	}
	tapMove(h, "e7e5")
	if got := h.a.spoken.Text; got != "2. White: knight to f3" {
		t.Errorf("spoken line after the reply: %q", got)
	}
	if got := h.a.status.Text; got != "Puzzles · Black to move" {
		t.Errorf("status after the reply: %q", got)
	}
	tapMove(h, "b8c6")
	if got := h.a.status.Text; got != "Puzzles · done: Next for another" {
		t.Errorf("status once solved: %q", got)
	}
	// The cards follow the puzzle: White is to move on the board now.
	white, black := h.a.bottomCard, h.a.topCard
	if h.a.board.Flipped() {
		white, black = black, white
	}
	if !white.ToMove() || black.ToMove() {
		t.Errorf("the cards mark the wrong side to move after the puzzle's last move")
	}
	h.a.puzzles.stop.OnTapped()
	h.pump()
	if h.a.spoken.Text != gameSpoken || h.a.opening.Text != gameOpening || !h.a.opening.Visible() {
		t.Errorf("after Stop: spoken %q, opening %q; want %q, %q", h.a.spoken.Text, h.a.opening.Text, gameSpoken, gameOpening)
	}
}
