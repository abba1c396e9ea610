package engine

// Zobrist hashing. Keys come from a fixed-seed generator so they are
// identical in every run (transposition tables and tests depend on
// that). The en-passant file is hashed only when a capture is actually
// possible, so positions that differ only in a useless ep square hash the
// same, as the repetition rules require.

var (
	zobristPiece    [16][64]uint64
	zobristCastling [16]uint64
	zobristEPFile   [8]uint64
	zobristSide     uint64
)

func initZobrist() {
	rng := prng{s: 0x2545F4914F6CDD1D}
	for p := 0; p < 16; p++ {
		for s := 0; s < 64; s++ {
			zobristPiece[p][s] = rng.next()
		}
	}
	for i := range zobristCastling {
		zobristCastling[i] = rng.next()
	}
	for i := range zobristEPFile {
		zobristEPFile[i] = rng.next()
	}
	zobristSide = rng.next()
}

// computeKeys recomputes the hash key and pawn key from scratch; used by
// FEN parsing and by tests that check the incremental update.
func (p *Position) computeKeys() (key, pawnKey uint64) {
	for s := Square(0); s < 64; s++ {
		pc := p.board[s]
		if pc == NoPiece {
			continue
		}
		key ^= zobristPiece[pc][s]
		if pc.Type() == Pawn || pc.Type() == King {
			pawnKey ^= zobristPiece[pc][s]
		}
	}
	key ^= zobristCastling[p.castling]
	if p.ep != NoSquare {
		key ^= zobristEPFile[p.ep.File()]
	}
	if p.side == Black {
		key ^= zobristSide
	}
	return key, pawnKey
}
