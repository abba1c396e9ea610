package players

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"chessmaster/history"
	"chessmaster/internal/leakcheck"
	"chessmaster/master"
	"chessmaster/master/mastertest"
)

func computerCfg(level int, moveTime time.Duration) master.PlayerConfig {
	return master.PlayerConfig{Kind: master.Computer, Level: level, MoveTime: moveTime, Seed: 7}
}

// The engine at full strength against a random mover must not lose; it
// normally mates within a few dozen moves.
func TestComputerBeatsRandom(t *testing.T) {
	leakcheck.Check(t)
	s := master.Settings{White: computerCfg(0, 40*time.Millisecond), Black: master.PlayerConfig{Kind: master.Random, Seed: 11}, UseBook: true}
	c := mastertest.NewGame(t, s)
	sources := map[master.MoveSource]int{}
	thinking := 0
	c.Subscribe(func(ev master.Event) {
		switch e := ev.(type) {
		case master.MoveEvent:
			sources[e.Source]++
		case master.ThinkingEvent:
			thinking++
		}
	})
	over := mastertest.GameOver(c)
	c.Start()
	o := mastertest.WaitOutcome(t, over, 60*time.Second)
	c.WaitEvents()
	t.Logf("outcome %+v after %d plies; sources %v; %d thinking reports", o, len(c.Snapshot().Moves), sources, thinking)
	if o.Winner == master.Black {
		t.Errorf("the computer lost to a random mover: %+v", o)
	}
	if sources[master.SourceBook] == 0 || sources[master.SourceSearch] == 0 || sources[master.SourceRandom] == 0 || thinking == 0 {
		t.Errorf("expected book, search and random moves and thinking reports: %v, %d", sources, thinking)
	}
	if name := c.Snapshot().White.Name; name != "ChessMaster" {
		t.Errorf("name %q", name)
	}
	c.Close()
}

func TestComputerNames(t *testing.T) {
	p, err := master.NewPlayer(master.PlayerConfig{Kind: master.Computer, Level: 5}, master.Settings{})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if p.Name() != "ChessMaster level 5" {
		t.Errorf("name %q", p.Name())
	}
	if _, err := master.NewPlayer(master.PlayerConfig{Kind: master.Computer, Level: master.MaxLevel + 1}, master.Settings{}); err == nil {
		t.Error("level out of range accepted")
	}
}

// New Game while the engine thinks returns at once, the old search's move
// never lands in the new game and nothing is left running.
func TestNewGameCancelsSearch(t *testing.T) {
	leakcheck.Check(t)
	s := master.Settings{White: computerCfg(0, 10*time.Second), Black: computerCfg(0, 10*time.Second)}
	c := mastertest.NewGame(t, s)
	thinking := make(chan struct{}, 100)
	moves := make(chan master.MoveEvent, 100)
	c.Subscribe(func(ev master.Event) {
		switch e := ev.(type) {
		case master.ThinkingEvent:
			thinking <- struct{}{}
		case master.MoveEvent:
			moves <- e
		}
	})
	c.Start()
	select {
	case <-thinking:
	case <-time.After(10 * time.Second):
		t.Fatal("the engine never reported thinking")
	}
	start := time.Now()
	if err := c.NewGame(mastertest.Humans("")); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 500*time.Millisecond {
		t.Errorf("NewGame took %v during a search", d)
	}
	time.Sleep(300 * time.Millisecond)
	c.WaitEvents()
	if len(moves) != 0 {
		t.Errorf("a stale move reached the new game: %+v", <-moves)
	}
	st := c.Snapshot()
	if len(st.Moves) != 0 || !st.HumanToMove || st.Thinking != master.NoColor {
		t.Errorf("after NewGame: %d moves, human to move %v, thinking %v", len(st.Moves), st.HumanToMove, st.Thinking)
	}
	start = time.Now()
	c.Close()
	if d := time.Since(start); d > time.Second {
		t.Errorf("Close took %v", d)
	}
}

func TestCloseDuringSearch(t *testing.T) {
	leakcheck.Check(t)
	c, err := master.New(master.Settings{White: computerCfg(0, 10*time.Second), Black: master.PlayerConfig{Kind: master.Human}})
	if err != nil {
		t.Fatal(err)
	}
	c.Start()
	time.Sleep(100 * time.Millisecond)
	start := time.Now()
	c.Close()
	if d := time.Since(start); d > time.Second {
		t.Errorf("Close took %v", d)
	}
	if err := c.Play("e5"); err != master.ErrClosed {
		t.Errorf("Play after Close: %v", err)
	}
}

