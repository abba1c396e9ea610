package engine

import (
	"math/rand/v2"
	"testing"
)

// playoutFENs are starting points for random games: the perft file plus
// the start position.
func playoutFENs(t testing.TB) []string {
	var fens []string
	for _, c := range loadPerftFile(t) {
		fens = append(fens, c.fen)
	}
	return fens
}

// checkConsistent verifies that the incremental state matches a
// from-scratch recomputation.
func checkConsistent(t *testing.T, p *Position, where string) {
	t.Helper()
	key, pawnKey := p.computeKeys()
	if key != p.Key() || pawnKey != p.PawnKey() {
		t.Fatalf("%s: incremental keys %x/%x, from scratch %x/%x (%s)", where, p.Key(), p.PawnKey(), key, pawnKey, p.FEN())
	}
	if v, phase := p.computePSQ(); v != p.psqScore || phase != p.phase {
		t.Fatalf("%s: incremental psq %v/%d, from scratch %v/%d (%s)", where, p.psqScore, p.phase, v, phase, p.FEN())
	}
	if p.checkers != p.computeCheckers() {
		t.Fatalf("%s: checkers out of date (%s)", where, p.FEN())
	}
	for c := White; c <= Black; c++ {
		if p.board[p.kingSq[c]] != MakePiece(c, King) {
			t.Fatalf("%s: king square wrong (%s)", where, p.FEN())
		}
	}
	var occ Bitboard
	for s := Square(0); s < 64; s++ {
		pc := p.board[s]
		if pc == NoPiece {
			continue
		}
		occ |= SquareBB(s)
		if !p.Pieces(pc.Color(), pc.Type()).Has(s) {
			t.Fatalf("%s: mailbox and bitboards disagree on %v", where, s)
		}
	}
	if occ != p.Occupied() {
		t.Fatalf("%s: occupancy mismatch", where)
	}
	q := &Position{}
	if err := q.parseFENChecks(p.FEN(), false); err != nil {
		t.Fatalf("%s: FEN() not parseable: %v", where, err)
	}
	if q.Key() != p.Key() {
		t.Fatalf("%s: key differs from key of re-parsed FEN %s", where, p.FEN())
	}
}

func TestRandomPlayoutsMakeUnmake(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	games := 60
	if raceEnabled {
		games = 15
	}
	for _, fen := range playoutFENs(t) {
		// From a position ParseFEN accepts, every legal move leads to one
		// it accepts: its check rules refuse no check a move can give.
		possible := ValidateFEN(fen) == nil
		for g := 0; g < games; g++ {
			p := perftFilePosition(t, fen)
			var fens []string
			var moves []Move
			for ply := 0; ply < 200; ply++ {
				var l MoveList
				p.GenerateLegal(&l)
				if l.N == 0 {
					break
				}
				fens = append(fens, p.FEN())
				m := l.Moves[rng.IntN(l.N)]
				if rng.IntN(20) == 0 && !p.InCheck() {
					p.MakeNullMove()
					checkConsistent(t, p, "after null move")
					p.UnmakeNullMove()
				}
				p.MakeMove(m)
				moves = append(moves, m)
				checkConsistent(t, p, "after "+m.String())
				if err := ValidateFEN(p.FEN()); possible && err != nil {
					t.Fatalf("after %v from %s: %v", moves, fen, err)
				}
			}
			for i := len(moves) - 1; i >= 0; i-- {
				p.UnmakeMove(moves[i])
				if got := p.FEN(); got != fens[i] {
					t.Fatalf("unmake %v: got %s want %s", moves[i], got, fens[i])
				}
				checkConsistent(t, p, "after unmake")
			}
		}
	}
}

// TestGeneratorPartition checks that captures and quiets are disjoint
// and together equal the legal moves, and that every legal move keeps
// the mover's king safe while every pseudo-move left out does not.
func TestGeneratorPartition(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, fen := range playoutFENs(t) {
		p := perftFilePosition(t, fen)
		for ply := 0; ply < 300; ply++ {
			var all, noisy, quiet MoveList
			p.GenerateLegal(&all)
			p.GenerateCaptures(&noisy)
			p.GenerateQuiets(&quiet)
			if noisy.N+quiet.N != all.N {
				t.Fatalf("%s: %d noisy + %d quiet != %d legal", p.FEN(), noisy.N, quiet.N, all.N)
			}
			for _, m := range noisy.Slice() {
				if !all.Contains(m) || quiet.Contains(m) {
					t.Fatalf("%s: noisy move %v misplaced", p.FEN(), m)
				}
				if !p.IsCapture(m) && m.Promotion() != Queen {
					t.Fatalf("%s: noisy move %v is not noisy", p.FEN(), m)
				}
			}
			for _, m := range all.Slice() {
				us := p.SideToMove()
				p.MakeMove(m)
				if p.IsAttacked(p.KingSquare(us), us.Other()) {
					t.Fatalf("%s: move %v leaves king in check", p.FEN(), m)
				}
				p.UnmakeMove(m)
			}
			if all.N == 0 {
				break
			}
			p.MakeMove(all.Moves[rng.IntN(all.N)])
		}
	}
}

