package master

import (
	"chessmaster/master/referee"
)

// This file decides outcomes from the board. notnil/chess has its own
// automatic draws, but we keep our own positions list and rules so that
// claims (threefold, fifty moves) can be offered to humans and made by
// programs, and en passant only counts for repetition when it is legal.

// verdict is what the rules say about the current position.
type verdict struct {
	outcome   Outcome // set when the game is over by rule
	claimable string  // MethodThreefold or MethodFiftyMove when a draw may be claimed
}

// judge applies the rules to the last position of r.
func judge(r *record) verdict {
	pos := r.pos()
	if pos.NoLegalMoves() {
		if referee.InCheck(pos) {
			return verdict{outcome: Win(turnOf(pos).Other(), MethodCheckmate)}
		}
		return verdict{outcome: Draw(MethodStalemate)}
	}
	if referee.DeadPosition(pos) {
		return verdict{outcome: Draw(MethodInsufficient)}
	}
	reps := r.repetitions()
	if reps >= 5 {
		return verdict{outcome: Draw(MethodFivefold)}
	}
	if pos.HalfMoveClock() >= 150 {
		return verdict{outcome: Draw(MethodSeventyFive)}
	}
	if reps >= 3 {
		return verdict{claimable: MethodThreefold}
	}
	if pos.HalfMoveClock() >= 100 {
		return verdict{claimable: MethodFiftyMove}
	}
	return verdict{}
}
