package ui

import (
	"context"
	"errors"
	"fmt"
	"image/color"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"chessmaster/posindex"
	"chessmaster/ui/widgets"
)

// The opening explorer (Game menu, Opening Explorer): a panel in the side
// column's tool slot that lists, for the board's position, the moves
// played in the PGN files the user chose, with how often, how they
// scored, the movers' average rating and when last. A tap on a move plays
// it (in a studied game); Games lists the games behind it; Find Games
// lists every game that reaches the position. The files are indexed by a
// posindex.Library on its own goroutine: the panel shows the progress and
// can cancel it.

// explorerView is the panel and what it shows.
type explorerView struct {
	box *fyne.Container
	// on: the user has the explorer open. The panel shows while on,
	// except in the modes whose board shows a position of their own (a
	// puzzle, a drill, the trainer, practice): the explorer follows the
	// game, which is held there, and would list its moves beside another
	// position (showModePanel).
	on       bool
	lib      *posindex.Library
	status   *widget.Label
	progress *widget.ProgressBar
	cancel   *widget.Button
	rows     *fyne.Container // one row per move
	loading  bool
	gen      int    // counts loads: the callbacks of a replaced one are ignored
	note     string // why the files are not all indexed (cancelled, an error); "" when they are
	shownFEN string // the position the rows are for ("" none)
	// shownPlayable: the rows' moves can be played (explorerCanPlay)
	shownPlayable bool
	stats         []posindex.MoveStat
	legend        *widget.Label // what the rows' figures are, shown with them
}

