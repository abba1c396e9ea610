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
	if r.startFEN != StandardFEN {
		g.SetTag("FEN", r.startFEN)
	}
	g.Root = r.root.Clone()
	g.Result = r.getTag("Result")
	return g
}
