package puzzle

import (
	"fmt"
	"sort"

	"chessmaster/engine"
)

// Theme names, as lichess's puzzle themes spell them, so that puzzles
// from both read alike.
const (
	ThemeMate         = "mate"
	ThemeAdvantage    = "advantage"
	ThemeCrushing     = "crushing"
	ThemeEquality     = "equality"
	ThemeOneMove      = "oneMove"
	ThemeShort        = "short"
	ThemeLong         = "long"
	ThemeVeryLong     = "veryLong"
	ThemeOpening      = "opening"
	ThemeMiddlegame   = "middlegame"
	ThemeEndgame      = "endgame"
	ThemePawnEndgame  = "pawnEndgame"
	ThemeRookEndgame  = "rookEndgame"
	ThemeFork         = "fork"
	ThemePin          = "pin"
	ThemeSkewer       = "skewer"
	ThemeHanging      = "hangingPiece"
	ThemePromotion    = "promotion"
	ThemeUnderPromo   = "underPromotion"
	ThemeSacrifice    = "sacrifice"
	ThemeDiscovered   = "discoveredAttack"
	ThemeDoubleCheck  = "doubleCheck"
	ThemeBackRankMate = "backRankMate"
	ThemeSmothered    = "smotheredMate"
	ThemeQuietMove    = "quietMove"
	ThemeAdvancedPawn = "advancedPawn"
)

// MateIn is the theme of a mate in n ("mateIn2").
func MateIn(n int) string { return fmt.Sprintf("mateIn%d", n) }

// lineState is one position of a puzzle's line: the position before a
// move, the move and who plays it.
type lineState struct {
	pos    *engine.Position // before the move
	move   engine.Move
	solver bool
}

// replay is the puzzle position and every position of its solution.
func replay(p *Puzzle) (*engine.Position, []lineState, *engine.Position, error) {
	start, err := p.Start()
	if err != nil {
		return nil, nil, nil, err
	}
	pos := start.Copy()
	var states []lineState
	for i, u := range p.Solution {
		m, err := pos.ParseMove(u)
		if err != nil {
			return nil, nil, nil, fmt.Errorf("solution move %d (%s): %w", i+1, u, err)
		}
		states = append(states, lineState{pos: pos.Copy(), move: m, solver: i%2 == 0})
		pos.MakeMove(m)
	}
	return start, states, pos, nil
}

// Themes names what the puzzle is about, from its line alone: the kind
// of win (mate, mateInN, crushing, advantage or equality; end is the
// solver's verdict after the last move), its length, the phase of the
// game and the tactical motifs found in the solver's moves.
func Themes(p *Puzzle, end Eval) []string {
	start, states, final, err := replay(p)
	if err != nil || len(states) == 0 {
		return nil
	}
	set := map[string]bool{}
	solver := start.SideToMove()
	n := p.SolverMoves()
	switch {
	case final.IsCheckmate():
		set[ThemeMate] = true
		set[MateIn(n)] = true
	case end.Chance() >= 90 || end.TB > 0:
		set[ThemeCrushing] = true
	case end.Chance() >= 65:
		set[ThemeAdvantage] = true
	default:
		set[ThemeEquality] = true
	}
	if !set[ThemeMate] {
		set[[]string{ThemeOneMove, ThemeShort, ThemeLong, ThemeVeryLong}[min(n, 4)-1]] = true
	}
	set[phase(start)] = true
	if start.TypeBB(engine.Queen)|start.TypeBB(engine.Rook)|start.TypeBB(engine.Bishop)|start.TypeBB(engine.Knight) == 0 {
		set[ThemePawnEndgame] = true
	} else if start.TypeBB(engine.Queen)|start.TypeBB(engine.Bishop)|start.TypeBB(engine.Knight) == 0 {
		set[ThemeRookEndgame] = true
	}
	startDiff := materialDiff(start, solver)
	for i, st := range states {
		after := st.pos.Copy()
		after.MakeMove(st.move)
		if !st.solver {
			if materialDiff(after, solver) <= startDiff-2 && i < len(states)-1 {
				set[ThemeSacrifice] = true
			}
			continue
		}
		motifs(set, st, after, states[i+1:])
	}
	if set[ThemeMate] {
		last := states[len(states)-1]
		mateShape(set, last, final)
	}
	first := states[0]
	if first.pos.IsQuiet(first.move) && !first.pos.GivesCheck(first.move) && !set[MateIn(1)] {
		set[ThemeQuietMove] = true
	}
	if hanging(p, first) {
		set[ThemeHanging] = true
	}
	out := make([]string, 0, len(set))
	for t := range set {
		out = append(out, t)
	}
	sort.Strings(out)
	return out
}

// phase is opening, middlegame or endgame: endgame when the pieces
// (not pawns) of both sides are worth at most two rooks and two minor
// pieces a side, opening in the first twelve moves.
func phase(pos *engine.Position) string {
	switch {
	case pieceMaterial(pos) <= 26:
		return ThemeEndgame
	case pos.FullmoveNumber() <= 12:
		return ThemeOpening
	}
	return ThemeMiddlegame
}

