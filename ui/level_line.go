package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// levelLine is what a level is, in the one line the level pickers show
// under its name: for a level that plays the moves people of its rating
// play (LevelChoice.PlaysLikePeople), "Plays like a 1180 player
// (measured), with the moves people choose."; for the others their description.
func levelLine(c LevelChoice) string {
	if c.PlaysLikePeople {
		return lang.L("Plays like a {{.Elo}} player (measured), with the moves people choose.", tm{"Elo": c.Elo})
	}
	return levelDescription(c.Level)
}

// levelCaption is the line under the New Game dialog's level list that
// says what the chosen level is.
type levelCaption struct {
	label *widget.Label
}

func newLevelCaption() *levelCaption {
	l := widget.NewLabel("")
	l.Wrapping = fyne.TextWrapWord
	l.Importance = widget.LowImportance
	return &levelCaption{label: l}
}

// show sets the caption for the level at index i of Levels() (none for
// no choice).
func (c *levelCaption) show(i int) {
	levels := Levels()
	if i < 0 || i >= len(levels) {
		c.label.SetText("")
		return
	}
	c.label.SetText(levelLine(levels[i]))
}
