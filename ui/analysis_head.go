package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// analysisHeadLayout lays out the analysis panel's head on one row: its
// title, its two choices (lines, engine) and its close button. Where the
// column has no room to read the choices beside the title (a narrow
// column, or German's "3 Varianten" and "Eingebaute Engine"), the title
// gives its room to them instead of both being cut to "3 …" and "E…":
// the status line and the lines themselves say it is the analysis. The
// row keeps its height either way, so nothing under it moves.
//
// Objects: title, choices (the two selects in a grid), close button.
type analysisHeadLayout struct {
	selects []*widget.Select
}

// selectWanted is the width a select needs to show enough of its choice
// to be read: all of it up to seven letters ("3 lines"), the first six
// and "…" of a longer one ("Built-…", "3 Vari…", "Eingeb…"). Fyne's
// select is only as wide as its placeholder.
func selectWanted(s *widget.Select) float32 {
	shown := s.Selected
	if r := []rune(shown); len(r) > 7 {
		shown = string(r[:6]) + "…"
	}
	text := fyne.MeasureText(shown, theme.TextSize(), fyne.TextStyle{}).Width
	// Beside the text: the drop icon, its inner padding and the label's
	// insets (as Fyne's select lays them out).
	return text + theme.IconInlineSize() + theme.InnerPadding() + 3*theme.Padding()
}

// titleFits reports whether the title and readable choices share a row
// of the width given.
func (l *analysisHeadLayout) titleFits(objects []fyne.CanvasObject, width float32) bool {
	w := objects[0].MinSize().Width + objects[2].MinSize().Width + 2*theme.Padding()
	choices := float32(0)
	for _, s := range l.selects {
		choices = max(choices, selectWanted(s))
	}
	return w+float32(len(l.selects))*choices+theme.Padding() <= width
}

// MinSize asks for no room for the title: it is the first thing to go.
func (l *analysisHeadLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	title, choices, closeBtn := objects[0].MinSize(), objects[1].MinSize(), objects[2].MinSize()
	return fyne.NewSize(choices.Width+closeBtn.Width+theme.Padding(),
		max(title.Height, choices.Height, closeBtn.Height))
}

func (l *analysisHeadLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	title, choices, closeBtn := objects[0], objects[1], objects[2]
	pad := theme.Padding()
	cw := closeBtn.MinSize().Width
	closeBtn.Move(fyne.NewPos(size.Width-cw, 0))
	closeBtn.Resize(fyne.NewSize(cw, size.Height))
	left := float32(0)
	if l.titleFits(objects, size.Width) {
		tw := title.MinSize().Width
		title.Move(fyne.NewPos(0, 0))
		title.Resize(fyne.NewSize(tw, size.Height))
		title.Show()
		left = tw + pad
	} else {
		title.Hide()
	}
	choices.Move(fyne.NewPos(left, 0))
	choices.Resize(fyne.NewSize(size.Width-left-cw-pad, size.Height))
}
