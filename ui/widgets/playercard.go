package widgets

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"chessmaster/notation"
)

// Colours of the dot that tells which side a player card belongs to.
var (
	ColorWhitePiece = color.NRGBA{0xfb, 0xfa, 0xf6, 0xff}
	ColorBlackPiece = color.NRGBA{0x2e, 0x2b, 0x28, 0xff}
)

// PlayerCard shows one side's player name and clock. The card of the side
// to move is highlighted, and so is a running clock.
type PlayerCard struct {
	widget.BaseWidget
	name *widget.Label
	// clockBox holds the clock (set by CreateRenderer); it is hidden, and
	// takes no room, in an untimed game.
	clockBox *fyne.Container
	clock    *canvas.Text
	ClockBg  *canvas.Rectangle
	turnBg   *canvas.Rectangle // behind the whole card: this side is to move
	Dot      *canvas.Circle
	// Material shows the pieces this player captured and the lead in
	// material (material.go).
	Material *MaterialRow
	// toGo is the caption under the clock with periods of moves: the
	// moves left before the next period's time (SetToGo).
	toGo    *canvas.Text
	clockOn bool
	toMove  bool
	periods bool
}

// NewPlayerCard returns a card for the side whose piece colour is dotColour.
func NewPlayerCard(dotColour color.Color) *PlayerCard {
	p := &PlayerCard{
		name:    widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		clock:   canvas.NewText("", theme.Color(theme.ColorNameForeground)),
		ClockBg: canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground)),
		turnBg:  canvas.NewRectangle(color.Transparent),
		Dot:     canvas.NewCircle(dotColour),

		Material: NewMaterialRow(),
		toGo:     canvas.NewText("", theme.Color(theme.ColorNamePlaceHolder)),
	}
	p.toGo.TextSize = 10
	p.toGo.Alignment = fyne.TextAlignCenter
	p.turnBg.CornerRadius = theme.InputRadiusSize()
	p.name.Truncation = fyne.TextTruncateEllipsis
	p.clock.TextSize = 22
	p.clock.TextStyle = fyne.TextStyle{Monospace: true}
	p.clock.Alignment = fyne.TextAlignCenter
	p.ClockBg.CornerRadius = theme.InputRadiusSize()
	p.Dot.StrokeColor = color.NRGBA{0x80, 0x80, 0x80, 0xff}
	p.Dot.StrokeWidth = 1
	p.ExtendBaseWidget(p)
	return p
}

// Set shows a player's name and clock; a clock of zero with enabled false
// hides the clock (games without a time control).
func (p *PlayerCard) Set(name string, clock time.Duration, enabled, running bool) {
	p.name.SetText(name)
	p.clockOn = enabled
	if enabled {
		p.clock.Text = notation.Clock(clock)
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
	p.clock.Color, p.ClockBg.FillColor = fg, bg
	p.Refresh()
}

// SetToGo shows, under the clock, how many moves this side must still
// make in its period of moves (text, e.g. "12 moves to go"; empty in a
// last period for the rest of the game). periods says whether the game's
// control has periods at all: only then does the card keep room for the
// caption, so its height stays the same for the whole game.
func (p *PlayerCard) SetToGo(text string, periods bool) {
	if text == p.toGo.Text && periods == p.periods {
		return
	}
	p.toGo.Text, p.periods = text, periods
	p.Refresh()
}

// ToGoText is the caption under the clock as shown ("" when none).
func (p *PlayerCard) ToGoText() string {
	if !p.periods || !p.clockOn {
		return ""
	}
	return p.toGo.Text
}

// SetToMove highlights the card of the side to move.
func (p *PlayerCard) SetToMove(on bool) {
	if on == p.toMove {
		return
	}
	p.toMove = on
	p.Refresh()
}

// ToMove reports whether the card is highlighted as the side to move.
func (p *PlayerCard) ToMove() bool { return p.toMove }

// ClockText is the clock as shown.
func (p *PlayerCard) ClockText() string { return p.clock.Text }

// Name is the player name as shown.
func (p *PlayerCard) Name() string { return p.name.Text }

func (p *PlayerCard) CreateRenderer() fyne.WidgetRenderer {
	dot := container.NewGridWrap(fyne.NewSquareSize(14), p.Dot)
	box := container.NewGridWrap(fyne.NewSize(116, 38), container.NewStack(p.ClockBg, container.NewCenter(p.clock)))
	p.clockBox = box
	p.clockBox.Hidden = !p.clockOn
	clock := container.New(&clockOverCaption{card: p}, box, p.toGo)
	// The captured pieces sit under the name, tucked up against it.
	who := container.New(&NameOverMaterial{}, p.name, p.Material)
	row := container.NewBorder(nil, nil, container.NewCenter(dot), clock, who)
	return widget.NewSimpleRenderer(container.NewStack(p.turnBg, container.New(cardPadding{}, row)))
}

// cardPadding leaves a little room inside the highlight.
type cardPadding struct{}

func (cardPadding) MinSize(objects []fyne.CanvasObject) fyne.Size {
	pad := theme.Padding()
	return objects[0].MinSize().AddWidthHeight(2*pad, 2*pad)
}

func (cardPadding) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	for _, o := range objects {
		o.Move(fyne.NewPos(pad, pad))
		o.Resize(size.SubtractWidthHeight(2*pad, 2*pad))
	}
}

// clockOverCaption puts the clock box at the top and, with periods of
// moves, the moves-to-go caption under it.
type clockOverCaption struct{ card *PlayerCard }

// captionHeight is the room the caption takes under the clock box.
const captionHeight = 13

func (l *clockOverCaption) MinSize(objects []fyne.CanvasObject) fyne.Size {
	if !l.card.clockOn {
		// An untimed game has no clock: its room goes to the name.
		return fyne.NewSize(0, 0)
	}
	size := objects[0].MinSize()
	if l.card.periods && l.card.clockOn {
		size.Height += captionHeight
	}
	return size
}

func (l *clockOverCaption) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	if !l.card.clockOn {
		return // the box is hidden (Refresh)
	}
	box := objects[0].MinSize()
	objects[0].Move(fyne.NewPos(0, 0))
	objects[0].Resize(box)
	objects[1].Move(fyne.NewPos(0, box.Height))
	objects[1].Resize(fyne.NewSize(box.Width, captionHeight))
}

// Refresh also hides the clock box of an untimed game.
func (p *PlayerCard) Refresh() {
	if p.clockOn {
		p.ClockBg.Show()
	} else {
		p.ClockBg.Hide()
	}
	if p.clockBox != nil {
		// An untimed card keeps no room for the clock (clockOverCaption).
		p.clockBox.Hidden = !p.clockOn
	}
	if p.clockOn && p.periods {
		p.toGo.Show()
	} else {
		p.toGo.Hide()
	}
	p.toGo.Color = theme.Color(theme.ColorNamePlaceHolder)
	p.turnBg.FillColor, p.turnBg.StrokeColor, p.turnBg.StrokeWidth = color.Transparent, color.Transparent, 0
	if p.toMove {
		primary := theme.Color(theme.ColorNamePrimary)
		r, g, b, _ := primary.RGBA()
		p.turnBg.FillColor = color.NRGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), 0x30}
		p.turnBg.StrokeColor, p.turnBg.StrokeWidth = primary, 2
	}
	canvas.Refresh(p.turnBg)
	p.BaseWidget.Refresh()
	canvas.Refresh(p.ClockBg)
	canvas.Refresh(p.clock)
	canvas.Refresh(p.Dot)
}
