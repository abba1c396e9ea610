package mistakes

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"chessmaster/engine"
	"chessmaster/master"
	"chessmaster/pgn"
	"chessmaster/review"
)

// sample holds five bullet games of jishanshaikh4 (two as White in April
// 2022, three as Black in July 2021) and one Chess960 game of his (as
// Black, May 2021; its rooks start on a1 and h1).
const sample = "../testdata/mistakes/jishanshaikh4-sample.pgn"

// other is a game jishanshaikh4 did not play.
const other = "../testdata/pgn/molinari-bordais-1979.pgn"

// testNodes keeps the reviews fast and the same on every run.
const testNodes = 1000

func collect(t *testing.T, ctx context.Context, store *Store, opt Options) (*Collection, error) {
	t.Helper()
	if opt.Me == "" {
		opt.Me = "  JishanShaikh4 "
	}
	opt.Nodes, opt.Store = testNodes, store
	return Collect(ctx, []string{sample, other}, opt)
}

// shared is the sample's collection (with SAN), made once for the tests
// that only read it.
var shared struct {
	once sync.Once
	c    *Collection
	err  error
}

func sharedCollection(t *testing.T) *Collection {
	t.Helper()
	shared.once.Do(func() {
		shared.c, shared.err = collect(t, context.Background(), nil, Options{SAN: master.SANMoves})
	})
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	return shared.c
}

func TestCollectFindsThePlayersGames(t *testing.T) {
	c := sharedCollection(t)
	if len(c.Games) != 6 || c.NotMine != 1 || !c.Complete || c.Reviewed != 6 {
		t.Fatalf("%d games, %d not mine, complete %v, reviewed %d", len(c.Games), c.NotMine, c.Complete, c.Reviewed)
	}
	if len(c.Problems) != 0 || !c.Games[5].Chess960 || c.Games[4].Chess960 {
		t.Errorf("problems: %q; Chess960 %v", c.Problems, c.Games[5].Chess960)
	}
	var colours []bool
	for _, g := range c.Games {
		colours = append(colours, g.MeWhite)
		if g.MeWhite == g.MeBlack || g.Moves == 0 || g.Accuracy <= 0 || g.Accuracy > 100 {
			t.Errorf("game %d: white %v black %v, %d moves, accuracy %v", g.Number, g.MeWhite, g.MeBlack, g.Moves, g.Accuracy)
		}
	}
	if !slices.Equal(colours, []bool{false, true, true, false, false, false}) {
		t.Errorf("colours %v", colours)
	}
	if len(c.Mistakes) == 0 {
		t.Fatal("no mistakes in six bullet games")
	}
	// Each mistake is the player's own move, at its place in its game.
	data, _ := os.ReadFile(sample)
	f, _ := pgn.ParseFile(data)
	for _, m := range c.Mistakes {
		g, err := f.Game(m.Game.Number - 1)
		if err != nil {
			t.Fatal(err)
		}
		node := g.MainLine()[m.Ply-1]
		if fens := m.Game.Positions(); len(fens) != len(m.Game.UCIs) || fens[m.Ply-1] != m.FEN {
			t.Errorf("game %d ply %d: the game's positions do not have the mistake's FEN", m.Game.Number, m.Ply)
		}
		if node.Move != m.SAN || m.White != m.Game.MeWhite || m.Class < review.Mistake {
			t.Errorf("game %d ply %d: %s (%v) is %q in the file", m.Game.Number, m.Ply, m.SAN, m.Class, node.Move)
		}
		pos, err := engine.ParseFEN(m.FEN)
		if err != nil {
			t.Fatal(err)
		}
		if mv, err := pos.ParseSAN(m.SAN); err != nil || mv.String() != m.UCI {
			t.Errorf("%s is not %s in %s", m.SAN, m.UCI, m.FEN)
		}
		if (pos.SideToMove() == engine.White) != m.White || len(m.Kinds) == 0 {
			t.Errorf("game %d ply %d: side or kinds wrong: %+v", m.Game.Number, m.Ply, m)
		}
	}
}

