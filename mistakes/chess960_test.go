package mistakes

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"chessmaster/engine"
	"chessmaster/master"
	"chessmaster/pgn"
)

// chess960Games are lichess Chess960 games; in the first, jishanshaikh4
// (Black) castles king-side with the rook of f8 (5... O-O).
const chess960Games = "../testdata/pgn/lichess-chess960.pgn"

// A Chess960 game is reviewed like any other: its castling is played by
// Chess960's rules, and its mistakes' PGN games carry Variant "Chess960"
// with the position, so that a PGN program reads their moves right.
func TestCollectReviewsChess960(t *testing.T) {
	c, err := Collect(context.Background(), []string{chess960Games}, Options{Me: "jishanshaikh4", Nodes: testNodes, SAN: master.SANMoves,
		Select: func(_ string, n int) bool { return n == 1 }})
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Games) != 1 || len(c.Problems) != 0 {
		t.Fatalf("%d games, problems %q", len(c.Games), c.Problems)
	}
	g := c.Games[0]
	if !g.Chess960 || !g.MeBlack || g.Moves == 0 {
		t.Fatalf("Chess960 %v, black %v, %d moves", g.Chess960, g.MeBlack, g.Moves)
	}
	// 5... O-O is king takes rook, as UCI writes Chess960 castling.
	if len(g.UCIs) < 10 || g.UCIs[9] != "e8f8" {
		t.Errorf("5... O-O is %q", g.UCIs[9])
	}
	if fens := g.Positions(); len(fens) != len(g.UCIs) {
		t.Errorf("%d positions for %d moves", len(fens), len(g.UCIs))
	}
	if len(c.Mistakes) == 0 {
		t.Fatal("no mistakes collected")
	}
	games, err := pgn.Read(strings.NewReader(PracticePGN(c)))
	if err != nil || len(games) != len(c.Mistakes) {
		t.Fatalf("%d games for %d mistakes: %v", len(games), len(c.Mistakes), err)
	}
	for i, pg := range games {
		m := c.Mistakes[i]
		if !pg.Chess960() || pg.Tag("FEN") != m.FEN || pg.Tag("SetUp") != "1" {
			t.Errorf("mistake %d: Variant %q, FEN %q, SetUp %q", i+1, pg.Tag("Variant"), pg.Tag("FEN"), pg.Tag("SetUp"))
		}
		pos, err := engine.ParseFENVariant(pg.Tag("FEN"), true)
		if err != nil {
			t.Fatal(err)
		}
		if mv, err := pos.ParseSAN(pg.MainLine()[0].Move); err != nil || mv.String() != m.UCI {
			t.Errorf("mistake %d: %s is not %s in %s (%v)", i+1, pg.MainLine()[0].Move, m.UCI, m.FEN, err)
		}
	}
	if exs, _ := c.Exercises(); len(exs) == 0 {
		t.Error("no exercise from the game's mistakes")
	}
}

// Other variants are still left out, each said with its game.
func TestCollectSkipsOtherVariants(t *testing.T) {
	path := filepath.Join(t.TempDir(), "zh.pgn")
	os.WriteFile(path, []byte("[Event \"x\"]\n[White \"me\"]\n[Black \"you\"]\n[Variant \"Crazyhouse\"]\n[Result \"*\"]\n\n1. e4 e5 *\n"), 0o644)
	c, err := Collect(context.Background(), []string{path}, Options{Me: "me", Nodes: testNodes})
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Games) != 0 || !slices.ContainsFunc(c.Problems, func(p string) bool { return strings.Contains(p, "a Crazyhouse game") }) {
		t.Errorf("%d games, problems %q", len(c.Games), c.Problems)
	}
}
