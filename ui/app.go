// Package ui is ChessMaster's desktop window, built on Fyne: the board, the
// move list, clocks, the thinking panel, menus and dialogs. It drives a
// master.ChessMaster controller and never decides chess rules itself.
package ui

import (
	"image/color"
	"os"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"chessmaster/assets"
	"chessmaster/master"
	"chessmaster/pgn"
	"chessmaster/sound"
	"chessmaster/ui/widgets"
)

// AppID identifies ChessMaster's preferences and storage (as in FyneApp.toml).
const AppID = "io.github.chessmaster.app"

// Options configure the window.
type Options struct {
	// Settings from command-line flags; nil restores the settings and the
	// unfinished game of the last session.
	Settings *master.Settings
	// Version and EngineName are shown in Help → About.
	Version    string
	EngineName string
	// DemoMoves are played at start (UCI or SAN): scripts use them to show
	// a position, e.g. for the README screenshot.
	DemoMoves []string
	// OpenFile is a PGN file to open at start.
	OpenFile string
	// ShowDialog names a dialog to open at start, for scripted
	// screenshots: "preferences", "new-game", "about" or "rating".
	ShowDialog string
}

// App is one ChessMaster window and its game.
type App struct {
	gameFilter *chooserEntry // the game chooser's filter field (tests type into it)
	fyneApp    fyne.App
	win        fyne.Window
	opts       Options

	ctrl     *master.ChessMaster
	unsub    func()
	settings master.Settings
	state    master.State // the last snapshot
	tree     *pgn.Game    // the game tree of that snapshot
	// line is the line the arrow keys walk: state.Path and its
	// continuation (see updateLine).
	line []int
	// editing is the open position editor (modeEdit), nil when none.
	editing *positionEditor
	// slotRead is the slot's autosave generations as read at start-up
	// (slotGenerations), nil until then.
	slotRead []slotGeneration
	// practiceScroll holds the practice panel in the move list's place:
	// in a short window it scrolls instead of running over the buttons.
	practiceScroll *container.Scroll
	// trainScroll and puzzlesScroll hold the training and puzzle panels
	// there in the same way (side.go).
	trainScroll, puzzlesScroll *container.Scroll

	board     *widgets.Board
	boardBox  *fyne.Container     // the board and the evaluation bar
	split     *widgets.BoardSplit // the board beside (or, in a tall window, above) the column
	side      *fyne.Container     // the right column (side.go)
	toolPanel *fyne.Container     // the analysis, review and thinking panels
	moves     *widgets.MoveList
	status    *widget.Label
	spoken    *widget.Label // the moves and the position in words (spoken.go)
	thinking  *ThinkingPanel
	evalBar   *widgets.EvalBar
	topCard   *widgets.PlayerCard
	// stackedCard shows the top card above the board in a tall window,
	// where the column (and topCard in it) stands under the board.
	stackedCard *widgets.PlayerCard
	topSep      *widget.Separator // the line under topCard in the column
	bottomCard  *widgets.PlayerCard
	navButtons  []*widget.Button
	menu        *appMenu

	post  func(func()) // runs a function on the UI goroutine
	files fileDialogs
	path  string // PGN file of the game, "" if never saved
	// file is where the game lies in that file (see savegame.go).
	file gameFile
	// dirty: the game is not in any file though the controller's tree is
	// unchanged (pasted, or restored unsaved from the last session).
	dirty bool

	continueButton *widget.Button
	continueFit    *fitButton // fits the button's label to the column
	review         reviewView
	practice       practiceView // practicing the review's mistakes (practice.go)
	mistakes       mistakesView // mistakes collected across games (mistakes.go)
	train          trainingView // an endgame drill or the repertoire trainer (training.go)
	puzzles        puzzleView   // solving puzzles (puzzles.go)

	// Study: analysis mode (analysis.go), the opening's name (opening.go)
	// and the sounds (sound.go).
	analysis analysisView
	// explorer: the opening explorer panel (explorer.go) and the list of
	// its games while open (explorer_games.go).
	explorer      explorerView
	explorerGames *explorerGamesDialog
	opening       *widget.Label
	sounds        *sound.Player

	// refreshes and saves count redraws and session saves, so tests can
	// check that one move costs one of each.
	refreshes, saves int

	// result is how the main line ended, as last seen at its end (the
	// move list's result line, resultline.go).
	result   resultMemo
	hinting  bool
	hintFEN  string // position the last hint is for
	hintMove string // the hint's move (UCI), to write it again in other letters
	hintText string // "Hint: Nf3", shown while that position is on the board

	pendingChoice func(int) // answers the open "choose a game" dialog

	// describedFEN is the position the board's words for screen readers
	// say (spoken.go).
	describedFEN string

	undone   redoState   // moves taken back, for Redo
	clockSet clockSetter // runtimeEnv.clocks

	holds       int  // dialogs open that pause the game (holdClock)
	heldRunning bool // the game ran when the first of them opened

	undoButton, redoButton *widget.Button

	// startRestored: the game of the last session was running (or there
	// was none), so the window starts it.
	startRestored bool

	moveInput *moveInput   // the typed-move field (typedmove.go)
	welcome   *welcomeView // the first start's welcome while open (welcome.go)

	discardAsking bool   // the Save / Don't save / Cancel question is open (discard.go)
	quitApp       func() // ends the program: fyneApp.Quit (tests replace it; Run's closes the game first)
	closeWindow   func() // closes the window (ends the program): the window's Close, as quitApp
	exitProcess   func() // ends the process should Fyne not (endingWith): os.Exit(0)

	// slot is the window's autosave slot (autosave.go), startNotes what
	// the start has to tell (a damaged autosave, a substituted player),
	// prefsBackedUp the preferences last copied (prefsafe.go).
	slot          *autosaveSlot
	autosaveErr   error     // why the last autosave failed; nil when it was written
	clockSaved    time.Time // when a running clock was last autosaved (events.go)
	startNotes    []string
	prefsBackedUp []byte
	closed        bool
}

