package master

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"
)

// failingEngine stands in for an external engine that plays one move and
// then crashes (or, with illegal set, answers with a move that is not
// legal).
type failingEngine struct {
	illegal bool
	moves   int
}

func (p *failingEngine) Name() string { return "Brittle" }
func (p *failingEngine) Close() error { return nil }
func (p *failingEngine) Move(_ context.Context, req MoveRequest) (MoveReply, error) {
	p.moves++
	if p.moves == 1 {
		return MoveReply{Move: "e2e4"}, nil
	}
	if p.illegal {
		return MoveReply{Move: "e4e6"}, nil
	}
	return MoveReply{}, errors.New("exited (status 139); stderr: segmentation fault")
}

// TestAnEngineThatCrashesAbandonsTheGameAndSaysWhy: a program that stops
// answering loses by "abandoned" (the PGN's word for it; it is no rules
// infraction), an illegal move by "rules infraction", and either way the
// saved game says why in a comment after the last move.
func TestAnEngineThatCrashesAbandonsTheGameAndSaysWhy(t *testing.T) {
	for _, tc := range []struct {
		illegal           bool
		method, term, why string
	}{
		{false, MethodAbandoned, "abandoned", "Brittle (White) failed to move: exited (status 139); stderr: segmentation fault"},
		{true, MethodForfeit, "rules infraction", "Brittle (White) sent an illegal move"},
	} {
		RegisterPlayer(UCIEngine, func(context.Context, PlayerConfig, Settings) (Player, error) {
			return &failingEngine{illegal: tc.illegal}, nil
		})
		c := newTestGame(t, Settings{White: PlayerConfig{Kind: UCIEngine, EnginePath: "brittle"}, Black: PlayerConfig{Kind: Human}})
		over := gameOver(c)
		c.Start()
		waitPly(t, c, 1)
		if err := c.Play("e7e5"); err != nil {
			t.Fatal(err)
		}
		o := waitOutcome(t, over, 5*time.Second)
		if o.Method != tc.method || o.Result != ResultBlackWins || o.Termination() != tc.term {
			t.Errorf("outcome %+v (termination %q), want %s, 0-1, %q", o, o.Termination(), tc.method, tc.term)
		}
		pgn := strings.Join(strings.Fields(c.PGN()), " ") // lines wrap at 80
		if !strings.Contains(pgn, `[Termination "`+tc.term+`"]`) || !strings.Contains(pgn, "1. e4 e5 {"+tc.why) {
			t.Errorf("the saved game does not say why it ended (%q):\n%s", tc.why, pgn)
		}
	}
	RegisterPlayer(UCIEngine, nil)
}
