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
	{107, 95},    // pawn
	{376, 388},   // knight
	{395, 396},   // bishop
	{508, 685},   // rook
	{1185, 1251}, // queen
	{0, 0},       // king
}

// phaseWeight: knights and bishops 1, rooks 2, queens 4; 24 = opening.
var phaseWeight = [7]int{0, 0, 1, 1, 2, 4, 0}

const maxPhase = 24

var pstMG = [7][64]int{
	{},
	{ // pawn
		0, 0, 0, 0, 0, 0, 0, 0,
		106, 84, 59, 75, 65, 48, 59, 47,
		23, 35, 22, 40, 56, 68, 61, 24,
		-16, -19, 7, 18, 17, 62, 31, 9,
		-17, -39, -10, 0, 3, 22, 1, -27,
		-23, -49, -31, -32, -26, -16, 1, -31,
		-20, -19, -16, -16, -3, 27, 42, -21,
		0, 0, 0, 0, 0, 0, 0, 0,
	},
	{ // knight
		-134, -35, -26, -25, -18, -32, -42, -108,
		-24, 2, 33, 12, 23, 25, -19, -44,
		-21, 25, 20, 19, 48, 36, 29, -53,
		32, 10, -3, 27, 3, 4, 0, 36,
		-2, 5, 20, -8, 4, 19, 9, -4,
		-36, -16, -18, 15, 11, -17, 12, -18,
		-49, -30, -20, -18, -2, 7, -5, -19,
		-63, -24, -7, -2, 5, -20, -32, -52,
	},
	{ // bishop
		-21, -11, -18, -18, -16, -24, -6, -39,
		-20, -4, 11, -9, -11, -19, -5, -54,
		3, 25, 3, 11, 41, 34, 27, 20,
		-9, 5, 9, 22, 15, 19, 15, -37,
		29, -5, 8, 35, 9, -6, -6, 14,
		9, 24, 8, 7, -1, -4, 36, 4,
		58, -5, -9, -15, -8, -20, 27, 10,
		12, -27, -12, -4, -10, -27, 23, -1,
	},
	{ // rook
		34, 27, 21, 10, 31, 27, 23, 21,
		28, 17, 34, 37, 31, 41, 37, 39,
		5, 27, 9, 20, 19, 22, 24, 9,
		8, 7, 1, 11, 12, -10, 21, -10,
		-15, -25, -3, -19, 9, -17, -17, -21,
		-35, -6, -19, -35, 5, -10, -7, -22,
		-41, -10, -3, -11, 2, -18, -14, -35,
		-20, -12, -19, -12, -3, -4, -25, -8,
	},
	{ // queen
		-9, 9, 8, 17, 23, 13, 3, -11,
		23, -25, -15, 0, 5, 1, -16, 9,
		13, 11, -15, -9, 21, 24, 32, 11,
		-13, -20, -8, -31, -28, -21, -23, 7,
		-13, -15, -3, -9, -23, -25, 3, 7,
		0, 6, -4, -17, -17, -2, 16, -20,
		-5, -11, -5, -7, -5, 7, 2, -12,
		6, -15, -9, -25, -5, -13, -24, -7,
	},
	{ // king
		-62, -50, -52, -60, -59, -41, -28, -54,
		-55, -43, -43, -51, -52, -39, -30, -41,
		-39, -34, -32, -45, -41, -27, -21, -34,
		-44, -32, -36, -54, -49, -31, -32, -31,
		-35, -26, -36, -52, -60, -32, -43, -44,
		-29, -13, -50, -25, -46, -31, -5, -75,
		11, 42, 13, -5, 17, -1, 19, -23,
		-32, 31, 55, -42, 26, -38, 44, -7,
	},
}

