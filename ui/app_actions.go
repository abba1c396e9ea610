package ui

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"chessmaster/master"
	"chessmaster/notation"
	"chessmaster/ui/widgets"
)

// showNewGame opens the New Game dialog with the current settings.
func (a *App) showNewGame() *gameForm {
	g, d := showNewGameDialog(a.win, a.settings, a.pick, a.lastLevel(), a.startNewGame)
	a.holdWhile(d)
	return g
}

// startNewGame replaces the game with a new one. A full-strength
// Computer gets the threads of the preferences, a limited level one.
func (a *App) startNewGame(s master.Settings) {
	a.finishWelcome() // a game chosen elsewhere answers the welcome too
	s = a.withComputerThreads(s, false)
	if err := a.ctrl.NewGame(s); err != nil {
		a.showError(fmt.Errorf("%s: %w", lang.L("cannot start the game"), err))
		return
	}
	a.settings = s
	a.orientFor(s)
	a.forgetRedo()
	a.forgetGame()
	a.path, a.dirty = "", false
	a.thinking.Clear("")
	a.evalBar.Set(0.5, "")
	a.ctrl.Start()
	a.saveSettings()
	a.refresh()
	a.saveGame()
}

// showSettings edits the players and options of the game in progress.
func (a *App) showSettings() *gameForm {
	g, d := showSettingsForm(a.win, lang.L("Players and Settings"), lang.L("Apply"), a.settings, a.pick, a.lastLevel(), a.applySettings)
	a.holdWhile(d)
	return g
}

// applySettings gives the game in progress new players and options; the
// moves are kept and the clocks restart from the new time control. The
// Computers' threads follow the preferences as in startNewGame.
func (a *App) applySettings(s master.Settings) {
	s = a.withComputerThreads(s, false)
	if err := a.ctrl.ChangeSettings(s); err != nil {
		a.showError(fmt.Errorf("%s: %w", lang.L("cannot use these settings"), err))
		return
	}
	a.settings = s
	a.resumeAt = nil
	a.ctrl.Start()
	a.saveSettings()
	a.refresh()
	a.saveGame()
}

// pick lets the settings form ask for an engine, a book or a folder.
func (a *App) pick(title string, folder bool, done func(string)) {
	a.files.choose(fileRequest{title: title, folder: folder}, done)
}

// fileError names the file in an error once (os errors already do);
// saving tells whether the game was being saved or opened.
func fileError(saving bool, path string, err error) error {
	if strings.Contains(err.Error(), path) {
		if saving {
			return fmt.Errorf("%s: %w", lang.L("cannot save the game"), err)
		}
		return fmt.Errorf("%s: %w", lang.L("cannot open the game"), err)
	}
	if saving {
		return fmt.Errorf("%s: %w", lang.L("cannot save {{.File}}", tm{"File": path}), err)
	}
	return fmt.Errorf("%s: %w", lang.L("cannot open {{.File}}", tm{"File": path}), err)
}

func (a *App) copyFEN() {
	a.fyneApp.Clipboard().SetContent(a.board.State().FEN)
}

func (a *App) copyPGN() {
	text, err := pgnText(a.ctrl)
	if err != nil {
		a.showError(err)
		return
	}
	a.fyneApp.Clipboard().SetContent(text)
}

// pasteGame reads a FEN or a PGN game from the clipboard, in place of a
// modified game once the user agreed (confirmDiscard).
func (a *App) pasteGame() {
	text := strings.TrimSpace(a.fyneApp.Clipboard().Content())
	if text == "" {
		a.showHeld(dialog.NewInformation(lang.L("Paste"), lang.L("The clipboard is empty."), a.win))
		return
	}
	if err := checkPasted(text); err != nil {
		a.showError(err) // refused before anything is asked or replaced
		return
	}
	a.confirmDiscard(lang.L("pasting a game"), false, func() { a.pasteText(text) })
}

