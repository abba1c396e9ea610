package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// openingRowHeight is the height of the opening's row: a line of text,
// kept whether or not the line has a name, so that the first move does
// not push the move list down.
func openingRowHeight() float32 {
	return fyne.MeasureText("Mg", theme.TextSize(), fyne.TextStyle{Italic: true}).Height + 2*theme.InnerPadding()
}
