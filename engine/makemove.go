package engine

// MakeMove plays m, which must be legal in this position (from
// GenerateLegal or ParseMove); the undo information is pushed onto the
// position's own history, so UnmakeMove needs only the same move.
func (p *Position) MakeMove(m Move) {
	p.history = append(p.history, undo{
		key:           p.key,
		pawnKey:       p.pawnKey,
		checkers:      p.checkers,
		halfmove:      int32(p.halfmove),
		pliesFromNull: int32(p.pliesFromNull),
		move:          m,
		castling:      p.castling,
		ep:            p.ep,
	})
	u := &p.history[len(p.history)-1]

	us := p.side
	them := us.Other()
	from, to := m.From(), m.To()
	pc := p.board[from&63]
	key := p.key ^ zobristSide

	if p.ep != NoSquare {
		key ^= zobristEPFile[p.ep&7]
		p.ep = NoSquare
	}
	p.halfmove++
	p.pliesFromNull++

	switch m.Kind() {
	case MoveCastling:
		if p.chess960 {
			key ^= p.makeCastle960(m, us)
			break
		}
		var rFrom, rTo Square
		if to > from {
			rFrom, rTo = to+1, to-1
		} else {
			rFrom, rTo = to-2, to+1
		}
		rook := p.board[rFrom&63]
		p.movePiece(from, to)
		p.movePiece(rFrom, rTo)
		key ^= zobristPiece[pc][from&63] ^ zobristPiece[pc][to&63] ^
			zobristPiece[rook][rFrom&63] ^ zobristPiece[rook][rTo&63]
		p.pawnKey ^= zobristPiece[pc][from&63] ^ zobristPiece[pc][to&63]
		p.kingSq[us&1] = to
	case MoveEnPassant:
		capsq := to ^ 8 // the pawn that just double-pushed sits behind "to"
		cap := p.board[capsq&63]
		u.captured = cap
		p.removePiece(capsq)
		p.movePiece(from, to)
		k := zobristPiece[cap][capsq&63] ^ zobristPiece[pc][from&63] ^ zobristPiece[pc][to&63]
		key ^= k
		p.pawnKey ^= k
		p.halfmove = 0
	default:
		cap := p.board[to&63]
		if cap != NoPiece {
			u.captured = cap
			p.removePiece(to)
			key ^= zobristPiece[cap][to&63]
			if cap.Type() == Pawn {
				p.pawnKey ^= zobristPiece[cap][to&63]
			}
			p.halfmove = 0
		}
		if m.Kind() == MovePromotion {
			promo := MakePiece(us, m.Promotion())
			p.removePiece(from)
			p.putPiece(promo, to)
			key ^= zobristPiece[pc][from&63] ^ zobristPiece[promo][to&63]
			p.pawnKey ^= zobristPiece[pc][from&63]
			p.halfmove = 0
		} else {
			p.movePiece(from, to)
			k := zobristPiece[pc][from&63] ^ zobristPiece[pc][to&63]
			key ^= k
			switch pc.Type() {
			case Pawn:
				p.pawnKey ^= k
				p.halfmove = 0
				// A double push sets the ep square only if an enemy pawn
				// could capture there.
				if to^from == 16 {
					epSq := (from + to) / 2
					if pawnAttacks[us&1][epSq&63]&p.byColor[them&1]&p.byType[Pawn] != 0 {
						p.ep = epSq
						key ^= zobristEPFile[epSq&7]
					}
				}
			case King:
				p.pawnKey ^= k
				p.kingSq[us&1] = to
			}
		}
	}

	mask := &castleMask
	if p.chess960 {
		mask = &p.c960.mask
	}
	if cr := p.castling & mask[from&63] & mask[to&63]; cr != p.castling {
		key ^= zobristCastling[p.castling] ^ zobristCastling[cr]
		p.castling = cr
	}
	if us == Black {
		p.fullmove++
	}
	p.side = them
	p.key = key
	p.checkers = p.AttackersTo(p.kingSq[them&1], p.byColor[0]|p.byColor[1]) & p.byColor[us&1]
	if p.nn != nil {
		p.nnueMake(m, pc, u.captured, us)
	}
}

// UnmakeMove takes back m, which must be the last move made.
func (p *Position) UnmakeMove(m Move) {
	n := len(p.history) - 1
	u := &p.history[n]
	them := p.side
	us := them.Other()
	from, to := m.From(), m.To()

	switch m.Kind() {
	case MoveCastling:
		if p.chess960 {
			p.unmakeCastle960(m, us)
			break
		}
		var rFrom, rTo Square
		if to > from {
			rFrom, rTo = to+1, to-1
		} else {
			rFrom, rTo = to-2, to+1
		}
		p.movePiece(to, from)
		p.movePiece(rTo, rFrom)
		p.kingSq[us&1] = from
	case MoveEnPassant:
		p.movePiece(to, from)
		p.putPiece(u.captured, to^8)
	case MovePromotion:
		p.removePiece(to)
		p.putPiece(MakePiece(us, Pawn), from)
		if u.captured != NoPiece {
			p.putPiece(u.captured, to)
		}
	default:
		p.movePiece(to, from)
		if u.captured != NoPiece {
			p.putPiece(u.captured, to)
		}
		if p.board[from&63].Type() == King {
			p.kingSq[us&1] = from
		}
	}

	if us == Black {
		p.fullmove--
	}
	p.side = us
	p.key = u.key
	p.pawnKey = u.pawnKey
	p.checkers = u.checkers
	p.halfmove = int(u.halfmove)
	p.pliesFromNull = int(u.pliesFromNull)
	p.castling = u.castling
	p.ep = u.ep
	p.history = p.history[:n]
	if p.nn != nil {
		p.nn.top--
	}
}

// MakeNullMove passes the turn (for null-move pruning). It must not be
// called when the side to move is in check.
func (p *Position) MakeNullMove() {
	p.history = append(p.history, undo{
		key:           p.key,
		pawnKey:       p.pawnKey,
		checkers:      p.checkers,
		halfmove:      int32(p.halfmove),
		pliesFromNull: int32(p.pliesFromNull),
		move:          NullMove,
		castling:      p.castling,
		ep:            p.ep,
	})
	p.key ^= zobristSide
	if p.ep != NoSquare {
		p.key ^= zobristEPFile[p.ep&7]
		p.ep = NoSquare
	}
	p.halfmove++
	p.pliesFromNull = 0
	if p.side == Black {
		p.fullmove++
	}
	p.side = p.side.Other()
	p.checkers = 0
}

// UnmakeNullMove takes back MakeNullMove.
func (p *Position) UnmakeNullMove() {
	n := len(p.history) - 1
	u := &p.history[n]
	p.side = p.side.Other()
	if p.side == Black {
		p.fullmove--
	}
	p.key = u.key
	p.pawnKey = u.pawnKey
	p.checkers = u.checkers
	p.halfmove = int(u.halfmove)
	p.pliesFromNull = int(u.pliesFromNull)
	p.castling = u.castling
	p.ep = u.ep
	p.history = p.history[:n]
}
