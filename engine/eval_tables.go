package engine

// Material values and piece-square tables for the tapered evaluation.
// Every table pairs a middlegame (mg) and an endgame (eg) value; the
// final score blends them by the remaining material (game phase).
// Tables are written from White's point of view as seen on a diagram:
// the first row is rank 8, the last row rank 1. Black uses the
// vertically mirrored square. Values follow well-known principles
// (central knights, advanced pawns in the endgame, sheltered king in the
// middlegame and active king in the endgame); they are this project's
// own numbers, in the range of published tables such as PeSTO's.

// score packs an mg/eg pair.
type evalPair struct{ mg, eg int }

var materialValue = [7]evalPair{
	{0, 0},
	{82, 104},   // pawn
	{337, 290},  // knight
	{360, 305},  // bishop
	{480, 530},  // rook
	{1020, 960}, // queen
	{0, 0},      // king
}

// phaseWeight: knights and bishops 1, rooks 2, queens 4; 24 = opening.
var phaseWeight = [7]int{0, 0, 1, 1, 2, 4, 0}

const maxPhase = 24

var pstMG = [7][64]int{
	{},
	{ // pawn
		0, 0, 0, 0, 0, 0, 0, 0,
		60, 70, 55, 65, 65, 55, 70, 60,
		10, 15, 25, 35, 35, 25, 15, 10,
		-5, 5, 8, 22, 22, 8, 5, -5,
		-12, -4, 4, 18, 18, 4, -4, -12,
		-12, -6, -2, 2, 2, -2, -6, -12,
		-15, -5, -8, -15, -15, 8, 10, -12,
		0, 0, 0, 0, 0, 0, 0, 0,
	},
	{ // knight
		-100, -40, -30, -25, -25, -30, -40, -100,
		-40, -20, 20, 10, 10, 20, -20, -40,
		-25, 25, 30, 40, 40, 30, 25, -25,
		-10, 10, 25, 35, 35, 25, 10, -10,
		-15, 5, 15, 20, 20, 15, 5, -15,
		-25, -5, 10, 10, 10, 10, -5, -25,
		-30, -25, -10, 0, 0, -10, -25, -30,
		-70, -25, -35, -25, -25, -35, -25, -70,
	},
	{ // bishop
		-25, -10, -20, -20, -20, -20, -10, -25,
		-20, 5, -5, -10, -10, -5, 5, -20,
		-10, 15, 20, 20, 20, 20, 15, -10,
		-5, 5, 15, 25, 25, 15, 5, -5,
		-5, 10, 10, 20, 20, 10, 10, -5,
		0, 12, 12, 10, 10, 12, 12, 0,
		0, 15, 10, 5, 5, 10, 15, 0,
		-20, -5, -12, -15, -15, -12, -5, -20,
	},
	{ // rook
		20, 25, 25, 30, 30, 25, 25, 20,
		25, 30, 40, 45, 45, 40, 30, 25,
		0, 10, 15, 15, 15, 15, 10, 0,
		-15, -5, 5, 10, 10, 5, -5, -15,
		-25, -15, -5, 0, 0, -5, -15, -25,
		-35, -20, -10, -10, -10, -10, -20, -35,
		-40, -15, -15, -5, -5, -15, -15, -40,
		-15, -10, 0, 12, 12, 5, -10, -15,
	},
	{ // queen
		-20, -5, 5, 10, 10, 5, -5, -20,
		-20, -30, 0, 0, 0, 0, -30, -20,
		-10, -5, 5, 10, 10, 5, -5, -10,
		-15, -15, -5, 0, 0, -5, -15, -15,
		-10, -10, -5, -5, -5, -5, -10, -10,
		-10, 0, -5, -5, -5, -5, 0, -10,
		-20, -5, 5, 0, 0, 5, -5, -20,
		-20, -20, -10, 5, 5, -10, -20, -20,
	},
	{ // king
		-60, -50, -50, -60, -60, -50, -50, -60,
		-50, -40, -40, -50, -50, -40, -40, -50,
		-40, -30, -30, -40, -40, -30, -30, -40,
		-40, -30, -30, -40, -40, -30, -30, -40,
		-40, -30, -30, -40, -40, -30, -30, -40,
		-25, -20, -25, -30, -30, -25, -20, -25,
		5, 5, -10, -30, -30, -15, 10, 10,
		5, 30, 15, -20, -5, -10, 30, 15,
	},
}

