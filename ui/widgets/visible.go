package widgets

import "fyne.io/fyne/v2"

// SetVisible shows or hides o.
func SetVisible(o fyne.CanvasObject, v bool) {
	if v {
		o.Show()
	} else {
		o.Hide()
	}
}
