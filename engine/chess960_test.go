package engine

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// legalUCI lists p's legal moves in UCI, sorted.
func legalUCI(p *Position) []string {
	var l MoveList
	p.GenerateLegal(&l)
	var out []string
	for _, m := range l.Slice() {
		out = append(out, m.String())
	}
	slices.Sort(out)
	return out
}

// castlingUCI lists p's legal castling moves in UCI.
func castlingUCI(p *Position) []string {
	var l MoveList
	p.GenerateLegal(&l)
	var out []string
	for _, m := range l.Slice() {
		if m.IsCastling() {
			out = append(out, m.String())
		}
	}
	slices.Sort(out)
	return out
}

// TestChess960CastlingConfigurations: castling in the configurations
// only Chess960 has, each with the castling moves it must allow (in
// UCI's king-takes-rook form) and the board after the first of them.
func TestChess960CastlingConfigurations(t *testing.T) {
	for _, c := range []struct {
		name, fen string
		want      []string
		after     string // placement after want[0]
	}{
		{"king and rook side by side, they swap", "4k3/8/8/8/8/8/8/5KR1 w G - 0 1",
			[]string{"f1g1"}, "4k3/8/8/8/8/8/8/5RK1"},
		{"king already on its target g1", "4k3/8/8/8/8/8/8/6KR w H - 0 1",
			[]string{"g1h1"}, "4k3/8/8/8/8/8/8/5RK1"},
		{"rook already on its target f1", "4k3/8/8/8/8/8/8/4KR2 w F - 0 1",
			[]string{"e1f1"}, "4k3/8/8/8/8/8/8/5RK1"},
		{"queen side, the king moves right from b1", "4k3/8/8/8/8/8/8/RK6 w A - 0 1",
			[]string{"b1a1"}, "4k3/8/8/8/8/8/8/2KR4"},
		{"king c1 with its king-side rook on d1: both cross to g1 and f1", "4k3/8/8/8/8/8/8/2KR4 w D - 0 1",
			[]string{"c1d1"}, "4k3/8/8/8/8/8/8/5RK1"},
		{"king c1 and queen-side rook b1: the king stays, the rook jumps it", "4k3/8/8/8/8/8/8/1RK5 w B - 0 1",
			[]string{"c1b1"}, "4k3/8/8/8/8/8/8/2KR4"},
		{"king g1 with its queen-side rook on f1: both cross", "4k3/8/8/8/8/8/8/5RK1 w F - 0 1",
			[]string{"g1f1"}, "4k3/8/8/8/8/8/8/2KR4"},
		{"both sides, black to move", "rk4r1/8/8/8/8/8/8/4K3 b ga - 0 1",
			[]string{"b8a8", "b8g8"}, "2kr2r1/8/8/8/8/8/8/4K3"},
		{"an attacked square only the rook crosses is fine", "3rk3/8/8/8/8/8/8/RK6 w A - 0 1",
			[]string{"b1a1"}, "3rk3/8/8/8/8/8/8/2KR4"},
		{"a square the king crosses is attacked", "4r1k1/8/8/8/8/8/8/1K5R w H - 0 1", nil, ""},
		{"the king's target is attacked", "6rk/7p/8/8/8/8/8/1K5R w H - 0 1", nil, ""},
		{"a piece between king and target", "4k3/8/8/8/8/8/8/1K1N3R w H - 0 1", nil, ""},
		{"a piece on the rook's target", "4k3/8/8/8/8/8/8/RK1N4 w A - 0 1", nil, ""},
		{"the king in check", "1r2k3/8/8/8/8/8/8/1K5R w H - 0 1", nil, ""},
		// The castling rook shields the king's target: rook b1, king c1,
		// an enemy rook a1. After O-O-O the rook is on d1 and a1 sees c1.
		{"the castling rook shielded the king's target", "4k3/8/8/8/8/8/8/rRK5 w B - 0 1", nil, ""},
		{"the same without the enemy rook", "4k3/8/8/8/8/8/8/1RK5 w B - 0 1",
			[]string{"c1b1"}, "4k3/8/8/8/8/8/8/2KR4"},
	} {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if !p.IsChess960() {
			t.Errorf("%s: not read as Chess960", c.name)
		}
		got := castlingUCI(p)
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: castling moves %v, want %v", c.name, got, c.want)
			continue
		}
		if len(c.want) == 0 {
			continue
		}
		before := p.FEN()
		m, err := p.ParseMove(c.want[0])
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		p.MakeMove(m)
		if placement := strings.Fields(p.FEN())[0]; placement != c.after {
			t.Errorf("%s: after %s the board is %s, want %s", c.name, c.want[0], placement, c.after)
		}
		checkConsistent(t, p, c.name)
		p.UnmakeMove(m)
		if p.FEN() != before {
			t.Errorf("%s: unmake gives %s, want %s", c.name, p.FEN(), before)
		}
	}
}

