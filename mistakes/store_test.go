package mistakes

import (
	"os"
	"testing"
	"time"

	"chessmaster/review"
)

// reportOf is a well-formed review of the game ucis (every move best).
func reportOf(ucis []string) *review.Report {
	rep := &review.Report{Evals: make([]review.Score, len(ucis)+1)}
	for i, m := range ucis {
		rep.Moves = append(rep.Moves, review.Move{Ply: i + 1, UCI: m, Class: review.Best, Accuracy: 100})
	}
	return rep
}

// The store keeps the reviews used most recently within StoreLimit: a
// review read again stays, the one used least recently goes.
func TestStoreKeepsTheRecentlyUsedReviews(t *testing.T) {
	st := &Store{Dir: t.TempDir()}
	games := [][]string{{"e2e4"}, {"d2d4"}, {"c2c4"}}
	keys := make([]string, len(games))
	for i, g := range games {
		keys[i] = settings{nodes: 1000, engineID: "test"}.key("", g)
	}
	if err := st.save(keys[0], games[0], reportOf(games[0])); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(st.path(keys[0]))
	if err != nil {
		t.Fatal(err)
	}
	old := StoreLimit
	t.Cleanup(func() { StoreLimit = old })
	StoreLimit = 2*fi.Size() + fi.Size()/2 // room for two reviews

	if err := st.save(keys[1], games[1], reportOf(games[1])); err != nil {
		t.Fatal(err)
	}
	// Game 0 was saved first but is read again after game 1 was saved.
	for i, age := range []time.Duration{2 * time.Hour, time.Hour} {
		when := time.Now().Add(-age)
		os.Chtimes(st.path(keys[i]), when, when)
	}
	if _, ok := st.load(keys[0], games[0]); !ok {
		t.Fatal("the first review does not load")
	}
	if err := st.save(keys[2], games[2], reportOf(games[2])); err != nil {
		t.Fatal(err)
	}
	for i, want := range []bool{true, false, true} {
		if _, err := os.Stat(st.path(keys[i])); (err == nil) != want {
			t.Errorf("review %d kept %v, want %v", i, err == nil, want)
		}
	}
}
