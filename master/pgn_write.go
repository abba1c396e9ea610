package master

import (
	"chessmaster/pgn"
)

// PGN returns the current game in PGN export format (see pgn.Write).
func (c *ChessMaster) PGN() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return pgn.Write(c.rec.pgnGame())
}

// pgnGame is the record as a PGN game (a copy of its tree).
func (r *record) pgnGame() *pgn.Game {
	g := pgn.NewGame()
	g.Tags = append(pgn.Tags(nil), r.tags...)
	// The start position is the record's own (normalised) FEN.
	g.RemoveTag("SetUp")
	g.RemoveTag("FEN")
	switch {
	case r.chess960:
		g.SetChess960Start(r.startFEN) // Variant, SetUp and FEN, also for position 518
	case r.startFEN != StandardFEN:
		g.SetTag("FEN", r.startFEN)
	}
	g.Root = r.root.Clone()
	g.Result = r.getTag("Result")
	// A final checkmate or stalemate decides the result written.
	if o, ok := r.mainLineDecided(); ok && g.Result != o.Result {
		g.Result = o.Result
		g.SetTag("Result", o.Result)
	}
	r.addOpeningTags(g)
	return g
}

// addOpeningTags names the opening (ECO and Opening tags, as lichess and
// ChessBase write them) when the game has no such tags and the board is
// on the main line; the name is that of the deepest known position the
// main line reaches, so a transposition is named too.
func (r *record) addOpeningTags(g *pgn.Game) {
	if len(r.plies) == 0 || g.Tag("ECO") != "" || g.Tag("Opening") != "" {
		return
	}
	for _, p := range r.plies {
		if childIndex(p.node) != 0 {
			return
		}
	}
	if o, ok := r.openingAt(len(r.plies)); ok {
		g.SetTag("ECO", o.ECO)
		g.SetTag("Opening", o.Name)
	}
}
