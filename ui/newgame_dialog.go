package ui

import (
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"chessmaster/master"
	"chessmaster/ui/widgets"
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
	options   *widget.Entry // an external engine's UCI options (engine_options.go)
	browse    *widget.Button
	form      *widget.Form
	engineRow *fyne.Container
	items     map[string]*widget.FormItem // rows by key: kind, level, time, path, options
	levelLine *levelCaption               // the chosen level in one line, under the list
	// defaultLevel is offered when the side becomes a Computer: the last
	// level the user played against, not full strength.
	defaultLevel int
	// untimed says whether the game has no clock (the thinking time per
	// move only counts then).
	untimed func() bool
	// changed runs after rows were shown or hidden.
	changed func()
}

func newSideForm(pick pickFunc, defaultLevel int) *sideForm {
	f := &sideForm{defaultLevel: defaultLevel, untimed: func() bool { return true }}
	f.kind = widget.NewSelect(playerKinds(), func(string) { f.updateVisibility() })
	var levelNames []string
	for _, l := range Levels() {
		levelNames = append(levelNames, levelText(l))
	}
	f.levelLine = newLevelCaption()
	f.level = widget.NewSelect(levelNames, func(string) {
		f.levelLine.show(f.level.SelectedIndex())
		f.updateVisibility()
	})
	var times []string
	for _, d := range thinkTimes {
		times = append(times, thinkTimeName(d))
	}
	f.moveTime = widget.NewSelect(times, nil)
	f.engine = widget.NewEntry()
	f.engine.SetPlaceHolder(lang.L("path to a UCI engine, e.g. /usr/games/stockfish"))
	f.browse = widget.NewButton(lang.L("Browse…"), func() {
		pick(lang.L("Choose a UCI engine"), false, func(p string) { f.engine.SetText(p) })
	})
	f.engineRow = container.NewBorder(nil, nil, nil, f.browse, f.engine)
	f.options = widget.NewEntry()
	f.options.SetPlaceHolder(lang.L("e.g. Threads=4; Hash=256"))
	f.options.Validator = func(text string) error {
		_, err := parseEngineOptions(text)
		return err
	}
	f.items = map[string]*widget.FormItem{
		"kind": widget.NewFormItem(lang.L("Player"), f.kind),
		// The level names are long ("Level 5 — Intermediate (~1440)"):
		// the list is made wide enough to show them whole.
		"level":   widget.NewFormItem(lang.L("Level"), container.NewVBox(withMinWidth(f.level, selectWidthFor(levelNames)), f.levelLine.label)),
		"time":    widget.NewFormItem(lang.L("Time per move"), f.moveTime),
		"path":    widget.NewFormItem(lang.L("Engine"), f.engineRow),
		"options": widget.NewFormItem(lang.L("Options"), f.options),
	}
	f.form = widget.NewForm(f.items["kind"])
	return f
}

// updateVisibility shows only the fields the chosen player type uses
// (a hidden form widget would leave its label behind, so the rows are
// rebuilt). The thinking time per move only has an effect without a clock,
// and only for full strength and UCI engines: a limited level plays by its
// node budget, however long it may think.
func (f *sideForm) updateVisibility() {
	k := master.PlayerKind(f.kind.SelectedIndex())
	fullStrength := false
	if i := f.level.SelectedIndex(); i >= 0 {
		fullStrength = Levels()[i].Level == 0
	}
	show := map[string]bool{
		"level":   k == master.Computer,
		"time":    f.untimed() && (k == master.Computer && fullStrength || k == master.UCIEngine),
		"path":    k == master.UCIEngine,
		"options": k == master.UCIEngine,
	}
	items := []*widget.FormItem{f.items["kind"]}
	for _, key := range []string{"level", "time", "path", "options"} {
		if show[key] {
			items = append(items, f.items[key])
		}
	}
	f.form.Items = items
	widgets.SetVisible(f.level, show["level"])
	widgets.SetVisible(f.moveTime, show["time"])
	widgets.SetVisible(f.engineRow, show["path"])
	widgets.SetVisible(f.options, show["options"])
	f.form.Refresh()
	if f.changed != nil {
		f.changed()
	}
}