// checkPasted says why text is no game to paste, before the game in the
// window is given up for it.
func checkPasted(text string) error {
	if looksLikeFEN(text) {
		if err := notation.ValidateFEN(text); err != nil {
			return fmt.Errorf("%s: %w", lang.L("not a usable FEN"), err)
		}
		return nil
	}
	sums, err := master.ParsePGN(strings.NewReader(text))
	if err == nil && len(sums) == 0 {
		err = errors.New(lang.L("no game found"))
	}
	if err != nil {
		return fmt.Errorf("%s: %w", lang.L("the clipboard holds neither a FEN nor a PGN game"), err)
	}
	return nil
}

// pasteText loads a FEN or a PGN game.
func (a *App) pasteText(text string) {
	if looksLikeFEN(text) {
		if err := a.ctrl.SetFEN(text); err != nil {
			a.showError(fmt.Errorf("%s: %w", lang.L("not a usable FEN"), err))
			return
		}
	} else if err := loadPGNText(a.ctrl, text); err != nil {
		a.showError(fmt.Errorf("%s: %w", lang.L("the clipboard holds neither a FEN nor a PGN game"), err))
		return
	}
	a.forgetGame()
	a.path, a.dirty = "", true
	a.afterLoad()
}

// looksLikeFEN tells a FEN (one line, eight ranks) from PGN text.
func looksLikeFEN(s string) bool {
	f := strings.Fields(s)
	return len(f) >= 1 && len(f) <= 6 && strings.Count(f[0], "/") == 7 && !strings.Contains(s, "[")
}

// hint asks the engine for a move and shows it: an arrow on the board from
// the piece to its target, the piece picked up, and the move named in the
// status line.
func (a *App) hint() {
	if a.hinting {
		return
	}
	a.hinting = true
	a.status.SetText(lang.L("Looking for a good move…"))
	fen := a.state.FEN
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		defer cancel()
		m, err := a.ctrl.Hint(ctx)
		a.post(func() {
			a.hinting = false
			a.menu.update()
			if err != nil {
				a.showError(err)
				return
			}
			if a.state.FEN != fen {
				return // the position changed meanwhile
			}
			a.hintFEN, a.hintMove, a.hintText = fen, m, hintLabel(fen, m)
			a.status.SetText(a.statusLine())
			if from, _, _, ok := widgets.UciSquares(m); ok {
				a.board.SelectSquare(from)
			}
			a.board.SetHint(m)
		})
	}()
}

func (a *App) resign() {
	if !a.fyneApp.Preferences().BoolWithFallback(prefConfirmResign, true) {
		if err := a.ctrl.Resign(); err != nil {
			a.showError(err)
		}
		a.refresh()
		return
	}
	d := dialog.NewConfirm(lang.L("Resign"), lang.L("Do you really want to resign this game?"), func(ok bool) {
		if !ok {
			return
		}
		if err := a.ctrl.Resign(); err != nil {
			a.showError(err)
		}
		a.refresh()
	}, a.win)
	a.holdWhile(d)
	d.Show()
}

func (a *App) offerDraw() {
	st := a.state
	if st.White.Kind == master.Human && st.Black.Kind == master.Human {
		// Two people at one board: the opponent answers here.
		offerer := st.Turn
		d := dialog.NewConfirm(lang.L("Draw offer"), lang.L("{{.Side}} offers a draw. Does {{.Other}} accept?",
			tm{"Side": sideName(offerer), "Other": sideName(offerer.Other())}),
			func(ok bool) {
				if ok && a.ctrl.OfferDraw() {
					a.refresh()
				}
			}, a.win)
		a.holdWhile(d)
		d.Show()
		return
	}
	if a.ctrl.OfferDraw() {
		a.refresh() // the game-over dialog tells the result
		return
	}
	a.showHeld(dialog.NewInformation(lang.L("Draw offer"), lang.L("Your opponent declines the draw."), a.win))
}

func (a *App) claimDraw() {
	if err := a.ctrl.ClaimDraw(); err != nil {
		a.showError(err)
	}
	a.refresh()
}

