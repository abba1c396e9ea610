package ui

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"chessmaster/master"
)

// Game → Your Rating…: how strong the person playing is, estimated from
// their finished games against the built-in computer (history.HumanRating:
// the levels' measured Elo are the opponents' ratings), and the level that
// makes a fair opponent.

// showRating reads the history off the UI goroutine and shows the
// estimate.
func (a *App) showRating() {
	dir := a.settings.HistoryDir
	go func() {
		r, ok, err := master.LoadPersonRating(dir)
		a.post(func() {
			// The figures set the dialog's width; the explanation wraps
			// within it.
			note := widget.NewLabel(ratingExplained())
			note.Wrapping = fyne.TextWrapWord
			note.Importance = widget.LowImportance
			width := canvas.NewRectangle(color.Transparent)
			width.SetMinSize(fyne.NewSize(460, 0)) // room for the note however short the figures
			body := container.NewVBox(widget.NewLabel(ratingText(r, ok, err)), note, width)
			d := dialog.NewCustom(lang.L("Your Rating"), lang.L("Close"), body, a.win)
			if ok && err == nil {
				// One step from the figure to a game against the level it
				// names: New Game, filled in, asks before anything starts.
				play := widget.NewButton(lang.L("Play {{.Opponent}}…", tm{"Opponent": opponentName(r.FairLevel)}), func() {
					d.Hide()
					fair := fairGameSettings(a.settings, r.FairLevel)
					a.confirmDiscard(lang.L("starting a new game"), false, func() {
						_, nd := showNewGameDialog(a.win, fair, a.pick, r.FairLevel, a.startNewGame)
						a.holdWhile(nd)
					})
				})
				play.Importance = widget.HighImportance
				d.SetButtons([]fyne.CanvasObject{widget.NewButton(lang.L("Close"), d.Hide), play})
			}
			a.holdWhile(d)
			d.Show()
		})
	}()
}

// fairGameSettings is s for a game against the computer at level: the
// person keeps the colour and name they play with in s (White when
// neither side is a person), the other side is the computer; the clock
// and the book stay, the game starts from the usual position.
func fairGameSettings(s master.Settings, level int) master.Settings {
	computer := master.PlayerConfig{Kind: master.Computer, Level: level}
	switch {
	case s.White.Kind == master.Human:
		s.Black = computer
	case s.Black.Kind == master.Human:
		s.White = computer
	default:
		s.White, s.Black = master.PlayerConfig{Kind: master.Human}, computer
	}
	s.StartFEN, s.Chess960 = "", false
	return s
}

// ratingText is the Your Rating dialog's figures for the estimate r (ok:
// there are rated games; err: the history could not be read); the
// explanation (ratingExplained) follows them.
func ratingText(r master.PersonRating, ok bool, err error) string {
	if err != nil {
		return lang.L("Your games could not be read: {{.Error}}", tm{"Error": err.Error()})
	}
	if !ok {
		return lang.L("No rated games yet.")
	}
	lines := []string{
		lang.L("Your rating: about {{.Elo}} (95%: {{.Low}} to {{.High}})", tm{"Elo": r.Elo, "Low": r.Low, "High": r.High}),
		lang.L("From your last {{.Games}} finished games against the computer: {{.Wins}} won, {{.Draws}} drawn, {{.Losses}} lost.",
			tm{"Games": r.Games, "Wins": r.Wins, "Draws": r.Draws, "Losses": r.Losses}),
		"",
	}
	for _, o := range r.Opponents {
		lines = append(lines, lang.L("{{.Opponent}} (Elo {{.Elo}}): {{.Wins}} won, {{.Draws}} drawn, {{.Losses}} lost",
			tm{"Opponent": opponentName(o.Level), "Elo": o.Elo, "Wins": o.Wins, "Draws": o.Draws, "Losses": o.Losses}))
	}
	if fair := levelName(r.FairLevel); fair != "" {
		lines = append(lines, "", lang.L("A fair opponent for you: {{.Level}}", tm{"Level": fair}))
	}
	return strings.Join(lines, "\n")
}

// opponentName names a level in the record ("Level 5", "Full strength").
func opponentName(level int) string {
	if level == 0 {
		return lang.X("level.full-strength", "Full strength")
	}
	return lang.L("Level {{.N}}", tm{"N": fmt.Sprint(level)})
}

// ratingExplained says where the figure comes from and on what scale.
func ratingExplained() string {
	return lang.L("The estimate counts your last {{.N}} finished games against the computer at a level (not games between people, against other programs, loaded from files, or with moves taken back). Each level's Elo was measured against Stockfish, so your rating is on that scale, not on FIDE's or an online site's.", tm{"N": master.RatedGames})
}