var pstEG = [7][64]int{
	{},
	{ // pawn
		0, 0, 0, 0, 0, 0, 0, 0,
		80, 43, 4, 17, 77, 7, 55, -28,
		55, 43, 30, -13, 30, 18, -9, 18,
		40, 41, -29, -48, -16, -2, -15, 8,
		27, -17, 0, 6, -5, -22, -31, -1,
		31, 8, 1, 16, 25, 5, -1, 4,
		33, 42, 8, 27, 39, 22, -1, 2,
		0, 0, 0, 0, 0, 0, 0, 0,
	},
	{ // knight
		-83, -30, -14, -19, -20, -18, -41, -65,
		-16, 3, -29, 5, 17, -12, -21, -55,
		-16, -10, 32, 26, 6, 24, -11, -13,
		-5, -14, 23, 10, -1, 29, 20, -11,
		-8, -2, 4, 0, 25, 13, 9, 4,
		-21, -9, -21, 7, -11, -21, 3, -24,
		-27, -16, -10, -4, -29, -7, 10, -27,
		-25, -25, -1, -18, -17, -8, -41, -16,
	},
	{ // bishop
		-13, -2, -21, -5, 10, 6, -17, 3,
		-10, -12, -4, -8, -7, 0, 11, -10,
		-12, 0, -3, 0, 15, 23, -8, 27,
		-11, -6, -1, 38, -7, 15, 12, 6,
		-15, -16, -7, -5, -6, -15, 30, -12,
		-12, 9, 4, -10, 23, 4, -23, -13,
		-16, -2, 0, -8, 7, -23, -28, -17,
		10, -15, 12, 25, -26, 26, 4, -19,
	},
	{ // rook
		54, 20, 22, -6, 18, 16, 12, 21,
		28, 6, 9, 5, 10, 4, 7, 0,
		42, 14, 10, 26, 7, 45, 16, 3,
		40, 25, 9, 23, -1, 38, 55, 28,
		23, 15, 8, 9, -8, 25, 25, 12,
		7, -1, 3, 5, -41, 19, -9, 17,
		-7, -21, -8, -17, -20, -19, -20, 13,
		-11, -35, -17, -41, -38, -34, -34, -34,
	},
	{ // queen
		-2, 39, 17, 34, 32, 32, 30, -1,
		1, 28, 32, 38, 51, 38, 32, -4,
		-5, 24, 8, 41, 57, 26, 23, -5,
		-4, 34, 25, 54, 60, 25, 39, 12,
		-12, 35, 1, 48, 32, 39, 30, -3,
		-12, -16, 18, 1, 18, 17, -29, -18,
		-22, -23, -51, -3, -20, -37, -33, -19,
		-30, -32, -20, -82, -36, -32, -35, -34,
	},
	{ // king
		-72, -32, -33, -19, -18, 10, 35, -54,
		-24, 12, -16, 11, 8, -1, 51, 20,
		32, 10, 31, 24, 21, 28, 63, 32,
		-8, -2, 22, 12, -7, 43, 15, 36,
		-9, 2, 3, 29, 20, 12, 24, -29,
		-36, -22, -27, -14, -4, 2, 1, -53,
		-36, -25, -3, -5, -13, 8, -25, -12,
		-39, -40, -9, -1, -33, 29, -42, -24,
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
	mobilityKnight = [9]evalPair{{-61, -52}, {-26, -30}, {-8, 11}, {-1, 24}, {9, 29}, {19, 29}, {27, 32}, {34, 32}, {53, -1}}
	mobilityBishop = [14]evalPair{{-40, -70}, {-18, -43}, {0, -4}, {2, 17}, {11, 29}, {20, 36}, {25, 31}, {27, 46}, {30, 46}, {28, 46}, {43, 40}, {48, 34}, {44, 52}, {43, 39}}
	mobilityRook   = [15]evalPair{{-90, -65}, {-8, -53}, {5, 2}, {6, 8}, {12, 16}, {4, 41}, {9, 37}, {19, 38}, {22, 44}, {15, 58}, {13, 67}, {18, 71}, {22, 79}, {56, 54}, {12, 79}}
	mobilityQueen  = [28]evalPair{{-20, -40}, {-10, -20}, {-10, -13}, {2, -13}, {3, -10}, {1, -10}, {11, -21}, {11, 4}, {18, -2}, {19, 30}, {26, 33}, {26, 34}, {29, 50}, {26, 61}, {32, 63}, {25, 68}, {38, 85}, {50, 72}, {39, 76}, {57, 65}, {46, 70}, {48, 67}, {46, 73}, {39, 58}, {36, 55}, {37, 55}, {39, 59}, {40, 59}}
)

// Passed pawn bonus by relative rank (0 = own back rank).
var passedBonus = [8]evalPair{{0, 0}, {15, 0}, {-13, 15}, {-35, 35}, {-17, 48}, {42, 42}, {103, 77}, {0, 0}}

// Other evaluation weights.
var (
	doubledPawn    = evalPair{-30, -3}
	isolatedPawn   = evalPair{-2, -15}
	bishopPair     = evalPair{33, 80}
	rookOpenFile   = evalPair{45, -8}
	rookSemiOpen   = evalPair{28, 5}
	pawnThreat     = evalPair{52, 50} // enemy piece attacked by one of our pawns
	minorOnMajor   = evalPair{55, 28}
	rookOnQueen    = evalPair{70, 17}
	hangingPiece   = evalPair{12, 23} // attacked and not defended
	knightOutpost  = evalPair{40, 24}
	bishopOutpost  = evalPair{35, 1}
	kingAttackUnit = [7]int{0, 0, 2, 2, 3, 5, 0}
	// King danger: the middlegame penalty is units²·kingDangerMG/64 (at
	// most 600), the endgame one units·kingDangerEG/8, where units add up
	// the attackers' kingAttackUnit (twice) and the attacked zone squares.
	// kingSafeCheck: attack units per safe checking square of each piece.
	kingSafeCheck = [7]int{0, 0, 4, 3, 4, 4, 0}
	kingDangerMG  = 0
	kingDangerEG  = 23

	// Pawn shield, per file next to or in front of a castled king
	// (middlegame only): the nearest pawn two squares ahead, no pawn at
	// all, and additionally no pawn of either colour on the file.
	shieldPawnAdvanced = -3
	shieldPawnMissing  = -19
	shieldOpenFile     = -43
)

// connectedPawn is the bonus by relative rank for a pawn that another
// pawn defends or stands beside.
var connectedPawn = [8]evalPair{{3, 0}, {5, -18}, {30, 2}, {18, 19}, {22, 22}, {94, 89}, {33, 12}, {17, 14}}

// outpostRanks are the relative ranks 4 to 6 for each colour.
var outpostRanks = [2]Bitboard{Rank4 | Rank5 | Rank6, Rank5 | Rank4 | Rank3}
