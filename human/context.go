package human

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"

	"chessmaster/engine"
)

// The board-context net adds to each move's score a term that depends
// on the whole board: the move features above see one move at a time
// (what it captures, what it hangs), while people also choose by the
// position's shape (which plans the pawn structure suggests, which
// pieces are still undeveloped). It is a one-hidden-layer policy net:
//
//	h = ReLU(B1 + sum of W1 rows of the board's pieces + r·WR + WB[band])
//	term(move) = BV[idx] + V[idx] · h,   idx = from·64 + to
//
// with squares and colours seen from the mover's side, r = RatingSlope
// and band = Band(rating). Only the rows of the legal moves are computed,
// so it costs a few microseconds a position. scripts/humanctx fits it on
// top of the fixed move-feature model (the base scores are its offsets).
const (
	// The inputs: [own 0 / theirs 1][piece type 6][square 64], then the
	// last move's from and to squares (64 each), the castling rights
	// (own kingside, own queenside, theirs), "in check", the mover's own
	// previous move (from and to), and four maps of the pieces under
	// attack: own pieces attacked, own pieces threatened (attacked and
	// undefended, or attacked by a cheaper piece), and the same for
	// theirs. People move the piece that is attacked, take the piece
	// that hangs, and go on with the piece they moved last.
	ctxPieces          = 0
	ctxLastFrom        = 2 * 6 * 64
	ctxLastTo          = ctxLastFrom + 64
	ctxCastling        = ctxLastTo + 64
	ctxInCheck         = ctxCastling + 4
	ctxPrevFrom        = ctxInCheck + 1
	ctxPrevTo          = ctxPrevFrom + 64
	ctxOwnAttacked     = ctxPrevTo + 64
	ctxOwnThreatened   = ctxOwnAttacked + 64
	ctxTheirAttacked   = ctxOwnThreatened + 64
	ctxTheirThreatened = ctxTheirAttacked + 64
	// CtxInputs is the number of inputs.
	CtxInputs = ctxTheirThreatened + 64
	// CtxMoves: from·64 + to in the mover's view (promotions share the
	// pawn move's index; the move features tell the pieces apart).
	CtxMoves = 64 * 64
)

// ContextNet holds the board-context net's weights (see above). With
// Block > 0 a residual block follows the hidden layer, so that the
// moves' rows see combinations of the board's features and not only
// their sum:
//
//	a = ReLU(B2 + W2ᵀ·h),  h' = h + W3ᵀ·a
//
// and the move terms use h' instead of h.
type ContextNet struct {
	Hidden int
	Block  int       // the residual block's units; 0: no block
	W1     []float32 // CtxInputs × Hidden
	B1     []float32 // Hidden
	WR     []float32 // Hidden: per unit of RatingSlope
	WB     []float32 // NumBands × Hidden
	V      []float32 // CtxMoves × Hidden
	BV     []float32 // CtxMoves
	W2     []float32 // Hidden × Block
	B2     []float32 // Block
	W3     []float32 // Block × Hidden
}

// NewContextNet returns a net of hidden units (and no block) whose
// weights are zero (it adds nothing to any move).
func NewContextNet(hidden int) *ContextNet { return NewBlockNet(hidden, 0) }

// NewBlockNet returns a net of hidden units and a residual block of
// block units, whose weights are zero.
func NewBlockNet(hidden, block int) *ContextNet {
	return &ContextNet{
		Hidden: hidden,
		Block:  block,
		W1:     make([]float32, CtxInputs*hidden),
		B1:     make([]float32, hidden),
		WR:     make([]float32, hidden),
		WB:     make([]float32, NumBands*hidden),
		V:      make([]float32, CtxMoves*hidden),
		BV:     make([]float32, CtxMoves),
		W2:     make([]float32, hidden*block),
		B2:     make([]float32, block),
		W3:     make([]float32, block*hidden),
	}
}

// parts lists the weight arrays in file order.
func (c *ContextNet) parts() [][]float32 {
	return [][]float32{c.W1, c.B1, c.WR, c.WB, c.V, c.BV, c.W2, c.B2, c.W3}
}

