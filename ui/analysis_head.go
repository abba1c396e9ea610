package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// analysisHeadLayout lays out the analysis panel's head on one row: its
// title, its two choices (lines, engine) and its close button. Each
// choice is given the width its whole text needs where the row has it;
// the short "3 lines" takes only that, and the engine's name the rest,
// so "3 Varianten" and "ChessMaster" are read whole in a column of
// ordinary width. Where the row is too narrow for the title
// and both choices whole, the title gives its room to them (the status
// line and the lines themselves say it is the analysis); where it is
// narrower still, the engine's name is cut with "…", never below
// selectShort. The row keeps its height either way, so nothing under it
// moves.
//
// Objects: title, lines select, engine select, close button.
type analysisHeadLayout struct {
	selects []*widget.Select
}

// selectWidth is the width a select needs to show text whole: the text,
// the drop icon, its inner padding and the label's insets (as Fyne's
// select lays them out), and an inner padding more, as a real window's
// text measures a little wider than fyne.MeasureText says (one pixel
// short cut "3 Varianten" to "3 Variant…"). A select by itself asks only
// for the width of its placeholder, not of its choice.
func selectWidth(text string) float32 {
	w := fyne.MeasureText(text, theme.TextSize(), fyne.TextStyle{}).Width
	return w + theme.IconInlineSize() + 2*theme.InnerPadding() + 3*theme.Padding()
}

// selectFull is the width that shows the select's whole choice.
func selectFull(s *widget.Select) float32 { return selectWidth(s.Selected) }

// selectShort is the least width at which a choice can still be read:
// all of it up to seven letters ("3 lines"), the first five and "…" of a
// longer one ("3 Var…", "Chess…"), which is what the narrowest column
// has room for.
func selectShort(s *widget.Select) float32 {
	shown := s.Selected
	if r := []rune(shown); len(r) > 7 {
		shown = string(r[:5]) + "…"
	}
	return selectWidth(shown)
}

// MinSize asks for no room for the title (it is the first thing to go)
// and a floor for the choices that keeps the column's width as it was
// (the column's floor is the navigation row's).
func (l *analysisHeadLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	h := float32(0)
	for _, o := range objects {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(5*theme.IconInlineSize()+objects[3].MinSize().Width+theme.Padding(), h)
}

func (l *analysisHeadLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	title, lines, engine, closeBtn := objects[0], l.selects[0], l.selects[1], objects[3]
	pad := theme.Padding()
	cw := closeBtn.MinSize().Width
	closeBtn.Move(fyne.NewPos(size.Width-cw, 0))
	closeBtn.Resize(fyne.NewSize(cw, size.Height))
	room := size.Width - cw - pad // for the title and the choices
	linesW, engineW := selectFull(lines), selectFull(engine)
	tw := title.MinSize().Width
	left := float32(0)
	if tw+pad+linesW+pad+engineW <= room {
		title.Move(fyne.NewPos(0, 0))
		title.Resize(fyne.NewSize(tw, size.Height))
		title.Show()
		left = tw + pad
	} else {
		title.Hide()
		// The engine's name is cut first; the lines' choice keeps at
		// least its short form.
		linesW = max(min(linesW, room-pad-selectShort(engine)), selectShort(lines))
	}
	engineW = max(room-left-linesW-pad, 0)
	lines.Move(fyne.NewPos(left, 0))
	lines.Resize(fyne.NewSize(linesW, size.Height))
	engine.Move(fyne.NewPos(left+linesW+pad, 0))
	engine.Resize(fyne.NewSize(engineW, size.Height))
}