// orientFor puts a lone human's pieces at the bottom of the board; with two
// or no humans the orientation stays as the user left it.
func (a *App) orientFor(s master.Settings) {
	wh, bh := s.White.Kind == master.Human, s.Black.Kind == master.Human
	if wh != bh && a.board.Flipped() != bh {
		a.flip()
	}
}

// flip turns the board; the player cards and the evaluation bar follow.
func (a *App) flip() {
	a.board.SetFlipped(!a.board.Flipped())
	a.evalBar.SetFlipped(a.board.Flipped())
	a.fyneApp.Preferences().SetBool(prefFlipped, a.board.Flipped())
	a.updateCards()
}

func (a *App) showAbout() {
	version := aboutVersion(a.opts.Version, buildSettings())
	engine := a.opts.EngineName
	if engine == "" {
		engine = lang.L("ChessMaster engine")
	}
	text := "ChessMaster " + version + "\n" + lang.L("Engine: {{.Engine}}", tm{"Engine": engine}) + "\n\n" + licences()
	d := dialog.NewCustom(lang.L("About ChessMaster"), lang.L("Close"), widget.NewLabel(text), a.win)
	a.holdWhile(d)
	d.Show()
}

// buildSettings are the settings the Go toolchain recorded in the binary
// (vcs.revision and vcs.modified for a go build in a git checkout).
func buildSettings() []debug.BuildSetting {
	if info, ok := debug.ReadBuildInfo(); ok {
		return info.Settings
	}
	return nil
}

// aboutVersion is the version shown in About: Options.Version, with the
// commit the toolchain recorded when the version names none ("commit
// unknown", "commit not recorded" or no commit at all).
func aboutVersion(version string, settings []debug.BuildSetting) string {
	if version == "" {
		version = "dev"
	}
	rev, modified := "", false
	for _, s := range settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if rev == "" {
		return version
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if modified {
		rev += "-dirty"
	}
	if i := strings.Index(version, "(commit "); i >= 0 {
		known := strings.TrimSuffix(version[i+len("(commit "):], ")")
		if known != "" && known != "unknown" && known != "not recorded" {
			return version
		}
		version = strings.TrimSpace(version[:i])
	}
	return fmt.Sprintf("%s (commit %s)", version, rev)
}

// licences names the third-party parts shipped in the program.
func licences() string {
	return lang.L("Piece art and icon: drawn for ChessMaster (project licence).") + "\n" +
		lang.L("GUI: Fyne (BSD 3-Clause). File dialogs: sqweek/dialog (ISC).") + "\n" +
		lang.L("Move rules in the controller: notnil/chess (MIT).") + "\n" +
		lang.L("Opening book: Performance.bin polyglot book. Tablebases: Syzygy 3–4 piece tables.")
}

// playDemoMoves plays Options.DemoMoves, for scripted screenshots. They are
// loaded as a PGN game so that they work whoever plays either side.
func (a *App) playDemoMoves() {
	if len(a.opts.DemoMoves) == 0 {
		return
	}
	text := "[Event \"Demo\"]\n"
	if a.settings.StartFEN != "" && a.settings.StartFEN != master.StandardFEN {
		text += "[SetUp \"1\"]\n[FEN \"" + a.settings.StartFEN + "\"]\n"
	}
	text += "\n" + strings.Join(a.opts.DemoMoves, " ") + " *\n"
	if err := loadPGNText(a.ctrl, text); err != nil {
		fyne.LogError("demo moves", err)
	}
}

// hasHuman reports whether a person plays either side.
func hasHuman(st master.State) bool {
	return st.White.Kind == master.Human || st.Black.Kind == master.Human
}

// hintLabel is the status line's "Hint: Nf3" for the move m of fen.
func hintLabel(fen, m string) string {
	return lang.L("Hint: {{.Move}}", tm{"Move": moveDisplay(fen, m)})
}
