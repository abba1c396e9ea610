package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// resultBanner tells the result of a finished game above the move list. It
// is not a dialog: the board, with the move that ended the game, stays in
// view and the user can go on browsing, start a new game or close it.
type resultBanner struct {
	box   *fyne.Container
	bg    *canvas.Rectangle
	label *widget.Label
}

func newResultBanner(newGame func()) *resultBanner {
	b := &resultBanner{
		bg:    canvas.NewRectangle(color.Transparent),
		label: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
	}
	b.label.Wrapping = fyne.TextWrapWord
	b.bg.CornerRadius = theme.InputRadiusSize()
	b.bg.StrokeWidth = 2
	again := widget.NewButton(lang.L("New Game…"), newGame)
	closeButton := widget.NewButtonWithIcon("", theme.CancelIcon(), b.Hide)
	closeButton.Importance = widget.LowImportance
	buttons := container.NewVBox(container.NewHBox(again, closeButton))
	b.box = container.NewStack(b.bg, container.NewPadded(container.NewBorder(nil, nil, nil, buttons, b.label)))
	b.box.Hide()
	return b
}

// Show puts text in the banner and shows it.
func (b *resultBanner) Show(text string) {
	primary := theme.Color(theme.ColorNamePrimary)
	r, g, bl, _ := primary.RGBA()
	b.bg.FillColor = color.NRGBA{uint8(r >> 8), uint8(g >> 8), uint8(bl >> 8), 0x38}
	b.bg.StrokeColor = primary
	b.label.SetText(text)
	b.box.Show()
	b.box.Refresh()
}

// Hide removes the banner.
func (b *resultBanner) Hide() { b.box.Hide() }

// Visible reports whether the banner is shown.
func (b *resultBanner) Visible() bool { return b.box.Visible() }

// Text is the banner's text.
func (b *resultBanner) Text() string { return b.label.Text }