// CtxVersion numbers the context net's inputs: a weights file, and
// scripts/humanctx's cache, of another version do not fit.
const CtxVersion = 3

// ctxMagic starts a context-net weights file without a block (the
// hidden-unit count follows); ctxBlockMagic one with a block (the
// hidden-unit and block-unit counts follow).
const (
	ctxMagic      = "CMHCTX03"
	ctxBlockMagic = "CMHCTB03"
)

// MarshalBinary writes the magic, the unit counts, then every weight
// array as little-endian float32.
func (c *ContextNet) MarshalBinary() ([]byte, error) {
	n := 0
	for _, p := range c.parts() {
		n += len(p)
	}
	out := make([]byte, 0, 16+4*n)
	if c.Block == 0 {
		out = append(out, ctxMagic...)
		out = binary.LittleEndian.AppendUint32(out, uint32(c.Hidden))
	} else {
		out = append(out, ctxBlockMagic...)
		out = binary.LittleEndian.AppendUint32(out, uint32(c.Hidden))
		out = binary.LittleEndian.AppendUint32(out, uint32(c.Block))
	}
	for _, p := range c.parts() {
		for _, w := range p {
			out = binary.LittleEndian.AppendUint32(out, math.Float32bits(w))
		}
	}
	return out, nil
}

// UnmarshalBinary reads weights written by MarshalBinary.
func (c *ContextNet) UnmarshalBinary(data []byte) error {
	if len(data) < 12 || (string(data[:8]) != ctxMagic && string(data[:8]) != ctxBlockMagic) {
		return errors.New("human context net: not a weights file of this version")
	}
	h, block, o := binary.LittleEndian.Uint32(data[8:]), uint32(0), 12
	if string(data[:8]) == ctxBlockMagic {
		if len(data) < 16 {
			return errors.New("human context net: weights file cut short")
		}
		block, o = binary.LittleEndian.Uint32(data[12:]), 16
		if block == 0 || block > maxHidden {
			return fmt.Errorf("human context net: %d block units, want 1..%d", block, maxHidden)
		}
	}
	if h == 0 || h > maxHidden {
		return fmt.Errorf("human context net: %d hidden units, want 1..%d", h, maxHidden)
	}
	// The size is checked before anything is allocated, so that a short
	// file cannot ask for the largest net.
	hi, bi := int(h), int(block)
	n := CtxInputs*hi + hi + hi + NumBands*hi + CtxMoves*hi + CtxMoves + 2*hi*bi + bi
	if len(data) != o+4*n {
		return fmt.Errorf("human context net: weights file is %d bytes, want %d", len(data), o+4*n)
	}
	out := NewBlockNet(hi, bi)
	for _, p := range out.parts() {
		for i := range p {
			p[i] = math.Float32frombits(binary.LittleEndian.Uint32(data[o:]))
			o += 4
		}
	}
	*c = *out
	return nil
}