// Run opens the window and returns when it is closed: the exit status for
// the command line.
func Run(opts Options) int {
	fa := app.NewWithID(AppID)
	fa.SetIcon(appIcon())
	a, err := newApp(fa, opts, runtimeEnv{nativeDialogs: true, post: fyne.Do, sounds: sound.New()})
	if err != nil {
		fyne.LogError("cannot start ChessMaster", err)
		os.Stderr.WriteString("chessmaster: " + err.Error() + "\n")
		return 1
	}
	a.quitApp, a.closeWindow = a.endingWith(fa.Quit), a.endingWith(a.win.Close)
	a.win.ShowAndRun()
	a.close()
	a.waitPreferencesWritten(time.Second) // not end in the middle of Fyne's write
	return 0
}

// endingWith is end (Quit, or closing the window) as the program ends:
// the session is saved and the game, its players (engine processes
// included) and its clocks are closed first, and only then is Fyne's loop
// ended. A running clock posted to the UI goroutine until the loop ended,
// and Fyne 2.8 could hang in its shutdown, the window gone and the
// process alive (its event queue waiting on a loop that had stopped); the
// game's ticks now end before the loop does, and should Fyne hang all the
// same, the process ends after exitGrace: everything is saved and closed
// by then.
func (a *App) endingWith(end func()) func() {
	return func() {
		a.close()
		end()
		go func() {
			time.Sleep(exitGrace)
			a.waitPreferencesWritten(time.Second)
			a.exitProcess()
		}()
	}
}

// exitGrace is how long Fyne gets to end its loop after Quit before the
// process ends by itself (a variable for the test).
var exitGrace = 4 * time.Second

// runtimeEnv is what differs between the real window and tests.
type runtimeEnv struct {
	// nativeDialogs is false in tests, where no native file dialog can be
	// shown.
	nativeDialogs bool
	// post runs a function on the UI goroutine: fyne.Do in the app. Fyne's
	// test driver runs fyne.Do at once on the calling goroutine, so tests
	// queue the functions and run them on the test goroutine instead.
	post func(func())
	// clocks sets the clock times of a restored game; nil uses the
	// controller's SetClocks when it has one.
	clocks clockSetter
	// sounds plays the game's sounds; nil (tests) is silent.
	sounds *sound.Player
}

