package human

import (
	"math/bits"

	"chessmaster/engine"
)

// The binary features of a move. Squares are seen from the mover's side
// (Black's are flipped), so one table serves both colours. Each block is
// an offset into the feature vector; the comment says what it counts.
const (
	fPieceTo     = 0                 // [phase 2][piece 6][to 64]: where pieces go, opening and endgame apart
	fPieceFrom   = fPieceTo + 2*6*64 // [piece 6][from 64]: which pieces move
	fCapture     = fPieceFrom + 6*64 // [mover 6][captured 6]: captured 0 = none
	fSEE         = fCapture + 6*6    // [capture 2][bucket 8]: the static exchange
	fLoss        = fSEE + 2*8        // [bucket 8]: loss against the best move by quiescence
	fBest        = fLoss + 8         // the best move by quiescence
	fMate        = fBest + 1         // the move mates
	fRecapture   = fMate + 1         // captures on the square of the last move
	fTakeMover   = fRecapture + 1    // captures the piece that moved last
	fCheck       = fTakeMover + 1    // [mover 6]: gives check
	fWasAttacked = fCheck + 6        // [mover 6]: the moved piece stood threatened
	fEscapes     = fWasAttacked + 6  // [mover 6]: it stood threatened and is safe after the move
	fCastle      = fEscapes + 6      // [side 2]: kingside, queenside
	fDistance    = fCastle + 2       // [mover 6][distance 8]
	fNearLast    = fDistance + 6*8   // [distance 8]: from the destination to the last move's square
	fFromLast    = fNearLast + 8     // the moved piece was attacked by the piece that moved last
	fForks       = fFromLast + 1     // [count 4]: enemy pieces (not pawns) the moved piece attacks after the move
	fHitsQueen   = fForks + 4        // the moved piece attacks the enemy queen after the move
	fDevelop     = fHitsQueen + 1    // a knight or bishop leaves the back rank in the first 20 plies
	fEarlyQueen  = fDevelop + 1      // a queen move in the first 16 plies
	fKingWalk    = fEarlyQueen + 1   // a king move (not castling) while castling rights remain
	fPromote     = fKingWalk + 1     // [piece 4]: knight .. queen
	fDoublePush  = fPromote + 4      // a pawn's two-square advance
	fPassedPush  = fDoublePush + 1   // [rank 8]: a passed pawn's advance to that rank
	fEvasion     = fPassedPush + 8   // [3]: in check: king move, capture of the checker, block
	fPawnStorm   = fEvasion + 3      // a pawn advance on the wing of the enemy king
	fRetreat     = fPawnStorm + 1    // [mover 6]: a move toward the own back rank
	fLoss2       = fRetreat + 6      // [bucket 8]: loss against the best move after the best reply
	fBest2       = fLoss2 + 8        // the best move after the best reply
	fBinaryCount = fBest2 + 1        // number of binary features
	denseLoss    = 0                 // loss against the best move by quiescence, pawns, clipped to [-10, 0]
	denseSEE     = 1                 // static exchange, pawns, clipped to [-9, 9]
	denseLoss2   = 2                 // loss after the best reply, pawns, clipped to [-10, 0]
	DenseCount   = 3                 // number of real-valued features
	NumFeatures  = fBinaryCount + DenseCount
	maxActive    = 28 // binary features a move can have at most
)

// MoveFeatures are one move's features: the binary features that are
// on, and the real-valued ones.
type MoveFeatures struct {
	Move   engine.Move
	Active []uint16
	Dense  [DenseCount]float32
}

// Extractor computes the features of every legal move of a position. It
// keeps its buffers between calls, so one extractor per goroutine
// allocates nothing in steady state.
type Extractor struct {
	q       quiescence
	list    engine.MoveList
	moves   []MoveFeatures
	active  []uint16
	scores  []int
	scores2 []int
	mates   []bool
	replies [2]engine.MoveList
}

