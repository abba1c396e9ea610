package engine

import "errors"

// Chess960 (Fischer random chess) castling. The king and the rooks start
// anywhere on the back rank (the king between the rooks); castling puts
// king and rook on the squares of standard castling (g1/f1 on the king's
// side, c1/d1 on the queen's side) whatever their start squares.
//
// In a Chess960 position a castling move is encoded king-takes-rook:
// From is the king's square and To the castling rook's square (UCI's
// Chess960 convention, so Move.String writes it as UCI wants it). That
// encoding names every castling move uniquely, also when the king already
// stands on its target square. Standard positions keep the king's move
// (e1g1): their search, move ordering and bench are untouched, and the
// standard code paths do not test for Chess960 except where castling
// happens.

// castling960 is what a Chess960 position knows about its castling: the
// rook of each right and the rights every square takes away when a move
// leaves or lands on it.
type castling960 struct {
	rook [4]Square // indexed by right (castleRightIndex); NoSquare without it
	mask [64]uint8 // like castleMask, for these king and rook squares
}

// castleRightIndex: 0 White O-O, 1 White O-O-O, 2 Black O-O, 3 Black O-O-O;
// the right's bit is 1<<index.
func castleRightIndex(c Color, kingSide bool) int {
	i := int(c&1) * 2
	if !kingSide {
		i++
	}
	return i
}

// standardCastleRook is the rook square of each right in standard chess.
var standardCastleRook = [4]Square{SqH1, SqA1, SqH8, SqA8}

// castleTargets returns where king and rook stand after castling right i.
func castleTargets(i int) (kTo, rTo Square) {
	base := Square(0)
	if i >= 2 {
		base = 56
	}
	if i%2 == 0 {
		return base + 6, base + 5
	}
	return base + 2, base + 3
}

// IsChess960 reports whether p is a Chess960 position: castling moves are
// king-takes-rook, and FEN writes X-FEN castling letters.
func (p *Position) IsChess960() bool { return p.chess960 }

// CastlingRook returns the square of the rook that castling on the given
// side uses, or NoSquare when c has no such right.
func (p *Position) CastlingRook(c Color, kingSide bool) Square {
	i := castleRightIndex(c, kingSide)
	if p.castling&(1<<i) == 0 {
		return NoSquare
	}
	if p.chess960 {
		return p.c960.rook[i]
	}
	return standardCastleRook[i]
}

// ErrChess960Moves is returned by SetChess960 once moves have been made:
// they were encoded for the other rules.
var ErrChess960Moves = errors.New("the Chess960 setting can only change before the first move")

// ErrNotStandardCastling is returned by SetChess960(false) for a position
// whose castling rights only exist in Chess960.
var ErrNotStandardCastling = errors.New("the castling rights need Chess960 (king or rook not on its standard square)")

// SetChess960 switches p between standard and Chess960 rules (UCI's
// UCI_Chess960 option). It must be called before any move is made. A
// position whose castling rights exist only in Chess960 stays Chess960.
func (p *Position) SetChess960(on bool) error {
	if on == p.chess960 {
		return nil
	}
	if len(p.history) > 0 {
		return ErrChess960Moves
	}
	if !on {
		for i := range 4 {
			if p.castling&(1<<i) != 0 && p.c960.rook[i] != standardCastleRook[i] {
				return ErrNotStandardCastling
			}
		}
		for i := range 4 {
			if p.castling&(1<<i) != 0 && p.kingSq[i/2] != standardCastleRook[i]&^7+4 {
				return ErrNotStandardCastling
			}
		}
		p.chess960 = false
		return nil
	}
	rooks := [4]Square{NoSquare, NoSquare, NoSquare, NoSquare}
	for i := range 4 {
		if p.castling&(1<<i) != 0 {
			rooks[i] = standardCastleRook[i]
		}
	}
	p.setCastling960(rooks)
	return nil
}

// setCastling960 makes p a Chess960 position with the given rook squares
// (NoSquare for a right it lacks) and builds the rights mask.
func (p *Position) setCastling960(rooks [4]Square) {
	p.chess960 = true
	p.c960.rook = rooks
	for s := range p.c960.mask {
		p.c960.mask[s] = 15
	}
	for i, r := range rooks {
		if r == NoSquare {
			continue
		}
		c := Color(i / 2)
		p.c960.mask[r] &^= 1 << i
		p.c960.mask[p.kingSq[c]] &^= 3 << (2 * c)
	}
}

