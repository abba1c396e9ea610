package ui

import (
	"chessmaster/master"
	"chessmaster/ui/widgets"
)

// showMaterial puts side's captures and lead into its card.
func (a *App) showMaterial(c *widgets.PlayerCard, side master.Color) {
	a.showMaterialOf(c, side, a.state.FEN)
}

// showMaterialOf puts side's captures and lead in the position fen into
// its card.
func (a *App) showMaterialOf(c *widgets.PlayerCard, side master.Color, fen string) {
	m := widgets.MaterialOf(fen)
	i, lead := 0, m.Balance
	if side == master.Black {
		i, lead = 1, -m.Balance
	}
	c.Material.Set(m.Captured[i], lead)
}
