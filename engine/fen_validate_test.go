package engine

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/notnil/chess"

	"chessmaster/internal/fentest"
)

// Every malformed FEN of the shared list is rejected by ParseFEN,
// ValidateFEN and NormalizeFEN alike, with a *FENError that blames the
// expected field and explains itself in the user's terms.
func TestValidateFENMalformed(t *testing.T) {
	if len(fentest.MalformedCases) < 40 {
		t.Fatalf("only %d malformed FENs", len(fentest.MalformedCases))
	}
	if len(fentest.Malformed) != len(fentest.MalformedCases) {
		t.Fatal("Malformed and MalformedCases differ")
	}
	fields := map[string]bool{"": true, FieldCount: true, FieldPlacement: true, FieldSide: true,
		FieldCastling: true, FieldEnPassant: true, FieldHalfmove: true, FieldFullmove: true, FieldPosition: true}
	for _, c := range fentest.MalformedCases {
		if !fields[c.Field] {
			t.Errorf("%q: fentest names unknown field %q", c.FEN, c.Field)
		}
		p, err := ParseFEN(c.FEN)
		if err == nil {
			t.Errorf("%q (%s): accepted as %s", c.FEN, c.Why, p.FEN())
			continue
		}
		var fe *FENError
		if !errors.As(err, &fe) {
			t.Errorf("%q (%s): error %T %v, want *FENError", c.FEN, c.Why, err, err)
			continue
		}
		if fe.Field != c.Field {
			t.Errorf("%q (%s): blamed field %q, want %q (%v)", c.FEN, c.Why, fe.Field, c.Field, err)
		}
		msg := err.Error()
		if fe.Reason == "" || !strings.HasPrefix(msg, "invalid FEN ") {
			t.Errorf("%q: message %q", c.FEN, msg)
		}
		for _, jargon := range []string{"strconv", "Atoi", "invalid syntax", "value out of range", "parsing"} {
			if strings.Contains(msg, jargon) {
				t.Errorf("%q: message %q has library wording %q", c.FEN, msg, jargon)
			}
		}
		if got := ValidateFEN(c.FEN); got == nil || got.Error() != msg {
			t.Errorf("%q: ValidateFEN = %v, ParseFEN said %v", c.FEN, got, err)
		}
		if s, got := NormalizeFEN(c.FEN); got == nil || s != "" {
			t.Errorf("%q: NormalizeFEN = %q, %v", c.FEN, s, got)
		}
		t.Logf("%-28s %v", c.Why, err)
	}
}

// Spot checks of the wording of some reasons.
func TestValidateFENMessages(t *testing.T) {
	cases := map[string]string{
		"rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1":             `piece placement: two digits in a row (44) in rank 6`,
		"rnbqkbnr/pppppppp/08/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1":             `piece placement: digit 0 in rank 6`,
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 2147483648 1":     `halfmove clock: "2147483648" is too large, want 0 to 1000`,
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 2147483647":     `fullmove number: "2147483647" is too large, want 1 to 100000`,
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0":              `fullmove number: 0 is out of range, want 1 to 100000`,
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1":             `halfmove clock: "-1" is not a whole number`,
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1":             `en passant: e6 does not follow a double pawn push: no black pawn on e5`,
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1":             `en passant: e3 is on rank 3, but with white to move the en-passant square is on rank 6`,
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1":              `castling: castling right K needs a white rook on its back rank on the king side of the king on e1`,
		"4k3/8/8/8/8/8/8/P3K3 w - - 0 1":                                        `piece placement: pawn on rank 1 (a1)`,
		"4k3/8/3N1N2/8/8/8/8/4R1K1 b - - 0 1":                                   `position: black is in check from 3 pieces`,
		"4R3/8/8/4k3/8/8/8/4RK2 b - - 0 1":                                      `position: black is in check from e1 and e8 on one line through the king`,
		"4k3/8/8/8/3P4/8/8/4RK2 b - d3 0 1":                                     `position: black is in check from e1, which the last move, the pawn's double step to d4`,
		"8/8/8/3kK3/8/8/8/8 w - - 0 1":                                          `position: the kings stand next to each other`,
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0":                `fields: 5 fields`,
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 " + "1 2 3 4 5": `fields: 10 fields, want 6`,
	}
	for fen, want := range cases {
		err := ValidateFEN(fen)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want it to contain %q", fen, err, want)
		}
	}
	// A long FEN is not echoed whole.
	long := strings.Repeat("x", 5000)
	if err := ValidateFEN(long); err == nil || len(err.Error()) > 300 {
		t.Errorf("long FEN: %d-byte message", len(err.Error()))
	}
}