func (f *sideForm) set(p master.PlayerConfig) {
	f.kind.SetSelectedIndex(int(p.Kind))
	level := p.Level
	if p.Kind != master.Computer {
		level = f.defaultLevel // what the list offers if the side becomes a Computer
	}
	if n := levelName(level); n != "" {
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
	f.options.SetText(formatEngineOptions(p.EngineOptions))
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
	if opts, err := parseEngineOptions(f.options.Text); err == nil {
		p.EngineOptions = opts
	} // else optionsErr has refused the form
	return p
}

// isEngine reports whether the side is set to an external engine.
func (f *sideForm) isEngine() bool {
	return master.PlayerKind(f.kind.SelectedIndex()) == master.UCIEngine
}

// optionsErr says what is wrong with the engine options typed, when the
// side is an external engine.
func (f *sideForm) optionsErr() error {
	if !f.isEngine() {
		return nil
	}
	_, err := parseEngineOptions(f.options.Text)
	return err
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
	// variant is the choice of chess (New Game only; nil in Players and
	// Settings, which keeps the game's).
	variant *variantForm
	// refit resizes the dialog when rows appear or disappear, so that
	// the wide level list is never squeezed.
	refit func()
}

// defaultLevel is the level a side turned into a Computer starts with.
// win is the window the form is shown in (nil: laid out for a wide one).
func newGameForm(win fyne.Window, s master.Settings, pick pickFunc, defaultLevel int) *gameForm {
	g := &gameForm{base: s, white: newSideForm(pick, defaultLevel), black: newSideForm(pick, defaultLevel)}
	var clocks []string
	for _, c := range clockChoices() {
		clocks = append(clocks, c.Name)
	}
	g.clock = widget.NewSelect(clocks, func(string) {
		g.white.updateVisibility()
		g.black.updateVisibility()
	})
	untimed := func() bool {
		for _, c := range clockChoices() {
			if c.Name == g.clock.Selected {
				return !c.Clock.Enabled()
			}
		}
		return g.clock.Selected == "" // a custom time control has a clock
	}
	g.white.untimed, g.black.untimed = untimed, untimed
	changed := func() {
		if g.refit != nil {
			g.refit()
		}
	}
	g.white.changed, g.black.changed = changed, changed
	g.book = widget.NewCheck(lang.L("Use an opening book"), nil)
	g.bookFile = widget.NewEntry()
	g.bookFile.SetPlaceHolder(lang.L("built-in book"))
	bookBrowse := widget.NewButton(lang.L("Browse…"), func() {
		pick(lang.L("Choose a polyglot book (.bin)"), false, func(p string) { g.bookFile.SetText(p) })
	})
	g.syzygy = widget.NewEntry()
	g.syzygy.SetPlaceHolder(lang.L("built-in 3–4 piece tables"))
	syzygyBrowse := widget.NewButton(lang.L("Browse…"), func() {
		pick(lang.L("Choose a Syzygy folder"), true, func(p string) { g.syzygy.SetText(p) })
	})
	game := widget.NewForm(
		widget.NewFormItem(lang.L("Clock"), g.clock),
		widget.NewFormItem(lang.L("Book"), g.book),
		widget.NewFormItem(lang.L("Book file"), container.NewBorder(nil, nil, nil, bookBrowse, g.bookFile)),
		widget.NewFormItem(lang.L("Syzygy folder"), container.NewBorder(nil, nil, nil, syzygyBrowse, g.syzygy)),
	)
	g.content = container.NewVBox(
		sideBySide(win,
			widget.NewCard("", lang.L("White"), g.white.form),
			widget.NewCard("", lang.L("Black"), g.black.form)),
		widget.NewCard("", lang.L("Game"), game),
	)
	g.set(s)
	return g
}

// set fills the form from settings.
func (g *gameForm) set(s master.Settings) {
	g.base = s
	name := clockName(s.Clock)
	if !slices.Contains(g.clock.Options, name) {
		g.clock.Options = append(g.clock.Options, name)
	}
	g.clock.SetSelected(name) // first: the players' fields depend on it
	g.white.set(s.White)
	g.black.set(s.Black)
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
	for _, c := range clockChoices() {
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
func showNewGameDialog(w fyne.Window, s master.Settings, pick pickFunc, defaultLevel int, start func(master.Settings)) (*gameForm, dialog.Dialog) {
	g := newGameForm(w, s, pick, defaultLevel)
	g.addVariant(s) // newgame_variant.go
	return showGameForm(w, lang.L("New Game"), lang.L("Start"), g, start)
}

// showSettingsForm shows the settings form in a dialog titled title; apply
// gets the settings when the user presses the confirm button.
func showSettingsForm(w fyne.Window, title, confirm string, s master.Settings, pick pickFunc, defaultLevel int, apply func(master.Settings)) (*gameForm, dialog.Dialog) {
	return showGameForm(w, title, confirm, newGameForm(w, s, pick, defaultLevel), apply)
}

// showGameForm shows the form g in a dialog titled title; apply gets the
// settings when the user presses the confirm button.
func showGameForm(w fyne.Window, title, confirm string, g *gameForm, apply func(master.Settings)) (*gameForm, dialog.Dialog) {
	d := dialog.NewCustomConfirm(title, confirm, lang.L("Cancel"), fitToWindow(w, g.content, dialogChrome), func(ok bool) {
		if !ok {
			return
		}
		// A choice that cannot start: nothing starts, the game goes on,
		// and once the error is read the same form opens again, with all
		// that was typed, to correct it.
		refuse := func(err error) {
			e := dialog.NewError(err, w)
			e.SetOnClosed(func() { showGameForm(w, title, confirm, g, apply) })
			e.Show()
		}
		for _, side := range []*sideForm{g.white, g.black} {
			if err := side.optionsErr(); err != nil {
				refuse(err)
				return
			}
		}
		s := g.settings()
		if g.variant != nil {
			if err := g.variant.apply(&s); err != nil {
				refuse(err)
				return
			}
		}
		apply(s)
	}, w)
	// The dialog is as narrow as its content allows, at least 640 wide;
	// with an external engine 900, so that its path and options show.
	g.refit = func() {
		width := float32(640)
		if g.white.isEngine() || g.black.isEngine() {
			width = 900
		}
		d.Resize(fyne.NewSize(min(width, w.Canvas().Size().Width-16), 0))
	}
	g.refit()
	d.Show()
	return g, d
}

// selectWidthFor is the width a widget.Select needs to show the longest of
// options whole (its own minimum only fits the placeholder).
func selectWidthFor(options []string) float32 {
	text, pad := theme.TextSize(), theme.InnerPadding()
	w := float32(0)
	for _, o := range options {
		w = max(w, fyne.MeasureText(o, text, fyne.TextStyle{}).Width)
	}
	// The select's own layout: padding around the text and the icon.
	return w + 6*pad + theme.IconInlineSize()
}

// withMinWidth shows o at least w wide.
func withMinWidth(o fyne.CanvasObject, w float32) fyne.CanvasObject {
	return container.New(minWidthLayout{w}, o)
}

type minWidthLayout struct{ width float32 }

func (l minWidthLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	m := objects[0].MinSize()
	m.Width = max(m.Width, l.width)
	return m
}

func (l minWidthLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}