func newExplorerView(a *App) explorerView {
	v := explorerView{
		lib:      posindex.NewLibrary(posindex.Options{}),
		status:   widget.NewLabel(""),
		progress: widget.NewProgressBar(),
		rows:     container.NewVBox(),
	}
	v.status.Wrapping = fyne.TextWrapWord
	// The rows' figures in order, said once above them (they are too
	// narrow for a header over each column).
	v.legend = widget.NewLabelWithStyle(lang.L("games · White/draw/Black % · rating · last played"), fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	v.legend.Wrapping = fyne.TextWrapWord
	v.legend.Hide()
	// Cancel waits for the indexing to stop: not on the UI goroutine.
	v.cancel = widget.NewButton(lang.L("Cancel"), func() { go a.explorer.lib.Cancel() })
	title := widget.NewLabelWithStyle(lang.L("Opening Explorer"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	files := widget.NewButton(lang.L("Files…"), func() { a.manageExplorerFiles() })
	find := widget.NewButton(lang.L("Find Games"), a.findExplorerGames)
	// The title with a close box, then the two buttons side by side
	// sharing the column's width: in one row with the title they were
	// wider than the column, and Close was cut off.
	closeB := widget.NewButtonWithIcon("", theme.CancelIcon(), a.toggleExplorer)
	closeB.Importance = widget.LowImportance
	v.box = container.NewVBox(
		container.NewBorder(nil, nil, nil, closeB, title),
		container.NewGridWithColumns(2, files, find),
		v.status, container.NewBorder(nil, nil, nil, v.cancel, v.progress), v.legend, v.rows)
	v.progress.Hide()
	v.cancel.Hide()
	v.box.Hide()
	return v
}

// toggleExplorer shows or hides the explorer panel; shown without files,
// it asks for one.
func (a *App) toggleExplorer() {
	v := &a.explorer
	v.on = !v.on
	if !v.on {
		v.box.Hide()
	} else if rulesOf(a.mode()).board != boardOwn {
		v.box.Show()
		if len(v.lib.Files()) == 0 && !v.loading {
			if files := a.rememberedExplorerFiles(); len(files) > 0 {
				a.loadExplorerFiles(files) // the files of the last session
			} else {
				v.status.SetText(lang.L("Choose the PGN files to explore with Files…"))
			}
		}
		v.shownFEN = ""
		a.updateExplorer()
	}
	a.menu.update()
	a.relayoutSide()
}

// chooseExplorerFile asks for a PGN file and adds it to the explorer's.
func (a *App) chooseExplorerFile() {
	req := pgnFilter()
	req.title = lang.L("Explore PGN File")
	a.files.choose(req, func(p string) {
		a.loadExplorerFiles(append(a.explorer.lib.Files(), p))
	})
}

// loadExplorerFiles makes files the explorer's and indexes them in the
// background; the progress and the end come back on the UI goroutine.
func (a *App) loadExplorerFiles(files []string) {
	v := &a.explorer
	a.rememberExplorerFiles(files)
	v.gen++
	gen := v.gen // a later load makes this one's callbacks stale
	if len(files) == 0 {
		v.lib.Load(nil, nil, func(error) {})
		v.loading, v.note, v.shownFEN = false, "", ""
		v.progress.Hide()
		v.cancel.Hide()
		v.status.SetText(lang.L("Choose the PGN files to explore with Files…"))
		a.updateExplorer()
		a.relayoutSide()
		return
	}
	v.loading = true
	v.note = ""
	v.shownFEN = ""
	v.progress.SetValue(0)
	v.progress.Show()
	v.cancel.Show()
	v.status.SetText(lang.L("Indexing…"))
	v.lib.Load(files, func(file string, done, total int64) {
		a.post(func() {
			if !v.loading || v.gen != gen {
				return
			}
			v.progress.SetValue(float64(done) / float64(max(total, 1)))
			v.status.SetText(lang.L("Indexing {{.File}}…", tm{"File": filepath.Base(file)}))
		})
	}, func(err error) {
		a.post(func() {
			if v.gen != gen {
				return // replaced by a later load, which reports itself
			}
			v.loading = false
			v.progress.Hide()
			v.cancel.Hide()
			switch {
			case errors.Is(err, context.Canceled):
				v.note = lang.L("Indexing cancelled.")
			case err != nil:
				v.note = err.Error()
			}
			v.shownFEN = ""
			a.updateExplorer()
			a.relayoutSide()
		})
	})
	a.relayoutSide()
}

// updateExplorer lists the moves of the board's position, when the panel
// is shown and the position changed. (A query reads a few kilobytes of
// the index: it runs here, on the UI goroutine; indexing never does.)
func (a *App) updateExplorer() {
	v := &a.explorer
	if v.box == nil || !v.box.Visible() {
		return
	}
	fen, playable := a.state.FEN, a.explorerCanPlay()
	if fen == v.shownFEN && playable == v.shownPlayable {
		return
	}
	v.shownFEN, v.shownPlayable = fen, playable
	stats, err := v.lib.ExploreFEN(fen)
	v.stats = stats
	v.rows.RemoveAll()
	v.legend.Hide()
	if err != nil {
		v.status.SetText(err.Error())
		return
	}
	files := len(v.lib.Files())
	switch {
	case v.note != "":
		v.status.SetText(v.note)
	case !v.loading && files > 0:
		if len(stats) == 0 {
			v.status.SetText(lang.L("No game of these files continues from this position."))
		} else {
			v.status.SetText(lang.L("{{.Games}} in {{.Files}}", tm{"Games": gameCount(explorerGames(stats)), "Files": fileCount(files)}))
		}
	}
	if len(stats) > 0 {
		v.legend.Show()
	}
	// The move buttons share one width, so the figures beside them start
	// in one column.
	moveWidth := float32(0)
	for _, s := range stats {
		moveWidth = max(moveWidth, widget.NewButton(a.sanText(s.SAN), nil).MinSize().Width)
	}
	for i := range stats {
		s := stats[i]
		w, d, b := s.Percent()
		rating := "–"
		if s.Rated > 0 {
			rating = fmt.Sprint(s.AvgRating)
		}
		last := s.LastDate
		if last == "" {
			last = "–"
		}
		move := widget.NewButton(a.sanText(s.SAN), func() { a.playExplorerMove(s.UCI) })
		if !playable || s.UCI == "" {
			move.Disable()
		}
		line := widget.NewLabel(fmt.Sprintf("%d · %.0f/%.0f/%.0f%% · %s · %s", s.Count, w, d, b, rating, last))
		// Truncated, not widening the panel past the column.
		line.Truncation = fyne.TextTruncateEllipsis
		games := widget.NewButton(lang.L("Games"), func() {
			a.showExplorerGames(lang.L("Games with {{.Move}}", tm{"Move": a.sanText(s.SAN)}), a.explorerHits(s.Games))
		})
		width := canvas.NewRectangle(color.Transparent)
		width.SetMinSize(fyne.NewSize(moveWidth, 0))
		v.rows.Add(container.NewBorder(nil, nil, container.NewStack(width, move), games, line))
	}
}

// explorerGames is how many games the moves of stats come from (a game
// that left the position by two different moves counts twice).
func explorerGames(stats []posindex.MoveStat) int {
	n := 0
	for _, s := range stats {
		n += s.Count
	}
	return n
}

// explorerCanPlay: a move of the explorer is played where the board takes
// moves without a game in progress: a studied game, analysis, and a
// review of a studied game (Review's board takes what the game under it
// takes: mode_rules.go), whose moves were greyed out while the board
// took them.
func (a *App) explorerCanPlay() bool {
	m := a.mode()
	if m == modeReview {
		m = gameMode(a.state)
	}
	switch m {
	case modeStudy, modeAnalysis:
		return true
	}
	return false
}

// playExplorerMove plays a move of the explorer's list on the board, as a
// move made there would be.
func (a *App) playExplorerMove(uci string) {
	if !a.explorerCanPlay() {
		return
	}
	a.onBoardMove(uci)
}

// sanText shows a SAN move in the window's notation (piece letters of
// the chosen language).
func (a *App) sanText(san string) string { return widgets.SanDisplay(san) }

func fileCount(n int) string {
	if n == 1 {
		return lang.L("1 file")
	}
	return lang.L("{{.Count}} files", tm{"Count": n})
}
