package engine

import (
	"math/rand/v2"
	"testing"
)

// selectionOrder is the picker's contract written the plain way: at each
// step the first highest score from the current position on, swapped
// into place. The search's node counts (and bench) depend on this exact
// order, ties included.
func selectionOrder(moves []Move, scores []int32) []Move {
	mv := append([]Move(nil), moves...)
	sc := append([]int32(nil), scores...)
	for i := range mv {
		best := i
		for j := i + 1; j < len(mv); j++ {
			if sc[j] > sc[best] {
				best = j
			}
		}
		mv[i], mv[best] = mv[best], mv[i]
		sc[i], sc[best] = sc[best], sc[i]
	}
	return mv
}

// The picker (its first pick of the hash move without a scan, its scan
// over a subslice) hands out the moves in exactly the order of a plain
// selection sort, with many equal scores, with and without a hash move.
func TestMovePickerOrderIsSelectionSort(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	p := mustFEN(t, StartFEN)
	var mp movePicker
	for game := 0; game < 40; game++ {
		p = mustFEN(t, StartFEN)
		for ply := 0; ply < 80; ply++ {
			p.GenerateLegal(&mp.list)
			n := mp.list.N
			if n == 0 {
				break
			}
			mp.next, mp.ttIndex = 0, -1
			for i := 0; i < n; i++ {
				mp.scores[i] = int32(rng.IntN(5) - 2) // few values: many ties
			}
			if rng.IntN(2) == 0 {
				mp.ttIndex = rng.IntN(n)
				mp.scores[mp.ttIndex] = scoreTTMove
			}
			want := selectionOrder(mp.list.Moves[:n], mp.scores[:n])
			for i := 0; i < n; i++ {
				m, _ := mp.nextMove()
				if m != want[i] {
					t.Fatalf("game %d ply %d: pick %d is %v, want %v", game, ply, i, m, want[i])
				}
			}
			if m, _ := mp.nextMove(); m != NoMove {
				t.Fatalf("game %d ply %d: a move after the last: %v", game, ply, m)
			}
			p.GenerateLegal(&mp.list)
			p.MakeMove(mp.list.Moves[rng.IntN(mp.list.N)])
		}
	}
}
