package engine

// Score conventions of the search. Scores are centipawns from the side to
// move. A mate is scoreMate minus the distance in plies from the root, so
// shorter mates score higher.
const (
	maxPly    = 128
	scoreMate = 32000
	scoreInf  = 32001
	// Any score at or beyond mateBound is a mate.
	mateBound = scoreMate - 2*maxPly
	scoreDraw = 0
)

// mateIn returns the score of delivering mate at ply.
func mateIn(ply int) int { return scoreMate - ply }

// matedIn returns the score of being mated at ply.
func matedIn(ply int) int { return -scoreMate + ply }

// isMateScore reports whether s is a mate score.
func isMateScore(s int) bool { return s >= mateBound || s <= -mateBound }

// mateMoves converts a mate score into UCI's "mate N": moves (not plies)
// until mate, positive when the side to move mates.
func mateMoves(s int) int {
	if s > 0 {
		return (scoreMate - s + 1) / 2
	}
	return -(scoreMate + s) / 2
}