func TestCollectSelectsGames(t *testing.T) {
	c, err := collect(t, context.Background(), nil, Options{Select: func(file string, n int) bool {
		return file == sample && (n == 2 || n == 3)
	}})
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Games) != 2 || c.Games[0].Number != 2 || c.Games[1].Number != 3 || len(c.Problems) != 0 || c.NotMine != 0 {
		t.Fatalf("%d games, problems %q", len(c.Games), c.Problems)
	}
}

// A store that cannot be written is said once; the games are collected.
func TestUnwritableStore(t *testing.T) {
	dir := t.TempDir()
	blocked := filepath.Join(dir, "store")
	if err := os.WriteFile(blocked, []byte("a file, not a folder"), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := collect(t, context.Background(), &Store{Dir: blocked}, Options{Select: func(file string, n int) bool { return file == sample && (n == 4 || n == 5) }})
	if err != nil || len(c.Games) != 2 || len(c.Problems) != 1 || !strings.Contains(c.Problems[0], "not kept") {
		t.Fatalf("%v: %d games, problems %q", err, len(c.Games), c.Problems)
	}
}

// A file named twice is collected once.
func TestCollectReadsAFileOnce(t *testing.T) {
	abs, _ := filepath.Abs(sample)
	c, err := Collect(context.Background(), []string{sample, abs, sample}, Options{Me: "jishanshaikh4", Nodes: testNodes,
		Select: func(_ string, n int) bool { return n == 5 }})
	if err != nil || len(c.Games) != 1 || c.Reviewed != 1 {
		t.Fatalf("%v: %d games", err, len(c.Games))
	}
}

func TestCollectNeedsAName(t *testing.T) {
	if _, err := Collect(context.Background(), []string{sample}, Options{Me: "  "}); err == nil {
		t.Fatal("no error without a name")
	}
}

func TestCollectReportsBadFiles(t *testing.T) {
	dir := t.TempDir()
	bin := filepath.Join(dir, "bad.pgn")
	os.WriteFile(bin, []byte{0, 1, 2, 3, 0, 0, 255}, 0o644)
	c, err := Collect(context.Background(), []string{filepath.Join(dir, "missing.pgn"), bin, dir, sample},
		Options{Me: "jishanshaikh4", Nodes: testNodes, Select: func(_ string, n int) bool { return n == 5 }})
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Problems) != 3 || len(c.Games) != 1 {
		t.Fatalf("%d games, problems %q", len(c.Games), c.Problems)
	}
}

// A second run on the same games reviews nothing: every review comes from
// the store, and the collection is the same.
func TestRerunReviewsNothing(t *testing.T) {
	store := &Store{Dir: t.TempDir()}
	first, err := collect(t, context.Background(), store, Options{})
	if err != nil {
		t.Fatal(err)
	}
	positions := 0
	second, err := collect(t, context.Background(), store, Options{Progress: func(p Progress) {
		positions += p.Position
	}})
	if err != nil {
		t.Fatal(err)
	}
	if first.Reviewed != 6 || second.Reviewed != 0 || second.Stored != 6 || positions != 0 {
		t.Fatalf("first reviewed %d; second reviewed %d, stored %d, %d positions searched", first.Reviewed, second.Reviewed, second.Stored, positions)
	}
	if a, b := reportText(t, first), reportText(t, second); a != strings.Replace(b, "Reviewed now: 0 games; from the store: 6.", "Reviewed now: 6 games; from the store: 0.", 1) {
		t.Errorf("the stored reviews give another report:\n%s\n---\n%s", a, b)
	}
	// Other review settings are other reviews.
	third, err := Collect(context.Background(), []string{sample}, Options{Me: "jishanshaikh4", Nodes: testNodes + 1, Store: store,
		Select: func(_ string, n int) bool { return n == 1 }})
	if err != nil || third.Reviewed != 1 {
		t.Fatalf("another budget: reviewed %d, %v", third.Reviewed, err)
	}
}

