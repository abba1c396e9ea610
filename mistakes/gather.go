package mistakes

import (
	"chessmaster/eco"
	"chessmaster/engine"
	"chessmaster/pgn"
	"chessmaster/review"
)

// add records the reviewed game j and its mistakes.
func (c *Collection) add(j job, rep *review.Report, opt Options) {
	g := &Game{File: j.file, Number: j.number, White: j.tags.Get("White"), Black: j.tags.Get("Black"),
		Date: j.tags.Get("Date"), Event: j.tags.Get("Event"), Result: j.tags.Get("Result"),
		Chess960: pgn.IsChess960Variant(j.tags.Get("Variant")),
		MeWhite:  j.white, MeBlack: j.black,
		StartFEN: j.line.startFEN, UCIs: j.line.ucis, Report: kept(rep)}
	if o, _, ok := eco.ForGame(j.line.startFEN, j.line.ucis); ok {
		g.Opening = o
	}
	var sum float64
	for i, m := range rep.Moves {
		if m.Null || m.White && !j.white || !m.White && !j.black {
			continue
		}
		sum += m.Accuracy
		g.Moves++
		g.Counts[m.Class]++
		if pos, err := engine.ParseFEN(j.line.fens[i]); err == nil {
			g.PhaseMoves[PhaseOf(pos)]++
		}
		if m.Class < opt.Min {
			continue
		}
		reply := "" // the game stops after the move: any winning capture counts
		if i+1 < len(rep.Moves) {
			reply = rep.Moves[i+1].Best
		}
		if mk := mistakeAt(g, i, m, reply, j.line, opt.SAN); mk != nil {
			g.Mistakes = append(g.Mistakes, mk)
			c.Mistakes = append(c.Mistakes, mk)
		}
	}
	if g.Moves > 0 {
		g.Accuracy = sum / float64(g.Moves)
	}
	c.Games = append(c.Games, g)
}

// mistakeAt describes move i of the game (reviewed as m; reply is the
// engine's move in the position after it, "" if the game ends there).
func mistakeAt(g *Game, i int, m review.Move, reply string, l *line, san review.SANFunc) *Mistake {
	pos, err := engine.ParseFEN(l.fens[i])
	if err != nil {
		return nil // replayed by the engine: not expected
	}
	played, err := pos.ParseMove(m.UCI)
	if err != nil {
		return nil
	}
	j := review.Judge(m.Before, m.After, m.White, m.UCI == m.Best, review.EngineScale)
	mk := &Mistake{Game: g, Ply: m.Ply, MoveNumber: pos.FullmoveNumber(), White: m.White,
		SAN: l.sans[i], UCI: m.UCI, FEN: l.fens[i], Best: m.Best, BestUCI: m.Best,
		Class: m.Class, Loss: m.Loss, Before: m.Before, After: m.After,
		Phase: PhaseOf(pos), Kinds: kindsOf(pos, played, m.Best, reply, j.Mate)}
	if san != nil && m.Best != "" {
		if s := san(l.fens[i], []string{m.Best}); len(s) == 1 {
			mk.Best = s[0]
		}
	}
	return mk
}

// kept is the review as a collection keeps it: without the engine's lines
// (the store has them), which take most of its room, so that thousands of
// games fit in memory.
func kept(rep *review.Report) *review.Report {
	k := *rep
	k.Moves = make([]review.Move, len(rep.Moves))
	for i, m := range rep.Moves {
		m.BestLine = nil
		k.Moves[i] = m
	}
	return &k
}
