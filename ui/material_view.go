package ui

import (
	"chessmaster/master"
	"chessmaster/ui/widgets"
)

// showMaterial puts side's captures and lead into its card.
func (a *App) showMaterial(c *widgets.PlayerCard, side master.Color) {
	m := widgets.MaterialOf(a.state.FEN)
	i, lead := 0, m.Balance
	if side == master.Black {
		i, lead = 1, -m.Balance
	}
	c.Material.Set(m.Captured[i], lead)
}
