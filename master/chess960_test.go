package master

import (
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"chessmaster/internal/rules960"
	"chessmaster/pgn"
)

func humanVsHuman960(fen string) Settings {
	return Settings{White: PlayerConfig{Kind: Human}, Black: PlayerConfig{Kind: Human}, Chess960: true, StartFEN: fen}
}

// TestChess960StartPositions: the New Game choices. By number (518 is the
// standard arrangement, still a Chess960 game), at random, typed as a
// Shredder-FEN; a number out of range is refused in the user's terms.
func TestChess960StartPositions(t *testing.T) {
	fen518, err := Chess960StartFEN(518)
	if err != nil || fen518 != StandardFEN {
		t.Fatalf("Chess960StartFEN(518) = %q, %v", fen518, err)
	}
	if _, err := Chess960StartFEN(960); err == nil || !strings.Contains(err.Error(), "0 to 959") {
		t.Errorf("Chess960StartFEN(960): %v", err)
	}
	c := newTestGame(t, humanVsHuman960(fen518))
	st := c.Snapshot()
	if !st.Chess960 || !slices.Contains(st.LegalMoves, "g1f3") {
		t.Fatalf("518: Chess960 %v, moves %v", st.Chess960, st.LegalMoves)
	}
	if n := Chess960Number(st.FEN); n != 518 {
		t.Errorf("Chess960Number = %d, want 518", n)
	}
	// At random: a start position, numbered 0-959, a Chess960 game.
	if err := c.NewGame(humanVsHuman960("")); err != nil {
		t.Fatal(err)
	}
	if st := c.Snapshot(); !st.Chess960 || Chess960Number(st.StartFEN) < 0 {
		t.Errorf("random start %q (Chess960 %v) is not a start position", st.StartFEN, st.Chess960)
	}
	// Typed with Shredder-FEN letters; the game keeps X-FEN.
	if err := c.NewGame(humanVsHuman960("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9")); err != nil {
		t.Fatal(err)
	}
	if st := c.Snapshot(); st.StartFEN != "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9" {
		t.Errorf("typed start kept as %q", st.StartFEN)
	}
	// A standard game refuses nothing it used to accept, and a typed
	// Chess960 FEN in a standard New Game becomes a Chess960 game.
	if err := c.NewGame(Settings{White: PlayerConfig{Kind: Human}, Black: PlayerConfig{Kind: Human},
		StartFEN: "4k3/8/8/8/8/8/8/RK6 w A - 0 1"}); err != nil {
		t.Fatal(err)
	}
	if st := c.Snapshot(); !st.Chess960 || !slices.Contains(st.LegalMoves, "b1a1") {
		t.Errorf("a Chess960 FEN in a standard New Game: Chess960 %v, moves %v", st.Chess960, st.LegalMoves)
	}
}

// TestChess960GameCastlesAndRoundTrips: a Chess960 game castles
// king-takes-rook (typed as UCI or O-O), the moves read back in SAN,
// the PGN has Variant, SetUp and FEN and loads back to the same game.
func TestChess960GameCastlesAndRoundTrips(t *testing.T) {
	fen, _ := rules960.StartFEN(0) // BBQNNRKR: the king on g1 already
	c := newTestGame(t, humanVsHuman960(fen))
	for _, mv := range []string{"g2g3", "g7g6", "f2f4", "f7f5", "f1f2", "f8f7", "g1h1", "O-O"} {
		if err := c.Play(mv); err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
	}
	st := c.Snapshot()
	sans := []string{}
	ucis := []string{}
	for _, m := range st.Moves {
		sans = append(sans, m.SAN)
		ucis = append(ucis, m.UCI)
	}
	if sans[6] != "O-O" || sans[7] != "O-O" || ucis[6] != "g1h1" || ucis[7] != "g8h8" {
		t.Fatalf("castling recorded as %v / %v", sans, ucis)
	}
	// O-O with the king on g1 already: the h-rook jumps to f1 (empty
	// since the f-rook went to f2); the same for Black.
	if got := strings.Fields(st.FEN)[0]; got != "bbqnnrk1/pppppr1p/6p1/5p2/5P2/6P1/PPPPPR1P/BBQNNRK1" {
		t.Errorf("board after both castlings: %s", got)
	}
	// An illegal castling gets the reason.
	if err := c.Play("O-O-O"); err == nil || !strings.Contains(err.Error(), "castling") {
		t.Errorf("O-O-O without the right: %v", err)
	}
	text := c.PGN()
	for _, tag := range []string{`[Variant "Chess960"]`, `[SetUp "1"]`, `[FEN "` + fen + `"]`} {
		if !strings.Contains(text, tag) {
			t.Fatalf("PGN lacks %s:\n%s", tag, text)
		}
	}
	d := newTestGame(t, Settings{White: PlayerConfig{Kind: Human}, Black: PlayerConfig{Kind: Human}})
	if _, err := d.LoadPGN(strings.NewReader(text)); err != nil {
		t.Fatal(err)
	}
	if err := d.LoadGame(0); err != nil {
		t.Fatal(err)
	}
	back := d.Snapshot()
	if !back.Chess960 || back.FEN != st.FEN || len(back.Moves) != len(st.Moves) {
		t.Fatalf("reloaded: Chess960 %v FEN %s, %d moves; want %s, %d", back.Chess960, back.FEN, len(back.Moves), st.FEN, len(st.Moves))
	}
	for i := range back.Moves {
		if back.Moves[i].UCI != st.Moves[i].UCI {
			t.Errorf("move %d reloaded as %s, want %s", i+1, back.Moves[i].UCI, st.Moves[i].UCI)
		}
	}
}

// TestChess960LichessGamesLoad: the 370 lichess Chess960 games load with
// every move checked by the referee's Chess960 rules.
func TestChess960LichessGamesLoad(t *testing.T) {
	raw, err := os.ReadFile("../testdata/pgn/lichess-chess960.pgn")
	if err != nil {
		t.Fatal(err)
	}
	data := string(raw)
	sums, err := ParsePGN(strings.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if len(sums) != 370 {
		t.Fatalf("%d games", len(sums))
	}
	games, _ := pgn.Read(strings.NewReader(data))
	for i, s := range sums {
		if want := len(games[i].MainLine()); s.Plies != want {
			t.Errorf("game %d: %d plies, want %d", i+1, s.Plies, want)
		}
	}
}

// TestChess960ComputerPlays: the built-in engine plays a Chess960 game
// through the controller: it gets the variant and its moves pass the
// referee's Chess960 rules.
func TestChess960ComputerPlays(t *testing.T) {
	fen, _ := rules960.StartFEN(959)
	s := Settings{White: PlayerConfig{Kind: Computer, Level: 3, MoveTime: 5 * time.Millisecond, Seed: 1},
		Black: PlayerConfig{Kind: Computer, Level: 3, MoveTime: 5 * time.Millisecond, Seed: 2}, Chess960: true, StartFEN: fen}
	c := newTestGame(t, s)
	over := gameOver(c)
	c.Start()
	deadline := time.After(20 * time.Second)
	for len(c.Snapshot().Moves) < 30 {
		select {
		case <-over:
			return
		case <-deadline:
			t.Fatalf("only %d moves in 20s", len(c.Snapshot().Moves))
		case <-time.After(20 * time.Millisecond):
		}
	}
	c.Pause()
}
