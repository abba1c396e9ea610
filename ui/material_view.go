package ui

import "chessmaster/master"

// showMaterial puts side's captures and lead into its card.
func (a *App) showMaterial(c *PlayerCard, side master.Color) {
	m := materialOf(a.state.FEN)
	i, lead := 0, m.Balance
	if side == master.Black {
		i, lead = 1, -m.Balance
	}
	c.material.Set(m.Captured[i], lead)
}