// motifs adds the themes of one solver move st (after is the position
// it leads to; rest the moves that follow).
func motifs(set map[string]bool, st lineState, after *engine.Position, rest []lineState) {
	m := st.move
	mover := st.pos.MovedPiece(m)
	us := mover.Color()
	if m.IsPromotion() {
		set[ThemePromotion] = true
		if m.Promotion() != engine.Queen {
			set[ThemeUnderPromo] = true
		}
	}
	if mover.Type() == engine.Pawn && m.To().RelativeRank(us) >= 5 {
		set[ThemeAdvancedPawn] = true
	}
	if after.InCheck() {
		checkers := after.Checkers()
		if checkers.Many() {
			set[ThemeDoubleCheck] = true
		}
		if checkers&^engine.SquareBB(m.To()) != 0 {
			set[ThemeDiscovered] = true
		}
	}
	later := laterCaptures(rest)
	// Fork: the moved piece attacks two pieces worth taking (the king,
	// a piece worth more than it, or one not defended), and one of them
	// is taken later in the line.
	if mover.Type() != engine.King {
		targets := attacksFrom(after, m.To(), after.Occupied()) & after.Occupancy(us.Other())
		var hit []engine.Square
		for t := targets; t != 0; t &= t - 1 {
			sq := t.LSB()
			v := after.PieceAt(sq)
			if v.Type() == engine.Pawn {
				continue
			}
			if v.Type() == engine.King || pieceValue[v.Type()] > pieceValue[mover.Type()] || !defended(after, sq, us.Other()) {
				hit = append(hit, sq)
			}
		}
		if len(hit) >= 2 {
			for _, sq := range hit {
				if later[sq] && after.PieceAt(sq).Type() != engine.King {
					set[ThemeFork] = true
				}
			}
		}
	}
	// Pin: the move takes a piece that was pinned to something worth
	// more (so it could not step away or guard), or pins a piece that is
	// taken later.
	if st.pos.IsCapture(m) && pinnedTo(st.pos, m.To()) {
		set[ThemePin] = true
	}
	if isSlider(mover.Type()) {
		for t := engine.QueenAttacks(m.To(), after.Occupied()) & after.Occupancy(us.Other()); t != 0; t &= t - 1 {
			sq := t.LSB()
			if later[sq] && pinnedTo(after, sq) && slides(mover.Type(), m.To(), sq) {
				set[ThemePin] = true
			}
		}
		skewer(set, after, m.To(), later)
	}
}

// skewer: the slider on from attacks a king or queen with a lesser piece
// behind it on the same line, which is taken later.
func skewer(set map[string]bool, after *engine.Position, from engine.Square, later map[engine.Square]bool) {
	pt := after.PieceAt(from).Type()
	them := after.PieceAt(from).Color().Other()
	occ := after.Occupied()
	for t := attacksFrom(after, from, occ) & after.Occupancy(them); t != 0; t &= t - 1 {
		front := t.LSB()
		fv := after.PieceAt(front).Type()
		if fv != engine.King && fv != engine.Queen || !slides(pt, from, front) {
			continue
		}
		for b := engine.Line(from, front) & occ & after.Occupancy(them); b != 0; b &= b - 1 {
			x := b.LSB()
			if !between(from, front, x) || engine.Between(front, x)&occ != 0 || !later[x] {
				continue
			}
			// Behind a queen only a lesser piece: an equal or greater one
			// makes it a pin.
			if fv == engine.King || pieceValue[after.PieceAt(x).Type()] < pieceValue[fv] {
				set[ThemeSkewer] = true
			}
		}
	}
}

func isSlider(pt engine.PieceType) bool {
	return pt == engine.Bishop || pt == engine.Rook || pt == engine.Queen
}

// laterCaptures is the squares the solver captures on in rest.
func laterCaptures(rest []lineState) map[engine.Square]bool {
	out := map[engine.Square]bool{}
	for _, st := range rest {
		if st.solver && st.pos.IsCapture(st.move) {
			out[st.move.To()] = true
		}
	}
	return out
}

// mateShape adds the kind of the final mate: on the back rank, or
// smothered.
func mateShape(set map[string]bool, last lineState, final *engine.Position) {
	loser := final.SideToMove()
	k := final.KingSquare(loser)
	checkers := final.Checkers()
	if k.RelativeRank(loser) == 0 {
		for c := checkers; c != 0; c &= c - 1 {
			sq := c.LSB()
			pt := final.PieceAt(sq).Type()
			if (pt == engine.Rook || pt == engine.Queen) && sq.Rank() == k.Rank() {
				set[ThemeBackRankMate] = true
			}
		}
	}
	if !checkers.Many() && final.PieceAt(checkers.LSB()).Type() == engine.Knight &&
		engine.KingAttacks(k)&^final.Occupancy(loser) == 0 {
		set[ThemeSmothered] = true
	}
}

// hanging: the first move takes a piece (not a pawn) that nothing
// defended and that had not just taken something on that square (then
// taking back is a trade, not a gift), in a puzzle of one or two moves.
func hanging(p *Puzzle, first lineState) bool {
	if p.SolverMoves() > 2 || !first.pos.IsCapture(first.move) {
		return false
	}
	sq := first.move.To()
	v := first.pos.PieceAt(sq)
	if v == engine.NoPiece || v.Type() == engine.Pawn {
		return false
	}
	if lead := first.pos.LastMove(); p.Lead != "" && lead.To() == sq && first.pos.CapturedPiece() != engine.NoPiece {
		return false
	}
	return !defended(first.pos, sq, v.Color())
}
