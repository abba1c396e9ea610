package engine

import "chessmaster/nnue"

// nnueState is a position's stack of NNUE accumulators: entry i holds
// both perspectives' hidden layers (White's then Black's, H each) after
// the i-th move made since EnableNNUE. MakeMove pushes an incrementally
// updated entry, UnmakeMove pops it; null moves leave it alone (the
// accumulators do not depend on the side to move).
type nnueState struct {
	net *nnue.Net
	acc []int16 // stack of 2*H entries
	top int     // index of the current entry
}

// EnableNNUE makes Evaluate use net for p (and for positions made from
// it by MakeMove); nil switches back to the hand-written evaluation.
func (p *Position) EnableNNUE(net *nnue.Net) {
	if net == nil {
		p.nn = nil
		return
	}
	p.nn = &nnueState{net: net, acc: make([]int16, 2*net.H*(maxPly+16))}
	p.refreshNNUE()
}

// NNUEEnabled reports whether Evaluate uses a network for p.
func (p *Position) NNUEEnabled() bool { return p.nn != nil }

// refreshNNUE recomputes the current accumulators from the board.
func (p *Position) refreshNNUE() {
	st := p.nn
	h := st.net.H
	var feats [2][32]int
	n := 0
	for bb := p.byColor[0] | p.byColor[1]; bb != 0; bb &= bb - 1 {
		s := bb.LSB()
		pc := p.board[s]
		for persp := range 2 {
			feats[persp][n&31] = nnue.Feature(persp, int(pc.Color()), int(pc.Type())-1, int(s))
		}
		n++
	}
	n = min(n, 32)
	base := st.top * 2 * h
	st.net.Refresh(st.acc[base:base+h], feats[0][:n])
	st.net.Refresh(st.acc[base+h:base+2*h], feats[1][:n])
}

// nnueAccumulators returns the accumulators of the current entry
// (White's, Black's).
func (p *Position) nnueAccumulators() (white, black []int16) {
	h := p.nn.net.H
	base := p.nn.top * 2 * h
	return p.nn.acc[base : base+h], p.nn.acc[base+h : base+2*h]
}

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
	return min(max(p.nn.net.Evaluate(w, b), -nnueMaxEval), nnueMaxEval)
}

// clone gives a copied Position its own accumulator stack.
func (st *nnueState) clone() *nnueState {
	c := *st
	c.acc = make([]int16, len(st.acc))
	copy(c.acc, st.acc)
	return &c
}

// nnueMake pushes the accumulators after MakeMove played m: pc is the
// piece that moved, captured the piece taken (NoPiece if none), us the
// side that moved.
func (p *Position) nnueMake(m Move, pc, captured Piece, us Color) {
	st := p.nn
	h := 2 * st.net.H
	if (st.top+2)*h > len(st.acc) {
		st.acc = append(st.acc, make([]int16, len(st.acc))...)
	}
	old := st.acc[st.top*h : (st.top+1)*h]
	st.top++
	cur := st.acc[st.top*h : (st.top+1)*h]
	copy(cur, old)
	from, to := m.From(), m.To()
	switch m.Kind() {
	case MoveCastling:
		var rFrom, rTo Square
		if to > from {
			rFrom, rTo = to+1, to-1
		} else {
			rFrom, rTo = to-2, to+1
		}
		rook := MakePiece(us, Rook)
		p.nnueChange(cur, pc, from, -1)
		p.nnueChange(cur, pc, to, +1)
		p.nnueChange(cur, rook, rFrom, -1)
		p.nnueChange(cur, rook, rTo, +1)
	case MoveEnPassant:
		p.nnueChange(cur, captured, to^8, -1)
		p.nnueChange(cur, pc, from, -1)
		p.nnueChange(cur, pc, to, +1)
	default:
		if captured != NoPiece {
			p.nnueChange(cur, captured, to, -1)
		}
		p.nnueChange(cur, pc, from, -1)
		if m.Kind() == MovePromotion {
			p.nnueChange(cur, MakePiece(us, m.Promotion()), to, +1)
		} else {
			p.nnueChange(cur, pc, to, +1)
		}
	}
}

// nnueChange adds (sign > 0) or removes piece pc on s in both
// perspectives of acc.
func (p *Position) nnueChange(acc []int16, pc Piece, s Square, sign int) {
	net := p.nn.net
	h := net.H
	c, t := int(pc.Color()), int(pc.Type())-1
	fw, fb := nnue.Feature(0, c, t, int(s)), nnue.Feature(1, c, t, int(s))
	if sign > 0 {
		net.Add(acc[:h], fw)
		net.Add(acc[h:], fb)
	} else {
		net.Sub(acc[:h], fw)
		net.Sub(acc[h:], fb)
	}
}
