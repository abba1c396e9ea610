package ui

import "math"

// The board's share of the window: from boardShareFrom pixels wide up the
// board keeps at least boardShare of the window's width, however the user
// drags the divider between it and the right column (the column's text
// truncates; its panels scroll).
const (
	boardShare     = 0.55
	boardShareFrom = 800
)

// boardAreaFloor is the least width of the board's side of the split in a
// window width wide: the board's share plus around, what lies around the
// board there (the padding, the evaluation bar's slot and its gap), and 8
// for the board's rounding down to a multiple of 8 pixels.
func boardAreaFloor(width, around float32) float32 {
	if width < boardShareFrom {
		return 0
	}
	return boardShare*width + around + 8
}

// prefSplit remembers where the user left the divider between the board
// and the column: the board's side's share of the width.
const prefSplit = "window.split"

// defaultSplit is the board's side's share before the user drags.
const defaultSplit = 0.68

// savedSplit is the share the user left the divider at, or the default.
// A value no drag can leave (a hand-edited or damaged preference) gives
// the default; one that is merely small is kept, as the layout keeps the
// board's share whatever the offset.
func (a *App) savedSplit() float64 {
	v := a.fyneApp.Preferences().FloatWithFallback(prefSplit, defaultSplit)
	if math.IsNaN(v) || v <= 0 || v >= 1 {
		return defaultSplit
	}
	return v
}

// saveSplit remembers the share shown when a drag ends.
func (a *App) saveSplit(offset float64) {
	a.fyneApp.Preferences().SetFloat(prefSplit, offset)
}
