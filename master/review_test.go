package master

import (
	"context"
	"errors"
	"strings"
	"testing"

	"chessmaster/review"
)

// Review reviews the main line, not the board's line, with null moves,
// and writes its findings into the tree.
func TestReviewWritesTheMainLine(t *testing.T) {
	c := newTestGame(t, Settings{White: PlayerConfig{Kind: Human}, Black: PlayerConfig{Kind: Human}})
	if _, err := c.LoadPGN(strings.NewReader("1. e4 e5 2. Nf3 -- 3. Bc4 (3. Bb5 a6) 3... Nf6 *\n")); err != nil {
		t.Fatal(err)
	}
	if err := c.LoadGame(0); err != nil {
		t.Fatal(err)
	}
	if err := c.GoTo([]int{0, 0, 0, 0, 1}); err != nil { // the board in the variation
		t.Fatal(err)
	}
	progress := 0
	rep, line, err := c.Review(context.Background(), review.Options{Nodes: 2000, Progress: func(done, total int) { progress = done }})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(line.SANs, " "); got != "e4 e5 Nf3 -- Bc4 Nf6" {
		t.Errorf("reviewed %q", got)
	}
	if len(line.UCIs) != 6 || line.UCIs[3] != review.NullMove || len(line.FENs) != 6 || line.FENs[0] != StandardFEN {
		t.Errorf("line %+v", line)
	}
	if len(rep.Moves) != 6 || !rep.Moves[3].Null || progress != 7 {
		t.Errorf("%d moves reviewed, the fourth null %v, progress %d", len(rep.Moves), len(rep.Moves) > 3 && rep.Moves[3].Null, progress)
	}
	for i, n := range c.Tree().MainLine() {
		if _, ok := n.Command("eval"); !ok {
			t.Errorf("move %d (%s) has no evaluation in the tree: %q", i+1, n.Move, n.Comment)
		}
	}
}

// A main line that changes while the engine looks is not written into;
// a cancelled review writes nothing either.
func TestReviewLineChangedOrCancelled(t *testing.T) {
	c := newTestGame(t, Settings{White: PlayerConfig{Kind: Human}, Black: PlayerConfig{Kind: Human}})
	for _, m := range []string{"e4", "e5", "Nf3"} {
		if err := c.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	before := c.PGN()
	edited := false
	_, _, err := c.Review(context.Background(), review.Options{Nodes: 2000, Progress: func(done, total int) {
		if !edited {
			edited = true
			if err := c.DeleteFrom([]int{0, 0, 0}); err != nil {
				t.Error(err)
			}
		}
	}})
	if !errors.Is(err, ErrLineChanged) {
		t.Fatalf("error %v, want ErrLineChanged", err)
	}
	if strings.Contains(c.PGN(), "%eval") {
		t.Errorf("written into a changed game:\n%s", c.PGN())
	}
	if err := c.Play("Nf3"); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	_, _, err = c.Review(ctx, review.Options{Nodes: 2000, Progress: func(int, int) { cancel() }})
	if !errors.Is(err, context.Canceled) || c.PGN() != before {
		t.Errorf("cancelled review: error %v, game\n%s", err, c.PGN())
	}
}
