package tablebase

import "math/bits"

// move is a move in the prober's own generator. promo is a piece type
// (knight..queen) or 0.
type move struct {
	from, to, promo uint8
	flags           uint8
}

const (
	flagCapture   = 1 << iota // captures a piece (en passant included)
	flagPawn                  // moves a pawn
	flagEnPassant             // en-passant capture
)

func (m move) isCapture() bool { return m.flags&flagCapture != 0 }

// isZeroing reports whether the move resets the 50-move counter.
func (m move) isZeroing() bool { return m.flags&(flagCapture|flagPawn) != 0 }

// UCI returns the move in long algebraic notation, e.g. e7e8q.
func (m move) UCI() string {
	s := squareName(int(m.from)) + squareName(int(m.to))
	if m.promo != 0 {
		s += string(" pnbrqk"[m.promo])
	}
	return s
}

// maxMoves bounds the legal moves of any position with few pieces
// (the largest known legal count of any chess position is 218).
const maxMoves = 256

type moveList struct {
	n     int
	moves [maxMoves]move
}

func (l *moveList) add(m move) {
	if l.n < maxMoves {
		l.moves[l.n] = m
		l.n++
	}
}

// Which moves to generate.
const (
	genAll      = iota
	genCaptures // captures, en passant included
	genZeroing  // captures and pawn moves
)

// generate fills l with the legal moves of p. Castling is never generated:
// tablebases do not cover positions with castling rights.
func (p *Position) generate(l *moveList) { p.generateKind(l, genAll) }

// generateKind fills l with the legal moves of one kind (genAll, ...).
func (p *Position) generateKind(l *moveList, kind int) {
	l.n = 0
	black := !p.WhiteToMove
	us, them := p.side(black), p.side(!black)
	occ := us | them
	pieceTargets := ^us
	if kind != genAll {
		pieceTargets = them
	}
	for b := us &^ p.Pawns; b != 0; b &= b - 1 {
		from := bits.TrailingZeros64(b)
		var targets uint64
		switch p.pieceCode(from) & 7 {
		case knight:
			targets = knightAttacks[from]
		case bishop:
			targets = bishopAttacks(from, occ)
		case rook:
			targets = rookAttacks(from, occ)
		case queen:
			targets = bishopAttacks(from, occ) | rookAttacks(from, occ)
		case king:
			targets = kingAttacks[from]
		}
		for t := targets & pieceTargets; t != 0; t &= t - 1 {
			to := bits.TrailingZeros64(t)
			var fl uint8
			if them&(1<<uint(to)) != 0 {
				fl = flagCapture
			}
			p.addIfLegal(l, move{from: uint8(from), to: uint8(to), flags: fl})
		}
	}
	p.generatePawnMoves(l, black, us, them, kind != genCaptures)
}

func (p *Position) generatePawnMoves(l *moveList, black bool, us, them uint64, pushes bool) {
	occ := us | them
	forward, startRank, lastRank := 8, 1, 7
	if black {
		forward, startRank, lastRank = -8, 6, 0
	}
	for b := us & p.Pawns; b != 0; b &= b - 1 {
		from := bits.TrailingZeros64(b)
		one := from + forward
		if pushes && occ&(1<<uint(one)) == 0 {
			p.addPawnMove(l, from, one, lastRank, flagPawn)
			two := one + forward
			if from/8 == startRank && occ&(1<<uint(two)) == 0 {
				p.addIfLegal(l, move{from: uint8(from), to: uint8(two), flags: flagPawn})
			}
		}
		for t := pawnAttacks[boolIndex(black)][from] & them; t != 0; t &= t - 1 {
			p.addPawnMove(l, from, bits.TrailingZeros64(t), lastRank, flagPawn|flagCapture)
		}
		if p.EnPassant >= 0 && pawnAttacks[boolIndex(black)][from]&(1<<uint(p.EnPassant)) != 0 &&
			occ&(1<<uint(p.EnPassant)) == 0 && p.Pawns&them&(1<<uint(p.EnPassant-forward)) != 0 {
			p.addIfLegal(l, move{from: uint8(from), to: uint8(p.EnPassant), flags: flagPawn | flagCapture | flagEnPassant})
		}
	}
}

// addPawnMove adds a pawn move, expanded to the four promotions when it
// reaches the last rank.
func (p *Position) addPawnMove(l *moveList, from, to, lastRank int, fl uint8) {
	if to/8 != lastRank {
		p.addIfLegal(l, move{from: uint8(from), to: uint8(to), flags: fl})
		return
	}
	for promo := queen; promo >= knight; promo-- {
		p.addIfLegal(l, move{from: uint8(from), to: uint8(to), promo: uint8(promo), flags: fl})
	}
}

// addIfLegal adds m when it does not leave the mover's king in check.
func (p *Position) addIfLegal(l *moveList, m move) {
	next := p.play(m)
	us := !p.WhiteToMove
	ksq := bits.TrailingZeros64(next.Kings & next.side(us))
	if !next.attacked(ksq, !us, next.occupied()) {
		l.add(m)
	}
}

// play returns the position after m, which must be pseudo-legal.
func (p *Position) play(m move) Position {
	n := *p
	from, to := uint64(1)<<m.from, uint64(1)<<m.to
	black := !p.WhiteToMove
	moved := p.pieceCode(int(m.from)) & 7
	if m.flags&flagCapture != 0 {
		victim := to
		if m.flags&flagEnPassant != 0 {
			if black {
				victim = to << 8
			} else {
				victim = to >> 8
			}
		}
		n.Pawns &^= victim
		n.Knights &^= victim
		n.Bishops &^= victim
		n.Rooks &^= victim
		n.Queens &^= victim
		n.White &^= victim
		n.Black &^= victim
	}
	*n.byTypePtr(moved) &^= from
	placed := moved
	if m.promo != 0 {
		placed = int(m.promo)
	}
	*n.byTypePtr(placed) |= to
	if black {
		n.Black = n.Black&^from | to
	} else {
		n.White = n.White&^from | to
	}
	n.WhiteToMove = !p.WhiteToMove
	n.EnPassant = -1
	if m.isZeroing() {
		n.Rule50 = 0
	} else {
		n.Rule50++
	}
	if moved == pawn && (int(m.to)-int(m.from) == 16 || int(m.from)-int(m.to) == 16) {
		n.EnPassant = n.usefulEnPassant((int(m.from) + int(m.to)) / 2)
	}
	return n
}

// hasLegalMove reports whether the side to move has any legal move.
func (p *Position) hasLegalMove() bool {
	var l moveList
	p.generate(&l)
	return l.n > 0
}

// isMate reports whether the side to move is checkmated.
func (p *Position) isMate() bool { return p.inCheck() && !p.hasLegalMove() }
