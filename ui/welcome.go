package ui

import (
	"math/rand/v2"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"chessmaster/master"
	"chessmaster/ui/widgets"
)

// The first start: instead of dropping a new user into a game against
// level 5, a welcome asks which side to play and how strong the opponent
// should be (the levels with their names, Elo and what such a player is
// like), or offers to open a game instead. It can be skipped; once any
// choice is made it does not come back (prefWelcomeDone).

// prefWelcomeDone is set once the welcome was answered or skipped.
const prefWelcomeDone = "welcome.done"

// welcomeView is the open welcome.
type welcomeView struct {
	d      *dialog.CustomDialog
	side   *widget.RadioGroup
	levels *widget.List
	level  int // index in Levels()

	play, open, skip, setup *widget.Button
}

// randomSide picks the side of "Random"; tests replace it.
var randomSide = func() master.Color {
	if rand.IntN(2) == 0 {
		return master.White
	}
	return master.Black
}

// isFirstRun says whether this start is the very first: no saved game,
// no welcome answered, and nothing asked for on the command line.
func (a *App) isFirstRun() bool {
	p := a.fyneApp.Preferences()
	if p.Bool(prefWelcomeDone) || a.opts.Settings != nil || a.opts.OpenFile != "" || len(a.opts.DemoMoves) > 0 {
		return false
	}
	return p.String(prefGame) == "" && p.String(prefSettings) == "" && a.readAutosave() == ""
}

// showWelcome opens the welcome.
func (a *App) showWelcome() *welcomeView {
	v := &welcomeView{}
	levels := Levels()
	v.level = len(levels) - 1
	def := a.lastLevel()
	for i, l := range levels {
		if l.Level == def {
			v.level = i
		}
	}

	intro := widget.NewLabel(lang.L("Choose your side and your opponent for a first game. Both can be changed later with New Game in the File menu."))
	intro.Wrapping = fyne.TextWrapWord

	sides := []string{lang.L("White"), lang.L("Black"), lang.L("Random")}
	v.side = widget.NewRadioGroup(sides, nil)
	v.side.Horizontal = true
	v.side.Required = true
	v.side.SetSelected(sides[0])

	v.levels = widget.NewList(func() int { return len(levels) },
		func() fyne.CanvasObject {
			name := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
			desc := canvas.NewText("", theme.Color(theme.ColorNamePlaceHolder))
			desc.TextSize = theme.CaptionTextSize()
			return container.New(&widgets.NameOverMaterial{}, name, desc)
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			box := o.(*fyne.Container)
			box.Objects[0].(*widget.Label).SetText(levelText(levels[i]))
			desc := box.Objects[1].(*canvas.Text)
			desc.Text = levelLine(levels[i])
			desc.Refresh()
		})
	v.levels.OnSelected = func(i widget.ListItemID) { v.level = i }
	v.levels.Select(v.level)

	v.play = widget.NewButtonWithIcon(lang.L("Play"), theme.MediaPlayIcon(), func() {
		a.confirmDiscard(lang.L("starting a new game"), false, func() {
			a.finishWelcome()
			a.startNewGame(welcomeSettings(a.settings, v.sideChoice(), levels[v.level].Level))
		})
	})
	v.play.Importance = widget.HighImportance
	v.open = widget.NewButtonWithIcon(lang.L("Open a game…"), theme.FolderOpenIcon(), func() {
		a.confirmDiscard(lang.L("opening another game"), false, func() {
			a.finishWelcome()
			a.chooseAndOpen()
		})
	})
	v.skip = widget.NewButton(lang.L("Skip"), func() {
		a.finishWelcome()
		a.ctrl.Start() // the default game, as without the welcome
		a.refresh()
	})
	v.setup = v.setupButton(a, levels)
	buttons := []fyne.CanvasObject{v.skip, v.open, v.setup, v.play}

	form := widget.NewForm(widget.NewFormItem(lang.L("Play as"), v.side))
	opponent := widget.NewLabelWithStyle(lang.L("Opponent"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	content := container.NewBorder(container.NewVBox(intro, form, opponent), nil, nil, nil, v.levels)
	v.d = dialog.NewCustomWithoutButtons(lang.L("Welcome to ChessMaster"), content, a.win)
	v.d.SetButtons(buttons)
	v.d.Resize(welcomeSize(a.win.Canvas().Size()))
	a.welcome = v
	v.d.Show()
	// Scrolled to only now that the list has its height: before, the
	// list was empty, and showing the chosen level in no room scrolled it
	// down by that row, cutting off "Level 1" although all fitted.
	v.levels.ScrollTo(v.level)
	return v
}

// sideChoice is the side the user chose to play.
func (v *welcomeView) sideChoice() master.Color {
	switch v.side.Selected {
	case v.side.Options[1]:
		return master.Black
	case v.side.Options[2]:
		return randomSide()
	}
	return master.White
}

// welcomeSettings are the settings of the first game: the user on side,
// the built-in engine at level on the other.
func welcomeSettings(base master.Settings, side master.Color, level int) master.Settings {
	s := base
	human := master.PlayerConfig{Kind: master.Human}
	computer := master.PlayerConfig{Kind: master.Computer, Level: level}
	if base.White.Kind == master.Computer {
		computer.MoveTime = base.White.MoveTime
	} else if base.Black.Kind == master.Computer {
		computer.MoveTime = base.Black.MoveTime
	}
	if side == master.Black {
		s.White, s.Black = computer, human
	} else {
		s.White, s.Black = human, computer
	}
	s.StartFEN = ""
	return s
}

// finishWelcome closes the welcome for good.
func (a *App) finishWelcome() {
	a.fyneApp.Preferences().SetBool(prefWelcomeDone, true)
	if a.welcome != nil {
		a.welcome.d.Hide()
		a.welcome = nil
	}
}

// welcomeSetupButton is "Set up a position…": the game with the chosen
// side and level begins (paused while the editor is open) and the
// position editor opens; its "Play from here" starts the game from the
// position set up, with those players.
func (v *welcomeView) setupButton(a *App, levels []LevelChoice) *widget.Button {
	return widget.NewButtonWithIcon(lang.L("Set up a position…"), theme.GridIcon(), func() {
		a.confirmDiscard(lang.L("setting up a position"), false, func() {
			a.finishWelcome()
			a.startNewGame(welcomeSettings(a.settings, v.sideChoice(), levels[v.level].Level))
			a.showPositionEditor()
		})
	})
}

// welcomeSize is the welcome's size in a window (canvas) of size win:
// 680×640, and in a window tall enough up to 720 px tall, so that the
// whole level list shows: at 640 its last row, "Full strength", was cut
// in half by the list's edge, in the window's first size (1100×760) too.
func welcomeSize(win fyne.Size) fyne.Size {
	return fyne.NewSize(680, min(max(640, win.Height-80), 720))
}
