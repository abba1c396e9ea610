package ui

import (
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"chessmaster/master"
)

// pickFunc asks the user for a file (or, with folder, a directory) and calls
// back with the path; it is how the settings form reaches the native file
// dialogs without knowing about them.
type pickFunc func(title string, folder bool, done func(path string))

// sideForm edits one side's player.
type sideForm struct {
	kind      *widget.Select
	level     *widget.Select
	moveTime  *widget.Select
	engine    *widget.Entry
	browse    *widget.Button
	form      *widget.Form
	engineRow *fyne.Container
	items     map[string]*widget.FormItem // rows by key: kind, level, time, path
}

func newSideForm(pick pickFunc) *sideForm {
	f := &sideForm{}
	f.kind = widget.NewSelect(playerKinds, func(string) { f.updateVisibility() })
	var levelNames []string
	for _, l := range Levels() {
		levelNames = append(levelNames, l.Label)
	}
	f.level = widget.NewSelect(levelNames, nil)
	var times []string
	for _, d := range thinkTimes {
		times = append(times, thinkTimeName(d))
	}
	f.moveTime = widget.NewSelect(times, nil)
	f.engine = widget.NewEntry()
	f.engine.SetPlaceHolder("path to a UCI engine, e.g. /usr/games/stockfish")
	f.browse = widget.NewButton("Browse…", func() {
		pick("Choose a UCI engine", false, func(p string) { f.engine.SetText(p) })
	})
	f.engineRow = container.NewBorder(nil, nil, nil, f.browse, f.engine)
	f.items = map[string]*widget.FormItem{
		"kind":  widget.NewFormItem("Player", f.kind),
		"level": widget.NewFormItem("Level", f.level),
		"time":  widget.NewFormItem("Time per move", f.moveTime),
		"path":  widget.NewFormItem("Engine", f.engineRow),
	}
	f.form = widget.NewForm(f.items["kind"])
	return f
}

// updateVisibility shows only the fields the chosen player type uses
// (a hidden form widget would leave its label behind, so the rows are
// rebuilt).
func (f *sideForm) updateVisibility() {
	k := master.PlayerKind(f.kind.SelectedIndex())
	show := map[string]bool{
		"level": k == master.Computer,
		"time":  k == master.Computer || k == master.UCIEngine,
		"path":  k == master.UCIEngine,
	}
	items := []*widget.FormItem{f.items["kind"]}
	for _, key := range []string{"level", "time", "path"} {
		if show[key] {
			items = append(items, f.items[key])
		}
	}
	f.form.Items = items
	setVisible(f.level, show["level"])
	setVisible(f.moveTime, show["time"])
	setVisible(f.engineRow, show["path"])
	f.form.Refresh()
}

func setVisible(o fyne.CanvasObject, v bool) {
	if v {
		o.Show()
	} else {
		o.Hide()
	}
}

func (f *sideForm) set(p master.PlayerConfig) {
	f.kind.SetSelectedIndex(int(p.Kind))
	if n := levelName(p.Level); n != "" {
		f.level.SetSelected(n)
	} else {
		f.level.SetSelectedIndex(0)
	}
	mt := p.MoveTime
	if mt == 0 {
		mt = master.DefaultMoveTime
	}
	// Show the nearest offered time.
	best := 0
	for i, d := range thinkTimes {
		if absDur(d-mt) < absDur(thinkTimes[best]-mt) {
			best = i
		}
	}
	f.moveTime.SetSelectedIndex(best)
	f.engine.SetText(p.EnginePath)
	f.updateVisibility()
}

func absDur(d time.Duration) time.Duration {
	if d < 0 {
		return -d
	}
	return d
}

// config reads the form into old, keeping fields the form does not edit.
func (f *sideForm) config(old master.PlayerConfig) master.PlayerConfig {
	p := old
	newKind := master.PlayerKind(max(f.kind.SelectedIndex(), 0))
	if newKind != old.Kind {
		p.Name = "" // a default name fits the new player better
	}
	p.Kind = newKind
	if i := f.level.SelectedIndex(); i >= 0 {
		p.Level = Levels()[i].Level
	}
	if i := f.moveTime.SelectedIndex(); i >= 0 {
		p.MoveTime = thinkTimes[i]
	}
	p.EnginePath = strings.TrimSpace(f.engine.Text)
	return p
}

