package ui

import (
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"chessmaster/ui/widgets"
)

// File → Preferences: how the window looks and behaves, remembered in
// Fyne's preferences. Everything but the language and the computer's
// threads takes effect at once; the language is used from the next start
// (see i18n.go), the threads from the next game (threads.go).

// Preference keys of the Preferences dialog (prefLanguage is in i18n.go,
// prefMuted, "sound.muted", belongs to the sounds, prefComputerThreads
// to threads.go).
const (
	prefBoardTheme    = "board.theme"         // a boardThemes ID
	prefPieceSet      = "board.pieces"        // a pieceSets ID
	prefCoordinates   = "board.coordinates"   // bool, default true
	prefAnimation     = "board.animation.ms"  // int; 0 turns it off
	prefConfirmResign = "game.confirm.resign" // bool, default true
	prefPieceLetters  = "notation.letters"    // "en" (N B R Q K) or "de" (S L T D K)
)

// animationSpeeds are the offered move animations, in milliseconds.
var animationSpeeds = []int{0, 80, int(widgets.DefaultAnimation / time.Millisecond), 300}

func animationName(ms int) string {
	switch {
	case ms == 0:
		return lang.L("Off")
	case ms < 150:
		return lang.L("Fast")
	case ms > 150:
		return lang.L("Slow")
	}
	return lang.L("Normal")
}

// applyPreferences puts the remembered look and behaviour into effect
// and redraws the window.
func (a *App) applyPreferences() {
	a.applyLook()
	a.refresh()
}

// applyLook sets the remembered look and behaviour: board colours, pieces,
// coordinates, animation and piece letters.
func (a *App) applyLook() {
	p := a.fyneApp.Preferences()
	widgets.SetBoardTheme(p.StringWithFallback(prefBoardTheme, widgets.BoardThemes[0].ID))
	widgets.SetPieceSet(p.StringWithFallback(prefPieceSet, widgets.PieceSets[0].ID))
	widgets.BoardCoordinates = p.BoolWithFallback(prefCoordinates, true)
	a.board.Animation = time.Duration(p.IntWithFallback(prefAnimation, int(widgets.DefaultAnimation/time.Millisecond))) * time.Millisecond
	widgets.PieceLetters = p.StringWithFallback(prefPieceLetters, defaultPieceLetters())
	a.applyBlindfold()
	a.board.Refresh()
	a.relabelMoves()
	a.topCard.Material.Invalidate()
	a.bottomCard.Material.Invalidate()
	a.stackedCard.Material.Invalidate()
}

// showDialogNamed opens the dialog Options.ShowDialog names.
func (a *App) showDialogNamed(name string) {
	switch name {
	case "preferences":
		a.showPreferences()
	case "new-game":
		a.showNewGame()
	case "about":
		a.showAbout()
	case "rating":
		a.showRating()
	case "analysis": // analysis mode on the position shown
		a.setAnalysis(true)
	case "review": // review the game shown
		a.startReview()
	case "editor":
		a.showPositionEditor()
	default: // a mode (shot_modes.go)
		a.showModeNamed(name)
	}
}

// preferencesForm is the content of the Preferences dialog.
type preferencesForm struct {
	language, theme, pieces, animation, letters *widget.Select
	threads                                     *widget.Select // the full-strength computer's threads
	threadsHint                                 *widget.Label
	blindfold                                   *widget.Select // whose pieces the board hides (blindfold.go)
	coordinates, confirmResign, sound           *widget.Check
	form                                        *widget.Form
	note                                        *widget.Label
}

