package engine

// Fully legal move generation. Legality comes from three masks computed
// once per call instead of making and unmaking every move:
//   - danger: squares the enemy attacks with our king lifted off the
//     board (the king may not step there, not even "behind" itself along
//     a checking ray);
//   - checkMask: when in single check, the checker and the squares
//     between it and our king (every non-king move must land there);
//   - pinned: our pieces that shield the king from an enemy slider; they
//     may only move along the line through the king.
// En passant is verified separately because removing two pawns from one
// rank can expose the king horizontally.

type genMode uint8

const (
	genAll   genMode = iota
	genNoisy         // captures, en passant, queen promotions
	genQuiet         // everything else: quiet moves, castling, underpromotions
)

// GenerateLegal fills l with all legal moves.
func (p *Position) GenerateLegal(l *MoveList) {
	l.N = 0
	p.generate(l, genAll)
}

// GenerateCaptures fills l with the legal "noisy" moves: captures, en
// passant and queen promotions (capturing or not). Underpromotions are
// left to GenerateQuiets, so the two lists together are exactly the legal
// moves, in check or not.
func (p *Position) GenerateCaptures(l *MoveList) {
	l.N = 0
	p.generate(l, genNoisy)
}

// GenerateQuiets fills l with the legal moves GenerateCaptures omits:
// non-captures, castling and underpromotions (capturing or not).
func (p *Position) GenerateQuiets(l *MoveList) {
	l.N = 0
	p.generate(l, genQuiet)
}

// HasLegalMove reports whether the side to move has any legal move.
func (p *Position) HasLegalMove() bool {
	var l MoveList
	p.generate(&l, genAll)
	return l.N > 0
}

// attackedBy returns every square colour c attacks given occupancy occ.
func (p *Position) attackedBy(c Color, occ Bitboard) Bitboard {
	them := p.byColor[c&1]
	att := pawnAttacksBB(them&p.byType[Pawn], c)
	for b := them & p.byType[Knight]; b != 0; b &= b - 1 {
		att |= knightAttacks[Square(b.LSB())&63]
	}
	for b := them & (p.byType[Bishop] | p.byType[Queen]); b != 0; b &= b - 1 {
		att |= BishopAttacks(b.LSB(), occ)
	}
	for b := them & (p.byType[Rook] | p.byType[Queen]); b != 0; b &= b - 1 {
		att |= RookAttacks(b.LSB(), occ)
	}
	att |= kingAttacks[p.kingSq[c&1]&63]
	return att
}

// pinnedPieces returns colour c's pieces pinned to their own king.
func (p *Position) pinnedPieces(c Color) Bitboard {
	ksq := p.kingSq[c&1]
	enemy := p.byColor[c.Other()&1]
	occ := p.byColor[0] | p.byColor[1]
	snipers := enemy & ((RookAttacks(ksq, enemy) & (p.byType[Rook] | p.byType[Queen])) |
		(BishopAttacks(ksq, enemy) & (p.byType[Bishop] | p.byType[Queen])))
	var pinned Bitboard
	for ; snipers != 0; snipers &= snipers - 1 {
		s := snipers.LSB()
		b := betweenBB[ksq&63][s&63] &^ SquareBB(s) & occ
		if b != 0 && !b.Many() {
			pinned |= b
		}
	}
	return pinned & p.byColor[c&1]
}

// pawnGeometry holds the per-colour shifts used by the set-wise pawn code.
type pawnGeometry struct {
	up, left, right int // square deltas: push, capture toward a-file, toward h-file
	rank3, rank7    Bitboard
}

var pawnGeo = [2]pawnGeometry{
	{up: 8, left: 7, right: 9, rank3: Rank3, rank7: Rank7},
	{up: -8, left: -9, right: -7, rank3: Rank6, rank7: Rank2},
}

// shiftBy shifts b by d squares (positive = toward h8). File wrap must
// be excluded by the caller.
func shiftBy(b Bitboard, d int) Bitboard {
	if d > 0 {
		return b << uint(d)
	}
	return b >> uint(-d)
}

func addPromotions(l *MoveList, from, to Square, mode genMode) {
	if mode != genQuiet {
		l.add(NewPromotion(from, to, Queen))
	}
	if mode != genNoisy {
		l.add(NewPromotion(from, to, Rook))
		l.add(NewPromotion(from, to, Bishop))
		l.add(NewPromotion(from, to, Knight))
	}
}

