package ui

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// levelLine is what a level is, in the one line the level pickers show
// under its name: for a level that plays the moves people of its rating
// play (LevelChoice.PlaysLikePeople), "Plays like a 1220 player
// (measured), with the moves people choose." ("an 870 player"); for the
// others their description.
func levelLine(c LevelChoice) string {
	if c.PlaysLikePeople {
		// Two texts, not an article field: a translation has no use for
		// the English article.
		if englishArticle(c.Elo) == "an" {
			return lang.L("Plays like an {{.Elo}} player (measured), with the moves people choose.", tm{"Elo": c.Elo})
		}
		return lang.L("Plays like a {{.Elo}} player (measured), with the moves people choose.", tm{"Elo": c.Elo})
	}
	return levelDescription(c.Level)
}

// englishArticle is "an" before a rating said with a vowel sound (870 is
// "eight seventy", 1110 "eleven ten", 1850 "eighteen fifty"), else "a".
// Other languages translate both texts alike.
func englishArticle(n int) string {
	s := strconv.Itoa(n)
	switch {
	case strings.HasPrefix(s, "8"),
		len(s) == 2 && (s == "11" || s == "18"),
		len(s) == 4 && (strings.HasPrefix(s, "11") || strings.HasPrefix(s, "18")):
		return "an"
	}
	return "a"
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