func reportText(t *testing.T, c *Collection) string {
	var b strings.Builder
	if err := WriteReport(&b, c, Text); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// A damaged or foreign review file is not trusted: the game is reviewed
// again and the file replaced.
func TestDamagedStoreIsRebuilt(t *testing.T) {
	store := &Store{Dir: t.TempDir()}
	one := func(n int) Options {
		return Options{Select: func(file string, k int) bool { return file == sample && k == n }}
	}
	if _, err := collect(t, context.Background(), store, one(5)); err != nil {
		t.Fatal(err)
	}
	if _, err := collect(t, context.Background(), store, one(4)); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(store.Dir, "*", "*.json"))
	if len(files) != 2 {
		t.Fatalf("%d files in the store", len(files))
	}
	game4 := store.path(gameKey(t, 4))
	data5 := mustRead(t, store.path(gameKey(t, 5)))
	for name, damage := range map[string][]byte{
		"cut short":     mustRead(t, game4)[:100],
		"not JSON":      []byte("\x00\x01garbage"),
		"another game":  data5,
		"empty":         nil,
		"a wrong score": []byte(strings.Replace(string(mustRead(t, game4)), `"Accuracy":`, `"Accuracy":-5,"x":`, 1)),
	} {
		if err := os.WriteFile(game4, damage, 0o644); err != nil {
			t.Fatal(err)
		}
		c, err := collect(t, context.Background(), store, one(4))
		if err != nil || c.Reviewed != 1 || c.Stored != 0 || len(c.Games) != 1 {
			t.Fatalf("%s: reviewed %d, stored %d, %v", name, c.Reviewed, c.Stored, err)
		}
		if again, _ := collect(t, context.Background(), store, one(4)); again.Stored != 1 {
			t.Errorf("%s: the review was not stored again", name)
		}
	}
}

// gameKey is the store's key of game n of the sample.
func gameKey(t *testing.T, n int) string {
	data := mustRead(t, sample)
	f, err := pgn.ParseFile(data)
	if err != nil {
		t.Fatal(err)
	}
	g, err := f.Game(n - 1)
	if err != nil {
		t.Fatal(err)
	}
	l, err := replay(g)
	if err != nil {
		t.Fatal(err)
	}
	return settings{nodes: testNodes}.key(l.startFEN, l.ucis)
}

func mustRead(t *testing.T, path string) []byte {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// Cancelling stops the collection at once; the games reviewed before are
// kept in the store and the next run goes on from there.
func TestCancelKeepsWhatWasDone(t *testing.T) {
	store := &Store{Dir: t.TempDir()}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	c, err := collect(t, ctx, store, Options{Progress: func(p Progress) {
		if p.Game == 2 && p.Position == 5 {
			cancel() // in the middle of the third game
		}
	}})
	if !errors.Is(err, context.Canceled) || c == nil || c.Complete || len(c.Games) != 2 || c.Reviewed != 2 {
		t.Fatalf("err %v, %+v", err, c)
	}
	next, err := collect(t, context.Background(), store, Options{})
	if err != nil || next.Stored != 2 || next.Reviewed != 4 {
		t.Fatalf("next run: stored %d, reviewed %d, %v", next.Stored, next.Reviewed, err)
	}
}

// "?" (PGN's unknown player) is no name: it would collect the games of
// everyone whose name the files leave out.
func TestCollectRefusesTheUnknownPlayer(t *testing.T) {
	for _, me := range []string{"?", " ? ", "-", "??"} {
		_, err := Collect(context.Background(), nil, Options{Me: me})
		if err == nil || !strings.Contains(err.Error(), "unknown player") {
			t.Errorf("-me %q: %v", me, err)
		}
	}
}
