package ui

import (
	"fmt"
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"chessmaster/master"
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

// Share is White's part of the bar.
func (e *EvalBar) Share() float32 { return e.share }

// MinSize is a narrow strip.
func (e *EvalBar) MinSize() fyne.Size { return fyne.NewSize(28, 100) }

func (e *EvalBar) CreateRenderer() fyne.WidgetRenderer {
	r := &evalBarRenderer{e: e,
		black: canvas.NewRectangle(color.NRGBA{0x40, 0x3d, 0x39, 0xff}),
		white: canvas.NewRectangle(color.NRGBA{0xf5, 0xf3, 0xee, 0xff}),
		mid:   canvas.NewRectangle(color.NRGBA{0xd0, 0x40, 0x30, 0xc0}),
		frame: canvas.NewRectangle(color.Transparent),
		label: canvas.NewText("", color.Black)}
	r.frame.StrokeColor = color.NRGBA{0x80, 0x80, 0x80, 0xa0}
	r.frame.StrokeWidth = 1
	r.label.TextSize = 10
	r.label.Alignment = fyne.TextAlignCenter
	return r
}

type evalBarRenderer struct {
	e                 *EvalBar
	black, white, mid *canvas.Rectangle
	frame             *canvas.Rectangle // outline, so the white part shows on a light theme
	label             *canvas.Text
}

func (r *evalBarRenderer) Layout(size fyne.Size) {
	whiteH := size.Height * r.e.share
	r.black.Resize(size)
	r.frame.Resize(size)
	r.white.Resize(fyne.NewSize(size.Width, whiteH))
	r.mid.Resize(fyne.NewSize(size.Width, 1))
	r.mid.Move(fyne.NewPos(0, size.Height/2))
	ts := r.label.MinSize()
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
	r.label.Move(fyne.NewPos(0, y))
	r.label.Resize(fyne.NewSize(size.Width, ts.Height))
	if winningWhite {
		r.label.Color = color.NRGBA{0x30, 0x30, 0x30, 0xff}
	} else {
		r.label.Color = color.NRGBA{0xf0, 0xf0, 0xf0, 0xff}
	}
}

func (r *evalBarRenderer) MinSize() fyne.Size { return r.e.MinSize() }

func (r *evalBarRenderer) Refresh() {
	r.label.Text = r.e.text
	r.Layout(r.e.Size())
	for _, o := range r.Objects() {
		canvas.Refresh(o)
	}
}

func (r *evalBarRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.black, r.white, r.mid, r.frame, r.label}
}

func (r *evalBarRenderer) Destroy() {}

// Colours of the dot that tells which side a player card belongs to.
var (
	colorWhitePiece = color.NRGBA{0xfb, 0xfa, 0xf6, 0xff}
	colorBlackPiece = color.NRGBA{0x2e, 0x2b, 0x28, 0xff}
)

// PlayerCard shows one side's player name and clock; the clock of the side
// to move is highlighted.
type PlayerCard struct {
	widget.BaseWidget
	name    *widget.Label
	clock   *canvas.Text
	clockBg *canvas.Rectangle
	dot     *canvas.Circle
	clockOn bool
}

// NewPlayerCard returns a card for the side whose piece colour is dotColour.
func NewPlayerCard(dotColour color.Color) *PlayerCard {
	p := &PlayerCard{
		name:    widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		clock:   canvas.NewText("", theme.Color(theme.ColorNameForeground)),
		clockBg: canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground)),
		dot:     canvas.NewCircle(dotColour),
	}
	p.name.Truncation = fyne.TextTruncateEllipsis
	p.clock.TextSize = 22
	p.clock.TextStyle = fyne.TextStyle{Monospace: true}
	p.clock.Alignment = fyne.TextAlignCenter
	p.clockBg.CornerRadius = theme.InputRadiusSize()
	p.dot.StrokeColor = color.NRGBA{0x80, 0x80, 0x80, 0xff}
	p.dot.StrokeWidth = 1
	p.ExtendBaseWidget(p)
	return p
}

