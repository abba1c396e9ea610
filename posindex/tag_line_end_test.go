package posindex

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"chessmaster/engine"
)

// A tag read to its line's end by the reader (a value never closed with
// no "]" on its line, a quote right before the "]") ends there for the
// index too: the game keeps its number and its moves, the game after it
// its own, and a search finds the game's positions.
func TestTagToItsLineEndIndexed(t *testing.T) {
	// After 1. d4 d5 2. c4 e6, the moves of the game with the bad tag.
	pos, err := engine.ParseFEN("rnbqkbnr/ppp2ppp/4p3/3p4/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 0 3")
	if err != nil {
		t.Fatal(err)
	}
	for _, tag := range []string{
		`[Event "Unterminated`,
		`[Event "No bracket"`,
		`[Event "Quote at end "]"]`,
		`[Event "He said "hi"] there"]`,
		"[Event \"Quote at end \"]\"]\r", // a CRLF line end
	} {
		game := tag + "\n[White \"W\"]\n[Result \"*\"]\n\n1. d4 d5 2. c4 e6 *\n"
		if sans, result := mainLine([]byte(game), nil); len(sans) != 4 || string(sans[3]) != "e6" || result != "*" {
			t.Errorf("%q: main line %q %q", tag, sans, result)
		}
		text := "[Event \"a\"]\n\n1. e4 e5 1-0\n\n" + game + "\n[Event \"c\"]\n\n1. c4 *\n"
		path := filepath.Join(t.TempDir(), "games.pgn")
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		x, err := Open(context.Background(), path, Options{CacheDir: t.TempDir()})
		if err != nil {
			t.Fatal(err)
		}
		info, err := x.Game(2)
		if x.Games() != 3 || err != nil || info.White != "W" || info.Plies != 4 || info.Problem != "" {
			t.Errorf("%q: %d games; game 2: %+v %v", tag, x.Games(), info, err)
		}
		hits, err := Search([]*Index{x}, pos, false)
		if err != nil || len(hits) != 1 || hits[0].Number != 2 || hits[0].Ply != 4 {
			t.Errorf("%q: search: %+v %v", tag, hits, err)
		}
		x.Close()
	}
}
