package master

import (
	"strings"
	"testing"
	"time"
)

func humans(fen string) Settings {
	return Settings{White: PlayerConfig{Kind: Human}, Black: PlayerConfig{Kind: Human}, StartFEN: fen, AllowTakeback: true}
}

func playAll(t *testing.T, c *ChessMaster, moves string) {
	t.Helper()
	for _, m := range strings.Fields(moves) {
		if err := c.Play(m); err != nil {
			t.Fatalf("Play(%s): %v", m, err)
		}
	}
}

func TestCheckmateAndStalemate(t *testing.T) {
	c := newTestGame(t, humans(""))
	playAll(t, c, "f3 e5 g4 Qh4#")
	o := c.Snapshot().Outcome
	if o.Method != MethodCheckmate || o.Result != "0-1" || o.Winner != Black || o.Message != "Checkmate: Black wins!" {
		t.Errorf("fool's mate: %+v", o)
	}
	if !strings.Contains(c.PGN(), "[Termination \"normal\"]") || !strings.Contains(c.PGN(), "1. f3 e5 2. g4 Qh4# 0-1") {
		t.Errorf("PGN of the mate:\n%s", c.PGN())
	}

	c = newTestGame(t, humans("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1"))
	playAll(t, c, "Qf7")
	if o := c.Snapshot().Outcome; o.Method != MethodStalemate || o.Result != ResultDraw || o.Message != "Draw: stalemate" {
		t.Errorf("stalemate: %+v", o)
	}
	// A position that is already stalemate is over from the start.
	c = newTestGame(t, humans("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"))
	if o := c.Snapshot().Outcome; o.Method != MethodStalemate {
		t.Errorf("stalemate FEN: %+v", o)
	}
}

func TestInsufficientMaterial(t *testing.T) {
	c := newTestGame(t, humans("8/8/8/4k3/8/8/4p3/4K3 w - - 0 1"))
	playAll(t, c, "Kxe2")
	if o := c.Snapshot().Outcome; o.Method != MethodInsufficient {
		t.Errorf("K v K: %+v", o)
	}
}

// Knights out and back three times between two humans: the draw is
// offered, not imposed; five times ends the game.
func TestRepetitionClaimAndFivefold(t *testing.T) {
	c := newTestGame(t, humans(""))
	var claims []string
	c.Subscribe(func(ev Event) {
		if e, ok := ev.(DrawClaimableEvent); ok {
			claims = append(claims, e.Method)
		}
	})
	if err := c.ClaimDraw(); err == nil {
		t.Error("draw claimed at the start")
	}
	shuffle := "Nf3 Nf6 Ng1 Ng8 "
	playAll(t, c, shuffle+shuffle)
	st := c.Snapshot()
	if st.Outcome.Over() || st.DrawClaimable != MethodThreefold {
		t.Fatalf("after threefold: outcome %+v claimable %q", st.Outcome, st.DrawClaimable)
	}
	playAll(t, c, shuffle+shuffle)
	if o := c.Snapshot().Outcome; o.Method != MethodFivefold {
		t.Errorf("after fivefold: %+v", o)
	}
	c.WaitEvents()
	if len(claims) == 0 || claims[0] != MethodThreefold {
		t.Errorf("claim events: %v", claims)
	}

	c = newTestGame(t, humans(""))
	playAll(t, c, shuffle+shuffle)
	if err := c.ClaimDraw(); err != nil {
		t.Fatal(err)
	}
	if o := c.Snapshot().Outcome; o.Method != MethodThreefold || o.Result != ResultDraw {
		t.Errorf("claimed: %+v", o)
	}
}

func TestFiftyAndSeventyFiveMoveRules(t *testing.T) {
	// Between humans the fifty-move draw is offered.
	c := newTestGame(t, humans("4k3/8/8/8/8/8/8/R3K3 w - - 99 80"))
	playAll(t, c, "Ra2")
	if st := c.Snapshot(); st.Outcome.Over() || st.DrawClaimable != MethodFiftyMove {
		t.Errorf("fifty moves, humans: %+v %q", st.Outcome, st.DrawClaimable)
	}
	// A program claims it at once.
	s := humans("4k3/8/8/8/8/8/8/R3K3 w - - 99 80")
	s.Black = PlayerConfig{Kind: Random, Seed: 1}
	c = newTestGame(t, s)
	over := gameOver(c)
	c.Start()
	playAll(t, c, "Ra2")
	if o := waitOutcome(t, over, 5*time.Second); o.Method != MethodFiftyMove {
		t.Errorf("fifty moves vs program: %+v", o)
	}
	// Seventy-five moves end the game for everybody.
	c = newTestGame(t, humans("4k3/8/8/8/8/8/8/R3K3 w - - 149 80"))
	playAll(t, c, "Ra2")
	if o := c.Snapshot().Outcome; o.Method != MethodSeventyFive {
		t.Errorf("seventy-five moves: %+v", o)
	}
	// A capture resets the count: no claim.
	c = newTestGame(t, humans("4k3/8/8/8/8/8/p7/R3K3 w - - 99 80"))
	playAll(t, c, "Rxa2")
	if st := c.Snapshot(); st.DrawClaimable != "" || st.Outcome.Over() {
		t.Errorf("after a capture: %+v %q", st.Outcome, st.DrawClaimable)
	}
}