func TestHint(t *testing.T) {
	c := mastertest.NewGame(t, mastertest.Humans("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"))
	start := time.Now()
	m, err := c.Hint(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if m != "a1a8" { // back-rank mate
		t.Errorf("hint %q, want the mate a1a8", m)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("hint took %v", d)
	}
	if !slices.Contains(c.Snapshot().LegalMoves, m) {
		t.Errorf("hint %q is not legal", m)
	}
}

// The draw-offer rule: worse by half a pawn, or level late in the game.
func TestComputerAcceptDraw(t *testing.T) {
	p := &ComputerPlayer{}
	if p.AcceptDraw(master.DrawOffer{Ply: 100}) {
		t.Error("accepted without any evaluation")
	}
	cases := []struct {
		score, mate, ply int
		want             bool
	}{
		{-60, 0, 10, true}, {-30, 0, 10, false}, {5, 0, 20, false}, {5, 0, 70, true},
		{40, 0, 90, false}, {0, -3, 10, true}, {0, 4, 90, false},
	}
	for _, tc := range cases {
		p.last, p.hasEval = master.ThinkingInfo{Score: tc.score, Mate: tc.mate}, true
		if got := p.AcceptDraw(master.DrawOffer{Ply: tc.ply}); got != tc.want {
			t.Errorf("score %d mate %d ply %d: accept %v", tc.score, tc.mate, tc.ply, got)
		}
	}
	// A game set up at move 60 is late, though its record is short.
	p.last = master.ThinkingInfo{Score: 5}
	if !p.AcceptDraw(master.DrawOffer{Ply: 2, FEN: "8/4k3/4p3/8/8/4P3/4K3/8 w - - 0 61"}) {
		t.Error("a level position set up at move 61 declined")
	}
	// The tables' verdict counts: lost, it accepts; won, it declines.
	p.last = master.ThinkingInfo{Score: -30, TBWin: -1}
	if !p.AcceptDraw(master.DrawOffer{Ply: 2}) {
		t.Error("a tablebase loss declined")
	}
	p.last = master.ThinkingInfo{Score: 30, TBWin: 1}
	if p.AcceptDraw(master.DrawOffer{Ply: 200}) {
		t.Error("a tablebase win accepted")
	}
}

// The computer defending a lost ending it played from the tables takes
// a draw offered after its move: a tablebase move counts as its verdict.
func TestComputerAcceptsDrawInLostTablebaseEnding(t *testing.T) {
	c := mastertest.NewGame(t, master.Settings{
		White:    master.PlayerConfig{Kind: master.Human},
		Black:    computerCfg(0, 200*time.Millisecond),
		StartFEN: "k7/8/2K5/8/8/8/8/1Q6 b - - 0 60",
	})
	c.Start()
	deadline := time.Now().Add(10 * time.Second)
	for len(c.Snapshot().Moves) == 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if !c.OfferDraw() {
		t.Error("the computer, lost by the tables, declined a draw")
	}
}

// With a history where one book move always won, the computer plays it.
func TestComputerPrefersHistoryMove(t *testing.T) {
	dir := t.TempDir()
	for i := 0; i < 3; i++ {
		if err := history.Append(dir, history.HistoryGame{Result: "1-0", Moves: []string{"c2c4", "e7e5"}}); err != nil {
			t.Fatal(err)
		}
	}
	p, err := NewComputer(master.PlayerConfig{Kind: master.Computer, Level: 5, Seed: 1}, master.Settings{UseBook: true, History: true, HistoryDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	for i := 0; i < 5; i++ {
		r, err := p.Move(context.Background(), master.MoveRequest{StartFEN: master.StandardFEN, FEN: master.StandardFEN, MoveTime: 50 * time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		if r.Move != "c2c4" || r.Source != master.SourceBook {
			t.Fatalf("move %q from %s, want the book move c2c4 that won before", r.Move, r.Source)
		}
	}
}

// In a tablebase position the hint is a winning move: K+Q v K must keep
// the queen (no move may drop it to a capture).
func TestHintInTablebasePosition(t *testing.T) {
	c := mastertest.NewGame(t, mastertest.Humans("8/8/8/4k3/8/8/8/4K2Q w - - 0 1"))
	m, err := c.Hint(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Play(m); err != nil {
		t.Fatalf("hint %s: %v", m, err)
	}
	st := c.Snapshot()
	if !strings.Contains(strings.Fields(st.FEN)[0], "Q") {
		t.Errorf("after the hint %s the queen is gone: %s", m, st.FEN)
	}
}

// In Chess960 the book is off, also the history's preferred book move:
// from start position 518 (the standard arrangement) the computer
// searches.
func TestComputerNoBookInChess960(t *testing.T) {
	dir := t.TempDir()
	for i := 0; i < 3; i++ {
		if err := history.Append(dir, history.HistoryGame{Result: "1-0", Moves: []string{"c2c4", "e7e5"}}); err != nil {
			t.Fatal(err)
		}
	}
	p, err := NewComputer(master.PlayerConfig{Kind: master.Computer, Level: 5, Seed: 1}, master.Settings{UseBook: true, History: true, HistoryDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	r, err := p.Move(context.Background(), master.MoveRequest{StartFEN: master.StandardFEN, FEN: master.StandardFEN, MoveTime: 50 * time.Millisecond, Chess960: true})
	if err != nil {
		t.Fatal(err)
	}
	if r.Source == "book" {
		t.Fatalf("Chess960: book move %s", r.Move)
	}
}
