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
			a.holdWhile(d)
			d.Show()
		})
	}()
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
