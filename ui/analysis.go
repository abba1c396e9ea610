package ui

import (
	"context"
	"fmt"
	"image/color"
	"os"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"chessmaster/master"
	"chessmaster/notation"
	"chessmaster/ui/widgets"
)

// Analysis mode (Game → Analysis Mode, Ctrl+E): an engine searches the
// position on the board without end and a panel under the move list shows
// its best lines (1 to 5, the user's choice), each with its score from
// White's side, its depth and its moves (clicking a line plays its first
// move); arrows on the board show each
// line's first move, broader for better lines. The analysis follows the
// board: browsing the game or making a move cancels it and starts it
// again for the new position. While the mode is on the game is paused and
// the board takes moves for both sides, which go into the game tree as
// variations (ChessMaster.AddMove) and are never answered by a program.
// The engine is the built-in one or a UCI engine the user picks.

// Preference keys of the analysis panel.
const (
	prefAnalysisLines  = "analysis.lines"  // number of lines, 1..maxAnalysisRows
	prefAnalysisEngine = "analysis.engine" // "" built-in, else a UCI engine's path
)

// maxAnalysisRows is the most lines the panel offers.
const maxAnalysisRows = 5

// defaultAnalysisLines is the number of lines before the user picks one.
const defaultAnalysisLines = 3

// stockfishPath is where Debian and Ubuntu install Stockfish; the panel
// offers it when it is there.
const stockfishPath = "/usr/games/stockfish"

// analysisArrowColour is the colour of the analysis's arrows; lines
// further down are paler.
var analysisArrowColour = color.NRGBA{0xe0, 0x7a, 0x10, 0xd0}

// analysisView is the analysis panel and the search behind it.
type analysisView struct {
	on  bool
	box *fyne.Container // the panel, hidden while the mode is off

	count      *widget.Select // how many lines
	engine     *widget.Select // which engine: "ChessMaster" (built in) or an engine's name
	headLayout *analysisHeadLayout
	engines    []string // the paths behind engine's options ("" built-in)
	rows       []*analysisRow
	note       *widgets.CompactText // engine, nodes, time; or why there is no analysis

	run   *analysisRun
	shown []master.AnalysisLine // run's latest lines
}

// analysisRow shows one line: score and depth, then the moves, cut short
// with "…" where they do not fit. Clicking it plays the line's first move.
type analysisRow struct {
	box   *tapArea
	score *canvas.Text
	moves *widgets.CompactText
}

// analysisRun is one search: a position with a number of lines and an
// engine. It ends when cancelled (done is closed then).
type analysisRun struct {
	key    string // position, lines and engine: another key needs another run
	fen    string // the position searched
	turn   master.Color
	engine string
	cancel context.CancelFunc
	done   chan struct{}
	err    error // why it ended by itself (set on the UI goroutine)
}

