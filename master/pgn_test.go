package master

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"chessmaster/pgn"
)

const pgnDir = "../testdata/pgn"

func readTestPGN(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(pgnDir, name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// Every real file parses, and each game's length and result agree with
// the file's own PlyCount and Result tags.
func TestParseRealPGNFiles(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(pgnDir, "*.pgn"))
	if len(files) == 0 {
		t.Fatal("no PGN test files")
	}
	for _, f := range files {
		data, _ := os.ReadFile(f)
		games, err := pgnParseAll(bytes.NewReader(data))
		if err != nil {
			t.Errorf("%s: %v", filepath.Base(f), err)
			continue
		}
		for i, g := range games {
			if pc := g.rec.getTag("PlyCount"); pc != "" {
				want, _ := strconv.Atoi(pc)
				if g.rec.ply() != want {
					t.Errorf("%s game %d: %d plies, PlyCount tag says %d", filepath.Base(f), i+1, g.rec.ply(), want)
				}
			}
			if tagRes := g.rec.getTag("Result"); tagRes != g.result {
				t.Errorf("%s game %d: movetext result %q, tag %q", filepath.Base(f), i+1, g.result, tagRes)
			}
		}
	}
}

func TestKasparovDeepBlue1997(t *testing.T) {
	sums, err := ParsePGN(bytes.NewReader(readTestPGN(t, "kasparov-deep-blue-1997.pgn")))
	if err != nil {
		t.Fatal(err)
	}
	if len(sums) != 6 {
		t.Fatalf("%d games, want 6", len(sums))
	}
	// The match: Kasparov won game 1, Deep Blue games 2 and 6, three draws.
	wantResults := []string{"1-0", "1-0", "1/2-1/2", "1/2-1/2", "1/2-1/2", "1-0"}
	wantWhite := []string{"Garry Kasparov", "Deep Blue (Computer)", "Garry Kasparov", "Deep Blue (Computer)", "Garry Kasparov", "Deep Blue (Computer)"}
	for i, s := range sums {
		if s.Result != wantResults[i] || s.White != wantWhite[i] {
			t.Errorf("game %d: %s (White %s), want %s (White %s)", i+1, s.Result, s.White, wantResults[i], wantWhite[i])
		}
		if s.Index != i || s.Moves != (s.Plies+1)/2 {
			t.Errorf("game %d: bad summary %+v", i+1, s)
		}
	}
	// Game 6 is the famous 19-move loss: 19.c4 1-0, 37 plies.
	if sums[5].Plies != 37 {
		t.Errorf("game 6: %d plies, want 37", sums[5].Plies)
	}
}

func TestSpecialPGNFiles(t *testing.T) {
	// UTF-8 byte order mark, two games without moves.
	sums, err := ParsePGN(bytes.NewReader(readTestPGN(t, "utf8-bom.pgn")))
	if err != nil {
		t.Fatal(err)
	}
	if len(sums) != 2 || sums[0].Event != "A" || sums[1].Event != "B" || sums[0].Plies != 0 {
		t.Errorf("BOM file: %+v", sums)
	}
	// ChessBase blank lines inside the movetext and between tags.
	sums, err = ParsePGN(bytes.NewReader(readTestPGN(t, "chessbase-empty-line.pgn")))
	if err != nil {
		t.Fatal(err)
	}
	if len(sums) != 1 || sums[0].Plies != 134 || sums[0].Result != "0-1" || sums[0].White != "Stockfish 8" {
		t.Errorf("ChessBase file: %+v", sums)
	}
	// A null move (41...Z0) in the middle of the game.
	games, err := pgnParseAll(bytes.NewReader(readTestPGN(t, "anastasian-lewis.pgn")))
	if err != nil {
		t.Fatal(err)
	}
	if r := games[0].rec; plyField(r, "san")[81] != "--" || plyField(r, "san")[83] != "Qh1+" {
		t.Errorf("null move game: ply 82 %q, ply 84 %q", plyField(r, "san")[81], plyField(r, "san")[83])
	}
}

// A game that ends in mate on the board gets its outcome from the rules.
func TestLoadGameCheckmate(t *testing.T) {
	c := newTestGame(t, Settings{White: PlayerConfig{Kind: Human}, Black: PlayerConfig{Kind: Human}})
	if _, err := c.LoadPGNFile(filepath.Join(pgnDir, "molinari-bordais-1979.pgn")); err != nil {
		t.Fatal(err)
	}
	if err := c.LoadGame(0); err != nil {
		t.Fatal(err)
	}
	st := c.Snapshot()
	if st.Outcome.Method != MethodCheckmate || st.Outcome.Winner != Black || len(st.Moves) != 10 {
		t.Fatalf("outcome %+v after %d moves", st.Outcome, len(st.Moves))
	}
	if err := c.Play("a3"); err == nil {
		t.Error("a move was accepted after mate")
	}
	// Going back lets play continue from an earlier position.
	if err := c.GoTo(c.Snapshot().Path[:8]); err != nil {
		t.Fatal(err)
	}
	if err := c.Play("a3"); err != nil { // 5.a3 instead of 5.g3
		t.Fatal(err)
	}
	st = c.Snapshot()
	if st.Outcome.Over() || len(st.Moves) != 9 || st.Moves[8].SAN != "a3" {
		t.Errorf("after truncate: %d moves, outcome %+v", len(st.Moves), st.Outcome)
	}
}

func TestPGNRoundTrip(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(pgnDir, "*.pgn"))
	for _, f := range files {
		data, _ := os.ReadFile(f)
		games, err := pgnParseAll(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		for i, g := range games {
			text := pgn.Write(g.rec.pgnGame())
			again, err := pgnParseAll(strings.NewReader(text))
			if err != nil {
				t.Errorf("%s game %d: written PGN does not parse: %v\n%s", filepath.Base(f), i+1, err, text)
				continue
			}
			a, b := g.rec, again[0].rec
			if strings.Join(plyField(a, "uci"), " ") != strings.Join(plyField(b, "uci"), " ") {
				t.Errorf("%s game %d: moves differ after round trip", filepath.Base(f), i+1)
			}
			if strings.Join(plyField(a, "comment"), "|") != strings.Join(plyField(b, "comment"), "|") || a.root.Comment != b.root.Comment ||
				strings.Join(plyField(a, "nags"), "|") != strings.Join(plyField(b, "nags"), "|") {
				t.Errorf("%s game %d: comments differ after round trip", filepath.Base(f), i+1)
			}
			for _, tg := range a.tags {
				if b.getTag(tg.Key) != tg.Value {
					t.Errorf("%s game %d: tag %s %q became %q", filepath.Base(f), i+1, tg.Key, tg.Value, b.getTag(tg.Key))
				}
			}
			for _, line := range strings.Split(text, "\n") {
				if len(line) > 80 {
					t.Errorf("%s game %d: line longer than 80: %q", filepath.Base(f), i+1, line)
				}
			}
		}
	}
}

func TestPGNCommentsVariationsAndSetUp(t *testing.T) {
	in := `[Event "Test"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]

{Start} 1. e4 {best} (1. e3 {slow} Kd7) 1... Kd7 $1 2. Kd2 !? ; line comment
Kd6 *
`
	games, err := pgnParseAll(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	r := games[0].rec
	if got := strings.Join(plyField(r, "san"), " "); got != "e4 Kd7 Kd2 Kd6" {
		t.Errorf("moves %q", got)
	}
	if r.root.Comment != "Start" || plyField(r, "comment")[0] != "best" || plyField(r, "comment")[2] != "line comment" {
		t.Errorf("comments %q %q", r.root.Comment, plyField(r, "comment"))
	}
	if plyField(r, "nags")[1] != "$1" || plyField(r, "nags")[2] != "$5" || plyField(r, "nags")[0] != "" {
		t.Errorf("NAGs %q", plyField(r, "nags"))
	}
	out := pgn.Write(r.pgnGame())
	// The variation (1. e3 ...) is kept and written back in its place.
	flat := strings.Join(strings.Fields(out), " ")
	for _, want := range []string{`[SetUp "1"]`, `[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]`, "{Start} 1. e4 {best} (1. e3 {slow} 1... Kd7) 1... Kd7 $1 2. Kd2 $5 {line comment} 2... Kd6 *"} {
		if !strings.Contains(flat, want) {
			t.Errorf("written PGN lacks %q:\n%s", want, out)
		}
	}
}

// A bad game names itself, its line and the move, and does not stop the
// other games of the file; the current game is not touched.
func TestBadPGNErrors(t *testing.T) {
	good := string(readTestPGN(t, "kasparov-deep-blue-1997.pgn"))
	bad := strings.Replace(good, "26.Bxd1", "26.Bxd2", 1) // in game 3
	if bad == good {
		t.Fatal("test edit did not apply")
	}
	c := newTestGame(t, Settings{White: PlayerConfig{Kind: Human}, Black: PlayerConfig{Kind: Human}})
	c.Play("e4")
	sums, err := c.LoadPGN(strings.NewReader(bad))
	if err != nil || len(sums) != 6 {
		t.Fatalf("a file with one bad game: %v, %d games", err, len(sums))
	}
	err = c.LoadGame(2)
	if err == nil {
		t.Fatal("bad game accepted")
	}
	for _, want := range []string{"game 3", "26.Bxd2", "line 64"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
	if st := c.Snapshot(); len(st.Moves) != 1 {
		t.Error("a failed load changed the current game")
	}
	for _, i := range []int{0, 1, 3, 4, 5} {
		if err := c.LoadGame(i); err != nil {
			t.Errorf("game %d of the file with a bad game 3: %v", i+1, err)
		}
	}
	// A game whose text is broken (a tag's value that goes on to the
	// next line) is listed with its reason; the games after it still
	// open. (A tag left open on its own line is read, with a warning.)
	broken := "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\ngoes on\"]\n\n1. d4 *\n\n[Event \"c\"]\n\n1. c4 *\n"
	sums, err = c.LoadPGN(strings.NewReader(broken))
	if err != nil || len(sums) < 3 || sums[1].Err == nil || sums[2].Err != nil {
		t.Fatalf("broken middle game: %v %+v", err, sums)
	}
	if err := c.LoadGame(len(sums) - 1); err != nil {
		t.Errorf("the game after a broken one: %v", err)
	}
	// A tag left open on its own line costs nothing: the game opens, and
	// the summary carries the reader's warning with its line.
	open := "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\n\n1. d4 *\n"
	sums, err = c.LoadPGN(strings.NewReader(open))
	if err != nil || len(sums) != 2 || sums[1].Err != nil || len(sums[1].Warnings) != 1 ||
		!strings.Contains(sums[1].Warnings[0], "line 5") || len(sums[0].Warnings) != 0 {
		t.Fatalf("a tag left open: %v %+v", err, sums)
	}
	if err := c.LoadGame(1); err != nil {
		t.Errorf("the game with a tag left open: %v", err)
	}
	cases := map[string]string{
		"[Event \"x\"]\n1. e4 e5 2. Ke3 *":           "2.Ke3",
		"[Event \"x\" 1. e4 *":                       "missing ]",
		"1. e4 {open comment":                        "never closed",
		"1. e4 (1. d4 *":                             "never closed",
		"[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n1. e4": "one king",
		"": "no game",
	}
	for in, want := range cases {
		_, err := ParsePGN(strings.NewReader(in))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParsePGN(%q) = %v, want error containing %q", in, err, want)
		}
	}
}

func FuzzLoadPGN(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join(pgnDir, "*.pgn"))
	for _, file := range files {
		data, _ := os.ReadFile(file)
		f.Add(data)
	}
	f.Add([]byte("[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n1. e4 -- 2. e5 *"))
	f.Add([]byte("1.e4 (1.d4 {x} (1.c4)) e5 $2 2.Nf3?! 1/2-1/2\n[A \"b\"]\n1. a4"))
	f.Add([]byte("[Result \"1-0\"]\n1. f3 e5 2. g4 Qh4# 1-0\n[Result \"2-0\"]\n1. e4 2-0 1. d4 ; a } b\n{c {d} *"))
	f.Add([]byte("[FEN \"7k/5Q2/6K1/8/8/8/8/8 w - - 0 1\"]\n1. Kh6 1-0 " + strings.Repeat("[Event \"x\"] 1. e4 e5 * ", 400)))
	f.Fuzz(func(t *testing.T, data []byte) {
		games, err := pgnParseAll(bytes.NewReader(data))
		if err != nil {
			return
		}
		for _, g := range games {
			// Whatever parses must write out and parse back identically.
			again, err := pgnParseAll(strings.NewReader(pgn.Write(g.rec.pgnGame())))
			if err != nil {
				t.Fatalf("written game does not parse: %v\n%s", err, pgn.Write(g.rec.pgnGame()))
			}
			if strings.Join(plyField(again[0].rec, "uci"), " ") != strings.Join(plyField(g.rec, "uci"), " ") ||
				strings.Join(plyField(again[0].rec, "nags"), " ") != strings.Join(plyField(g.rec, "nags"), " ") {
				t.Fatalf("moves or NAGs changed in round trip")
			}
		}
	})
}

// plyField lists one field of every ply of a record.
func plyField(r *record, field string) []string {
	var out []string
	for _, p := range r.plies {
		switch field {
		case "san":
			out = append(out, p.san)
		case "uci":
			out = append(out, p.uci)
		case "comment":
			out = append(out, p.node.Comment)
		case "nags":
			out = append(out, strings.Join(p.node.NAGs, " "))
		}
	}
	return out
}

// pgnParseAll reads and checks every game of a PGN text (tests look
// inside the records).
func pgnParseAll(r io.Reader) ([]*pgnGame, error) {
	trees, err := pgn.Read(r)
	if err != nil {
		return nil, err
	}
	games := make([]*pgnGame, 0, len(trees))
	for i, t := range trees {
		g, err := pgnBuildGame(t)
		if err != nil {
			return nil, fmt.Errorf("PGN game %d: %w", i+1, err)
		}
		games = append(games, g)
	}
	return games, nil
}
