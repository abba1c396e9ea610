package master

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// loadText loads the first game of text and returns the warning LoadGame
// sent (nil when none came).
func loadText(t *testing.T, c *ChessMaster, text string) *LoadWarning {
	t.Helper()
	warnings := make(chan *LoadWarning, 4)
	positions := make(chan struct{}, 4)
	unsub := c.Subscribe(func(e Event) {
		switch e := e.(type) {
		case ErrorEvent:
			var w *LoadWarning
			if errors.As(e.Err, &w) {
				warnings <- w
			}
		case PositionEvent:
			if e.Reason == ReasonLoad {
				positions <- struct{}{}
			}
		}
	})
	defer unsub()
	if _, err := c.LoadPGN(strings.NewReader(text)); err != nil {
		t.Fatal(err)
	}
	if err := c.LoadGame(0); err != nil {
		t.Fatal(err)
	}
	select {
	case <-positions:
	case <-time.After(5 * time.Second):
		t.Fatal("no load event")
	}
	// The warning is sent right after the load event.
	select {
	case w := <-warnings:
		return w
	case <-time.After(300 * time.Millisecond):
		return nil
	}
}

// Fool's mate recorded as a white win: the board decides. The game is
// announced, reported and saved as 0-1.
func TestLoadResultContradictsMate(t *testing.T) {
	for name, text := range map[string]string{
		"tag and movetext": "[Event \"x\"]\n[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n",
		"tag only":         "[Event \"x\"]\n[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4#\n",
		"movetext only":    "[Event \"x\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 1/2-1/2\n",
		"no result at all": "[Event \"x\"]\n\n1. f3 e5 2. g4 Qh4# *\n",
	} {
		t.Run(name, func(t *testing.T) {
			c := newTestGame(t, humans(""))
			w := loadText(t, c, text)
			if st := c.Snapshot(); st.Outcome.Result != ResultBlackWins || st.Outcome.Method != MethodCheckmate {
				t.Errorf("outcome %+v", st.Outcome)
			}
			if name == "no result at all" {
				if w != nil {
					t.Errorf("warning for a game without a result: %v", w)
				}
			} else {
				if w == nil || !strings.Contains(w.Error(), "checkmate") || !strings.Contains(w.Error(), "0-1") || w.Game != 1 || w.Line != 1 {
					t.Errorf("warning %v", w)
				}
			}
			path := filepath.Join(t.TempDir(), "g.pgn")
			if err := c.SavePGN(path); err != nil {
				t.Fatal(err)
			}
			data, _ := os.ReadFile(path)
			if s := string(data); !strings.Contains(s, `[Result "0-1"]`) || !strings.Contains(s, "Qh4# 0-1") {
				t.Errorf("saved:\n%s", s)
			}
		})
	}
}

// Stalemate recorded as a win is saved as a draw.
func TestLoadResultContradictsStalemate(t *testing.T) {
	text := "[FEN \"7k/5Q2/6K1/8/8/8/8/8 w - - 0 1\"]\n[Result \"1-0\"]\n\n1. Kh6 1-0\n"
	c := newTestGame(t, humans(""))
	w := loadText(t, c, text)
	if w == nil || !strings.Contains(w.Text, "stalemate") {
		t.Errorf("warning %v", w)
	}
	if pgnText := c.PGN(); !strings.Contains(pgnText, `[Result "1/2-1/2"]`) || !strings.Contains(pgnText, "1. Kh6 1/2-1/2") {
		t.Errorf("PGN:\n%s", pgnText)
	}
}

// A result the position does not decide stands, silently; a Result tag
// that contradicts the moves' result is reported.
func TestLoadResultNotDecidedByBoard(t *testing.T) {
	c := newTestGame(t, humans(""))
	if w := loadText(t, c, "[Result \"1-0\"]\n\n1. e4 e5 1-0\n"); w != nil {
		t.Errorf("a resignation reported: %v", w)
	}
	if !strings.Contains(c.PGN(), "1. e4 e5 1-0") {
		t.Errorf("PGN:\n%s", c.PGN())
	}
	w := loadText(t, c, "[Result \"1-0\"]\n\n1. e4 e5 0-1\n")
	if w == nil || !strings.Contains(w.Text, "1-0") || !strings.Contains(w.Text, "0-1") {
		t.Errorf("warning %v", w)
	}
	if !strings.Contains(c.PGN(), `[Result "0-1"]`) {
		t.Errorf("PGN:\n%s", c.PGN())
	}
}

// A mate reached by going back and playing on, or on the main line while
// the board is elsewhere, is saved with its result.
func TestSaveResultFollowsMainLineMate(t *testing.T) {
	c := newTestGame(t, humans(""))
	loadText(t, c, "[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n")
	if err := c.GoTo(c.Snapshot().Path[:2]); err != nil {
		t.Fatal(err)
	}
	if s := c.PGN(); !strings.Contains(s, `[Result "0-1"]`) || !strings.Contains(s, "Qh4# 0-1") {
		t.Errorf("PGN with the board at move 1:\n%s", s)
	}
}

// An invalid result token is an error naming the line and the word, not
// a move.
func TestLoadInvalidResultToken(t *testing.T) {
	c := newTestGame(t, humans(""))
	sums, err := c.LoadPGN(strings.NewReader("[Event \"x\"]\n[Result \"2-0\"]\n\n1. e4 e5 2-0\n"))
	if err != nil {
		t.Fatal(err)
	}
	err = c.LoadGame(0)
	if err == nil || !strings.Contains(err.Error(), "2-0 is not a result") || !strings.Contains(err.Error(), "line 4") {
		t.Errorf("LoadGame: %v", err)
	}
	if sums[0].Err == nil {
		t.Errorf("summary has no error: %+v", sums[0])
	}
}

// A '}' typed in a comment is kept as ')' (as it will be saved) and the
// user is told; a '{' is kept.
func TestSetCommentBrace(t *testing.T) {
	c := newTestGame(t, humans(""))
	playAll(t, c, "e4")
	notices := make(chan error, 4)
	unsub := c.Subscribe(func(e Event) {
		if e, ok := e.(ErrorEvent); ok {
			notices <- e.Err
		}
	})
	defer unsub()
	if err := c.SetComment([]int{0}, "a {b} c"); err != nil {
		t.Fatal(err)
	}
	c.WaitEvents()
	select {
	case err := <-notices:
		if !errors.Is(err, ErrCommentBrace) || !strings.Contains(err.Error(), "'}'") {
			t.Errorf("notice %v", err)
		}
	default:
		t.Fatal("no notice")
	}
	if got := c.Tree().MainLine()[0].Comment; got != "a {b) c" {
		t.Errorf("comment %q", got)
	}
	if !strings.Contains(c.PGN(), "1. e4 {a {b) c}") {
		t.Errorf("PGN:\n%s", c.PGN())
	}
	if err := c.SetComment([]int{0}, "no brace {here"); err != nil {
		t.Fatal(err)
	}
	c.WaitEvents()
	select {
	case err := <-notices:
		t.Errorf("notice for a comment without '}': %v", err)
	default:
	}
}