func (p *Position) generate(l *MoveList, mode genMode) {
	us := p.side
	them := us.Other()
	own := p.byColor[us&1]
	enemy := p.byColor[them&1]
	occ := own | enemy
	ksq := p.kingSq[us&1]

	var targets Bitboard
	switch mode {
	case genAll:
		targets = ^own
	case genNoisy:
		targets = enemy
	default:
		targets = ^occ
	}

	// King moves: never into a square the enemy attacks once the king
	// has left its current square.
	danger := p.attackedBy(them, occ^SquareBB(ksq))
	for b := kingAttacks[ksq&63] & targets &^ danger; b != 0; b &= b - 1 {
		l.add(NewMove(ksq, b.LSB()))
	}

	checkers := p.checkers
	if checkers.Many() {
		return // double check: only the king can move
	}
	checkMask := ^Bitboard(0)
	if checkers != 0 {
		checkMask = betweenBB[ksq&63][checkers.LSB()&63]
	}
	pinned := p.pinnedPieces(us)
	movable := own
	if checkers != 0 {
		movable &^= pinned // a pinned piece can never resolve a check
	}
	t := targets & checkMask

	// Knights: a pinned knight can never move.
	for b := movable & p.byType[Knight] &^ pinned; b != 0; b &= b - 1 {
		from := b.LSB()
		for a := knightAttacks[from&63] & t; a != 0; a &= a - 1 {
			l.add(NewMove(from, a.LSB()))
		}
	}
	for b := movable & (p.byType[Bishop] | p.byType[Queen]); b != 0; b &= b - 1 {
		from := b.LSB()
		a := BishopAttacks(from, occ) & t
		if pinned&SquareBB(from) != 0 {
			a &= lineBB[ksq&63][from&63]
		}
		for ; a != 0; a &= a - 1 {
			l.add(NewMove(from, a.LSB()))
		}
	}
	for b := movable & (p.byType[Rook] | p.byType[Queen]); b != 0; b &= b - 1 {
		from := b.LSB()
		a := RookAttacks(from, occ) & t
		if pinned&SquareBB(from) != 0 {
			a &= lineBB[ksq&63][from&63]
		}
		for ; a != 0; a &= a - 1 {
			l.add(NewMove(from, a.LSB()))
		}
	}

	p.generatePawnMoves(l, mode, movable&p.byType[Pawn], pinned, checkMask)

	if mode != genNoisy && checkers == 0 {
		p.generateCastling(l, occ, danger)
	}
}

func (p *Position) generatePawnMoves(l *MoveList, mode genMode, pawns, pinned, checkMask Bitboard) {
	us := p.side
	g := &pawnGeo[us&1]
	enemy := p.byColor[us.Other()&1]
	occ := p.byColor[0] | p.byColor[1]
	empty := ^occ
	ksq := p.kingSq[us&1]

	// Unpinned pawns are handled set-wise.
	free := pawns &^ pinned
	normal := free &^ g.rank7
	if mode != genNoisy {
		one := shiftBy(normal, g.up) & empty
		two := shiftBy(one&g.rank3, g.up) & empty & checkMask
		one &= checkMask
		for ; one != 0; one &= one - 1 {
			to := one.LSB()
			l.add(NewMove(to-Square(g.up), to))
		}
		for ; two != 0; two &= two - 1 {
			to := two.LSB()
			l.add(NewMove(to-Square(2*g.up), to))
		}
	}
	if mode != genQuiet {
		capL := shiftBy(normal&^FileA, g.left) & enemy & checkMask
		capR := shiftBy(normal&^FileH, g.right) & enemy & checkMask
		for ; capL != 0; capL &= capL - 1 {
			to := capL.LSB()
			l.add(NewMove(to-Square(g.left), to))
		}
		for ; capR != 0; capR &= capR - 1 {
			to := capR.LSB()
			l.add(NewMove(to-Square(g.right), to))
		}
	}
	if promo := free & g.rank7; promo != 0 {
		push := shiftBy(promo, g.up) & empty & checkMask
		capL := shiftBy(promo&^FileA, g.left) & enemy & checkMask
		capR := shiftBy(promo&^FileH, g.right) & enemy & checkMask
		for ; push != 0; push &= push - 1 {
			to := push.LSB()
			addPromotions(l, to-Square(g.up), to, mode)
		}
		for ; capL != 0; capL &= capL - 1 {
			to := capL.LSB()
			addPromotions(l, to-Square(g.left), to, mode)
		}
		for ; capR != 0; capR &= capR - 1 {
			to := capR.LSB()
			addPromotions(l, to-Square(g.right), to, mode)
		}
	}

	// Pinned pawns (never in check here: movable excluded them) move one
	// at a time along the pin line.
	for b := pawns & pinned; b != 0; b &= b - 1 {
		from := b.LSB()
		line := lineBB[ksq&63][from&63]
		one := shiftBy(SquareBB(from), g.up) & empty
		var dest Bitboard
		if from.RelativeRank(us) == 6 {
			// Promotions: addPromotions picks the pieces for the mode.
			dest = one | pawnAttacks[us&1][from&63]&enemy
		} else {
			if mode != genQuiet {
				dest |= pawnAttacks[us&1][from&63] & enemy
			}
			if mode != genNoisy {
				dest |= one | shiftBy(one&g.rank3, g.up)&empty
			}
		}
		for dest &= line & checkMask; dest != 0; dest &= dest - 1 {
			to := dest.LSB()
			if from.RelativeRank(us) == 6 {
				addPromotions(l, from, to, mode)
			} else {
				l.add(NewMove(from, to))
			}
		}
	}

	if p.ep != NoSquare && mode != genQuiet {
		p.generateEnPassant(l, pawns, checkMask)
	}
}

