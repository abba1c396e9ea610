package widgets

import (
	"image/color"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
)

// Board colour schemes, chosen in Preferences. A scheme sets the colours
// the board renderer draws with (board.go's package variables), so every
// board of the window, the position editor's too, follows it.

// boardTheme is one colour scheme of the board.
type boardTheme struct {
	ID   string
	Name func() string
	// Light and Dark are the squares; the tints mark the last move, the
	// picked piece and the squares it can go to.
	Light, Dark              color.NRGBA
	LastMove, Selected, Dest color.NRGBA
}

// BoardThemes are the schemes offered; the first is the default.
var BoardThemes = []boardTheme{
	{
		ID: "wood", Name: func() string { return lang.L("Wood") },
		Light: color.NRGBA{0xef, 0xd9, 0xb5, 0xff}, Dark: color.NRGBA{0xb5, 0x88, 0x63, 0xff},
		LastMove: color.NRGBA{0xcd, 0xd2, 0x3a, 0x70}, Selected: color.NRGBA{0x14, 0x6e, 0x3c, 0x70},
		Dest: color.NRGBA{0x14, 0x55, 0x1e, 0x66},
	},
	{
		// The green and cream of tournament sets and vinyl roll-up boards.
		ID: "green", Name: func() string { return lang.L("Tournament green") },
		Light: color.NRGBA{0xee, 0xee, 0xd2, 0xff}, Dark: color.NRGBA{0x76, 0x96, 0x56, 0xff},
		LastMove: color.NRGBA{0xf6, 0xf6, 0x69, 0x90}, Selected: color.NRGBA{0x24, 0x5c, 0x8a, 0x70},
		Dest: color.NRGBA{0x1b, 0x3d, 0x10, 0x70},
	},
	{
		// High contrast for colour-blind players: the squares differ in
		// brightness, not only hue (white and a mid blue), the last move
		// is orange and the picked piece dark navy, which no common
		// colour blindness confuses with the squares or each other.
		ID: "contrast", Name: func() string { return lang.L("High contrast (colour-blind friendly)") },
		Light: color.NRGBA{0xf7, 0xf7, 0xf7, 0xff}, Dark: color.NRGBA{0x4a, 0x6f, 0xa5, 0xff},
		LastMove: color.NRGBA{0xff, 0x9f, 0x00, 0x90}, Selected: color.NRGBA{0x00, 0x10, 0x40, 0x80},
		Dest: color.NRGBA{0x10, 0x10, 0x10, 0x90},
	},
}

// BoardThemeID is the scheme in use.
var BoardThemeID = BoardThemes[0].ID

// BoardCoordinates says whether the board writes its file letters and
// rank digits.
var BoardCoordinates = true

// SetBoardTheme makes the scheme with id the board's colours (the first
// scheme for an unknown id).
func SetBoardTheme(id string) {
	t := BoardThemes[BoardThemeIndex(id)]
	BoardThemeID = t.ID
	lightSquare, darkSquare = t.Light, t.Dark
	lastMoveTint, selectedTint, targetColour = t.LastMove, t.Selected, t.Dest
}

// BoardThemeIndex is the place of the scheme id in boardThemes (0 when
// unknown).
func BoardThemeIndex(id string) int {
	for i, t := range BoardThemes {
		if t.ID == id {
			return i
		}
	}
	return 0
}

// applyStyle gives the squares the scheme's colours and shows or hides
// the coordinates (called by the renderer's Refresh).
func (r *BoardRenderer) applyStyle() {
	for sq, s := range r.Squares {
		if c := SquareColour(sq); s.FillColor != c {
			s.FillColor = c
			canvas.Refresh(s)
		}
	}
	for i := range 8 {
		for _, t := range []*canvas.Text{r.Files[i], r.ranks[i]} {
			if BoardCoordinates {
				t.Show()
			} else {
				t.Hide()
			}
		}
	}
}
