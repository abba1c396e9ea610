package widgets

import (
	"image/color"
	"slices"
	"strings"

	"fyne.io/fyne/v2/lang"
)

// Numeric annotation glyphs ($1 ... $19) as the move list writes them.
// Move-quality glyphs ($1-$6) follow the move at once; the position
// glyphs follow after a space, in the ASCII forms ChessBase writes (the
// window's font has ± but not ∓, ⩲ or ∞, so all of them are ASCII). Other
// NAGs stay in the game and its file but are not shown.
var NagGlyphs = map[string]string{
	"$1": "!", "$2": "?", "$3": "!!", "$4": "??", "$5": "!?", "$6": "?!",
	"$10": "=", "$13": "unclear",
	"$14": "+/=", "$15": "=/+", "$16": "+/-", "$17": "-/+", "$18": "+-", "$19": "-+",
}

// MoveQuality is true for the glyphs that judge a move ($1-$6): a move has
// at most one of them.
func MoveQuality(nag string) bool {
	switch nag {
	case "$1", "$2", "$3", "$4", "$5", "$6":
		return true
	}
	return false
}

// positionNAG is true for the glyphs that judge the position ($10-$19).
func positionNAG(nag string) bool {
	switch nag {
	case "$10", "$11", "$12", "$13", "$14", "$15", "$16", "$17", "$18", "$19":
		return true
	}
	return false
}

// nagText splits a move's NAGs into the move-quality glyph written right
// after the move ("?!") and the position glyphs written after a space
// ("+/-").
func nagText(nags []string) (quality, position string) {
	var pos []string
	for _, n := range nags {
		g, ok := NagGlyphs[n]
		if !ok {
			continue
		}
		if n == "$13" {
			g = lang.L("unclear")
		}
		if MoveQuality(n) {
			if quality == "" {
				quality = g
			}
			continue
		}
		pos = append(pos, g)
	}
	return quality, strings.Join(pos, " ")
}

// Colours of the move-quality glyphs (and of the move they judge), the
// way review sites draw them: good moves green, doubtful ones yellow,
// mistakes orange, blunders red. They read on light and dark themes.
var (
	nagGood       = color.NRGBA{0x2e, 0x9d, 0x4c, 0xff}
	nagBrilliant  = color.NRGBA{0x1c, 0xa0, 0xa8, 0xff}
	nagInteresing = color.NRGBA{0x4f, 0x8f, 0xd8, 0xff}
	nagDubious    = color.NRGBA{0xd4, 0xa5, 0x0a, 0xff}
	nagMistake    = color.NRGBA{0xe6, 0x7e, 0x22, 0xff}
	nagBlunder    = color.NRGBA{0xdb, 0x32, 0x32, 0xff}
)

// nagColour is the colour of a move-quality glyph; nil for none.
func nagColour(nags []string) color.Color {
	for _, n := range nags {
		switch n {
		case "$1":
			return nagGood
		case "$3":
			return nagBrilliant
		case "$5":
			return nagInteresing
		case "$6":
			return nagDubious
		case "$2":
			return nagMistake
		case "$4":
			return nagBlunder
		}
	}
	return nil
}

// nagChoice is one entry of the Annotate menu.
type nagChoice struct {
	Nag, Label string
}

// NagChoices are the glyphs the user can put on a move.
func NagChoices() []nagChoice {
	return []nagChoice{
		{"$1", "!  " + lang.L("Good move")},
		{"$3", "!!  " + lang.L("Brilliant move")},
		{"$5", "!?  " + lang.L("Interesting move")},
		{"$6", "?!  " + lang.L("Dubious move")},
		{"$2", "?  " + lang.L("Mistake")},
		{"$4", "??  " + lang.L("Blunder")},
		{"$10", "=  " + lang.L("Equal position")},
		{"$14", "+/=  " + lang.L("White is slightly better")},
		{"$15", "=/+  " + lang.L("Black is slightly better")},
		{"$16", "+/-  " + lang.L("White is better")},
		{"$17", "-/+  " + lang.L("Black is better")},
		{"$18", "+-  " + lang.L("White is winning")},
		{"$19", "-+  " + lang.L("Black is winning")},
	}
}

// ToggleNAG adds nag to a move's NAGs, replacing another glyph of its
// kind (a move has one quality glyph and one position glyph), or removes
// it when the move has it already.
func ToggleNAG(nags []string, nag string) []string {
	if slices.Contains(nags, nag) {
		return slices.DeleteFunc(slices.Clone(nags), func(n string) bool { return n == nag })
	}
	out := slices.DeleteFunc(slices.Clone(nags), func(n string) bool {
		return MoveQuality(nag) && MoveQuality(n) || positionNAG(nag) && positionNAG(n)
	})
	return append(out, nag)
}
