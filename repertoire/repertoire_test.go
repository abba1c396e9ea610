package repertoire

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"chessmaster/engine"
	"chessmaster/pgn"
)

// Every move of the main line and of the variations is in the
// repertoire; the cards are the positions where White is to move.
func TestImportVariations(t *testing.T) {
	r := importFile(t, "white-ruy-lopez.pgn", engine.White)
	// Counted from the file: the main line has 19 moves, each from its
	// own position; the variations add 7 (1...c5), 3 (2...Nc6), 3
	// (1...e6) and 3 each for 3...Nf6, 7...O-O, 9...Na5 and 9...h6, their
	// first move being played from a main-line position.
	if got := r.Positions(); got != 44 {
		t.Errorf("positions %d, want 44", got)
	}
	cases := []struct {
		moves []string
		want  []string
	}{
		{nil, []string{"e2e4"}},
		{[]string{"e4"}, []string{"e7e5", "c7c5", "e7e6"}},
		{[]string{"e4", "c5", "Nf3"}, []string{"d7d6", "b8c6"}},
		{[]string{"e4", "e5", "Nf3", "Nc6", "Bb5"}, []string{"a7a6", "g8f6"}},
		{[]string{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3", "d6", "c3", "O-O", "h3"},
			[]string{"c8b7", "c6a5", "h7h6"}},
		{[]string{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O"}, []string{"f8e7"}},
		{[]string{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3", "d6", "c3", "O-O", "h3", "Bb7", "d4"}, nil},
	}
	for _, c := range cases {
		if got := ucis(r.Moves(after(t, c.moves...))); !slices.Equal(got, c.want) {
			t.Errorf("after %v: moves %v, want %v", c.moves, got, c.want)
		}
	}
	// Cards: the White positions: 10 on the main line, 4 in the 1...c5
	// line and 2 in each of the six others.
	keys := r.Keys()
	for _, k := range keys {
		if !strings.Contains(k, " w ") {
			t.Errorf("card %q is not a White position", k)
		}
	}
	if len(keys) != 26 {
		t.Errorf("%d cards, want 26", len(keys))
	}
	if len(r.Starts) != 1 || r.Starts[0] != pgn.StandardFEN {
		t.Errorf("starts %v", r.Starts)
	}
}

// A real game with nested variations (Kasparov-Topalov 1999, annotated):
// the variations' alternatives become accepted moves, as Black too.
func TestImportRealGameVariations(t *testing.T) {
	games := readGames(t, "annotated-variations.pgn")
	r := New(engine.White)
	if _, err := r.Import(games[:1]); err != nil {
		t.Fatal(err)
	}
	line := []string{"e4", "d6", "d4", "Nf6", "Nc3", "g6", "Be3", "Bg7", "Qd2", "c6", "f3", "b5", "Nge2", "Nbd7", "Bh6",
		"Bxh6", "Qxh6", "Bb7", "a3", "e5", "O-O-O", "Qe7", "Kb1", "a6", "Nc1", "O-O-O", "Nb3", "exd4",
		"Rxd4", "c5", "Rd1", "Nb6", "g3", "Kb8", "Na5", "Ba8", "Bh3", "d5", "Qf4+", "Ka7", "Rhe1",
		"d4", "Nd5", "Nbxd5", "exd5", "Qd6", "Rxd4"}
	if got := ucis(r.Moves(after(t, line...))); !slices.Equal(got, []string{"c5d4", "a7b6"}) {
		t.Errorf("after 24.Rxd4: %v, want cxd4 and the variation's Kb6", got)
	}
	if got := ucis(r.Moves(after(t, append(line, "Kb6")...))); !slices.Equal(got, []string{"b2b4", "f4f6"}) {
		t.Errorf("after 24...Kb6: %v, want b4 and the nested Qxf6", got)
	}
	card, ok := r.Card(Key(after(t, append(line, "Kb6")...)))
	if !ok || !card.New() {
		t.Errorf("24...Kb6 position: card %v %+v, want a new card", ok, card)
	}
}

// An illegal move names the game and the move, and nothing is added.
func TestImportIllegalMoveAddsNothing(t *testing.T) {
	r := importFile(t, "white-ruy-lopez.pgn", engine.White)
	before := r.Positions()
	games, err := pgn.Read(strings.NewReader("[White \"A\"]\n[Black \"B\"]\n\n1. d4 d5 2. c4 e6 3. Nc3 Nf6 *\n\n" +
		"[White \"C\"]\n[Black \"D\"]\n\n1. d4 d5 2. Ke3 *\n"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = r.Import(games)
	if err == nil || !strings.Contains(err.Error(), "game 2 (C - D)") || !strings.Contains(err.Error(), "2.Ke3") {
		t.Fatalf("error %v, want one naming game 2 (C - D) and 2.Ke3", err)
	}
	if r.Positions() != before {
		t.Errorf("positions %d after the failed import, want %d (nothing added)", r.Positions(), before)
	}
}

// A Chess960 game is refused by name: the repertoire and its trainer are
// standard chess (it used to go in, its start drilled as an opening).
func TestImportRefusesChess960(t *testing.T) {
	r := New(engine.White)
	games, err := pgn.Read(strings.NewReader("[White \"A\"]\n[Black \"B\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n" +
		"[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]\n\n1. e4 e5 *\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Import(games); err == nil || !strings.Contains(err.Error(), "Chess960") || r.Positions() != 0 {
		t.Fatalf("error %v, %d positions", err, r.Positions())
	}
}

// Playing moves into the repertoire; a bad move adds none of the line.
func TestAddLine(t *testing.T) {
	r := New(engine.Black)
	n, err := r.AddLine(pgn.StandardFEN, []string{"e4", "c5", "Nf3", "d6", "d4", "cxd4"})
	if err != nil || n != 6 {
		t.Fatalf("added %d, %v", n, err)
	}
	n, err = r.AddLine(pgn.StandardFEN, []string{"e2e4", "c7c5", "c2c3", "Nf6"})
	if err != nil || n != 2 {
		t.Fatalf("second line: added %d, %v; want 2 new moves", n, err)
	}
	if got := ucis(r.Moves(after(t, "e4", "c5"))); !slices.Equal(got, []string{"g1f3", "c2c3"}) {
		t.Errorf("after 1.e4 c5: %v", got)
	}
	if len(r.Keys()) != 4 {
		t.Errorf("cards %v, want the 4 Black positions", r.Keys())
	}
	_, err = r.AddLine(pgn.StandardFEN, []string{"d4", "d5", "Nf3", "Qxd4"})
	if err == nil || !strings.Contains(err.Error(), "move 4 (Qxd4)") {
		t.Errorf("bad line: %v", err)
	}
	if r.Moves(after(t, "d4")) != nil {
		t.Error("a line with an illegal move was partly added")
	}
}

// Saved and loaded, the repertoire and its schedule are the same; the
// file is written atomically in a folder that is created.
func TestSaveLoadRoundTrip(t *testing.T) {
	r := importFile(t, "white-ruy-lopez.pgn", engine.White)
	k := r.Keys()[3]
	r.setCard(k, Card{}.Answer(Right, t0).Answer(Wrong, t0.Add(days(1))))
	path := filepath.Join(t.TempDir(), "new folder", "rep.json")
	if err := r.Save(path); err != nil {
		t.Fatal(err)
	}
	got, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if got.Color != engine.White || got.Positions() != r.Positions() || !slices.Equal(got.Keys(), r.Keys()) || !slices.Equal(got.Starts, r.Starts) {
		t.Fatalf("loaded %d positions %d cards, want %d %d", got.Positions(), len(got.Keys()), r.Positions(), len(r.Keys()))
	}
	for _, key := range r.Keys() {
		a, _ := r.Card(key)
		b, _ := got.Card(key)
		if !a.Due.Equal(b.Due) || !a.Last.Equal(b.Last) || a.Ease != b.Ease || a.Interval != b.Interval || a.Reps != b.Reps || a.Lapses != b.Lapses || a.Reviews != b.Reviews {
			t.Errorf("card %s: saved %+v, loaded %+v", key, a, b)
		}
		if !slices.Equal(r.moves[key], got.moves[key]) {
			t.Errorf("moves %s: %v vs %v", key, r.moves[key], got.moves[key])
		}
	}
	again, _ := got.encode()
	first, _ := r.encode()
	if string(again) != string(first) {
		t.Error("saving the loaded repertoire gives another file")
	}
}

// A missing file is fs.ErrNotExist (LoadOrNew makes a new repertoire);
// a damaged or foreign file names itself and is not overwritten by
// LoadOrNew's caller because LoadOrNew fails.
func TestLoadErrors(t *testing.T) {
	dir := t.TempDir()
	if _, err := Load(filepath.Join(dir, "none.json")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
	r, err := LoadOrNew(filepath.Join(dir, "none.json"), engine.Black)
	if err != nil || r.Color != engine.Black || r.Positions() != 0 {
		t.Errorf("LoadOrNew on no file: %v %v", r, err)
	}
	cases := map[string]string{
		"junk.json":    "{not json",
		"other.json":   `{"format":"something else","version":1}`,
		"future.json":  `{"format":"chessmaster repertoire","version":9,"color":"white"}`,
		"illegal.json": `{"format":"chessmaster repertoire","version":1,"color":"white","positions":[{"fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -","moves":[{"uci":"e2e5"}]}]}`,
	}
	for name, text := range cases {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(text), 0o644)
		_, err := Load(p)
		if err == nil || !strings.Contains(err.Error(), p) {
			t.Errorf("%s: %v, want an error naming the file", name, err)
		}
	}
	good := filepath.Join(dir, "white.json")
	if err := importFile(t, "white-ruy-lopez.pgn", engine.White).Save(good); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadOrNew(good, engine.Black); err == nil || !strings.Contains(err.Error(), "for white, not black") {
		t.Errorf("wrong colour: %v", err)
	}
}

func TestDefaultPath(t *testing.T) {
	t.Setenv(DirEnv, "/some/where")
	p, err := DefaultPath(engine.Black)
	if err != nil || p != filepath.Join("/some/where", "repertoire-black.json") {
		t.Errorf("%q %v", p, err)
	}
	t.Setenv(DirEnv, "")
	t.Setenv("XDG_CONFIG_HOME", "/cfg")
	t.Setenv("HOME", "/home/x")
	p, err = DefaultPath(engine.White)
	if err != nil || !strings.HasSuffix(p, filepath.Join("ChessMaster", "repertoire-white.json")) {
		t.Errorf("%q %v", p, err)
	}
}

// A move typed in UCI is not kept as its SAN ("e2e4" was shown as the
// repertoire's 1.e2e4); NameMoves names it, and an older file's UCI text
// in the SAN field, with the SAN the front end writes.
func TestMovesTypedInUCIGetTheirSAN(t *testing.T) {
	r := New(engine.White)
	if _, err := r.AddLine(pgn.StandardFEN, []string{"e2e4", "e5", "Nf3"}); err != nil {
		t.Fatal(err)
	}
	start := after(t)
	if m := r.Moves(start); len(m) != 1 || m[0].SAN != "" {
		t.Fatalf("the UCI move is kept as %+v", m)
	}
	r.moves[Key(after(t, "e4", "e5"))][0].SAN = "g1f3" // as an older version stored it
	r.NameMoves(func(fen string, line []string) []string {
		return []string{map[string]string{"e2e4": "e4", "e7e5": "e5", "g1f3": "Nf3"}[line[0]]}
	})
	if got := r.Moves(start)[0].SAN; got != "e4" {
		t.Errorf("1.e2e4 named %q", got)
	}
	if got := r.Moves(after(t, "e4", "e5"))[0].SAN; got != "Nf3" {
		t.Errorf("2.g1f3 named %q", got)
	}
	if got := r.Moves(after(t, "e4"))[0].SAN; got != "e5" {
		t.Errorf("1...e5, typed in SAN, named %q", got)
	}
}

// A null move (ChessBase's Z0, "--") in an analysis line ends what the
// repertoire takes of that line; the rest of the game goes in (the whole
// import failed with 'cannot read move "Z0"').
func TestImportStopsALineAtANullMove(t *testing.T) {
	r := New(engine.White)
	games, err := pgn.Read(strings.NewReader("1. e4 e5 (1... Z0 2. d4 d5) 2. Nf3 (2. -- Nc6 3. d4) 2... Nc6 *\n"))
	if err != nil {
		t.Fatal(err)
	}
	n, err := r.Import(games)
	if err != nil {
		t.Fatalf("import: %v", err)
	}
	if n != 4 { // e4, e5, Nf3, Nc6: nothing after a pass
		t.Errorf("added %d moves, want 4", n)
	}
}

// A move imported as its file wrote it ("g1-f3", "e4xd5", "a8q", or a
// square too many: "Qd8xd5" where only one queen reaches d5) is named in
// standard form by NameMoves.
func TestImportedMovesGetStandardSAN(t *testing.T) {
	r := New(engine.White)
	games, err := pgn.Read(strings.NewReader("1. e2-e4 d7d5 2. e4xd5 Qd8xd5 3. g1-f3 *\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Import(games); err != nil {
		t.Fatal(err)
	}
	names := map[string]string{"e2e4": "e4", "d7d5": "d5", "e4d5": "exd5", "d8d5": "Qxd5", "g1f3": "Nf3"}
	r.NameMoves(func(fen string, line []string) []string { return []string{names[line[0]]} })
	if got := r.Moves(after(t, "e4", "d5", "exd5", "Qxd5"))[0].SAN; got != "Nf3" {
		t.Errorf("3.g1-f3 named %q", got)
	}
	if got := r.Moves(after(t, "e4", "d5"))[0].SAN; got != "exd5" {
		t.Errorf("2.e4xd5 named %q", got)
	}
	// Its text has the shape of SAN: judged by shape, it was kept.
	if got := r.Moves(after(t, "e4", "d5", "exd5"))[0].SAN; got != "Qxd5" {
		t.Errorf("2...Qd8xd5 named %q", got)
	}
}

// A promotion that gives check written without its sign ("e8=Q"), and a
// check sign on a move that gives none ("Kb2+"), take the position's
// SAN; a move already written so keeps its text.
func TestNameMovesFixesCheckSigns(t *testing.T) {
	const fen = "8/4P3/8/8/k7/8/8/4K3 w - - 0 1" // e8=Q checks the king on a4
	r := New(engine.White)
	games, err := pgn.Read(strings.NewReader("[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n\n1. e8=Q Kb3+ 2. Qb5+ *\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Import(games); err != nil {
		t.Fatal(err)
	}
	pos, err := engine.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	var keys []string // the positions before each move
	for _, uci := range []string{"e7e8q", "a4b3", "e8b5"} {
		keys = append(keys, Key(pos))
		m, err := pos.ParseMove(uci)
		if err != nil {
			t.Fatal(err)
		}
		pos.MakeMove(m)
	}
	if got := r.moves[keys[0]][0].SAN; got != "e8=Q" {
		t.Fatalf("imported as %q, want the file's e8=Q", got)
	}
	names := map[string]string{"e7e8q": "e8=Q+", "a4b3": "Kb3", "e8b5": "Qb5+"}
	r.NameMoves(func(fen string, line []string) []string { return []string{names[line[0]]} })
	for i, want := range []string{"e8=Q+", "Kb3", "Qb5+"} {
		if got := r.moves[keys[i]][0].SAN; got != want {
			t.Errorf("move %d named %q, want %q", i+1, got, want)
		}
	}
}

// A repertoire whose moves are all in standard form is left as it was:
// saved again after NameMoves, its file is the same byte for byte.
func TestNameMovesLeavesStandardSAN(t *testing.T) {
	r := New(engine.White)
	games, err := pgn.Read(strings.NewReader("1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 Nf6 *\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Import(games); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "r.json")
	if err := r.Save(path); err != nil {
		t.Fatal(err)
	}
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	r, err = Load(path)
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]string{"e2e4": "e4", "d7d5": "d5", "e4d5": "exd5", "d8d5": "Qxd5",
		"b1c3": "Nc3", "d5a5": "Qa5", "d2d4": "d4", "g8f6": "Nf6"}
	asked := 0
	r.NameMoves(func(fen string, line []string) []string {
		asked++
		return []string{names[line[0]]}
	})
	if asked != len(names) {
		t.Errorf("asked for %d moves, want every one of the %d", asked, len(names))
	}
	if err := r.Save(path); err != nil {
		t.Fatal(err)
	}
	again, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(again) != string(before) {
		t.Errorf("saved again as\n%s\nwas\n%s", again, before)
	}
}