// gameForm is the New Game dialog's content: both players, the clock, the
// opening book and the tablebases.
type gameForm struct {
	base         master.Settings
	white, black *sideForm
	clock        *widget.Select
	book         *widget.Check
	bookFile     *widget.Entry
	syzygy       *widget.Entry
	content      fyne.CanvasObject
}

func newGameForm(s master.Settings, pick pickFunc) *gameForm {
	g := &gameForm{base: s, white: newSideForm(pick), black: newSideForm(pick)}
	var clocks []string
	for _, c := range clockChoices {
		clocks = append(clocks, c.Name)
	}
	g.clock = widget.NewSelect(clocks, nil)
	g.book = widget.NewCheck("Use an opening book", nil)
	g.bookFile = widget.NewEntry()
	g.bookFile.SetPlaceHolder("built-in book")
	bookBrowse := widget.NewButton("Browse…", func() {
		pick("Choose a polyglot book (.bin)", false, func(p string) { g.bookFile.SetText(p) })
	})
	g.syzygy = widget.NewEntry()
	g.syzygy.SetPlaceHolder("built-in 3–4 piece tables")
	syzygyBrowse := widget.NewButton("Browse…", func() {
		pick("Choose a Syzygy folder", true, func(p string) { g.syzygy.SetText(p) })
	})
	game := widget.NewForm(
		widget.NewFormItem("Clock", g.clock),
		widget.NewFormItem("Book", g.book),
		widget.NewFormItem("Book file", container.NewBorder(nil, nil, nil, bookBrowse, g.bookFile)),
		widget.NewFormItem("Syzygy folder", container.NewBorder(nil, nil, nil, syzygyBrowse, g.syzygy)),
	)
	g.content = container.NewVBox(
		container.NewGridWithColumns(2,
			widget.NewCard("", "White", g.white.form),
			widget.NewCard("", "Black", g.black.form)),
		widget.NewCard("", "Game", game),
	)
	g.set(s)
	return g
}

// set fills the form from settings.
func (g *gameForm) set(s master.Settings) {
	g.base = s
	g.white.set(s.White)
	g.black.set(s.Black)
	name := clockName(s.Clock)
	if !slices.Contains(g.clock.Options, name) {
		g.clock.Options = append(g.clock.Options, name)
	}
	g.clock.SetSelected(name)
	g.book.SetChecked(s.UseBook)
	g.bookFile.SetText(s.BookFile)
	g.syzygy.SetText(s.SyzygyPath)
}

// settings reads the form. Fields the form does not show (takebacks,
// history, start position, PGN event) come from the settings it was filled
// with.
func (g *gameForm) settings() master.Settings {
	s := g.base
	s.White = g.white.config(s.White)
	s.Black = g.black.config(s.Black)
	for _, c := range clockChoices {
		if c.Name == g.clock.Selected {
			s.Clock = c.Clock
		}
	}
	s.UseBook = g.book.Checked
	s.BookFile = strings.TrimSpace(g.bookFile.Text)
	s.SyzygyPath = strings.TrimSpace(g.syzygy.Text)
	s.StartFEN = "" // a new game starts from the initial position
	return s
}

// showNewGameDialog asks for the next game's settings and calls start with
// them when the user confirms.
func showNewGameDialog(w fyne.Window, s master.Settings, pick pickFunc, start func(master.Settings)) (*gameForm, dialog.Dialog) {
	return showSettingsForm(w, "New Game", "Start", s, pick, start)
}

// showSettingsForm shows the settings form in a dialog titled title; apply
// gets the settings when the user presses the confirm button.
func showSettingsForm(w fyne.Window, title, confirm string, s master.Settings, pick pickFunc, apply func(master.Settings)) (*gameForm, dialog.Dialog) {
	g := newGameForm(s, pick)
	d := dialog.NewCustomConfirm(title, confirm, "Cancel", g.content, func(ok bool) {
		if ok {
			apply(g.settings())
		}
	}, w)
	d.Resize(fyne.NewSize(640, 0))
	d.Show()
	return g, d
}