// generateEnPassant adds the legal en-passant captures. Each candidate is
// verified by recomputing slider attacks on the king with both pawns
// moved, which covers pins along the rank, diagonal pins and checks.
func (p *Position) generateEnPassant(l *MoveList, pawns, checkMask Bitboard) {
	us := p.side
	ep := p.ep
	capsq := ep - Square(pawnGeo[us&1].up)
	if checkMask&(SquareBB(ep)|SquareBB(capsq)) == 0 {
		return
	}
	for b := pawnAttacks[us.Other()&1][ep&63] & pawns; b != 0; b &= b - 1 {
		from := b.LSB()
		if p.epIsLegal(from, ep, capsq) {
			l.add(newSpecial(from, ep, MoveEnPassant))
		}
	}
}

func (p *Position) epIsLegal(from, ep, capsq Square) bool {
	us := p.side
	ksq := p.kingSq[us&1]
	enemy := p.byColor[us.Other()&1]
	occ := (p.byColor[0] | p.byColor[1]) ^ SquareBB(from) ^ SquareBB(capsq) | SquareBB(ep)
	return RookAttacks(ksq, occ)&enemy&(p.byType[Rook]|p.byType[Queen]) == 0 &&
		BishopAttacks(ksq, occ)&enemy&(p.byType[Bishop]|p.byType[Queen]) == 0
}

func (p *Position) generateCastling(l *MoveList, occ, danger Bitboard) {
	if p.chess960 {
		p.generateCastling960(l, occ, danger)
		return
	}
	if p.side == White {
		if p.castling&WhiteOO != 0 && occ&(SquareBB(SqF1)|SquareBB(SqG1)) == 0 &&
			danger&(SquareBB(SqF1)|SquareBB(SqG1)) == 0 {
			l.add(newSpecial(SqE1, SqG1, MoveCastling))
		}
		if p.castling&WhiteOOO != 0 && occ&(SquareBB(SqB1)|SquareBB(SqC1)|SquareBB(SqD1)) == 0 &&
			danger&(SquareBB(SqC1)|SquareBB(SqD1)) == 0 {
			l.add(newSpecial(SqE1, SqC1, MoveCastling))
		}
		return
	}
	if p.castling&BlackOO != 0 && occ&(SquareBB(SqF8)|SquareBB(SqG8)) == 0 &&
		danger&(SquareBB(SqF8)|SquareBB(SqG8)) == 0 {
		l.add(newSpecial(SqE8, SqG8, MoveCastling))
	}
	if p.castling&BlackOOO != 0 && occ&(SquareBB(SqB8)|SquareBB(SqC8)|SquareBB(SqD8)) == 0 &&
		danger&(SquareBB(SqC8)|SquareBB(SqD8)) == 0 {
		l.add(newSpecial(SqE8, SqC8, MoveCastling))
	}
}
