package master

import (
	"strings"
	"testing"
	"time"
)

func TestUndoBetweenHumans(t *testing.T) {
	c := newTestGame(t, humans(""))
	if err := c.Undo(); err == nil {
		t.Error("undo at the start accepted")
	}
	playAll(t, c, "e4 e5 Nf3")
	if err := c.Undo(); err != nil {
		t.Fatal(err)
	}
	st := c.Snapshot()
	if len(st.Moves) != 2 || st.Turn != White {
		t.Errorf("after undo: %d moves, %v to move", len(st.Moves), st.Turn)
	}
	// Undo after mate reopens the game.
	playAll(t, c, "Qh5 Nc6 Bc4 Nf6 Qxf7#")
	if !c.Snapshot().Outcome.Over() {
		t.Fatal("scholar's mate not detected")
	}
	if err := c.Undo(); err != nil {
		t.Fatal(err)
	}
	if st := c.Snapshot(); st.Outcome.Over() || len(st.Moves) != 6 || strings.Contains(c.PGN(), "Termination") {
		t.Errorf("after undoing mate: %+v, %d moves\n%s", st.Outcome, len(st.Moves), c.PGN())
	}
	s := humans("")
	s.AllowTakeback = false
	c = newTestGame(t, s)
	playAll(t, c, "e4")
	if err := c.Undo(); err == nil || !strings.Contains(err.Error(), "not allowed") {
		t.Errorf("undo with takebacks off: %v", err)
	}
}

