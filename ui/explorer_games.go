package ui

import (
	"fmt"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"chessmaster/posindex"
)

// The explorer's list of games: the games behind a move, or every game
// that reaches the board's position (Find Games). Like the list of a
// file's games it filters as the user types (a player's name), and it
// also filters by result and dates and sorts by player, result, date or
// where the position occurs. Choosing a game opens it from its file.

// findExplorerGames lists the games of the explorer's files that reach
// the board's position.
func (a *App) findExplorerGames() {
	hits, err := a.explorer.lib.SearchFEN(a.state.FEN, false)
	if err != nil {
		a.showError(err)
		return
	}
	a.showExplorerGames(lang.L("Games with this position"), hits)
}

// explorerHits are the games refs as search results (with the ply at
// which they reach the board's position).
func (a *App) explorerHits(refs []posindex.GameRef) []posindex.Hit {
	hits, err := a.explorer.lib.SearchFEN(a.state.FEN, false)
	if err != nil {
		return nil
	}
	want := map[posindex.GameRef]bool{}
	for _, r := range refs {
		want[r] = true
	}
	var out []posindex.Hit
	for _, h := range hits {
		if want[h.GameRef] {
			out = append(out, h)
		}
	}
	return out
}

// explorerGamesDialog is the open list (for tests).
type explorerGamesDialog struct {
	d      dialog.Dialog
	all    []posindex.Hit
	shown  []posindex.Hit
	list   *widget.List
	player *widget.Entry
	result *widget.Select
	from   *widget.Entry
	to     *widget.Entry
	order  *widget.Select
}

// hitOrders are the sort choices, in the order hitOrderNames names them.
var hitOrders = []struct {
	by   int
	desc bool
}{
	{posindex.ByFile, false},
	{posindex.ByWhite, false},
	{posindex.ByBlack, false},
	{posindex.ByResult, false},
	{posindex.ByDate, true},
	{posindex.ByDate, false},
	{posindex.ByPly, false},
}

func hitOrderNames() []string {
	return []string{lang.L("File order"), lang.L("White"), lang.L("Black"), lang.L("Result"),
		lang.L("Newest first"), lang.L("Oldest first"), lang.L("Earliest ply")}
}

func (a *App) showExplorerGames(title string, hits []posindex.Hit) {
	files := a.explorer.lib.Files()
	g := &explorerGamesDialog{all: hits}
	line := func(h posindex.Hit) string {
		date := h.Game.Date
		if date == "" {
			date = "?"
		}
		return fmt.Sprintf("%s – %s  %s  %s  %s %d  (%s, %s)", orUnknown(h.Game.White), orUnknown(h.Game.Black),
			h.Game.Result, date, lang.L("ply"), h.Ply, filepath.Base(files[h.File]), lang.L("game {{.N}}", tm{"N": h.Number}))
	}
	g.list = widget.NewList(func() int { return len(g.shown) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(line(g.shown[i])) })
	g.list.OnSelected = func(i widget.ListItemID) {
		if i < len(g.shown) {
			h := g.shown[i]
			g.d.Hide()
			a.explorerGames = nil
			a.openExplorerGame(files[h.File], h.Number, h.Ply)
		}
	}
	g.player = widget.NewEntry()
	g.player.SetPlaceHolder(lang.L("Player"))
	g.from = widget.NewEntry()
	g.from.SetPlaceHolder(lang.L("From (2021.05)"))
	g.to = widget.NewEntry()
	g.to.SetPlaceHolder(lang.L("To"))
	results := []string{lang.L("Any result"), "1-0", "1/2-1/2", "0-1", "*"}
	g.result = widget.NewSelect(results, nil)
	g.result.SetSelectedIndex(0)
	g.order = widget.NewSelect(hitOrderNames(), nil)
	g.order.SetSelectedIndex(0)
	apply := func() {
		f := posindex.HitFilter{Player: g.player.Text, From: g.from.Text, To: g.to.Text}
		if i := g.result.SelectedIndex(); i > 0 {
			f.Result = results[i]
		}
		g.shown = f.Filter(g.all)
		o := hitOrders[max(g.order.SelectedIndex(), 0)]
		posindex.SortHits(g.shown, o.by, o.desc)
		g.list.UnselectAll()
		g.list.Refresh()
	}
	g.player.OnChanged = func(string) { apply() }
	g.from.OnChanged = func(string) { apply() }
	g.to.OnChanged = func(string) { apply() }
	g.result.OnChanged = func(string) { apply() }
	g.order.OnChanged = func(string) { apply() }
	apply()
	filters := container.NewGridWithColumns(5, g.player, g.result, g.from, g.to, g.order)
	content := container.NewBorder(filters, nil, nil, nil, g.list)
	g.d = dialog.NewCustom(title+" ("+gameCount(len(hits))+")", lang.L("Cancel"), content, a.win)
	g.d.SetOnClosed(func() { a.explorerGames = nil })
	g.d.Resize(fyne.NewSize(820, 460))
	a.explorerGames = g
	a.holdWhile(g.d)
	g.d.Show()
}

// openExplorerGame opens game n (1-based) of a file, once the game on the
// board is saved or given up, as Open PGN does, at the position the list
// found it at (ply moves into its main line), not at its end.
func (a *App) openExplorerGame(path string, n, ply int) {
	a.confirmDiscard(lang.L("opening another game"), false, func() {
		sums, err := a.ctrl.LoadPGNFile(path)
		if err == nil && n > len(sums) {
			err = fmt.Errorf("%s", lang.L("the file has changed: it has no game {{.N}}", tm{"N": n}))
		}
		if err == nil {
			err = loadGame(a.ctrl, n-1)
		}
		if err != nil {
			a.showError(openError(path, err))
			return
		}
		entries, version, err := indexFileVersion(path)
		f := gameFile{}
		if err == nil && len(entries) == len(sums) {
			f = gameFile{entries: entries, index: n - 1, version: version}
		}
		a.loaded(path, f)
		if ply > 0 && ply <= len(a.ctrl.Tree().MainLine()) {
			a.goTo(make([]int, ply))
		}
	})
}
