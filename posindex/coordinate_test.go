package posindex

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"chessmaster/pgn"
)

// indexText indexes text as a file and returns every game's information.
func indexText(t *testing.T, text string) []GameInfo {
	t.Helper()
	path := filepath.Join(t.TempDir(), "games.pgn")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	x, err := Open(context.Background(), path, Options{CacheDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	var out []GameInfo
	for n := 1; n <= x.Games(); n++ {
		info, err := x.Game(n)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, info)
	}
	return out
}

// mainLineText is the main line of a game's text as the check rewrites it.
func checkedMainLine(t *testing.T, text string) string {
	t.Helper()
	games, err := pgn.Read(strings.NewReader(text))
	if err != nil || len(games) != 1 {
		t.Fatalf("read %q: %v", text, err)
	}
	if err := CheckGame(games[0]); err != nil {
		t.Fatalf("check %q: %v", text, err)
	}
	var moves []string
	for _, n := range games[0].MainLine() {
		moves = append(moves, n.Move)
	}
	return strings.Join(moves, " ")
}

// Coordinate moves (CCRL's exports, engine logs) are indexed and checked
// as the moves they name: pieces, castling and promotions too, not only
// pawns ("g1f3" was "no pawn can move to f3", and the game was indexed
// up to it).
func TestCoordinateMovesIndexedAndChecked(t *testing.T) {
	for _, c := range []struct{ text, san string }{
		{"1. e2e4 e7e5 2. g1f3 b8c6 3. f1b5 a7a6 4. e1g1 g8f6 *", "e4 e5 Nf3 Nc6 Bb5 a6 O-O Nf6"},
		{"1. e2e4 e7e5 2. g1f3 b8c6 3. f1b5 a7a6 4. e1h1 g8f6 *", "e4 e5 Nf3 Nc6 Bb5 a6 O-O Nf6"},
		{"[SetUp \"1\"]\n[FEN \"8/4P3/8/8/8/8/k7/4K3 w - - 0 1\"]\n\n1. e7e8q Kb2 *", "e8=Q Kb2"},
		{"[SetUp \"1\"]\n[FEN \"8/4P3/8/8/8/8/k7/4K3 w - - 0 1\"]\n\n1. e7e8=N Kb2 *", "e8=N Kb2"},
		{"1. g1-f3 g8-f6 2. b1c3 *", "Nf3 Nf6 Nc3"},
	} {
		if got := checkedMainLine(t, c.text); got != c.san {
			t.Errorf("%q checked: %s, want %s", c.text, got, c.san)
		}
		infos := indexText(t, c.text)
		if len(infos) != 1 || infos[0].Problem != "" || infos[0].Plies != len(strings.Fields(c.san)) {
			t.Errorf("%q indexed: %+v, want %d plies and no problem", c.text, infos, len(strings.Fields(c.san)))
		}
	}
}

// The index's main-line scanner reads "e.p." with a glyph after it and
// the ellipsis character as the pgn reader does, so the games are
// indexed whole and their positions found.
func TestMainLineEnPassantMarkAndEllipsis(t *testing.T) {
	for text, want := range map[string]string{
		"1. e4 Nf6 2. e5 d5 3. exd6 e.p.! e6 4. dxc7 Qd7 *": "e4 Nf6 e5 d5 exd6 e6 dxc7 Qd7",
		"1. e4 Nf6 2. e5 d5 3. exd6 e.p.?! e6 *":            "e4 Nf6 e5 d5 exd6 e6",
		"1. e4 Nf6 2. e5 d5 3. exd6 e.p.+ e6 *":             "e4 Nf6 e5 d5 exd6 e6",
		"1. e4 Nf6 2. e5 d5 3. exd6 ep e6 *":                "e4 Nf6 e5 d5 exd6 e6",
		"1. e4 1…e5 2. Nf3 2… Nc6 3. Bb5 *":                 "e4 e5 Nf3 Nc6 Bb5",
		"1. e4 1\x85e5 2. Nf3 2\x85 Nc6 3. Bb5 *":           "e4 e5 Nf3 Nc6 Bb5",
		"1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. o-o d6 *":        "e4 e5 Nf3 Nc6 Bc4 Bc5 o-o d6",
		"1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O–O d6 *":        "e4 e5 Nf3 Nc6 Bc4 Bc5 O–O d6",
	} {
		sans, _ := mainLine([]byte(text), nil)
		var got []string
		for _, s := range sans {
			got = append(got, string(s))
		}
		if strings.Join(got, " ") != want {
			t.Errorf("%q: %v, want %s", text, got, want)
		}
		games, err := pgn.Read(strings.NewReader(text))
		if err != nil || len(games) != 1 {
			t.Fatalf("%q: %v", text, err)
		}
		var read []string
		for _, n := range games[0].MainLine() {
			read = append(read, n.Move)
		}
		if strings.Join(read, " ") != want {
			t.Errorf("%q: the pgn reader reads %v, want %s", text, read, want)
		}
		infos := indexText(t, text)
		if n := len(strings.Fields(want)); len(infos) != 1 || infos[0].Problem != "" || infos[0].Plies != n {
			t.Errorf("%q indexed: %+v, want %d plies and no problem", text, infos, n)
		}
	}
}

// A tag with an odd number of quotes ([Annotator "unterminated], a value
// with one inner quote) ends on its own line, as the reader ends it: the
// moves after it are indexed (they were lost until the next quote).
func TestOddQuoteTagKeepsTheMoves(t *testing.T) {
	for _, tag := range []string{`[Annotator "unterminated]`, `[White "X "the great" ]`, `[Event "a] [Site "b"]`} {
		text := []byte(tag + "\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0\n")
		sans, result := mainLine(text, nil)
		if len(sans) != 3 || string(sans[2]) != "Nf3" || result != "1-0" {
			var got []string
			for _, s := range sans {
				got = append(got, string(s))
			}
			t.Errorf("%s: moves %v result %q, want e4 e5 Nf3 1-0", tag, got, result)
		}
	}
}