// newApp builds the window and starts the game.
func newApp(fa fyne.App, opts Options, env runtimeEnv) (*App, error) {
	recoveredPrefs := recoverPreferences(fa)  // Fyne's file lost: the copy (prefsafe.go)
	applyLanguagePreference(fa.Preferences()) // before any text is made
	a := &App{fyneApp: fa, opts: opts, post: env.post, clockSet: env.clocks, startRestored: true, quitApp: fa.Quit}
	a.win = fa.NewWindow("ChessMaster")
	a.closeWindow = a.win.Close
	a.exitProcess = func() { os.Exit(0) }
	a.files = fileDialogs{win: a.win, native: env.nativeDialogs, post: env.post, hold: a.holdClock}
	a.initSounds(env.sounds)
	if recoveredPrefs {
		a.startNotes = append(a.startNotes, lang.L("The preferences file was lost when ChessMaster last ended; the settings were taken from their copy."))
	}

	s, restore := a.initialSettings()
	// Only a start that takes up the last game may write over its slot;
	// a demo on the command line leaves an unsaved game there. A file
	// named on the command line takes the game up, so that replacing it
	// asks first (confirmDiscard below) like every other replacement.
	restore = restore && len(opts.DemoMoves) == 0
	a.takeSlot(!restore)
	if restore {
		// The game comes back with the players it was played with.
		if saved, ok := a.slotSettings(); ok {
			s = saved
		}
	}
	s = a.withComputerThreads(s, opts.Settings != nil)
	ctrl, err := master.New(s)
	if err != nil && opts.Settings != nil {
		a.releaseSlot()
		return nil, err // the command line asked for something impossible
	}
	if err != nil {
		// Saved settings that no longer work (an engine was removed)
		// must not lock the user out, nor cost the game: a missing
		// engine is replaced (substitute.go), else the defaults, else
		// two humans play on.
		ctrl, s, err = a.startWithSubstitutes(s, err)
		if err != nil {
			a.releaseSlot()
			return nil, err
		}
	}
	a.ctrl, a.settings = ctrl, s
	firstRun := a.isFirstRun()
	a.buildWindow()
	if opts.Settings != nil {
		a.orientFor(s)
	}
	a.unsub = ctrl.Subscribe(func(ev master.Event) {
		a.post(func() { a.onEvent(ev) })
	})
	if restore {
		a.restoreGame()
	}
	// A file named on the command line replaces the restored game at
	// once, or, when that game has unsaved changes, once the user
	// answered the question (after the window is built, below).
	opened, openLater := false, opts.OpenFile != "" && a.mustAsk(false)
	if opts.OpenFile != "" && !openLater {
		opened = a.openPath(opts.OpenFile)
	}
	a.playDemoMoves()
	if !opened && a.startRestored && !firstRun {
		// A game opened from a file waits for Continue; a new game, a
		// demo and a game left running last time play on. The first
		// start asks what to play first (welcome.go).
		a.ctrl.Start()
	}
	a.refresh()
	if firstRun {
		a.showWelcome()
	}
	a.showDialogNamed(opts.ShowDialog)
	if openLater {
		a.confirmDiscard(lang.L("opening {{.File}}", tm{"File": filepath.Base(opts.OpenFile)}), false, func() { a.openPath(opts.OpenFile) })
	}
	a.showStartNotes(firstRun || opts.ShowDialog != "")
	a.win.SetCloseIntercept(a.closeRequested)
	return a, nil
}

// twoHumanSettings is a game between two people at the board; it needs no
// engine, so it always starts.
func twoHumanSettings() master.Settings {
	s := master.DefaultSettings()
	s.Black = master.PlayerConfig{Kind: master.Human}
	return s
}

// close stops the game and its programs.
func (a *App) close() {
	if a.closed {
		return // the slot may be another window's by now
	}
	a.cancelReview()
	a.endPractice()
	a.closeMistakes()
	a.cancelPuzzleMining()
	a.endPuzzles()
	if a.unsub != nil {
		a.unsub()
	}
	a.stopAnalysis()
	a.explorer.lib.Close()
	a.saveSession()
	a.closed = true
	a.releaseSlot()
	a.ctrl.Close()
	a.sounds.Close()
}

