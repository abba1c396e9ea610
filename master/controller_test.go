package master

import (
	"strings"
	"testing"
	"time"
)

// Random games must end by a rule of chess, with a result that matches
// the final position.
func TestRandomGamesEndWithValidOutcome(t *testing.T) {
	checkNoLeak(t)
	methods := map[string]int{}
	for seed := uint64(1); seed <= 6; seed++ {
		c := newTestGame(t, randomVsRandom(seed, seed+100))
		over := gameOver(c)
		c.Start()
		o := waitOutcome(t, over, 20*time.Second)
		st := c.Snapshot()
		methods[o.Method]++
		switch o.Method {
		case MethodCheckmate:
			if !st.InCheck || len(st.Moves) == 0 {
				t.Errorf("seed %d: checkmate but side to move not in check", seed)
			}
			if o.Winner != st.Turn.Other() {
				t.Errorf("seed %d: checkmate winner %v, side to move %v", seed, o.Winner, st.Turn)
			}
		case MethodStalemate:
			if st.InCheck {
				t.Errorf("seed %d: stalemate while in check", seed)
			}
		case MethodInsufficient, MethodThreefold, MethodFiftyMove, MethodFivefold, MethodSeventyFive:
			if o.Result != ResultDraw {
				t.Errorf("seed %d: %s with result %s", seed, o.Method, o.Result)
			}
		default:
			t.Errorf("seed %d: unexpected method %q", seed, o.Method)
		}
		if got := tagValue(st.Tags, "Result"); got != o.Result {
			t.Errorf("seed %d: Result tag %q, outcome %q", seed, got, o.Result)
		}
		c.Close()
	}
	t.Logf("methods: %v", methods)
}

func tagValue(tags []Tag, key string) string {
	for _, tg := range tags {
		if tg.Key == key {
			return tg.Value
		}
	}
	return ""
}

func TestHumanMovesAndIllegalMoveReasons(t *testing.T) {
	c := newTestGame(t, Settings{White: PlayerConfig{Kind: Human}, Black: PlayerConfig{Kind: Human}})
	c.Start()
	for _, m := range []string{"e4", "e7e5", "Nf3", "Nc6", "Bb5", "a6"} {
		if err := c.Play(m); err != nil {
			t.Fatalf("Play(%s): %v", m, err)
		}
	}
	cases := []struct{ move, want string }{
		{"e5", "no pawn can move to e5"},
		{"e2e4", "no piece on e2"},
		{"a6a5", "it is White's turn"},
		{"b5d7", "a bishop cannot move from b5 to d7"}, // the knight on c6 is in the way
		{"a1a2", "holds your own piece"},
		{"Ke3", "no king can move to e3"},
		{"Zz9", "cannot read"},
		{"", "empty move"},
		{"O-O-O", "castling is not allowed"},
		{"Qh5", "no queen can move to h5"}, // the knight on f3 is in the way
		{"g1f3", "no piece on g1"},
	}
	for _, tc := range cases {
		err := c.Play(tc.move)
		if err == nil {
			t.Errorf("Play(%q) accepted", tc.move)
			continue
		}
		if !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Play(%q) = %v, want reason containing %q", tc.move, err, tc.want)
		}
	}
	if n := len(c.Snapshot().Moves); n != 6 {
		t.Fatalf("illegal moves changed the game: %d moves", n)
	}
}

func TestIllegalMoveReasonsInSpecialPositions(t *testing.T) {
	cases := []struct{ fen, move, want string }{
		{"4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", "e2d3", "leave your king in check"},
		{"4k3/8/8/8/7b/8/8/R3K3 w Q - 0 1", "a1a2", "king is in check"},
		{"4k3/8/8/8/8/8/r7/4K3 w - - 0 1", "e1e2", "king would be in check on e2"},
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", "a7a8", "promotion needs a piece"},
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", "a8", "promotion needs a piece"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "Bc4", "no bishop can move to c4"},
		{"4k3/8/8/8/8/8/K7/R6R w - - 0 1", "Rd1", "ambiguous move Rd1"},
	}
	for _, tc := range cases {
		c := newTestGame(t, Settings{White: PlayerConfig{Kind: Human}, Black: PlayerConfig{Kind: Human}, StartFEN: tc.fen})
		err := c.Play(tc.move)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Play(%q) = %v, want reason containing %q", tc.fen, tc.move, err, tc.want)
		}
	}
	// The legal forms are accepted.
	for _, mv := range []string{"a8=Q", "a7a8q", "a8Q", "a8=N+"} {
		c := newTestGame(t, Settings{White: PlayerConfig{Kind: Human}, Black: PlayerConfig{Kind: Human}, StartFEN: "7k/P7/8/8/8/8/8/K7 w - - 0 1"})
		if err := c.Play(mv); err != nil {
			t.Errorf("Play(%q): %v", mv, err)
		}
	}
}

// A subscriber may close the controller from inside its callback.
func TestCloseFromSubscriber(t *testing.T) {
	checkNoLeak(t)
	c, err := New(randomVsRandom(1, 2))
	if err != nil {
		t.Fatal(err)
	}
	closed := make(chan struct{})
	c.Subscribe(func(ev Event) {
		if _, ok := ev.(MoveEvent); ok {
			select {
			case <-closed:
			default:
				c.Close()
				close(closed)
			}
		}
	})
	c.Start()
	select {
	case <-closed:
	case <-time.After(5 * time.Second):
		t.Fatal("Close from a subscriber hung")
	}
}

func TestLowerCasePieceLetters(t *testing.T) {
	c := newTestGame(t, Settings{White: PlayerConfig{Kind: Human}, Black: PlayerConfig{Kind: Human}})
	for _, m := range []string{"nf3", "d5", "e4", "c5", "exd5", "b5", "bxb5"} {
		if err := c.Play(m); err != nil {
			t.Fatalf("Play(%s): %v", m, err)
		}
	}
	st := c.Snapshot()
	if got := st.Moves[len(st.Moves)-1].SAN; got != "Bxb5+" { // d7 is empty: check
		t.Errorf("bxb5 was read as %s, want the bishop capture", got)
	}
}
