package ui

import "fyne.io/fyne/v2"

// boardHold is what a session that takes the board from the game (an
// endgame drill, the repertoire trainer, the puzzles) keeps of the
// window, to give it back as it was when the session ends.
type boardHold struct {
	flipped bool // the board's side before
	keyRune func(rune)
	keyKey  func(*fyne.KeyEvent)
	blocked map[*fyne.MenuItem]blockedItem // the menu items taken, as they were
}

// holdBoard notes the board's side and keys before a session takes them.
func (a *App) holdBoard() boardHold {
	return boardHold{flipped: a.board.Flipped(), keyRune: a.board.Keys.OnTypedRune,
		keyKey: a.board.Keys.OnTypedKey, blocked: map[*fyne.MenuItem]blockedItem{}}
}

// block disables items (their action and state kept the first time, so
// that release restores them) while the session has the board.
func (h *boardHold) block(items []*fyne.MenuItem) {
	for _, it := range items {
		if _, done := h.blocked[it]; !done {
			h.blocked[it] = blockedItem{it.Action, it.Disabled}
			it.Action = func() {}
		}
		it.Disabled = true
	}
}

// releaseBoard gives the board, its keys, the menu items and the parts
// of the column the session hid back to the game, and hides the
// session's panel. The caller refreshes.
func (a *App) releaseBoard(h *boardHold, panel fyne.CanvasObject) {
	for it, was := range h.blocked {
		it.Action, it.Disabled = was.action, was.disabled
	}
	a.board.OnMove = a.onBoardMove
	a.board.Keys.OnTypedRune, a.board.Keys.OnTypedKey = h.keyRune, h.keyKey
	a.installShortcuts()
	a.installStudyShortcuts()
	panel.Hide()
	for _, o := range a.practiceHidden() {
		o.Show()
	}
	if a.board.Flipped() != h.flipped {
		a.flip()
	}
}