// TestStandardCastlingUnchanged: a standard position keeps the king's
// move (e1g1), and UCI_Chess960 (SetChess960) turns it into
// king-takes-rook (e1h1) with the same result on the board.
func TestStandardCastlingUnchanged(t *testing.T) {
	const fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
	p := mustFEN(t, fen)
	if p.IsChess960() {
		t.Fatal("standard position read as Chess960")
	}
	if got := castlingUCI(p); !slices.Equal(got, []string{"e1c1", "e1g1"}) {
		t.Fatalf("standard castling %v", got)
	}
	q, err := ParseFENVariant(fen, true)
	if err != nil {
		t.Fatal(err)
	}
	if got := castlingUCI(q); !slices.Equal(got, []string{"e1a1", "e1h1"}) {
		t.Fatalf("Chess960 castling %v", got)
	}
	for _, pair := range [][2]string{{"e1g1", "e1h1"}, {"e1c1", "e1a1"}} {
		a, b := p.Copy(), q.Copy()
		ma, _ := a.ParseMove(pair[0])
		mb, _ := b.ParseMove(pair[1])
		a.MakeMove(ma)
		b.MakeMove(mb)
		if a.FEN() != b.FEN() || a.Key() != b.Key() {
			t.Errorf("%s gives %s, %s gives %s", pair[0], a.FEN(), pair[1], b.FEN())
		}
	}
	// A standard game also takes king-takes-rook from a GUI.
	if m, err := p.ParseMove("e1h1"); err != nil || m.String() != "e1g1" {
		t.Errorf("e1h1 in a standard game: %v, %v", m, err)
	}
	if err := q.SetChess960(false); err != nil {
		t.Errorf("SetChess960(false) on standard squares: %v", err)
	}
	r := mustFEN(t, "4k3/8/8/8/8/8/8/5KR1 w G - 0 1")
	if err := r.SetChess960(false); err == nil {
		t.Error("SetChess960(false) accepted king f1, rook g1")
	}
}

// TestChess960FENForms: X-FEN writes KQkq for the outermost rook and the
// file for an inner one; Shredder-FEN always files; both read back.
func TestChess960FENForms(t *testing.T) {
	for _, c := range []struct{ in, xfen, shredder string }{
		{"rkr5/8/8/8/8/8/8/RKR5 w KQkq - 0 1", "rkr5/8/8/8/8/8/8/RKR5 w KQkq - 0 1", "rkr5/8/8/8/8/8/8/RKR5 w CAca - 0 1"},
		{"rkr5/8/8/8/8/8/8/RKR5 w CAca - 0 1", "rkr5/8/8/8/8/8/8/RKR5 w KQkq - 0 1", "rkr5/8/8/8/8/8/8/RKR5 w CAca - 0 1"},
		// Two rooks on the king's side: the inner one castles, so its file is written.
		{"4k3/8/8/8/8/8/8/1K1R2R1 w D - 0 1", "4k3/8/8/8/8/8/8/1K1R2R1 w D - 0 1", "4k3/8/8/8/8/8/8/1K1R2R1 w D - 0 1"},
		{"4k3/8/8/8/8/8/8/1K1R2R1 w K - 0 1", "4k3/8/8/8/8/8/8/1K1R2R1 w K - 0 1", "4k3/8/8/8/8/8/8/1K1R2R1 w G - 0 1"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", StartFEN, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"},
	} {
		p, err := ParseFEN(c.in)
		if err != nil {
			t.Errorf("%s: %v", c.in, err)
			continue
		}
		if got := p.FEN(); got != c.xfen {
			t.Errorf("FEN(%s) = %s, want %s", c.in, got, c.xfen)
		}
		if got := p.ShredderFEN(); got != c.shredder {
			t.Errorf("ShredderFEN(%s) = %s, want %s", c.in, got, c.shredder)
		}
		for _, back := range []string{c.xfen, c.shredder} {
			q := mustFEN(t, back)
			if q.Key() != p.Key() || q.CastlingRook(White, true) != p.CastlingRook(White, true) ||
				q.CastlingRook(White, false) != p.CastlingRook(White, false) {
				t.Errorf("%s reads back differently from %s", back, c.in)
			}
		}
	}
}

