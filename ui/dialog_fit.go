package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// A dialog's body in a short window: Fyne sizes a dialog to its content,
// however tall, so a long form (Preferences) ran off a 640×480 window
// and its Close button was drawn over the form. fitToWindow holds the
// body in a vertical scroll whose least height is the body's own, but no
// more than the window leaves a dialog's body: its height less chrome
// (the title, the buttons and the dialog's padding). In a window tall
// enough nothing changes; in a short one the body scrolls.

// fitToWindow returns body held so (see above).
func fitToWindow(win fyne.Window, body fyne.CanvasObject, chrome float32) fyne.CanvasObject {
	return container.New(&windowCapLayout{win: win, chrome: chrome}, container.NewVScroll(body))
}

// dialogChrome is what a dialog with a title and a row of buttons takes
// around its body.
const dialogChrome = 150

type windowCapLayout struct {
	win    fyne.Window
	chrome float32
}

func (l *windowCapLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	sc := objects[0].(*container.Scroll)
	want := sc.Content.MinSize()
	h := want.Height
	if room := l.win.Canvas().Size().Height - l.chrome; room > 0 && h > room {
		h = max(room, 80)
	}
	return fyne.NewSize(want.Width, h)
}

func (l *windowCapLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	objects[0].Move(fyne.NewPos(0, 0))
	objects[0].Resize(size)
}

// sideBySide lays two objects out in two equal columns when the window
// is wide enough for both beside each other in a dialog, and one under
// the other when it is not (New Game's White and Black in a 640-wide
// window). Its minimum size follows the window's width, so the dialog
// that holds it asks for no more room than the window has.
func sideBySide(win fyne.Window, a, b fyne.CanvasObject) fyne.CanvasObject {
	return container.New(&sideBySideLayout{win: win}, a, b)
}

// dialogSideRoom is the width a dialog takes beside its body (its
// padding and the window's margin).
const dialogSideRoom = 60

type sideBySideLayout struct{ win fyne.Window }

func (l *sideBySideLayout) beside(objects []fyne.CanvasObject) bool {
	if l.win == nil {
		return true
	}
	w := max(objects[0].MinSize().Width, objects[1].MinSize().Width)
	room := l.win.Canvas().Size().Width - dialogSideRoom
	return room <= 0 || 2*w+theme.Padding() <= room
}

func (l *sideBySideLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	a, b := objects[0].MinSize(), objects[1].MinSize()
	if l.beside(objects) {
		return fyne.NewSize(2*max(a.Width, b.Width)+theme.Padding(), max(a.Height, b.Height))
	}
	return fyne.NewSize(max(a.Width, b.Width), a.Height+theme.Padding()+b.Height)
}

func (l *sideBySideLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	if l.beside(objects) {
		w := (size.Width - pad) / 2
		objects[0].Move(fyne.NewPos(0, 0))
		objects[0].Resize(fyne.NewSize(w, size.Height))
		objects[1].Move(fyne.NewPos(w+pad, 0))
		objects[1].Resize(fyne.NewSize(w, size.Height))
		return
	}
	h := objects[0].MinSize().Height
	objects[0].Move(fyne.NewPos(0, 0))
	objects[0].Resize(fyne.NewSize(size.Width, h))
	objects[1].Move(fyne.NewPos(0, h+pad))
	objects[1].Resize(fyne.NewSize(size.Width, size.Height-h-pad))
}
