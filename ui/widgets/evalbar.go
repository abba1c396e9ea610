package widgets

import (
	"image/color"
	"strings"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
)

// EvalBar is the vertical evaluation bar beside the board: White's share
// grows from White's side of the board.
type EvalBar struct {
	widget.BaseWidget
	share   float32 // 0..1, White's part
	flipped bool
	text    string
}

// NewEvalBar returns a bar at equality.
func NewEvalBar() *EvalBar {
	e := &EvalBar{share: 0.5}
	e.ExtendBaseWidget(e)
	return e
}

// Set shows a new evaluation (share from whiteShare, text from formatEval).
func (e *EvalBar) Set(share float32, text string) {
	e.share, e.text = share, text
	e.Refresh()
}

// SetFlipped keeps White's part on White's side of the board.
func (e *EvalBar) SetFlipped(f bool) {
	e.flipped = f
	e.Refresh()
}

// Text is the score the bar was given (the label may show it shortened).
func (e *EvalBar) Text() string { return e.text }

// Share is White's part of the bar.
func (e *EvalBar) Share() float32 { return e.share }

// MinSize is a narrow strip.
func (e *EvalBar) MinSize() fyne.Size { return fyne.NewSize(28, 100) }

func (e *EvalBar) CreateRenderer() fyne.WidgetRenderer {
	r := &EvalBarRenderer{e: e,
		black: canvas.NewRectangle(color.NRGBA{0x40, 0x3d, 0x39, 0xff}),
		white: canvas.NewRectangle(color.NRGBA{0xf5, 0xf3, 0xee, 0xff}),
		mid:   canvas.NewRectangle(color.NRGBA{0xd0, 0x40, 0x30, 0xc0}),
		frame: canvas.NewRectangle(color.Transparent),
		Label: canvas.NewText("", color.Black)}
	r.frame.StrokeColor = color.NRGBA{0x80, 0x80, 0x80, 0xa0}
	r.frame.StrokeWidth = 1
	r.Label.TextSize = EvalLabelSize
	r.Label.Alignment = fyne.TextAlignCenter
	return r
}

type EvalBarRenderer struct {
	e                 *EvalBar
	black, white, mid *canvas.Rectangle
	frame             *canvas.Rectangle // outline, so the white part shows on a light theme
	Label             *canvas.Text
}

func (r *EvalBarRenderer) Layout(size fyne.Size) {
	whiteH := size.Height * r.e.share
	r.black.Resize(size)
	r.frame.Resize(size)
	r.white.Resize(fyne.NewSize(size.Width, whiteH))
	r.mid.Resize(fyne.NewSize(size.Width, 1))
	r.mid.Move(fyne.NewPos(0, size.Height/2))
	r.fitLabel(size.Width)
	ts := r.Label.MinSize()
	if r.e.flipped {
		r.white.Move(fyne.NewPos(0, 0))
	} else {
		r.white.Move(fyne.NewPos(0, size.Height-whiteH))
	}
	// The number sits at the end of the winning side's part.
	winningWhite := r.e.share >= 0.5
	atBottom := winningWhite != r.e.flipped
	y := float32(2)
	if atBottom {
		y = size.Height - ts.Height - 2
	}
	r.Label.Move(fyne.NewPos(evalLabelMargin, y))
	r.Label.Resize(fyne.NewSize(size.Width-2*evalLabelMargin, ts.Height))
	if winningWhite {
		r.Label.Color = color.NRGBA{0x30, 0x30, 0x30, 0xff}
	} else {
		r.Label.Color = color.NRGBA{0xf0, 0xf0, 0xf0, 0xff}
	}
}

// The label's text sizes: the normal one, and the smallest still read.
const (
	EvalLabelSize    = 10
	evalLabelMinSize = 7
	evalLabelMargin  = 1 // each side, inside the frame
)

// fitLabel makes the score fit across a bar width wide: "TB 0-1" or
// "+12.35" at the normal size are wider than the narrow bar. It shrinks
// the text down to the smallest readable size, then shortens it
// (evalLabelForms), then drops letters from the end, so the score never
// spills out of the bar.
func (r *EvalBarRenderer) fitLabel(width float32) {
	room := width - 2*evalLabelMargin
	text := r.e.text
	fits := func(t string, size float32) bool {
		return fyne.MeasureText(t, size, r.Label.TextStyle).Width <= room
	}
	for _, t := range evalLabelForms(text) {
		for size := float32(EvalLabelSize); size >= evalLabelMinSize; size -= 0.5 {
			if fits(t, size) {
				r.Label.Text, r.Label.TextSize = t, size
				return
			}
		}
		text = t
	}
	runes := []rune(text)
	for len(runes) > 0 && !fits(string(runes), evalLabelMinSize) {
		runes = runes[:len(runes)-1]
	}
	r.Label.Text, r.Label.TextSize = string(runes), evalLabelMinSize
}

// evalLabelForms are the ways to write text, longest first: as it is,
// then a number without its decimals, or words by their first one
// ("TB 0-1" → "TB": the bar's colours and the label's end of the bar
// say who wins; the panel has the words).
func evalLabelForms(text string) []string {
	forms := []string{text}
	if strings.IndexFunc(text, unicode.IsLetter) < 0 {
		if i := strings.IndexByte(text, '.'); i > 0 {
			forms = append(forms, text[:i])
		}
	} else if i := strings.IndexAny(text, " -"); i > 0 {
		forms = append(forms, text[:i])
	}
	return forms
}

func (r *EvalBarRenderer) MinSize() fyne.Size { return r.e.MinSize() }

func (r *EvalBarRenderer) Refresh() {
	r.Layout(r.e.Size())
	for _, o := range r.Objects() {
		canvas.Refresh(o)
	}
}

func (r *EvalBarRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.black, r.white, r.mid, r.frame, r.Label}
}

func (r *EvalBarRenderer) Destroy() {}