// TestChess960Playouts: random games from the Chess960 perft positions,
// castling whenever it is legal half of the time. After every move the
// incremental state matches a recomputation, GivesCheck matches making
// the move, CountLegal matches the generator, the NNUE accumulators
// match a refresh, and unmaking restores every earlier FEN.
func TestChess960Playouts(t *testing.T) {
	rng := rand.New(rand.NewPCG(96, 0))
	net := defaultNet(t)
	cases := loadChess960Perft(t)
	step := 8
	if testing.Short() || raceEnabled {
		step = 48
	}
	castled := 0
	for i := 0; i < len(cases); i += step {
		p, err := ParseFENVariant(cases[i].fen, true)
		if err != nil {
			t.Fatal(err)
		}
		p.EnableNNUE(net)
		var fens []string
		var moves []Move
		for ply := 0; ply < 120; ply++ {
			var l MoveList
			p.GenerateLegal(&l)
			if l.N == 0 {
				break
			}
			if got := p.CountLegal(); got != l.N {
				t.Fatalf("%s: CountLegal %d, GenerateLegal %d", p.FEN(), got, l.N)
			}
			for _, m := range l.Slice() {
				p.MakeMove(m)
				want := p.InCheck()
				p.UnmakeMove(m)
				if got := p.GivesCheck(m); got != want {
					t.Fatalf("%s: GivesCheck(%v) = %v, want %v", p.FEN(), m, got, want)
				}
			}
			m := l.Moves[rng.IntN(l.N)]
			for _, c := range l.Slice() {
				if c.IsCastling() && rng.IntN(2) == 0 {
					m = c
					castled++
					break
				}
			}
			fens = append(fens, p.FEN())
			p.MakeMove(m)
			moves = append(moves, m)
			checkConsistent(t, p, "after "+m.String())
			checkAccumulators(t, p, "after "+m.String())
		}
		for k := len(moves) - 1; k >= 0; k-- {
			p.UnmakeMove(moves[k])
			if got := p.FEN(); got != fens[k] {
				t.Fatalf("unmake %v: got %s want %s", moves[k], got, fens[k])
			}
		}
	}
	if games := len(cases) / step; castled < games/2 {
		t.Fatalf("only %d castling moves played; test too weak", castled)
	}
}

// TestChess960SAN: O-O and O-O-O name the king-takes-rook moves.
func TestChess960SAN(t *testing.T) {
	p := mustFEN(t, "rk4r1/pppppppp/8/8/8/8/PPPPPPPP/RK4R1 w GAga - 0 1")
	for san, want := range map[string]string{"O-O": "b1g1", "O-O-O": "b1a1", "0-0": "b1g1"} {
		m, err := p.ParseSAN(san)
		if err != nil || m.String() != want {
			t.Errorf("ParseSAN(%s) = %v, %v; want %s", san, m, err, want)
		}
	}
}

// TestChess960Mirrored: the colour-flipped Chess960 position keeps its
// castling rooks (flipped) and its moves.
func TestChess960Mirrored(t *testing.T) {
	p := mustFEN(t, "rk4r1/pppppppp/8/8/8/8/PPPPPPPP/R1K2R2 w FAga - 0 1")
	q := p.Mirrored()
	if !q.IsChess960() || q.CastlingRook(Black, true) != MakeSquare(5, 7) || q.CastlingRook(White, false) != SqA1 {
		t.Fatalf("mirrored castling rooks wrong: %s", q.ShredderFEN())
	}
	// Black to move: king c8, rooks a8 and f8 (already on its target).
	if got := castlingUCI(q); !slices.Equal(got, []string{"c8a8", "c8f8"}) {
		t.Errorf("mirrored castling moves %v", got)
	}
}
