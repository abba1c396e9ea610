package match

import (
	"bytes"
	"context"
	"errors"
	"regexp"
	"strings"
	"sync"
	"testing"
)

// lockedBuffer is a progress writer the test may read while Run writes.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestRunProgressAsGamesFinish: each game is reported when it starts and
// when it finishes, with the running score and Elo, before the next game
// starts (one at a time), not at the end of the match.
func TestRunProgressAsGamesFinish(t *testing.T) {
	var progress lockedBuffer
	res, err := Run(context.Background(), Config{Settings: matchRandomPair(), Games: 4}, &progress)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(progress.String()), "\n")
	if len(lines) != 12 {
		t.Fatalf("want 3 lines per game:\n%s", progress.String())
	}
	started := regexp.MustCompile(`^Started game (\d) of 4 \(Random [AB] vs Random [AB]\)$`)
	finished := regexp.MustCompile(`^Finished game (\d) \(Random [AB] vs Random [AB], [^)]+\): (1-0|0-1|1/2-1/2) \{[a-z -]+\}$`)
	score := regexp.MustCompile(`^Score of Random A vs Random B: \d - \d - \d  \[\d\.\d{3}\] (\d)  Elo ([+-]\d+\.\d|[+-]inf) ± (\d+\.\d|inf)$`)
	for i := 0; i < 4; i++ {
		n := string(rune('1' + i))
		if m := started.FindStringSubmatch(lines[3*i]); m == nil || m[1] != n {
			t.Errorf("line %d: %q", 3*i, lines[3*i])
		}
		if m := finished.FindStringSubmatch(lines[3*i+1]); m == nil || m[1] != n {
			t.Errorf("line %d: %q", 3*i+1, lines[3*i+1])
		}
		if m := score.FindStringSubmatch(lines[3*i+2]); m == nil || m[1] != n {
			t.Errorf("line %d: %q", 3*i+2, lines[3*i+2])
		}
	}
	e := res.Elo
	if want := "Elo " + formatElo(e.Diff) + " ± " + formatMargin(e.Margin()); !strings.HasSuffix(lines[11], want) {
		t.Errorf("last score line %q, want it to end with %q", lines[11], want)
	}
}

func TestRunRejectsBadPositions(t *testing.T) {
	for _, c := range []struct {
		fen      string
		openings []StartPosition
		want     string
	}{
		{fen: "8/8/8/8/8/8/8/8 w - - 0 1", want: "white has 0 kings"},
		{fen: "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", want: "already over in the start position (checkmate)"},
		{openings: []StartPosition{{Name: "kingless", StartFEN: "4k3/8/8/8/8/8/8/8 w - - 0 1"}}, want: "opening kingless: invalid FEN"},
		{openings: []StartPosition{{Name: "fool's mate", Moves: []string{"f2f3", "e7e5", "g2g4", "d8h4"}}}, want: "over after the opening moves (checkmate)"},
	} {
		s := matchRandomPair()
		s.StartFEN = c.fen
		_, err := Run(context.Background(), Config{Settings: s, Games: 2, StartPositions: c.openings}, nil)
		var ce *ConfigError
		if !errors.As(err, &ce) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q %v: err = %v, want a ConfigError with %q", c.fen, c.openings, err, c.want)
		}
	}
}