// buildWindow lays out the window: the board with its evaluation bar on the
// left, the players, clocks, move list and thinking panel on the right, the
// status line at the bottom.
func (a *App) buildWindow() {
	a.board = widgets.NewBoard()
	a.board.OnMove = a.onBoardMove
	a.wireMarks()
	a.board.SetFlipped(a.fyneApp.Preferences().Bool(prefFlipped))
	a.moves = widgets.NewMoveList()
	a.moves.OnSelect = a.goTo
	a.moves.OnMenu = a.showMoveMenu
	a.moves.OnNewGame = a.askNewGame
	a.status = widget.NewLabel("")
	a.status.Truncation = fyne.TextTruncateEllipsis
	a.spoken = newSpokenLine()
	a.thinking = NewThinkingPanel()
	a.evalBar = widgets.NewEvalBar()
	a.evalBar.SetFlipped(a.board.Flipped())
	a.topCard = widgets.NewPlayerCard(color.Black)
	a.bottomCard = widgets.NewPlayerCard(color.White)
	// The top card's copy above the board while the column stands under
	// it (a tall window); shown instead of the column's (stackCards).
	a.stackedCard = widgets.NewPlayerCard(color.Black)
	a.stackedCard.Hide()
	a.applyLook() // before the move field, whose example uses the piece letters
	a.moveInput = a.newMoveInput()

	nav := func(icon fyne.Resource, f func()) *widget.Button {
		b := widget.NewButtonWithIcon("", icon, f)
		b.Importance = widget.LowImportance
		a.navButtons = append(a.navButtons, b)
		return b
	}
	var navBar fyne.CanvasObject = container.NewGridWithColumns(4,
		nav(theme.MediaSkipPreviousIcon(), func() { a.viewPosition(0) }),
		nav(theme.NavigateBackIcon(), func() { a.viewPosition(len(a.state.Path) - 1) }),
		nav(theme.NavigateNextIcon(), func() { a.viewPosition(len(a.state.Path) + 1) }),
		nav(theme.MediaSkipNextIcon(), func() { a.viewPosition(a.lineEnd()) }),
	)
	// Take back and redo sit beside the navigation: they change the game,
	// the arrows only look at it.
	a.undoButton = widget.NewButtonWithIcon("", theme.ContentUndoIcon(), a.undo)
	a.redoButton = widget.NewButtonWithIcon("", theme.ContentRedoIcon(), a.redo)
	a.undoButton.Importance, a.redoButton.Importance = widget.LowImportance, widget.LowImportance
	flipButton := widget.NewButton(lang.L("Flip"), a.flip)
	flipButton.Importance = widget.LowImportance
	// In a narrow window Flip goes (it is in the View menu and on F), so
	// that the column can narrow and the board grow.
	navBar = container.New(widgets.NavBarLayout{}, container.NewHBox(a.undoButton, a.redoButton), navBar, flipButton)
	a.continueButton = widget.NewButtonWithIcon(lang.L("Continue"), theme.MediaPlayIcon(), a.continueGame)
	a.continueButton.Importance = widget.HighImportance
	a.continueButton.Hide()
	a.review = newReviewView(a)
	a.practice = newPracticeView(a)
	a.train = newTrainingView(a)
	a.puzzles = newPuzzleView(a)
	a.analysis = newAnalysisView(a)
	a.explorer = newExplorerView(a)
	a.opening = newOpeningLabel()
	a.side = a.buildSide(navBar)
	a.boardBox = container.New(widgets.BoardLayout{BarWidth: a.evalBar.MinSize().Width, Gap: theme.Padding() * 2}, a.board, a.evalBar)
	boardArea := container.NewPadded(a.boardBox)
	split := widgets.NewBoardSplit(boardArea, container.NewPadded(a.side), a.savedSplit())
	a.split = split
	split.Header = a.stackedCard
	split.OnStacked = a.stackCards
	split.OnDragEnd = a.saveSplit
	// Under the board (a tall window) the column shows its tool panel
	// whole beside stackedMoveRows lines of moves; the padding is
	// NewPadded's.
	split.StackedColumn = func() float32 {
		l := a.side.Layout.(*widgets.SideLayout)
		h := l.WantedHeight() + 2*theme.Padding()
		// A panel in the move list's place (practice, a drill, puzzles)
		// is shown whole too.
		for _, sc := range []*container.Scroll{a.practiceScroll, a.trainScroll, a.puzzlesScroll} {
			if sc.Visible() {
				h += max(0, sc.Content.MinSize().Height-float32(stackedMoveRows)*l.RowHeight())
			}
		}
		return h
	}
	// The share is of the window's width (the content is a little
	// narrower: the window pads it).
	split.MinLeading = func(float32) float32 {
		return boardAreaFloor(a.win.Canvas().Size().Width, boardArea.MinSize().Width-a.board.MinSize().Width)
	}
	// The board is a square as tall as its side of the split (less the
	// padding): wider than that and what is beside it, the board's side
	// would only gain margins, which the column puts to use.
	split.MaxLeading = func(height float32) float32 {
		area, board := boardArea.MinSize(), a.board.MinSize()
		return height - (area.Height - board.Height) + (area.Width - board.Width)
	}
	// The spoken line shares the status line's row: a row of its own
	// would take its height from the tool panel.
	statusBar := container.NewBorder(widget.NewSeparator(), nil, nil, nil, container.NewGridWithColumns(2, a.status, a.spoken))
	a.win.SetContent(container.NewBorder(nil, statusBar, nil, nil, split))
	a.menu = newAppMenu(a)
	a.win.SetMainMenu(a.menu.main)
	a.installShortcuts()
	a.installStudyShortcuts()
	a.win.Resize(fyne.NewSize(1100, 760))
}

// appIcon is the window and application icon.
func appIcon() fyne.Resource {
	return fyne.NewStaticResource("icon.png", assets.Icon)
}
