package ui

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"chessmaster/pgn"
	"chessmaster/ui/widgets"
)

// Editing the game tree from the move list: a move's context menu (right
// click), and the Move menu, which does the same for the move on the board
// so that it works from the keyboard.

// showMoveMenu opens the context menu of the move at path at the absolute
// position at.
func (a *App) showMoveMenu(path []int, at fyne.Position) {
	menu := fyne.NewMenu("", a.moveMenuItems(func() []int { return path })...)
	widget.ShowPopUpMenuAtPosition(menu, a.win.Canvas(), at)
}

// moveMenuItems are the edits of the move at path() (called when an item
// is chosen; the Move menu asks for the board's move then).
func (a *App) moveMenuItems(path func() []int) []*fyne.MenuItem {
	promote := fyne.NewMenuItem(lang.L("Promote Variation"), func() { a.promote(path()) })
	del := fyne.NewMenuItem(lang.L("Delete From Here"), func() { a.deleteFrom(path()) })
	comment := fyne.NewMenuItem(lang.L("Comment…"), func() { a.editComment(path()) })
	annotate := fyne.NewMenuItem(lang.L("Annotate"), nil)
	var moveGlyphs, posGlyphs []*fyne.MenuItem
	for _, c := range widgets.NagChoices() {
		nag := c.Nag
		it := fyne.NewMenuItem(c.Label, func() { a.toggleNAG(path(), nag) })
		if widgets.MoveQuality(nag) {
			moveGlyphs = append(moveGlyphs, it)
		} else {
			posGlyphs = append(posGlyphs, it)
		}
	}
	position := fyne.NewMenuItem(lang.L("Position"), nil)
	position.ChildMenu = fyne.NewMenu("", posGlyphs...)
	annotate.ChildMenu = fyne.NewMenu("", append(moveGlyphs, fyne.NewMenuItemSeparator(), position,
		fyne.NewMenuItemSeparator(), fyne.NewMenuItem(lang.L("Clear Annotations"), func() { a.setNAGs(path(), nil) }))...)
	items := []*fyne.MenuItem{promote, del, fyne.NewMenuItemSeparator(), comment, annotate}
	a.updateMoveItems(items, path())
	return items
}

// updateMoveItems enables the items for the move at path and ticks its
// glyphs.
func (a *App) updateMoveItems(items []*fyne.MenuItem, path []int) {
	n := nodeAt(a.tree, path)
	isMove := n != nil && len(path) > 0
	promote, del, comment, annotate := items[0], items[1], items[3], items[4]
	promote.Disabled = !isMove || !slices.ContainsFunc(path, func(i int) bool { return i > 0 })
	del.Disabled = !isMove
	comment.Disabled = n == nil
	comment.Label = lang.L("Add Comment…")
	if n != nil && strings.TrimSpace(pgn.CommentText(n.Comment)) != "" {
		comment.Label = lang.L("Edit Comment…")
	}
	annotate.Disabled = !isMove
	choices := widgets.NagChoices()
	var tick func(items []*fyne.MenuItem)
	tick = func(items []*fyne.MenuItem) {
		for _, it := range items {
			if it.ChildMenu != nil {
				tick(it.ChildMenu.Items)
			}
			for _, c := range choices {
				if it.Label == c.Label {
					it.Checked = isMove && slices.Contains(n.NAGs, c.Nag)
				}
			}
		}
	}
	tick(annotate.ChildMenu.Items)
}

func (a *App) promote(path []int) {
	if err := a.ctrl.Promote(path); err != nil {
		a.showError(err)
	}
	a.refresh()
}

// deleteFrom removes the move at path and what follows it, asking first
// when that is more than the one move.
func (a *App) deleteFrom(path []int) {
	n := nodeAt(a.tree, path)
	if n == nil || len(path) == 0 {
		return
	}
	do := func() {
		if err := a.ctrl.DeleteFrom(path); err != nil {
			a.showError(err)
		}
		a.refresh()
	}
	later := countMoves(n) - 1
	if later == 0 {
		do()
		return
	}
	msg := lang.L("Delete {{.Move}} and the {{.Count}} moves after it?", tm{"Move": a.moveName(path), "Count": later})
	if later == 1 {
		msg = lang.L("Delete {{.Move}} and the 1 move after it?", tm{"Move": a.moveName(path)})
	}
	d := dialog.NewConfirm(lang.L("Delete moves"), msg, func(ok bool) {
		if ok {
			do()
		}
	}, a.win)
	a.holdWhile(d)
	d.Show()
}

// countMoves counts n and the moves below it.
func countMoves(n *pgn.Node) int {
	c := 1
	for _, ch := range n.Children {
		c += countMoves(ch)
	}
	return c
}

// moveName writes the move at path with its number: "12...Nf6".
func (a *App) moveName(path []int) string {
	n := nodeAt(a.tree, path)
	if n == nil || len(path) == 0 {
		return lang.L("the start")
	}
	first, blackFirst := widgets.StartMoveNumber(a.state.StartFEN)
	b := widgets.RowBuilder{First: first, BlackFirst: blackFirst}
	no, white := b.NumberOf(len(path))
	if white {
		return fmt.Sprintf("%d.%s", no, widgets.SanDisplay(n.Move))
	}
	return fmt.Sprintf("%d...%s", no, widgets.SanDisplay(n.Move))
}

// editComment asks for the comment after the move at path (before the
// first move for the empty path). Commands embedded in the comment
// ([%eval], [%clk]) are kept; the user edits the text around them.
func (a *App) editComment(path []int) *widget.Entry {
	n := nodeAt(a.tree, path)
	if n == nil {
		return nil
	}
	old := n.Comment
	entry := widget.NewMultiLineEntry()
	entry.Wrapping = fyne.TextWrapWord
	entry.SetMinRowsVisible(4)
	entry.SetText(pgn.CommentText(old))
	title := lang.L("Comment after {{.Move}}", tm{"Move": a.moveName(path)})
	if len(path) == 0 {
		title = lang.L("Comment before the first move")
	}
	d := dialog.NewForm(title, lang.L("Save"), lang.L("Cancel"), []*widget.FormItem{widget.NewFormItem("", entry)}, func(ok bool) {
		if !ok {
			return
		}
		if err := a.ctrl.SetComment(path, withText(old, entry.Text)); err != nil {
			a.showError(err)
		}
		a.refresh()
	}, a.win)
	d.Resize(fyne.NewSize(480, 260))
	a.holdWhile(d)
	d.Show()
	a.win.Canvas().Focus(entry)
	return entry
}

// withText is comment old with its text replaced by text: the embedded
// commands stay, first, as the review and other programs write them.
func withText(old, text string) string {
	var parts []string
	for _, c := range pgn.ParseCommands(old) {
		parts = append(parts, c.String())
	}
	if t := strings.Join(strings.Fields(text), " "); t != "" {
		parts = append(parts, t)
	}
	return strings.Join(parts, " ")
}

// toggleNAG puts glyph nag on the move at path, or takes it off.
func (a *App) toggleNAG(path []int, nag string) {
	n := nodeAt(a.tree, path)
	if n == nil {
		return
	}
	a.setNAGs(path, widgets.ToggleNAG(n.NAGs, nag))
}

func (a *App) setNAGs(path []int, nags []string) {
	if err := a.ctrl.SetNAGs(path, nags); err != nil {
		a.showError(err)
	}
	a.refresh()
}