func TestMagicsMatchRayWalk(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 20000; i++ {
		s := Square(rng.IntN(64))
		occ := Bitboard(rng.Uint64() & rng.Uint64())
		if RookAttacks(s, occ) != slowSliderAttacks(s, occ, rookDirs) {
			t.Fatalf("rook %v occ %x", s, uint64(occ))
		}
		if BishopAttacks(s, occ) != slowSliderAttacks(s, occ, bishopDirs) {
			t.Fatalf("bishop %v occ %x", s, uint64(occ))
		}
	}
}

func BenchmarkMoveGen(b *testing.B) {
	p := mustFEN(b, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	var l MoveList
	for b.Loop() {
		p.GenerateLegal(&l)
	}
}

func BenchmarkMakeUnmake(b *testing.B) {
	p := mustFEN(b, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	var l MoveList
	p.GenerateLegal(&l)
	for b.Loop() {
		for _, m := range l.Slice() {
			p.MakeMove(m)
			p.UnmakeMove(m)
		}
	}
	b.ReportMetric(float64(l.N), "moves/op")
}

func TestCountLegalMatchesGenerate(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for _, fen := range playoutFENs(t) {
		for g := 0; g < 20; g++ {
			p := perftFilePosition(t, fen)
			for ply := 0; ply < 150; ply++ {
				var l MoveList
				p.GenerateLegal(&l)
				if got := p.CountLegal(); got != l.N {
					t.Fatalf("%s: CountLegal %d, GenerateLegal %d", p.FEN(), got, l.N)
				}
				if l.N == 0 {
					break
				}
				p.MakeMove(l.Moves[rng.IntN(l.N)])
			}
		}
	}
}

func TestGivesCheckMatchesMakeMove(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	checks := 0
	for _, fen := range playoutFENs(t) {
		for g := 0; g < 10; g++ {
			p := perftFilePosition(t, fen)
			for ply := 0; ply < 150; ply++ {
				var l MoveList
				p.GenerateLegal(&l)
				if l.N == 0 {
					break
				}
				for _, m := range l.Slice() {
					want := false
					p.MakeMove(m)
					want = p.InCheck()
					p.UnmakeMove(m)
					if got := p.GivesCheck(m); got != want {
						t.Fatalf("%s: GivesCheck(%v) = %v, want %v", p.FEN(), m, got, want)
					}
					if want {
						checks++
					}
				}
				p.MakeMove(l.Moves[rng.IntN(l.N)])
			}
		}
	}
	t.Logf("%d checking moves", checks)
	if checks < 100 {
		t.Fatalf("only %d checking moves seen; test too weak", checks)
	}
}

func TestCopyIsIndependent(t *testing.T) {
	p := mustFEN(t, StartFEN)
	playMoves(t, p, "g1f3", "g8f6", "f3g1")
	q := p.Copy()
	playMoves(t, q, "f6g8")
	if !q.IsRepetition() {
		t.Fatal("copy lost the game history")
	}
	if p.IsRepetition() || p.Ply() != 3 || p.SideToMove() != Black {
		t.Fatal("moves on the copy changed the original")
	}
	m, _ := p.ParseMove("f6g8")
	p.MakeMove(m)
	if p.Key() != q.Key() || p.FEN() != q.FEN() {
		t.Fatal("original and copy diverged after the same moves")
	}
}

func TestMoveBackWalksTheHistory(t *testing.T) {
	p, err := ParseFEN(StartFEN)
	if err != nil {
		t.Fatal(err)
	}
	if p.MoveBack(0) != NoMove {
		t.Fatal("a fresh position has a last move")
	}
	var made []Move
	for _, s := range []string{"g1f3", "d7d5", "c2c4"} {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		p.MakeMove(m)
		made = append(made, m)
	}
	for n := range 3 {
		if got := p.MoveBack(n); got != made[2-n] {
			t.Errorf("MoveBack(%d) = %s, want %s", n, got, made[2-n])
		}
	}
	if p.MoveBack(3) != NoMove || p.MoveBack(-1) != NoMove {
		t.Error("MoveBack beyond the history gives a move")
	}
}