// CtxBoard appends to buf the active inputs of p, from the side to
// move's view.
func CtxBoard(p *engine.Position, buf []uint16) []uint16 {
	us := p.SideToMove()
	for b := p.Occupied(); b != 0; b &= b - 1 {
		s := b.LSB()
		pc := p.PieceAt(s)
		side := 0
		if pc.Color() != us {
			side = 1
		}
		buf = append(buf, uint16(ctxPieces+(side*6+int(pc.Type())-1)*64+int(rel(s, us))))
	}
	if last := p.LastMove(); last != engine.NoMove && last != engine.NullMove {
		buf = append(buf, uint16(ctxLastFrom+int(rel(last.From(), us))), uint16(ctxLastTo+int(rel(last.To(), us))))
	}
	rights := p.CastlingRights()
	own, theirs := rights>>(2*uint(us))&3, rights>>(2*uint(us.Other()))&3
	for i, on := range []bool{own&1 != 0, own&2 != 0, theirs&1 != 0, theirs&2 != 0} {
		if on {
			buf = append(buf, uint16(ctxCastling+i))
		}
	}
	if p.InCheck() {
		buf = append(buf, ctxInCheck)
	}
	if prev := p.MoveBack(1); prev != engine.NoMove && prev != engine.NullMove {
		buf = append(buf, uint16(ctxPrevFrom+int(rel(prev.From(), us))), uint16(ctxPrevTo+int(rel(prev.To(), us))))
	}
	occ := p.Occupied()
	for _, side := range []struct {
		c                    engine.Color
		attacked, threatened int
	}{{us, ctxOwnAttacked, ctxOwnThreatened}, {us.Other(), ctxTheirAttacked, ctxTheirThreatened}} {
		for b := p.Occupancy(side.c) &^ p.TypeBB(engine.King); b != 0; b &= b - 1 {
			s := b.LSB()
			att := p.AttackersTo(s, occ)
			by := att & p.Occupancy(side.c.Other())
			if by == 0 {
				continue
			}
			buf = append(buf, uint16(side.attacked+int(rel(s, us))))
			if att&p.Occupancy(side.c) == 0 || cheapest(p, by) < valueRank(p.PieceAt(s).Type()) {
				buf = append(buf, uint16(side.threatened+int(rel(s, us))))
			}
		}
	}
	return buf
}

// cheapest is the value rank (valueRank) of the cheapest piece in set.
func cheapest(p *engine.Position, set engine.Bitboard) int {
	for pt := engine.Pawn; pt <= engine.King; pt++ {
		if set&p.TypeBB(pt) != 0 {
			return valueRank(pt)
		}
	}
	return valueRank(engine.King)
}

// valueRank orders the piece types by value, knights and bishops alike.
func valueRank(pt engine.PieceType) int {
	switch pt {
	case engine.Pawn:
		return 1
	case engine.Knight, engine.Bishop:
		return 2
	case engine.Rook:
		return 3
	case engine.Queen:
		return 4
	}
	return 5
}

// CtxMove is the output row of move m for the side to move us.
func CtxMove(m engine.Move, us engine.Color) uint16 {
	return uint16(int(rel(m.From(), us))*64 + int(rel(m.To(), us)))
}

// HiddenLayer computes the hidden layer for a board's inputs into h (Hidden
// values) and returns it.
func (c *ContextNet) HiddenLayer(inputs []uint16, rating int, h []float32) []float32 {
	n := c.Hidden
	h = append(h[:0], c.B1...)
	r := RatingSlope(rating)
	band := c.WB[Band(rating)*n : (Band(rating)+1)*n]
	for k := range h {
		h[k] += r*c.WR[k] + band[k]
	}
	for _, i := range inputs {
		row := c.W1[int(i)*n : (int(i)+1)*n]
		for k := range h {
			h[k] += row[k]
		}
	}
	for k := range h {
		h[k] = max(h[k], 0)
	}
	return h
}

// Residual applies the block to the hidden layer h: it returns a (the
// block's units, in a's storage) and h' (in out's storage). Without a
// block, h' is h itself.
func (c *ContextNet) Residual(h, a, out []float32) ([]float32, []float32) {
	if c.Block == 0 {
		return a[:0], h
	}
	nb, n := c.Block, c.Hidden
	a = append(a[:0], c.B2...)
	for k, hk := range h {
		if hk == 0 {
			continue
		}
		row := c.W2[k*nb : (k+1)*nb]
		for j := range a {
			a[j] += hk * row[j]
		}
	}
	out = append(out[:0], h...)
	for j := range a {
		a[j] = max(a[j], 0)
		if a[j] == 0 {
			continue
		}
		row := c.W3[j*n : (j+1)*n]
		aj := a[j]
		for k := range out {
			out[k] += aj * row[k]
		}
	}
	return a, out
}

// Term returns the net's addition to the score of output row idx, given
// the hidden layer h.
func (c *ContextNet) Term(idx uint16, h []float32) float32 {
	n := c.Hidden
	row := c.V[int(idx)*n : (int(idx)+1)*n]
	s := c.BV[idx]
	for k, v := range h {
		s += v * row[k]
	}
	return s
}