// The valid edge cases are accepted, normalise to what FEN() writes, and
// that normal form reads back as the same position.
func TestValidateFENValid(t *testing.T) {
	for _, fen := range fentest.Valid {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Errorf("%q rejected: %v", fen, err)
			continue
		}
		if err := ValidateFEN(fen); err != nil {
			t.Errorf("ValidateFEN(%q) = %v", fen, err)
		}
		norm, err := NormalizeFEN(fen)
		if err != nil || norm != p.FEN() {
			t.Errorf("NormalizeFEN(%q) = %q, %v; want %q", fen, norm, err, p.FEN())
		}
		q, err := ParseFEN(norm)
		if err != nil || q.FEN() != norm || q.Key() != p.Key() {
			t.Errorf("normal form %q does not read back: %v", norm, err)
		}
		if len(strings.Fields(norm)) != 6 {
			t.Errorf("normal form %q has not 6 fields", norm)
		}
	}
	if norm, _ := NormalizeFEN("r3k2r/8/8/8/8/8/8/R3K2R b qkQK - 0 1"); norm != "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1" {
		t.Errorf("castling not normalised: %q", norm)
	}
}

// notnil/chess, the rules library of the GUI and of PGN handling, reads
// every valid FEN's normal form and finds the same legal moves: an
// accepted FEN is playable there too. The valid FENs include those with
// material no game reaches, and positions with more moves (271) and more
// pieces (48) than any game has.
func TestValidFENsPlayableByNotnil(t *testing.T) {
	for _, fen := range append(append(slices.Clone(fentest.Valid), fentest.Unreachable...), crowdedFENs...) {
		p := mustFEN(t, fen)
		opt, err := chess.FEN(p.FEN())
		if err != nil {
			t.Errorf("notnil rejects %q: %v", p.FEN(), err)
			continue
		}
		pos := chess.NewGame(opt).Position()
		var l MoveList
		p.GenerateLegal(&l)
		want := map[string]bool{}
		for _, m := range l.Slice() {
			want[m.String()] = true
		}
		got := map[string]bool{}
		for _, m := range pos.ValidMoves() {
			got[chess.UCINotation{}.Encode(pos, m)] = true
		}
		if len(got) != len(want) {
			t.Errorf("%s: notnil has %d legal moves, engine %d", p.FEN(), len(got), len(want))
		}
		for m := range want {
			if !got[m] {
				t.Errorf("%s: notnil lacks %s", p.FEN(), m)
			}
		}
	}
}

// The engine plays from every valid FEN with a legal move, including the
// largest move counters accepted, under a depth limit and under a clock,
// and keeps playing after the counters pass the bounds (a game that
// starts at the bound goes on; only the text of a FEN is bounded). This
// is the check that no ply or time arithmetic overflows.
func TestSearchAtCounterBounds(t *testing.T) {
	if testing.Short() {
		t.Skip("plays short games")
	}
	for _, fen := range fentest.Valid {
		p := mustFEN(t, fen)
		if !p.HasLegalMove() {
			e := New()
			if err := e.SetPosition(fen, nil); err != nil {
				t.Fatal(err)
			}
			if r := e.Search(context.Background(), Limits{Depth: 3}, nil); r.BestMove != "" {
				t.Errorf("%q: move %s in a finished game", fen, r.BestMove)
			}
			continue
		}
		playShortGame(t, fen, Limits{Depth: 4}, 2)
	}
	for _, fen := range []string{
		"4k3/8/8/8/8/8/4P3/4K3 w - - 1000 100000",
		"r3k2r/pppq1ppp/2n2n2/3pp3/3PP3/2N2N2/PPPQ1PPP/R3K2R b KQkq - 1000 100000",
	} {
		clock := Limits{WTime: 300 * time.Millisecond, BTime: 300 * time.Millisecond, WInc: 10 * time.Millisecond, BInc: 10 * time.Millisecond}
		playShortGame(t, fen, clock, 12)
		moveTime := Limits{MoveTime: 20 * time.Millisecond}
		playShortGame(t, fen, moveTime, 4)
		playShortGame(t, fen, Limits{Nodes: 5000, MovesToGo: 1, WTime: time.Second, BTime: time.Second}, 4)
	}
}

// playShortGame lets the engine play plies moves from fen and checks each
// is legal; the move counters in the resulting FEN keep counting.
func playShortGame(t *testing.T, fen string, lim Limits, plies int) {
	t.Helper()
	e := New()
	e.SetHashSize(4)
	var moves []string
	for i := 0; i < plies; i++ {
		if err := e.SetPosition(fen, moves); err != nil {
			t.Fatalf("%q after %v: %v", fen, moves, err)
		}
		pos := e.Position()
		if !pos.HasLegalMove() {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		r := e.Search(ctx, lim, nil)
		cancel()
		if _, err := pos.ParseMove(r.BestMove); err != nil {
			t.Fatalf("%q after %v with %+v: engine answered %q: %v", fen, moves, lim, r.BestMove, err)
		}
		moves = append(moves, r.BestMove)
	}
	start := mustFEN(t, fen)
	end := e.Position()
	if end.FullmoveNumber() < start.FullmoveNumber() || end.FullmoveNumber() > start.FullmoveNumber()+plies {
		t.Errorf("%q: fullmove %d after %d plies", fen, end.FullmoveNumber(), plies)
	}
}