// rankSpan is the squares from a to b inclusive; both on one rank.
func rankSpan(a, b Square) Bitboard {
	if a > b {
		a, b = b, a
	}
	return (Bitboard(1)<<(b+1) - 1) &^ (Bitboard(1)<<a - 1)
}

// generateCastling960 adds the legal castling moves of a Chess960
// position (the side to move is not in check). danger is what the enemy
// attacks with our king lifted off the board. The rules: every square
// between the king and its target and between the rook and its target,
// targets included, is empty but for king and rook themselves; no square
// the king crosses or lands on is attacked. The landing square is checked
// with king and rook moved, because the castling rook may have shielded
// it: with the rook on b1, the king on c1 and an enemy queen on a1, the
// king's square is attacked only once the rook has gone to d1.
func (p *Position) generateCastling960(l *MoveList, occ, danger Bitboard) {
	us := p.side
	ksq := p.kingSq[us&1]
	for _, kingSide := range [2]bool{true, false} {
		i := castleRightIndex(us, kingSide)
		if p.castling&(1<<i) == 0 {
			continue
		}
		r := p.c960.rook[i]
		kTo, rTo := castleTargets(i)
		movers := SquareBB(ksq) | SquareBB(r)
		if (rankSpan(ksq, kTo)|rankSpan(r, rTo))&^movers&occ != 0 {
			continue
		}
		if rankSpan(ksq, kTo)&danger != 0 {
			continue
		}
		after := occ&^movers | SquareBB(kTo) | SquareBB(rTo)
		if p.AttackersTo(kTo, after)&p.byColor[us.Other()&1] != 0 {
			continue
		}
		l.add(newSpecial(ksq, r, MoveCastling))
	}
}

// castleSquares returns the king's target, the rook's square and the
// rook's target of the castling move m (either encoding).
func (p *Position) castleSquares(m Move) (kTo, rFrom, rTo Square) {
	from, to := m.From(), m.To()
	if !p.chess960 {
		if to > from {
			return to, to + 1, to - 1
		}
		return to, to - 2, to + 1
	}
	base := from &^ 7
	if to > from {
		return base + 6, to, base + 5
	}
	return base + 2, to, base + 3
}

// makeCastle960 plays the king-takes-rook castling move from -> rFrom for
// side us and returns the Zobrist key change of the pieces.
func (p *Position) makeCastle960(m Move, us Color) uint64 {
	from := m.From()
	kTo, rFrom, rTo := p.castleSquares(m)
	king, rook := p.board[from&63], p.board[rFrom&63]
	// Both leave before either lands: the king may land on the rook's
	// square and the rook on the king's.
	p.removePiece(from)
	p.removePiece(rFrom)
	p.putPiece(king, kTo)
	p.putPiece(rook, rTo)
	kk := zobristPiece[king][from&63] ^ zobristPiece[king][kTo&63]
	p.pawnKey ^= kk
	p.kingSq[us&1] = kTo
	return kk ^ zobristPiece[rook][rFrom&63] ^ zobristPiece[rook][rTo&63]
}

// unmakeCastle960 takes back makeCastle960.
func (p *Position) unmakeCastle960(m Move, us Color) {
	from := m.From()
	kTo, rFrom, rTo := p.castleSquares(m)
	king, rook := p.board[kTo&63], p.board[rTo&63]
	p.removePiece(kTo)
	p.removePiece(rTo)
	p.putPiece(king, from)
	p.putPiece(rook, rFrom)
	p.kingSq[us&1] = from
}

// ParseFENVariant is ParseFEN for standard chess or, with chess960, for
// Chess960: castling moves are then king-takes-rook even where king and
// rooks stand on their standard squares (start position 518). Without
// chess960 a FEN whose castling rights need Chess960 is still read as
// Chess960.
func ParseFENVariant(fen string, chess960 bool) (*Position, error) {
	p, err := ParseFEN(fen)
	if err != nil || !chess960 {
		return p, err
	}
	return p, p.SetChess960(true)
}

// SetChess960 makes SetPosition read its positions as Chess960 ones (the
// UCI option UCI_Chess960): castling moves are king-takes-rook, as UCI
// writes them in Chess960, and the opening book is off. The current
// position is kept as it is.
func (e *Engine) SetChess960(on bool) { e.chess960 = on }

// Chess960 reports the SetChess960 setting.
func (e *Engine) Chess960() bool { return e.chess960 }