// Extract returns the features of each legal move of p, in the order of
// the legal move generator (none when the game is over). p is restored
// before it returns; the result is valid until the next call.
func (x *Extractor) Extract(p *engine.Position) []MoveFeatures {
	p.GenerateLegal(&x.list)
	n := x.list.N
	x.moves = x.moves[:0]
	x.scores = x.scores[:0]
	x.scores2 = x.scores2[:0]
	if cap(x.active) < n*maxActive {
		x.active = make([]uint16, 0, n*maxActive)
	}
	x.active = x.active[:0]
	best, best2 := -mateScore-1, -mateScore-1
	if cap(x.mates) < n {
		x.mates = make([]bool, n)
	}
	mates := x.mates[:n]
	for i, m := range x.list.Slice() {
		s, mate := x.q.afterMove(p, m)
		x.scores = append(x.scores, s)
		mates[i] = mate
		best = max(best, s)
		s2 := x.q.afterReply(p, m, &x.replies)
		x.scores2 = append(x.scores2, s2)
		best2 = max(best2, s2)
	}
	ctx := newContext(p)
	for i, m := range x.list.Slice() {
		start := len(x.active)
		x.active = ctx.binary(p, m, x.active)
		loss := x.scores[i] - best
		x.active = append(x.active, uint16(fLoss+lossBucket(loss)))
		if loss == 0 {
			x.active = append(x.active, fBest)
		}
		if mates[i] {
			x.active = append(x.active, fMate)
		}
		loss2 := x.scores2[i] - best2
		x.active = append(x.active, uint16(fLoss2+lossBucket(loss2)))
		if loss2 == 0 {
			x.active = append(x.active, fBest2)
		}
		mf := MoveFeatures{Move: m, Active: x.active[start:len(x.active):len(x.active)]}
		mf.Dense[denseLoss] = float32(max(loss, -1000)) / 100
		mf.Dense[denseSEE] = float32(min(max(p.SEE(m), -900), 900)) / 100
		mf.Dense[denseLoss2] = float32(max(loss2, -1000)) / 100
		x.moves = append(x.moves, mf)
	}
	return x.moves
}

// lossBucket sorts a (non-positive) loss in centipawns into 8 bands.
func lossBucket(loss int) int {
	switch {
	case loss >= 0:
		return 0
	case loss > -30:
		return 1
	case loss > -80:
		return 2
	case loss > -150:
		return 3
	case loss > -250:
		return 4
	case loss > -450:
		return 5
	case loss > -800:
		return 6
	}
	return 7
}

// seeBucket sorts a static exchange value into 8 bands.
func seeBucket(v int) int {
	switch {
	case v <= -500:
		return 0
	case v <= -250:
		return 1
	case v < -50:
		return 2
	case v <= 50:
		return 3
	case v < 250:
		return 4
	case v < 500:
		return 5
	case v < 900:
		return 6
	}
	return 7
}

// posContext holds what the features of every move of one position share.
type posContext struct {
	us        engine.Color
	phase     int // 0 opening/middlegame, 1 endgame
	ply       int // game ply, when known (0 otherwise)
	last      engine.Move
	lastTo    engine.Square
	lastValid bool
	threat    engine.Bitboard // our pieces that stand threatened
	enemyKing engine.Square
	inCheck   bool
	checkers  engine.Bitboard
	rights    uint8
}

func newContext(p *engine.Position) posContext {
	us := p.SideToMove()
	c := posContext{us: us, enemyKing: p.KingSquare(us.Other()), inCheck: p.InCheck(), checkers: p.Checkers()}
	// Endgame: at most a rook and a minor piece each beside pawns.
	heavy := 0
	for _, pt := range []engine.PieceType{engine.Knight, engine.Bishop, engine.Rook, engine.Queen} {
		heavy += p.TypeBB(pt).Count() * engine.SEEPieceValue[pt]
	}
	if heavy <= 2*(500+330) {
		c.phase = 1
	}
	c.ply = 2*(p.FullmoveNumber()-1) + int(us)
	c.last = p.LastMove()
	if c.last != engine.NoMove && c.last != engine.NullMove {
		c.lastTo, c.lastValid = c.last.To(), true
	}
	own := p.Occupancy(us)
	for b := own &^ p.Pieces(us, engine.King); b != 0; b &= b - 1 {
		s := b.LSB()
		if threatened(p, s, us) {
			c.threat |= engine.SquareBB(s)
		}
	}
	c.rights = p.CastlingRights()
	return c
}

// threatened reports whether our piece on s can be taken with gain: it
// is attacked by a cheaper piece, or attacked and not defended.
func threatened(p *engine.Position, s engine.Square, us engine.Color) bool {
	occ := p.Occupied()
	att := p.AttackersTo(s, occ)
	enemy := att & p.Occupancy(us.Other())
	if enemy == 0 {
		return false
	}
	if att&p.Occupancy(us) == 0 {
		return true
	}
	v := engine.SEEPieceValue[p.PieceAt(s).Type()]
	for b := enemy; b != 0; b &= b - 1 {
		if engine.SEEPieceValue[p.PieceAt(b.LSB()).Type()] < v {
			return true
		}
	}
	return false
}

// rel returns s as seen from side c (a1 is the own queen's rook square).
func rel(s engine.Square, c engine.Color) engine.Square {
	if c == engine.Black {
		return s.Flip()
	}
	return s
}

