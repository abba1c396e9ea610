package engine

import "chessmaster/nnue"

// nnueState is a position's stack of NNUE accumulators: entry i holds
// both perspectives' hidden layers (White's then Black's, packed by
// nnue.Fast into W words each) after the i-th move made since EnableNNUE.
// MakeMove pushes an incrementally updated entry, UnmakeMove pops it; null
// moves leave it alone (the accumulators do not depend on the side to
// move).
type nnueState struct {
	net  *nnue.Net
	fast *nnue.Fast
	w    int      // words per perspective
	acc  []uint64 // stack of 2*w-word entries
	top  int      // index of the current entry
}

// EnableNNUE makes Evaluate use net for p (and for positions made from
// it by MakeMove); nil switches back to the hand-written evaluation.
func (p *Position) EnableNNUE(net *nnue.Net) {
	if net == nil {
		p.nn = nil
		return
	}
	p.enableFast(net, net.Fast())
}

// enableFast is EnableNNUE with the packed form of net given.
func (p *Position) enableFast(net *nnue.Net, fast *nnue.Fast) {
	w := fast.Words()
	p.nn = &nnueState{net: net, fast: fast, w: w, acc: make([]uint64, 2*w*(maxPly+16))}
	p.refreshNNUE()
}

// NNUEEnabled reports whether Evaluate uses a network for p.
func (p *Position) NNUEEnabled() bool { return p.nn != nil }

// refreshNNUE recomputes the current accumulators from the board.
func (p *Position) refreshNNUE() {
	white, black := p.nnueAccumulators()
	p.refreshPerspective(0, white)
	p.refreshPerspective(1, black)
}

// refreshPerspective recomputes one perspective's accumulator acc from
// the board, in the view of that side's king (nnue.Net.View).
func (p *Position) refreshPerspective(persp int, acc []uint64) {
	// Every piece is a feature: a board can hold 64 of them when the
	// material is one no game reaches (nine queens and more).
	var feats [64]int
	n := 0
	v := p.nnueView(persp)
	for bb := p.byColor[0] | p.byColor[1]; bb != 0; bb &= bb - 1 {
		s := bb.LSB()
		pc := p.board[s]
		feats[n] = v.Feature(int(pc.Color()), int(pc.Type())-1, int(s))
		n++
	}
	p.nn.fast.Refresh(acc, feats[:n])
}

// nnueView is perspective persp's input frame in the current position.
func (p *Position) nnueView(persp int) nnue.View {
	return p.nn.net.View(persp, int(p.kingSq[persp]))
}

// nnueAccumulators returns the packed accumulators of the current entry
// (White's, Black's).
func (p *Position) nnueAccumulators() (white, black []uint64) {
	w := p.nn.w
	e := p.nn.acc[p.nn.top*2*w : (p.nn.top+1)*2*w]
	return e[:w], e[w:]
}

// nnueMaxPieces is the most pieces (kings included) a board may hold for
// the network to evaluate it: its int16 accumulators are proven not to
// overflow up to the 32 pieces of a game (see nnue/fast.go).
const nnueMaxPieces = 32

// nnueMaxEval bounds the network's score, far from mate and tablebase
// scores.
const nnueMaxEval = 10000

// nnueEvaluate is Evaluate with the network: centipawns for the side to
// move.
func (p *Position) nnueEvaluate() int {
	w, b := p.nnueAccumulators()
	if p.side == Black {
		w, b = b, w
	}
	f := p.nn.fast
	v := 0
	if nb := f.Buckets(); nb > 1 {
		v = f.EvaluateBucket(w, b, nnue.Bucket((p.byColor[0]|p.byColor[1]).Count(), nb))
	} else {
		v = f.Evaluate(w, b)
	}
	return min(max(v, -nnueMaxEval), nnueMaxEval)
}

// clone gives a copied Position its own accumulator stack.
func (st *nnueState) clone() *nnueState {
	c := *st
	c.acc = make([]uint64, len(st.acc))
	copy(c.acc, st.acc)
	return &c
}

// nnueMake pushes the accumulators after MakeMove played m: pc is the
// piece that moved, captured the piece taken (NoPiece if none), us the
// side that moved. Each perspective's new accumulator is written in one
// pass from its parent (nnue.Fast's AddSub and kin), not copied and then
// updated feature by feature. With a king-bucketed net, a king move that
// changes its own side's view (another bucket, or across the d/e files)
// refreshes that perspective from the board instead.
func (p *Position) nnueMake(m Move, pc, captured Piece, us Color) {
	st := p.nn
	w := st.w
	e := 2 * w
	if (st.top+2)*e > len(st.acc) {
		st.acc = append(st.acc, make([]uint64, len(st.acc))...)
	}
	src := st.acc[st.top*e : st.top*e+e]
	st.top++
	dst := st.acc[st.top*e : st.top*e+e]
	f := st.fast
	from, to := int(m.From()), int(m.To())
	c, t := int(pc.Color()), int(pc.Type())-1
	for persp := range 2 {
		d, sr := dst[persp*w:persp*w+w], src[persp*w:persp*w+w]
		v := p.nnueView(persp)
		if st.net.KB > 0 && persp == c && pc.Type() == King && st.net.View(persp, from) != v {
			p.refreshPerspective(persp, d)
			continue
		}
		switch m.Kind() {
		case MoveCastling:
			kTo, rFromSq, rToSq := p.castleSquares(m)
			r := int(Rook) - 1
			f.AddAddSubSub(d, sr, v.Feature(c, t, int(kTo)), v.Feature(c, r, int(rToSq)),
				v.Feature(c, t, from), v.Feature(c, r, int(rFromSq)))
		case MoveEnPassant:
			cc, ct := int(captured.Color()), int(captured.Type())-1
			f.AddSubSub(d, sr, v.Feature(c, t, to), v.Feature(c, t, from), v.Feature(cc, ct, to^8))
		default:
			at := t
			if m.Kind() == MovePromotion {
				at = int(m.Promotion()) - 1
			}
			if captured == NoPiece {
				f.AddSub(d, sr, v.Feature(c, at, to), v.Feature(c, t, from))
			} else {
				cc, ct := int(captured.Color()), int(captured.Type())-1
				f.AddSubSub(d, sr, v.Feature(c, at, to), v.Feature(c, t, from), v.Feature(cc, ct, to))
			}
		}
	}
}