// Set shows a player's name and clock; a clock of zero with enabled false
// hides the clock (games without a time control).
func (p *PlayerCard) Set(name string, clock time.Duration, enabled, running bool) {
	p.name.SetText(name)
	p.clockOn = enabled
	if enabled {
		p.clock.Text = formatClock(clock)
	} else {
		p.clock.Text = ""
	}
	fg := theme.Color(theme.ColorNameForeground)
	bg := theme.Color(theme.ColorNameInputBackground)
	if running {
		fg = theme.Color(theme.ColorNameForegroundOnPrimary)
		bg = theme.Color(theme.ColorNamePrimary)
	}
	if enabled && clock < 10*time.Second && clock > 0 && running {
		bg = theme.Color(theme.ColorNameError)
	}
	p.clock.Color, p.clockBg.FillColor = fg, bg
	p.Refresh()
}

// ClockText is the clock as shown.
func (p *PlayerCard) ClockText() string { return p.clock.Text }

// Name is the player name as shown.
func (p *PlayerCard) Name() string { return p.name.Text }

func (p *PlayerCard) CreateRenderer() fyne.WidgetRenderer {
	dot := container.NewGridWrap(fyne.NewSquareSize(14), p.dot)
	clock := container.NewGridWrap(fyne.NewSize(116, 38), container.NewStack(p.clockBg, container.NewCenter(p.clock)))
	return widget.NewSimpleRenderer(container.NewBorder(nil, nil, container.NewCenter(dot), clock, p.name))
}

// Refresh also hides the clock box of an untimed game.
func (p *PlayerCard) Refresh() {
	if p.clockOn {
		p.clockBg.Show()
	} else {
		p.clockBg.Hide()
	}
	p.BaseWidget.Refresh()
	canvas.Refresh(p.clockBg)
	canvas.Refresh(p.clock)
	canvas.Refresh(p.dot)
}

// ThinkingPanel shows what a computer player is thinking: depth, score,
// nodes and the principal variation.
type ThinkingPanel struct {
	widget.BaseWidget
	head *widget.Label
	pv   *widget.Label
}

// NewThinkingPanel returns an empty panel.
func NewThinkingPanel() *ThinkingPanel {
	t := &ThinkingPanel{head: widget.NewLabel(""), pv: widget.NewLabel("")}
	t.head.TextStyle.Monospace = true
	t.head.Truncation = fyne.TextTruncateEllipsis
	t.pv.Wrapping = fyne.TextWrapWord
	t.ExtendBaseWidget(t)
	t.Clear("")
	return t
}

// Report displays a report of side's player; pv is already formatted.
func (t *ThinkingPanel) Report(who string, info master.ThinkingInfo, side master.Color, pv string) {
	// The score comes first: it is what people look at. who is short
	// ("White"); the status line names the program.
	head := fmt.Sprintf("%s  %s  depth %d", formatEval(info, side), who, info.Depth)
	if info.Nodes > 0 {
		head += "  " + formatNodes(info.Nodes)
	}
	t.head.SetText(head)
	t.pv.SetText(pv)
}

// Clear shows a short message instead of a report.
func (t *ThinkingPanel) Clear(msg string) {
	t.head.SetText(msg)
	t.pv.SetText("")
}

// Text is everything the panel shows, for tests.
func (t *ThinkingPanel) Text() string { return t.head.Text + "\n" + t.pv.Text }

func (t *ThinkingPanel) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewVBox(t.head, t.pv))
}

// formatNodes writes a node count compactly: 950, 12.3k, 4.5M.
func formatNodes(n uint64) string {
	switch {
	case n >= 10_000_000:
		return fmt.Sprintf("%.0fM nodes", float64(n)/1e6)
	case n >= 1_000_000:
		return fmt.Sprintf("%.1fM nodes", float64(n)/1e6)
	case n >= 1000:
		return fmt.Sprintf("%.1fk nodes", float64(n)/1e3)
	}
	return fmt.Sprintf("%d nodes", n)
}
