package engine

// Evaluate returns a static evaluation of p in centipawns from the side
// to move's point of view (positive = good for the side to move).
//
// The score is tapered: middlegame and endgame terms are blended by the
// game phase (remaining non-pawn material). Every term is computed from
// White's point of view, so a colour-flipped position gets exactly the
// same score from its side to move (see TestEvaluateSymmetric). Terms:
// material and piece-square tables, mobility, king safety (attacks on the
// king zone, pawn shield), pawn structure (doubled, isolated, connected,
// passed pawns with king proximity and the rule of the square), outposts,
// bishop pair, rooks on open files, threats (pawn attacks, minors on
// majors, rooks on queens, undefended pieces), a mop-up term that drives a
// bare king to the edge, endgame scaling for drawish material, and a
// tempo bonus. Dead positions (IsInsufficientMaterial) score 0.
//
// With a network enabled on p (EnableNNUE, the UCI option UseNNUE) the
// score is the network's instead, as long as the board holds at most
// nnueMaxPieces pieces: the network's accumulators are sized for the 32
// pieces a game starts with (nnue.NewFast), and a position with more
// (material no game reaches, which the FEN validator accepts) is
// evaluated by hand.
func Evaluate(p *Position) int {
	if p.IsInsufficientMaterial() {
		return 0
	}
	if p.nn != nil && (p.byColor[White]|p.byColor[Black]).Count() <= nnueMaxPieces {
		return p.nnueEvaluate()
	}
	var e evaluator
	e.run(p)
	phase := min(e.phase, maxPhase)
	score := (e.mg*phase + e.eg*(maxPhase-phase)) / maxPhase
	// Drawish material scales the whole score (the middlegame part is
	// small by then anyway).
	score = score * e.scaleFactor() / scaleNormal
	if p.side == Black {
		score = -score
	}
	return min(max(score+evalTempo, -maxHandEval), maxHandEval)
}

// maxHandEval bounds the hand-written evaluation. No position a game can
// reach comes near it (nine queens, two rooks and four minor pieces
// against a bare king score about 14000), but material no game reaches has
// no bound (60 queens score over 60000): unclamped, such a score would
// read as a tablebase win or a mate, and wrap in the transposition
// table's 16-bit fields.
const maxHandEval = 20000

// run adds up every term from White's point of view into e.mg and e.eg
// (before the taper and the scale factor).
func (e *evaluator) run(p *Position) {
	e.init(p)
	e.material()
	for c := White; c <= Black; c++ {
		e.pieces(c)
		e.pawnStructure(c)
	}
	for c := White; c <= Black; c++ {
		e.kingSafety(c)
		e.threats(c)
	}
	e.mopUp()
}

// evalTempo rewards having the move.
const evalTempo = 15

// evaluator holds the per-call working state. Scores accumulate from
// White's point of view.
type evaluator struct {
	p      *Position
	mg, eg int
	phase  int
	occ    Bitboard

	pawnAtt  [2]Bitboard    // squares attacked by colour c's pawns
	mobArea  [2]Bitboard    // squares that count for colour c's mobility
	kingZone [2]Bitboard    // colour c's king square, its neighbours and one rank further
	pawnSpan [2]Bitboard    // squares colour c's pawns attack now or after advancing
	attacked [2][7]Bitboard // squares attacked by colour c's pieces of each type

	// Attacks by colour c on the enemy king zone.
	kingAttackers [2]int
	kingAttackSum [2]int // sum of kingAttackUnit of the attacking pieces
	kingZoneHits  [2]int // attacked squares in the zone, counted per piece
}

func (e *evaluator) add(c Color, v evalPair) {
	if c == White {
		e.mg += v.mg
		e.eg += v.eg
	} else {
		e.mg -= v.mg
		e.eg -= v.eg
	}
}

func (e *evaluator) addN(c Color, v evalPair, n int) {
	e.add(c, evalPair{v.mg * n, v.eg * n})
}

func (e *evaluator) init(p *Position) {
	e.p = p
	e.occ = p.Occupied()
	for c := White; c <= Black; c++ {
		pawns := p.Pieces(c, Pawn)
		e.pawnAtt[c] = pawnAttacksBB(pawns, c)
		e.pawnSpan[c] = pawnAttacksBB(pawns|forwardFill(pawns, c), c)
		e.attacked[c][Pawn] = e.pawnAtt[c]
		e.attacked[c][King] = kingAttacks[p.kingSq[c]&63]
	}
	for c := White; c <= Black; c++ {
		them := c.Other()
		e.mobArea[c] = ^(p.Pieces(c, Pawn) | p.Pieces(c, King) | e.pawnAtt[them])
		ksq := p.kingSq[c]
		zone := kingAttacks[ksq] | SquareBB(ksq)
		e.kingZone[c] = zone | pawnPush(zone, c)
	}
}

// material adds material and piece-square values and sets the game
// phase. Position keeps both up to date incrementally (putPiece and
// friends); computePSQ is the from-scratch version the tests compare with.
func (e *evaluator) material() {
	e.mg += e.p.psqScore.mg
	e.eg += e.p.psqScore.eg
	e.phase = e.p.phase
}

// computePSQ recomputes the material + piece-square sum and the phase.
func (p *Position) computePSQ() (evalPair, int) {
	var v evalPair
	phase := 0
	for b := p.Occupied(); b != 0; b &= b - 1 {
		s := b.LSB()
		pc := p.board[s&63]
		v.mg += psq[pc&15][s&63].mg
		v.eg += psq[pc&15][s&63].eg
		phase += phaseWeight[pc&7]
	}
	return v, phase
}

// nonPawnMaterial returns colour c's piece material in endgame units.
func (e *evaluator) nonPawnMaterial(c Color) int {
	p := e.p
	n := 0
	for pt := Knight; pt <= Queen; pt++ {
		n += p.Pieces(c, pt).Count() * materialValue[pt].eg
	}
	return n
}