// showPreferences opens the Preferences dialog; its choices apply and are
// remembered at once.
func (a *App) showPreferences() *preferencesForm {
	p := a.fyneApp.Preferences()
	f := &preferencesForm{}

	langNames := []string{lang.L("System default")}
	for _, l := range uiLanguages {
		langNames = append(langNames, l.Name)
	}
	f.note = widget.NewLabel("")
	f.note.Wrapping = fyne.TextWrapWord
	f.language = widget.NewSelect(langNames, nil)
	f.language.SetSelectedIndex(0)
	for i, l := range uiLanguages {
		if l.Code == p.String(prefLanguage) {
			f.language.SetSelectedIndex(i + 1)
		}
	}
	startLanguage := f.language.SelectedIndex()
	f.language.OnChanged = func(string) {
		code := ""
		if i := f.language.SelectedIndex(); i > 0 {
			code = uiLanguages[i-1].Code
		}
		p.SetString(prefLanguage, code)
		if f.language.SelectedIndex() != startLanguage {
			f.note.SetText(lang.L("The language changes when ChessMaster is started again."))
		} else {
			f.note.SetText("")
		}
	}

	var themeNames []string
	for _, t := range widgets.BoardThemes {
		themeNames = append(themeNames, t.Name())
	}
	f.theme = widget.NewSelect(themeNames, nil)
	f.theme.SetSelectedIndex(widgets.BoardThemeIndex(p.StringWithFallback(prefBoardTheme, widgets.BoardThemes[0].ID)))
	f.theme.OnChanged = func(string) {
		p.SetString(prefBoardTheme, widgets.BoardThemes[max(f.theme.SelectedIndex(), 0)].ID)
		a.applyPreferences()
	}

	var setNames []string
	for _, s := range widgets.PieceSets {
		setNames = append(setNames, s.Name())
	}
	f.pieces = widget.NewSelect(setNames, nil)
	f.pieces.SetSelectedIndex(widgets.PieceSetIndex(p.StringWithFallback(prefPieceSet, widgets.PieceSets[0].ID)))
	f.pieces.OnChanged = func(string) {
		p.SetString(prefPieceSet, widgets.PieceSets[max(f.pieces.SelectedIndex(), 0)].ID)
		a.applyPreferences()
	}

	f.coordinates = widget.NewCheck(lang.L("Show coordinates on the board"), nil)
	f.coordinates.SetChecked(p.BoolWithFallback(prefCoordinates, true))
	f.coordinates.OnChanged = func(on bool) {
		p.SetBool(prefCoordinates, on)
		a.applyPreferences()
	}

	var speeds []string
	current := p.IntWithFallback(prefAnimation, int(widgets.DefaultAnimation/time.Millisecond))
	sel := 2
	for i, ms := range animationSpeeds {
		speeds = append(speeds, animationName(ms))
		if ms == current {
			sel = i
		}
	}
	f.animation = widget.NewSelect(speeds, nil)
	f.animation.SetSelectedIndex(sel)
	f.animation.OnChanged = func(string) {
		p.SetInt(prefAnimation, animationSpeeds[max(f.animation.SelectedIndex(), 0)])
		a.applyPreferences()
	}

	f.letters = widget.NewSelect([]string{lang.L("English: N B R Q K"), lang.L("German: S L T D K")}, nil)
	if p.StringWithFallback(prefPieceLetters, defaultPieceLetters()) == "de" {
		f.letters.SetSelectedIndex(1)
	} else {
		f.letters.SetSelectedIndex(0)
	}
	f.letters.OnChanged = func(string) {
		code := "en"
		if f.letters.SelectedIndex() == 1 {
			code = "de"
		}
		p.SetString(prefPieceLetters, code)
		a.applyPreferences()
	}

	// The threads apply to the Computers made from now on: a new game,
	// Players and Settings, the next start.
	var counts []string
	for n := 1; n <= maxComputerThreads(); n++ {
		counts = append(counts, strconv.Itoa(n))
	}
	f.threads = widget.NewSelect(counts, nil)
	f.threads.SetSelectedIndex(a.computerThreads() - 1)
	f.threads.OnChanged = func(string) {
		p.SetInt(prefComputerThreads, max(f.threads.SelectedIndex(), 0)+1)
	}
	// A form's hint text does not wrap: the hint is a label of its own.
	f.threadsHint = widget.NewLabel(lang.L("Used by the full-strength computer from the next game. Limited levels always think on one thread, so that their measured strength holds."))
	f.threadsHint.Wrapping = fyne.TextWrapWord
	f.threadsHint.SizeName = theme.SizeNameCaptionText
	f.threadsHint.Importance = widget.LowImportance
	threads := widget.NewFormItem(lang.L("Computer threads"), container.NewVBox(f.threads, f.threadsHint))

	f.blindfold = a.blindfoldSelect()

	f.confirmResign = widget.NewCheck(lang.L("Ask before resigning"), nil)
	f.confirmResign.SetChecked(p.BoolWithFallback(prefConfirmResign, true))
	f.confirmResign.OnChanged = func(on bool) { p.SetBool(prefConfirmResign, on) }

	items := []*widget.FormItem{
		widget.NewFormItem(lang.L("Language"), f.language),
		widget.NewFormItem(lang.L("Board colours"), f.theme),
		widget.NewFormItem(lang.L("Pieces"), f.pieces),
		widget.NewFormItem(lang.L("Piece letters in moves"), f.letters),
		widget.NewFormItem(lang.L("Move animation"), f.animation),
		widget.NewFormItem(lang.L("Blindfold"), f.blindfold),
		widget.NewFormItem("", f.coordinates),
	}
	if s, ok := any(a).(soundSwitch); ok {
		f.sound = widget.NewCheck(lang.L("Play sounds"), nil)
		f.sound.SetChecked(!p.Bool(prefSoundMuted))
		f.sound.OnChanged = func(on bool) { s.setMuted(!on) }
		items = append(items, widget.NewFormItem("", f.sound))
	}
	items = append(items, widget.NewFormItem("", f.confirmResign), threads)
	f.form = widget.NewForm(items...)
	d := dialog.NewCustom(lang.L("Preferences"), lang.L("Close"), fitToWindow(a.win, container.NewVBox(f.form, f.note), dialogChrome), a.win)
	d.Resize(fyne.NewSize(520, 0))
	a.showHeld(d)
	return f
}

// prefSoundMuted is the sounds' preference (the sound hook's key).
const prefSoundMuted = "sound.muted"

// soundSwitch is the sound hook (sound.go): the window mutes its sounds
// and remembers it under prefSoundMuted. Preferences offers the switch
// only in a build that has it.
type soundSwitch interface{ setMuted(muted bool) }
