package mistakes

import (
	"fmt"
	"strings"

	"chessmaster/pgn"
	"chessmaster/practice"
	"chessmaster/review"
)

// Exercises are the collection's mistakes and blunders as practice
// exercises (practice sets no exercise for an inaccuracy), in the
// collection's order, each with the mistake it comes from. They are made
// from the stored reviews: nothing is reviewed again.
func (c *Collection) Exercises() ([]practice.Exercise, []*Mistake) {
	var exs []practice.Exercise
	var from []*Mistake
	for _, g := range c.Games {
		side := practice.Both
		switch {
		case g.MeWhite && !g.MeBlack:
			side = practice.WhiteOnly
		case g.MeBlack && !g.MeWhite:
			side = practice.BlackOnly
		}
		byPly := map[int]*Mistake{}
		for _, m := range g.Mistakes {
			byPly[m.Ply] = m
		}
		for _, ex := range practice.Exercises(g.Report, g.StartFEN, g.UCIs, g.Positions(), side) {
			if m := byPly[ex.Ply]; m != nil {
				exs = append(exs, ex)
				from = append(from, m)
			}
		}
	}
	return exs, from
}

// PracticePGN writes the collection's mistakes as PGN games, one a
// mistake: the position before it (FEN tag), the move played with its
// glyph and a comment naming where it comes from, and the engine's move
// as a variation, for any PGN program or study. (A review of such a game
// sees the position without the game before it and may judge the move
// differently: Exercises are the collection's own verdicts.)
func PracticePGN(c *Collection) string {
	var b strings.Builder
	for i, m := range c.Mistakes {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(pgn.Write(mistakeGame(c.Me, m)))
	}
	return b.String()
}

// annotator is the Annotator tag of every mistake's game; with the Event
// "Mistakes of NAME" it marks the games as this package's (IsPracticePGN).
const annotator = "ChessMaster"

// mistakeGame is one mistake as a PGN game.
func mistakeGame(me string, m *Mistake) *pgn.Game {
	g := pgn.NewGame()
	src := m.Game
	g.SetTag("Event", "Mistakes of "+me)
	g.SetTag("Site", src.File)
	g.SetTag("Date", src.Date)
	g.SetTag("Round", fmt.Sprint(src.Number))
	g.SetTag("White", src.White)
	g.SetTag("Black", src.Black)
	g.SetTag("Result", pgn.ResultOngoing)
	if src.Chess960 {
		// The position's castling is Chess960's (king takes rook): a
		// reader must know, also when the rooks stand where they do in
		// standard chess.
		g.SetChess960Start(m.FEN)
	} else {
		g.SetTag("SetUp", "1")
		g.SetTag("FEN", m.FEN)
	}
	if src.Opening.ECO != "" {
		g.SetTag("ECO", src.Opening.ECO)
		g.SetTag("Opening", src.Opening.Name)
	}
	g.SetTag("Annotator", annotator)
	n := g.Root.AddChild(m.SAN)
	if nag := m.Class.NAG(); nag != "" {
		n.NAGs = append(n.NAGs, nag)
	}
	n.Comment = fmt.Sprintf("%s (%s), %s; game %d of %s, ply %d", m.Class, kindList(m.Kinds), m.Phase, src.Number, src.File, m.Ply)
	if !m.After.Final {
		n.SetEval(pgnEval(m.After))
	}
	if m.Best != "" && m.BestUCI != m.UCI && m.Best != m.BestUCI {
		// A variation in SAN only: a UCI move is no PGN move.
		v := g.Root.AddChild(m.Best)
		v.SetEval(pgnEval(m.Before))
	}
	return g
}

// pgnEval is a score as the [%eval] command holds it.
func pgnEval(s review.Score) pgn.Eval {
	if s.Mate != 0 {
		return pgn.Eval{Mate: s.Mate, IsMate: true}
	}
	return pgn.Eval{Centipawns: s.CP}
}