// Against the computer Undo takes back the computer's reply too, so that
// it is the human's turn again.
func TestUndoAgainstComputer(t *testing.T) {
	checkNoLeak(t)
	s := Settings{White: PlayerConfig{Kind: Human}, Black: computerCfg(3, 50*time.Millisecond), AllowTakeback: true}
	c := newTestGame(t, s)
	replies := make(chan MoveEvent, 10)
	c.Subscribe(func(ev Event) {
		if m, ok := ev.(MoveEvent); ok && m.Color == Black {
			replies <- m
		}
	})
	c.Start()
	playAll(t, c, "e4")
	select {
	case <-replies:
	case <-time.After(10 * time.Second):
		t.Fatal("no reply")
	}
	if err := c.Undo(); err != nil {
		t.Fatal(err)
	}
	if st := c.Snapshot(); len(st.Moves) != 0 || !st.HumanToMove || !st.Running {
		t.Errorf("after undo: %d moves, human to move %v, running %v", len(st.Moves), st.HumanToMove, st.Running)
	}
	// Undo while the computer thinks takes back the human's move and
	// cancels the search; the search's move never arrives. Full strength
	// with 5 s a move (level 3 would answer within milliseconds from its
	// node budget, before the Undo).
	s.Black = computerCfg(0, 5*time.Second)
	s.UseBook = false
	if err := c.NewGame(s); err != nil {
		t.Fatal(err)
	}
	playAll(t, c, "d4")
	time.Sleep(50 * time.Millisecond)
	if th := c.Snapshot().Thinking; th != Black {
		t.Fatalf("before undo: thinking %v, want Black", th)
	}
	if err := c.Undo(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(200 * time.Millisecond)
	c.WaitEvents()
	if st := c.Snapshot(); len(st.Moves) != 0 || st.Thinking != NoColor {
		t.Errorf("after undo during search: %d moves, thinking %v", len(st.Moves), st.Thinking)
	}
	if len(replies) > 1 {
		t.Errorf("a cancelled search still moved")
	}
}

// With the computer playing White, its first move cannot be taken back.
func TestUndoComputerFirstMove(t *testing.T) {
	s := Settings{White: computerCfg(3, 30*time.Millisecond), Black: PlayerConfig{Kind: Human}, AllowTakeback: true, UseBook: true}
	c := newTestGame(t, s)
	turn := make(chan TurnEvent, 10)
	c.Subscribe(func(ev Event) {
		if e, ok := ev.(TurnEvent); ok && e.Human {
			turn <- e
		}
	})
	c.Start()
	select {
	case <-turn:
	case <-time.After(10 * time.Second):
		t.Fatal("the computer did not move")
	}
	if err := c.Undo(); err == nil {
		t.Error("undo of the computer's first move accepted")
	}
	if c.Snapshot().CanUndo {
		t.Error("CanUndo with nothing of the human's to take back")
	}
}

// Changing players mid-game keeps the moves and renames the PGN players.
func TestChangeSettingsKeepsMoves(t *testing.T) {
	checkNoLeak(t)
	c := newTestGame(t, humans(""))
	c.Start()
	playAll(t, c, "e4 e5")
	white := c.players[White]
	s := humans("")
	s.Black = PlayerConfig{Kind: Random, Seed: 4, Name: "Monkey"}
	s.Clock = ClockConfig{Base: time.Minute}
	if err := c.ChangeSettings(s); err != nil {
		t.Fatal(err)
	}
	if c.players[White] != white {
		t.Error("the unchanged White player was rebuilt")
	}
	replied := make(chan struct{}, 4)
	c.Subscribe(func(ev Event) {
		if m, ok := ev.(MoveEvent); ok && m.Source == SourceRandom {
			replied <- struct{}{}
		}
	})
	playAll(t, c, "Nf3")
	select {
	case <-replied:
	case <-time.After(5 * time.Second):
		t.Fatal("the new Black player did not move")
	}
	st := c.Snapshot()
	if len(st.Moves) != 4 || st.Moves[0].SAN != "e4" || st.Black.Name != "Monkey" ||
		tagValue(st.Tags, "Black") != "Monkey" || tagValue(st.Tags, "TimeControl") != "60" || !st.Clock.Enabled {
		t.Errorf("after the change: %d moves, black %q, tags %v, clock %+v", len(st.Moves), st.Black.Name, st.Tags, st.Clock)
	}
	bad := s
	bad.White = PlayerConfig{Kind: UCIEngine, EnginePath: "/nonexistent/engine"}
	if err := c.ChangeSettings(bad); err == nil {
		t.Error("a missing engine was accepted")
	}
	if n := len(c.Snapshot().Moves); n != 4 {
		t.Errorf("a failed change lost moves: %d", n)
	}
}

// Undo after a resignation or an agreed draw takes back only that: the
// moves stay, the game is on again, and the PGN has no result.
func TestUndoWithdrawsAResignationOrAgreedDraw(t *testing.T) {
	c := newTestGame(t, humans(""))
	c.Start()
	playAll(t, c, "e4 e5 Nf3")
	if err := c.Resign(); err != nil {
		t.Fatal(err)
	}
	if st := c.Snapshot(); !st.Outcome.Over() || !st.CanUndo {
		t.Fatalf("after resigning: outcome %+v, can undo %v", st.Outcome, st.CanUndo)
	}
	if err := c.Undo(); err != nil {
		t.Fatal(err)
	}
	st := c.Snapshot()
	if st.Outcome.Over() || len(st.Moves) != 3 || st.Turn != Black {
		t.Fatalf("after undoing the resignation: %+v, %d moves, %v to move", st.Outcome, len(st.Moves), st.Turn)
	}
	if pgn := c.PGN(); strings.Contains(pgn, "1-0") || strings.Contains(pgn, "Termination") {
		t.Fatalf("the resignation is still in the PGN:\n%s", pgn)
	}
	// The game goes on from there.
	playAll(t, c, "Nc6")
	if !c.OfferDraw() {
		t.Fatal("a draw between two humans was not agreed")
	}
	if err := c.Undo(); err != nil {
		t.Fatal(err)
	}
	if st := c.Snapshot(); st.Outcome.Over() || len(st.Moves) != 4 {
		t.Fatalf("after undoing the draw: %+v, %d moves", st.Outcome, len(st.Moves))
	}
	// A resignation at the start (no move to take back) is withdrawn too.
	if err := c.NewGame(humans("")); err != nil {
		t.Fatal(err)
	}
	c.Start()
	if err := c.Resign(); err != nil {
		t.Fatal(err)
	}
	if err := c.Undo(); err != nil || c.Snapshot().Outcome.Over() {
		t.Fatalf("undo of a resignation before any move: %v, %+v", err, c.Snapshot().Outcome)
	}
}

// Withdrawing an agreed draw takes back no move, so the clocks go on from
// the times they showed at the draw; they used to jump back to the last
// move's (the thinking time since then was given back).
func TestWithdrawnDrawKeepsTheClocks(t *testing.T) {
	s := humans("")
	s.Clock = ClockConfig{Base: 5 * time.Minute}
	c := newTestGame(t, s)
	c.Start()
	playAll(t, c, "e4 e5")
	time.Sleep(300 * time.Millisecond) // White thinks
	if !c.OfferDraw() {
		t.Fatal("a draw between two humans was not agreed")
	}
	atDraw := c.Snapshot().Clock.White
	if err := c.Undo(); err != nil {
		t.Fatal(err)
	}
	if got := c.Snapshot().Clock.White; got > atDraw {
		t.Errorf("White's clock went back from %v to %v", atDraw, got)
	}
}
