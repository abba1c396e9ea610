package engine

import (
	"context"
	"testing"

	"chessmaster/book"
)

// The level owns how long the book is used: level 1 (BookPlies 4) leaves
// the book at ply 4, where full strength still plays from it; and the
// book's own MaxPly still applies when it is smaller.
func TestLevelBookPlies(t *testing.T) {
	b := defaultBook(t)
	ply2 := []string{"e2e4", "e7e5"}
	ply4 := []string{"e2e4", "e7e5", "g1f3", "b8c6"}
	for _, moves := range [][]string{ply2, ply4} {
		e := New()
		if err := e.SetPosition("", moves); err != nil {
			t.Fatal(err)
		}
		if listed, _ := b.Moves(e.Position().FEN()); len(listed) == 0 {
			t.Fatalf("premise: the book has no move after %v", moves)
		}
	}
	weak, _ := LevelByNumber(1)
	if weak.BookPlies != 4 {
		t.Fatalf("premise: level 1 has BookPlies %d, want 4", weak.BookPlies)
	}
	cases := []struct {
		level  int
		maxPly int // book.Options.MaxPly given to SetBook
		moves  []string
		want   string
	}{
		{0, 0, ply4, "book"},
		{1, 0, ply2, "book"},
		{1, 0, ply4, "search"},
		{1, 2, ply2, "search"}, // the smaller of the two caps
		{0, 4, ply4, "search"},
	}
	for _, c := range cases {
		e := New()
		e.SetHashSize(1)
		e.SetBook(b, book.Options{MaxPly: c.maxPly})
		e.SetLevel(c.level)
		e.SetLevelSeed(1)
		if err := e.SetPosition("", c.moves); err != nil {
			t.Fatal(err)
		}
		res := e.Search(context.Background(), Limits{Depth: 2}, nil)
		if res.Source != c.want {
			t.Errorf("level %d, MaxPly %d, after %v: source %q, want %q", c.level, c.maxPly, c.moves, res.Source, c.want)
		}
	}
}

// A level without TablebaseOK neither plays the table's move at the root
// nor probes the tables inside the search, even when the engine has them.
func TestLevelTablebaseUse(t *testing.T) {
	const kqk = "8/8/8/4k3/8/8/8/KQ6 w - - 0 1"
	// A 5-piece position, beyond the embedded tables at the root; after
	// a capture the search probes the 4-piece tables.
	const krpkp = "8/8/8/3pk3/8/8/3P4/KR6 w - - 0 1"
	for level := 0; level <= MaxLevel; level++ {
		lv, _ := LevelByNumber(level)
		e := New()
		e.SetHashSize(1)
		e.SetTablebases(embeddedTables(t))
		e.SetLevel(level)
		e.SetLevelSeed(1)
		if e.LevelInfo() != lv {
			t.Fatalf("LevelInfo() = %+v, want %+v", e.LevelInfo(), lv)
		}
		if err := e.SetPosition(kqk, nil); err != nil {
			t.Fatal(err)
		}
		res := e.Search(context.Background(), Limits{Depth: 3}, nil)
		if got := res.Source == "tablebase"; got != lv.TablebaseOK {
			t.Errorf("level %d (TablebaseOK %v): source %q", level, lv.TablebaseOK, res.Source)
		}
		if err := e.SetPosition(krpkp, nil); err != nil {
			t.Fatal(err)
		}
		res = e.Search(context.Background(), Limits{Depth: 6}, nil)
		if res.Source == "tablebase" {
			t.Fatalf("premise: %s answered from the tables at the root", krpkp)
		}
		if lv.TablebaseOK && level == 0 && res.Info.TBHits == 0 {
			t.Errorf("premise: full strength does not probe the tables in the search of %s", krpkp)
		}
		if !lv.TablebaseOK && res.Info.TBHits != 0 {
			t.Errorf("level %d probed the tables %d times", level, res.Info.TBHits)
		}
	}
}

// Every result carries an Info whose PV starts with the move played, at
// depth 1 or more with a score: book moves, forced moves, and searches
// stopped before their first iteration completed.
func TestResultInfoMatchesBestMove(t *testing.T) {
	check := func(name string, res Result) {
		t.Helper()
		i := res.Info
		if res.BestMove == "" || len(i.PV) == 0 || i.PV[0] != res.BestMove || i.Depth < 1 {
			t.Errorf("%s: best move %q with info %+v", name, res.BestMove, i)
		}
		if i.Mate == 0 && (i.Score > 10000 || i.Score < -10000) {
			t.Errorf("%s: implausible score %d", name, i.Score)
		}
	}
	e := New()
	e.SetHashSize(1)
	e.SetBook(defaultBook(t), book.Options{})
	res := e.Search(context.Background(), Limits{Depth: 5}, nil)
	if res.Source != "book" {
		t.Fatalf("source %q, want book", res.Source)
	}
	check("book", res)

	e.SetBook(nil, book.Options{})
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	res = e.Search(cancelled, Limits{Infinite: true}, nil)
	check("cancelled before the search", res)
	if res.Info.Nodes > quickNodes {
		t.Errorf("a cancelled search went on for %d nodes", res.Info.Nodes)
	}

	res = e.Search(context.Background(), Limits{Depth: 1}, nil)
	check("depth 1", res)

	// Forced, with enough pieces to stay out of the tables, and with the
	// context already cancelled: the score must still be real.
	if err := e.SetPosition("k7/6pp/2Q5/8/8/8/5PPP/1R5K b - - 0 1", nil); err != nil {
		t.Fatal(err)
	}
	res = e.Search(cancelled, Limits{}, nil)
	if res.Source != "forced" {
		t.Fatalf("source %q, want forced", res.Source)
	}
	check("forced", res)
	if res.Info.Score > -500 {
		t.Errorf("forced: score %d, but black is a queen and rook down", res.Info.Score)
	}
}