func TestResignAndDrawOffers(t *testing.T) {
	c := newTestGame(t, humans(""))
	playAll(t, c, "e4")
	if err := c.Resign(); err != nil { // Black is to move, so Black resigns
		t.Fatal(err)
	}
	if o := c.Snapshot().Outcome; o.Method != MethodResignation || o.Winner != White || o.Result != "1-0" {
		t.Errorf("resign: %+v", o)
	}
	if err := c.Resign(); err == nil {
		t.Error("resigned twice")
	}
	if err := c.Play("e5"); err == nil {
		t.Error("move after resignation accepted")
	}

	// Two humans: the offer stands (the UI asked the opponent).
	c = newTestGame(t, humans(""))
	playAll(t, c, "e4 e5")
	if !c.OfferDraw() {
		t.Error("draw offer between humans refused")
	}
	if o := c.Snapshot().Outcome; o.Method != MethodAgreed || o.Result != ResultDraw {
		t.Errorf("agreed: %+v", o)
	}

	// A random mover never accepts.
	s := humans("")
	s.Black = PlayerConfig{Kind: Random, Seed: 3}
	c = newTestGame(t, s)
	playAll(t, c, "e4")
	if c.OfferDraw() {
		t.Error("random mover accepted a draw")
	}
}

func TestLossOnTime(t *testing.T) {
	// first: the moves before the clocks start (clockWaits); they keep
	// the material, which decides the result.
	cases := []struct {
		fen    string
		first  string
		method string
		winner Color
	}{
		// White's flag falls; Black has a queen: Black wins.
		{"4k3/8/8/8/8/8/3q4/R3K3 w - - 0 1", "Kf1 Ke7", MethodTime, Black},
		// Black has a lone king: it cannot mate, so it is a draw.
		{"4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "Ra2 Ke7", MethodTimeDraw, NoColor},
		// Black has king and knight only: a draw too.
		{"4k3/8/8/8/8/8/3n4/R3K3 w - - 0 1", "Ra2 Ke7", MethodTimeDraw, NoColor},
	}
	for _, tc := range cases {
		s := humans(tc.fen)
		s.Clock = ClockConfig{Base: 150 * time.Millisecond}
		c := newTestGame(t, s)
		over := gameOver(c)
		c.Start()
		playAll(t, c, tc.first)
		o := waitOutcome(t, over, 5*time.Second)
		if o.Method != tc.method || o.Winner != tc.winner {
			t.Errorf("%s: %+v", tc.fen, o)
		}
		st := c.Snapshot()
		if st.Clock.White != 0 || st.Clock.Running != NoColor {
			t.Errorf("%s: clocks after the flag: %+v", tc.fen, st.Clock)
		}
		if err := c.Play("Ra3"); err == nil {
			t.Error("move accepted after the flag fell")
		}
		if err := c.Undo(); err == nil {
			t.Error("undo accepted after the flag fell")
		}
	}
}

// After a flag falls, going back through the game and to its end again
// shows the fallen flag (0:00), not the time the loser had when the
// position was reached; and the end is told as a loss on time, as when
// it happened, not as "Black won (time forfeit)".
func TestFallenFlagStaysAfterWalkingTheGame(t *testing.T) {
	s := humans("4k3/8/8/3q4/8/8/8/R3K3 w - - 0 1")
	s.Clock = ClockConfig{Base: 400 * time.Millisecond}
	c := newTestGame(t, s)
	over := gameOver(c)
	c.Start()
	playAll(t, c, "Ra2 Qd4")
	o := waitOutcome(t, over, 5*time.Second)
	if o.Method != MethodTime || o.Winner != Black {
		t.Fatalf("outcome %+v", o)
	}
	end := c.Snapshot()
	if end.Clock.White != 0 {
		t.Fatalf("White's clock at the flag: %v", end.Clock.White)
	}
	if err := c.GoTo(end.Path[:1]); err != nil {
		t.Fatal(err)
	}
	if back := c.Snapshot(); back.Clock.White == 0 {
		t.Errorf("one move back White's clock shows %v, want the time White had then", back.Clock.White)
	}
	if err := c.GoTo(end.Path); err != nil {
		t.Fatal(err)
	}
	again := c.Snapshot()
	if again.Clock.White != 0 {
		t.Errorf("back at the end White's clock shows %v, want 0 (the flag fell)", again.Clock.White)
	}
	if again.Outcome.Method != MethodTime || again.Outcome.Winner != Black || again.Outcome.Message != o.Message {
		t.Errorf("back at the end the outcome is %+v, want %+v", again.Outcome, o)
	}
}