var pstEG = [7][64]int{
	{},
	{ // pawn: mild advancement bonus; passed pawns are scored separately
		0, 0, 0, 0, 0, 0, 0, 0,
		45, 40, 35, 30, 30, 35, 40, 45,
		30, 28, 22, 18, 18, 22, 28, 30,
		15, 12, 8, 2, 2, 8, 12, 15,
		8, 5, 0, -5, -5, 0, 5, 8,
		2, 3, -5, 0, 0, -5, 3, 2,
		8, 5, 5, 5, 5, 5, 5, 8,
		0, 0, 0, 0, 0, 0, 0, 0,
	},
	{ // knight
		-60, -40, -15, -25, -25, -15, -40, -60,
		-25, -10, -20, 0, 0, -20, -10, -25,
		-20, -15, 10, 10, 10, 10, -15, -20,
		-15, 5, 20, 22, 22, 20, 5, -15,
		-15, -5, 15, 25, 25, 15, -5, -15,
		-20, -5, 0, 15, 15, 0, -5, -20,
		-40, -20, -10, -5, -5, -10, -20, -40,
		-30, -50, -25, -15, -15, -25, -50, -30,
	},
	{ // bishop
		-15, -20, -10, -8, -8, -10, -20, -15,
		-10, -5, 5, -10, -10, 5, -5, -10,
		0, -5, 0, 0, 0, 0, -5, 0,
		-5, 10, 12, 10, 10, 12, 10, -5,
		-5, 5, 12, 18, 18, 12, 5, -5,
		-10, -5, 8, 10, 10, 8, -5, -10,
		-15, -15, -5, 0, 0, -5, -15, -15,
		-20, -10, -20, -5, -5, -20, -10, -20,
	},
	{ // rook
		12, 10, 15, 12, 12, 15, 10, 12,
		10, 12, 12, 10, 10, 12, 12, 10,
		6, 6, 6, 4, 4, 6, 6, 6,
		4, 3, 10, 0, 0, 10, 3, 4,
		2, 4, 6, 0, 0, 6, 4, 2,
		-5, 0, -5, -5, -5, -5, 0, -5,
		-6, -6, 0, 0, 0, 0, -6, -6,
		-10, 2, 2, -2, -2, 2, 2, -10,
	},
	{ // queen
		-10, 20, 20, 25, 25, 20, 20, -10,
		-15, 20, 30, 40, 40, 30, 20, -15,
		-20, 5, 10, 45, 45, 10, 5, -20,
		0, 20, 25, 45, 45, 25, 20, 0,
		-15, 25, 20, 40, 40, 20, 25, -15,
		-15, -25, 10, 5, 5, 10, -25, -15,
		-25, -25, -30, -15, -15, -30, -25, -25,
		-35, -30, -25, -40, -40, -25, -30, -35,
	},
	{ // king
		-70, -35, -20, -15, -15, -20, -35, -70,
		-15, 15, 15, 15, 15, 15, 15, -15,
		10, 20, 25, 20, 20, 25, 20, 10,
		-5, 20, 25, 30, 30, 25, 20, -5,
		-15, 0, 20, 25, 25, 20, 0, -15,
		-20, -5, 10, 20, 20, 10, -5, -20,
		-30, -10, 5, 10, 10, 5, -10, -30,
		-50, -35, -20, -10, -10, -20, -35, -50,
	},
}

// psq[piece][square] holds material plus table value for each coloured
// piece, with Black's entries mirrored and negated so evaluation can sum
// them directly from White's point of view.
var psq [16][64]evalPair

func init() {
	for pt := Pawn; pt <= King; pt++ {
		for s := Square(0); s < 64; s++ {
			// Tables are laid out rank 8 first: White's square s is row s^56.
			v := evalPair{materialValue[pt].mg + pstMG[pt][s^56], materialValue[pt].eg + pstEG[pt][s^56]}
			psq[MakePiece(White, pt)][s] = v
			psq[MakePiece(Black, pt)][s^56] = evalPair{-v.mg, -v.eg}
		}
	}
}

// Mobility bonuses indexed by the number of reachable squares (not
// occupied by own pawns or king, not attacked by enemy pawns).
var (
	mobilityKnight = [9]evalPair{{-40, -50}, {-25, -30}, {-10, -15}, {-2, -5}, {5, 5}, {12, 12}, {18, 17}, {23, 20}, {27, 22}}
	mobilityBishop = [14]evalPair{{-35, -45}, {-20, -25}, {-8, -10}, {0, 0}, {8, 8}, {15, 15}, {21, 21},
		{26, 26}, {30, 30}, {33, 33}, {36, 36}, {38, 38}, {40, 40}, {42, 42}}
	mobilityRook = [15]evalPair{{-25, -50}, {-15, -25}, {-8, -10}, {-4, 0}, {0, 10}, {3, 18}, {6, 25},
		{9, 31}, {12, 36}, {14, 40}, {16, 44}, {18, 47}, {19, 50}, {20, 52}, {21, 54}}
	mobilityQueen [28]evalPair
)

func init() {
	// Queen mobility: a concave curve, steep for a trapped queen.
	for n := range mobilityQueen {
		x := float64(n)
		mobilityQueen[n] = evalPair{int(-20 + 60*sqrtApprox(x/27)), int(-40 + 100*sqrtApprox(x/27))}
	}
}

// sqrtApprox is Newton's square root; avoids importing math for one init.
func sqrtApprox(x float64) float64 {
	if x <= 0 {
		return 0
	}
	r := x
	for i := 0; i < 30; i++ {
		r = (r + x/r) / 2
	}
	return r
}

// Passed pawn bonus by relative rank (0 = own back rank).
var passedBonus = [8]evalPair{{0, 0}, {5, 10}, {8, 15}, {12, 25}, {25, 45}, {45, 75}, {70, 120}, {0, 0}}

// Other evaluation weights.
var (
	doubledPawn    = evalPair{-10, -20}
	isolatedPawn   = evalPair{-10, -12}
	bishopPair     = evalPair{30, 55}
	rookOpenFile   = evalPair{35, 15}
	rookSemiOpen   = evalPair{18, 8}
	pawnThreat     = evalPair{45, 30} // enemy piece attacked by one of our pawns
	minorOnMajor   = evalPair{30, 25}
	rookOnQueen    = evalPair{25, 15}
	hangingPiece   = evalPair{25, 20} // attacked and not defended
	knightOutpost  = evalPair{25, 10}
	bishopOutpost  = evalPair{12, 5}
	kingAttackUnit = [7]int{0, 0, 2, 2, 3, 5, 0}
)

// outpostRanks are the relative ranks 4 to 6 for each colour.
var outpostRanks = [2]Bitboard{Rank4 | Rank5 | Rank6, Rank5 | Rank4 | Rank3}
