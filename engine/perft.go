package engine

// Perft counts the leaf nodes of the legal move tree to the given depth
// (the standard move generator test). At depth 1 the legal moves are
// counted without being generated or made ("bulk counting", CountLegal).
func (p *Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	if depth == 1 {
		return uint64(p.CountLegal())
	}
	var l MoveList
	p.GenerateLegal(&l)
	var n uint64
	for _, m := range l.Moves[:l.N] {
		p.MakeMove(m)
		n += p.Perft(depth - 1)
		p.UnmakeMove(m)
	}
	return n
}

// PerftEntry is one root move's subtree count.
type PerftEntry struct {
	Move  string // UCI
	Nodes uint64
}

// PerftDivide returns the perft count below each legal root move (as
// Stockfish's "go perft" prints it) and their total.
func (p *Position) PerftDivide(depth int) ([]PerftEntry, uint64) {
	if depth < 1 {
		depth = 1
	}
	var l MoveList
	p.GenerateLegal(&l)
	out := make([]PerftEntry, 0, l.N)
	var total uint64
	for _, m := range l.Moves[:l.N] {
		p.MakeMove(m)
		n := p.Perft(depth - 1)
		p.UnmakeMove(m)
		out = append(out, PerftEntry{Move: m.String(), Nodes: n})
		total += n
	}
	return out, total
}
