package ui

import (
	"chessmaster/master"
	"chessmaster/ui/widgets"
)

// showMaterial puts side's captures and lead into its card, counted from
// the game's start (a set-up position's missing pieces were never
// captured).
func (a *App) showMaterial(c *widgets.PlayerCard, side master.Color) {
	a.showMaterialOf(c, side, a.state.StartFEN, a.state.FEN)
}

// showMaterialOf puts side's captures since the position startFEN ("":
// the standard start) and its lead in the position fen into its card.
func (a *App) showMaterialOf(c *widgets.PlayerCard, side master.Color, startFEN, fen string) {
	m := widgets.MaterialSince(startFEN, fen)
	i, lead := 0, m.Balance
	if side == master.Black {
		i, lead = 1, -m.Balance
	}
	c.Material.Set(m.Captured[i], lead)
}

// sessionStartFEN is where the captures of a mode with a position of its
// own are counted from: an endgame drill's set-up position. Puzzles and
// practice positions come from real games, whose captures count from the
// standard start ("").
func (a *App) sessionStartFEN() string {
	if !a.training() {
		return ""
	}
	if d, ok := a.train.s.t.(*drillTrainer); ok {
		return d.s.StartFEN()
	}
	return ""
}