func chebyshev(a, b engine.Square) int {
	df, dr := a.File()-b.File(), a.Rank()-b.Rank()
	return max(abs(df), abs(dr))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// attacksFrom returns the squares a piece of type pt on s attacks.
func attacksFrom(pt engine.PieceType, c engine.Color, s engine.Square, occ engine.Bitboard) engine.Bitboard {
	switch pt {
	case engine.Pawn:
		return engine.PawnAttacks(c, s)
	case engine.Knight:
		return engine.KnightAttacks(s)
	case engine.Bishop:
		return engine.BishopAttacks(s, occ)
	case engine.Rook:
		return engine.RookAttacks(s, occ)
	case engine.Queen:
		return engine.QueenAttacks(s, occ)
	case engine.King:
		return engine.KingAttacks(s)
	}
	return 0
}

// binary appends the binary features of m (other than the search ones).
func (c *posContext) binary(p *engine.Position, m engine.Move, out []uint16) []uint16 {
	us := c.us
	from, to := m.From(), m.To()
	pc := p.MovedPiece(m)
	pt := pc.Type()
	pi := int(pt) - 1
	rf, rt := rel(from, us), rel(to, us)
	add := func(f int) { out = append(out, uint16(f)) }

	if m.IsCastling() {
		if to > from {
			add(fCastle)
		} else {
			add(fCastle + 1)
		}
	}
	add(fPieceTo + (c.phase*6+pi)*64 + int(rt))
	add(fPieceFrom + pi*64 + int(rf))

	captured := engine.NoPieceType
	switch {
	case m.IsEnPassant():
		captured = engine.Pawn
	case !m.IsCastling():
		captured = p.PieceAt(to).Type()
	}
	add(fCapture + pi*6 + int(captured)%6) // a king is never captured; 0 = none
	see := p.SEE(m)
	isCap := 0
	if captured != engine.NoPieceType {
		isCap = 1
	}
	add(fSEE + isCap*8 + seeBucket(see))
	if c.lastValid && captured != engine.NoPieceType {
		if to == c.lastTo {
			add(fTakeMover)
			if p.CapturedPiece() != engine.NoPiece {
				add(fRecapture)
			}
		}
	}
	if p.GivesCheck(m) {
		add(fCheck + pi)
	}
	if c.threat.Has(from) {
		add(fWasAttacked + pi)
		if see >= 0 {
			add(fEscapes + pi)
		}
	}
	add(fDistance + pi*8 + chebyshev(from, to))
	if c.lastValid {
		add(fNearLast + chebyshev(to, c.lastTo))
		lastPiece := p.PieceAt(c.lastTo)
		if lastPiece != engine.NoPiece && attacksFrom(lastPiece.Type(), us.Other(), c.lastTo, p.Occupied()).Has(from) {
			add(fFromLast)
		}
	}
	// What the moved piece attacks from its new square.
	movedType := pt
	if m.IsPromotion() {
		movedType = m.Promotion()
		add(fPromote + int(movedType) - int(engine.Knight))
	}
	if !m.IsCastling() {
		occ := p.Occupied()&^engine.SquareBB(from) | engine.SquareBB(to)
		hits := attacksFrom(movedType, us, to, occ) & p.Occupancy(us.Other())
		hits &^= p.Pieces(us.Other(), engine.Pawn)
		add(fForks + min(bits.OnesCount64(uint64(hits&^p.Pieces(us.Other(), engine.King))), 3))
		if hits&p.Pieces(us.Other(), engine.Queen) != 0 && movedType != engine.Queen {
			add(fHitsQueen)
		}
	}
	if c.ply < 20 && (pt == engine.Knight || pt == engine.Bishop) && rf.Rank() == 0 {
		add(fDevelop)
	}
	if c.ply < 16 && pt == engine.Queen {
		add(fEarlyQueen)
	}
	if pt == engine.King && !m.IsCastling() && c.rights&castleMask(us) != 0 {
		add(fKingWalk)
	}
	if pt == engine.Pawn {
		if abs(int(to)-int(from)) == 16 {
			add(fDoublePush)
		}
		if passed(p, to, us) {
			add(fPassedPush + rt.Rank())
		}
		if abs(to.File()-c.enemyKing.File()) <= 1 && captured == engine.NoPieceType {
			add(fPawnStorm)
		}
	}
	if c.inCheck {
		switch {
		case pt == engine.King:
			add(fEvasion)
		case c.checkers.Has(to):
			add(fEvasion + 1)
		default:
			add(fEvasion + 2)
		}
	}
	if rt.Rank() < rf.Rank() {
		add(fRetreat + pi)
	}
	return out
}

// castleMask is the castling-rights bits of side c.
func castleMask(c engine.Color) uint8 {
	if c == engine.White {
		return engine.WhiteOO | engine.WhiteOOO
	}
	return engine.BlackOO | engine.BlackOOO
}

// passed reports whether a pawn of side c on s meets no enemy pawn ahead
// on its file or the files beside it.
func passed(p *engine.Position, s engine.Square, c engine.Color) bool {
	enemy := p.Pieces(c.Other(), engine.Pawn)
	f, r := s.File(), s.Rank()
	for b := enemy; b != 0; b &= b - 1 {
		e := b.LSB()
		if abs(e.File()-f) > 1 {
			continue
		}
		if (c == engine.White && e.Rank() > r) || (c == engine.Black && e.Rank() < r) {
			return false
		}
	}
	return true
}