func newAnalysisView(a *App) analysisView {
	v := analysisView{}
	title := widget.NewLabelWithStyle(lang.L("Analysis"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	closeBtn := widget.NewButtonWithIcon("", theme.WindowCloseIcon(), func() { a.setAnalysis(false) })
	closeBtn.Importance = widget.LowImportance
	var counts []string
	for n := 1; n <= maxAnalysisRows; n++ {
		counts = append(counts, linesLabel(n))
	}
	v.count = widget.NewSelect(counts, nil)
	v.engine = widget.NewSelect(nil, nil)
	v.note = widgets.NewCompactText(fyne.TextStyle{}, theme.SizeNameCaptionText, theme.ColorNamePlaceHolder)
	// The lines close up, without a label's padding: three of them and
	// the choices fit above the move list's 12 rows at 1100×760.
	rows := container.New(layout.NewCustomPaddedVBoxLayout(0))
	for i := range maxAnalysisRows {
		r := &analysisRow{score: canvas.NewText("", theme.Color(theme.ColorNameForeground)),
			moves: widgets.NewCompactText(fyne.TextStyle{}, theme.SizeNameText, theme.ColorNameForeground)}
		r.score.TextStyle = fyne.TextStyle{Monospace: true}
		r.box = newTapArea(container.NewBorder(nil, nil, r.score, nil, r.moves), func() { a.playAnalysisLine(i) })
		r.box.Hide()
		v.rows = append(v.rows, r)
		rows.Add(r.box)
	}
	// The title and the two choices share one row; where the column has
	// no room to read the choices beside it, the title gives way.
	v.headLayout = &analysisHeadLayout{selects: []*widget.Select{v.count, v.engine}}
	head := container.New(v.headLayout, title, v.count, v.engine, closeBtn)
	// The note starts where the title's text does (a label's inset); the
	// lines' scores, right-aligned in six places, mostly do too.
	note := container.New(layout.NewCustomPaddedLayout(0, 0, theme.InnerPadding(), 0), v.note)
	v.box = container.New(layout.NewCustomPaddedVBoxLayout(theme.Padding()/2), head, rows, note)
	v.box.Hide()
	return v
}

// linesLabel is the choice of n lines: "1 line", "3 lines".
func linesLabel(n int) string {
	if n == 1 {
		return lang.L("1 line")
	}
	return lang.L("{{.Count}} lines", map[string]any{"Count": n})
}

// toggleAnalysis turns analysis mode on or off.
func (a *App) toggleAnalysis() { a.setAnalysis(!a.analysis.on) }

// analysing reports whether analysis mode is on.
func (a *App) analysing() bool { return a.analysis.on }

// setAnalysis turns analysis mode on or off. Turning it on pauses the
// game (Continue plays on once the mode is off); turning it off stops the
// search.
func (a *App) setAnalysis(on bool) {
	v := &a.analysis
	if on == v.on {
		return
	}
	v.on = on
	if on {
		if st := a.ctrl.Snapshot(); st.Running {
			a.ctrl.Pause()
		}
		a.loadAnalysisChoices()
		v.box.Show()
		a.thinking.Hide() // the game's programs are not thinking now
	} else {
		a.stopAnalysis()
		v.shown = nil
		v.box.Hide()
		a.thinking.Show()
		a.board.SetArrows(nil)
		a.evalBar.Set(0.5, "")
	}
	a.refresh()
}

// loadAnalysisChoices fills the panel's lists: the remembered number of
// lines, and the engines: the built-in one, the UCI engines of the
// game's players, the one used last and Stockfish where it is installed.
func (a *App) loadAnalysisChoices() {
	v := &a.analysis
	p := a.fyneApp.Preferences()
	n := min(max(p.IntWithFallback(prefAnalysisLines, defaultAnalysisLines), 1), maxAnalysisRows)
	v.count.OnChanged = nil
	v.count.SetSelectedIndex(n - 1)
	v.count.OnChanged = func(string) {
		p.SetInt(prefAnalysisLines, v.count.SelectedIndex()+1)
		a.followAnalysis()
	}

	v.engines = []string{""}
	add := func(path string) {
		if path = strings.TrimSpace(path); path != "" && !slices.Contains(v.engines, path) {
			v.engines = append(v.engines, path)
		}
	}
	for _, pc := range []master.PlayerConfig{a.settings.White, a.settings.Black} {
		if pc.Kind == master.UCIEngine {
			add(pc.EnginePath)
		}
	}
	last := p.String(prefAnalysisEngine)
	add(last)
	if fi, err := os.Stat(stockfishPath); err == nil && !fi.IsDir() {
		add(stockfishPath)
	}
	v.engine.OnChanged = nil
	v.engine.SetOptions(engineChoices(v.engines))
	v.engine.SetSelectedIndex(max(slices.Index(v.engines, last), 0))
	v.engine.OnChanged = func(string) {
		p.SetString(prefAnalysisEngine, a.analysisEngine())
		a.followAnalysis()
	}
}

// engineChoices names the engines of the panel's list (paths, "" the
// built-in one) by their names, not their paths, so that a choice is read
// in the panel's narrow head: "ChessMaster" (the built-in engine is the
// program's own), "stockfish". Two engines of one name show their paths.
func engineChoices(paths []string) []string {
	names := make([]string, len(paths))
	seen := map[string]int{}
	for i, p := range paths {
		names[i] = "ChessMaster"
		if p != "" {
			names[i] = engineName(p)
		}
		seen[names[i]]++
	}
	for i, p := range paths {
		if p != "" && seen[names[i]] > 1 {
			names[i] = p
		}
	}
	return names
}

// analysisLines is the number of lines the user chose.
func (a *App) analysisLines() int { return a.analysis.count.SelectedIndex() + 1 }

// analysisEngine is the chosen engine's path, "" for the built-in one.
func (a *App) analysisEngine() string {
	if i := a.analysis.engine.SelectedIndex(); i > 0 && i < len(a.analysis.engines) {
		return a.analysis.engines[i]
	}
	return ""
}

// followAnalysis keeps the search on the board's position with the
// chosen lines and engine: a run for anything else is cancelled and a new
// one started. It runs at every refresh; an unchanged position costs a
// look at the controller.
func (a *App) followAnalysis() {
	v := &a.analysis
	if !v.on {
		return
	}
	start, moves := a.ctrl.PositionForAnalysis()
	n, path := a.analysisLines(), a.analysisEngine()
	key := fmt.Sprintf("%s|%s|%d|%s", start, strings.Join(moves, " "), n, path)
	if v.run != nil && v.run.key == key {
		return
	}
	a.stopAnalysis()
	v.shown = nil
	fen := a.state.FEN
	legal, turn, err := notation.LegalMoves(fen)
	run := &analysisRun{key: key, fen: fen, turn: turn, engine: path, done: make(chan struct{})}
	v.run = run
	if err != nil || len(legal) == 0 {
		close(run.done)
		run.err = master.ErrNothingToAnalyse
		a.showAnalysis()
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	run.cancel = cancel
	req := master.AnalysisRequest{StartFEN: start, Moves: moves, MultiPV: n, EnginePath: path}
	go func() {
		defer close(run.done)
		err := a.ctrl.Analyse(ctx, req, func(lines []master.AnalysisLine) {
			lines = slices.Clone(lines)
			a.post(func() { a.analysisReport(run, lines) })
		})
		if err != nil && ctx.Err() == nil {
			a.post(func() { a.analysisEnded(run, err) })
		}
	}()
	a.showAnalysis()
}

// stopAnalysis cancels the search under way, if any.
func (a *App) stopAnalysis() {
	if run := a.analysis.run; run != nil {
		if run.cancel != nil {
			run.cancel()
		}
		a.analysis.run = nil
	}
}

// analysisReport shows the lines of run's latest iteration.
func (a *App) analysisReport(run *analysisRun, lines []master.AnalysisLine) {
	if a.analysis.run != run {
		return // a report of a search already cancelled
	}
	a.analysis.shown = lines
	a.showAnalysis()
}

// analysisEnded tells why run stopped by itself (an engine that would not
// start or crashed).
func (a *App) analysisEnded(run *analysisRun, err error) {
	if a.analysis.run != run {
		return
	}
	run.err = err
	a.showAnalysis()
}

// showAnalysis draws the panel, the arrows and the evaluation bar from the
// current run.
func (a *App) showAnalysis() {
	v := &a.analysis
	run := v.run
	for i, r := range v.rows {
		if run == nil || i >= len(v.shown) {
			r.box.Hide()
			continue
		}
		l := v.shown[i]
		r.score.Text = fmt.Sprintf("%6s %s", analysisScore(l, run.turn), lang.L("d{{.Depth}}", map[string]any{"Depth": l.Depth}))
		r.score.Color = theme.Color(theme.ColorNameForeground) // the theme may have changed
		r.score.Refresh()
		r.moves.SetText(lineDisplay(run.fen, l.PV, 12))
		r.box.Show()
	}
	v.note.SetText(a.analysisNote())
	a.board.SetArrows(a.analysisArrows())
	if run != nil && len(v.shown) > 0 {
		l := v.shown[0]
		a.evalBar.Set(analysisShare(l, run.turn), analysisScore(l, run.turn))
	}
	v.box.Refresh()
	a.relayoutSide() // the lines shown may be more or fewer
}

// analysisNote is the small line under the panel's lines: the engine,
// and the search's nodes and time, or why there is no analysis.
func (a *App) analysisNote() string {
	run := a.analysis.run
	if run == nil {
		return ""
	}
	if run.err != nil {
		if run.err == master.ErrNothingToAnalyse {
			return lang.L("No legal move: nothing to analyse")
		}
		return run.err.Error()
	}
	name := lang.L("Built-in engine")
	if run.engine != "" {
		name = engineName(run.engine)
	}
	if len(a.analysis.shown) == 0 {
		return lang.L("{{.Engine}} is thinking…", map[string]any{"Engine": name})
	}
	l := a.analysis.shown[0]
	return fmt.Sprintf("%s · %s · %s", name, formatNodes(l.Nodes), l.Time.Round(100*time.Millisecond))
}

// engineName is the file name of an engine's path.
func engineName(path string) string {
	if i := strings.LastIndexAny(path, `/\`); i >= 0 {
		return path[i+1:]
	}
	return path
}

// analysisScore writes a line's score from White's side, as the game's
// reports are written (notation.Score): "+0.35", "#3" (White mates in 3),
// "#-2" (Black mates in 2), "TB 1-0" or "TB 0-1" (the tablebases say
// White or Black wins). turn is the side to move in the analysed
// position, whose view the engine scores from.
func analysisScore(l master.AnalysisLine, turn master.Color) string {
	return reportScore(analysisInfo(l), turn)
}

// analysisShare is White's part of the evaluation bar for a line.
func analysisShare(l master.AnalysisLine, turn master.Color) float32 {
	return notation.WhiteShare(analysisInfo(l), turn)
}

// analysisInfo is what a line says about the score, as a report.
func analysisInfo(l master.AnalysisLine) master.ThinkingInfo {
	return master.ThinkingInfo{Score: l.Score, Mate: l.Mate, TBWin: l.TBWin}
}

// analysisArrows are the first moves of the lines shown, while the board
// shows their position: the best line broadest and strongest.
func (a *App) analysisArrows() []widgets.Arrow {
	v := &a.analysis
	if !v.on || v.run == nil || v.run.fen != a.state.FEN {
		return nil
	}
	var out []widgets.Arrow
	for i, l := range v.shown {
		if len(l.PV) == 0 {
			continue
		}
		c := analysisArrowColour
		c.A = uint8(max(0xd0-0x28*i, 0x50))
		out = append(out, widgets.Arrow{Move: l.PV[0], Width: max(1.1-0.18*float32(i), 0.4), Color: c})
	}
	return out
}

// analysisInput is the board's input in analysis mode: every legal move,
// for either side, whoever plays it in the game. Otherwise it returns
// the game's legal moves and enabled unchanged.
func (a *App) analysisInput(legal []string, enabled bool) ([]string, bool) {
	if !a.analysis.on {
		return legal, enabled
	}
	if len(a.state.LegalMoves) > 0 {
		return a.state.LegalMoves, true
	}
	// A finished game (a resignation) can still be studied from here.
	moves, _, err := notation.LegalMoves(a.state.FEN)
	if err != nil || len(moves) == 0 {
		return nil, false
	}
	return moves, true
}

// playAnalysisLine plays the first move of line i (0 the best).
func (a *App) playAnalysisLine(i int) {
	v := &a.analysis
	if !v.on || v.run == nil || v.run.fen != a.state.FEN || i >= len(v.shown) || len(v.shown[i].PV) == 0 {
		return
	}
	a.addAnalysisMove(v.shown[i].PV[0])
}

// tapArea is content that can be clicked.
type tapArea struct {
	widget.BaseWidget
	content fyne.CanvasObject
	onTap   func()
}

func newTapArea(content fyne.CanvasObject, onTap func()) *tapArea {
	t := &tapArea{content: content, onTap: onTap}
	t.ExtendBaseWidget(t)
	return t
}

func (t *tapArea) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(t.content) }

// Tapped runs the area's action.
func (t *tapArea) Tapped(*fyne.PointEvent) { t.onTap() }

// Cursor is a hand: the area does something when clicked.
func (t *tapArea) Cursor() desktop.Cursor { return desktop.PointerCursor }

// addAnalysisMove plays a move made on the board in analysis mode into
// the game tree, for whichever side is to move.
func (a *App) addAnalysisMove(m string) {
	if err := a.ctrl.AddMove(m); err != nil {
		a.showError(err)
		a.refresh()
	}
	// The controller's MoveEvent redraws (and restarts the analysis).
}

// refreshStudy is the part of refresh that belongs to the study tools:
// the opening's name, and in analysis mode the search follows the board,
// the bar shows its evaluation, Continue waits until the mode is off, and
// the status line says the mode is on. A game that starts running (a new
// game) ends the mode.
func (a *App) refreshStudy() {
	a.showOpening()
	if a.showPractice() {
		return // the board shows the practice's position (practice.go)
	}
	if a.showTraining() {
		return // the board shows the training's position (training.go)
	}
	if a.showPuzzles() {
		return // the board shows a puzzle (puzzles.go)
	}
	if !a.analysis.on {
		return
	}
	if a.state.Running {
		// The game was started (New Game, new players): playing ends
		// analysis mode, once this refresh is done.
		a.stopAnalysis()
		a.post(func() {
			if a.analysis.on && a.ctrl.Snapshot().Running {
				a.setAnalysis(false)
			}
		})
		return
	}
	a.followAnalysis()
	if !a.evalBar.Visible() {
		a.evalBar.Show()
		a.boardBox.Refresh()
	}
	a.continueButton.Hide()
}
