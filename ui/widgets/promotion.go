package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// promotionChooser is the small column of queen, rook, bishop and knight that
// appears on the promotion square. It is modal: the user picks a piece or
// cancels, and the pawn stays where it was until then.
type promotionChooser struct {
	popup   *widget.PopUp
	moves   map[byte]string // 'q' -> "e7e8q"
	animate bool
}

// promotionOrder is the order of the choices, most wanted first.
var promotionOrder = []byte("qrbn")

func (b *Board) askPromotion(from, to int, moves []string) {
	byPiece := make(map[byte]string, 4)
	for _, m := range moves {
		byPiece[m[4]] = m
	}
	c := fyne.CurrentApp().Driver().CanvasForObject(b)
	if c == nil {
		// Not on screen (cannot happen from a real tap): take the queen.
		b.Commit(byPiece['q'], false)
		return
	}
	white := IsWhite(b.pos[from])
	_, s := b.geometry(b.Size())
	ch := &promotionChooser{moves: byPiece, animate: !b.dragging}
	var items []fyne.CanvasObject
	for _, p := range promotionOrder {
		m, ok := byPiece[p]
		if !ok {
			continue
		}
		pc := p
		if white {
			pc -= 'a' - 'A'
		}
		items = append(items, newPieceButton(pc, s, func() { b.choosePromotion(m) }))
	}
	cancel := widget.NewButtonWithIcon("", theme.CancelIcon(), b.cancelPromotion)
	cancel.Importance = widget.LowImportance
	items = append(items, cancel)
	content := container.NewVBox(items...)
	ch.popup = widget.NewModalPopUp(content, c)
	b.promoting = ch
	b.selected = from
	b.Refresh()

	// Open the column over the target square, growing towards the board's
	// centre so it never leaves the board.
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(b).Add(b.squareOrigin(to))
	h := content.MinSize().Height + 2*theme.Padding()
	if b.squareOrigin(to).Y+h > b.Size().Height {
		pos = pos.AddXY(0, s-h)
	}
	ch.popup.ShowAtPosition(pos)
}

// choosePromotion plays the chosen promotion move.
func (b *Board) choosePromotion(m string) {
	ch := b.promoting
	if ch == nil {
		return
	}
	b.closePromotion()
	b.Commit(m, ch.animate)
}

// cancelPromotion leaves the pawn where it was.
func (b *Board) cancelPromotion() {
	b.closePromotion()
	b.selected = -1
	b.Refresh()
}

func (b *Board) closePromotion() {
	if b.promoting != nil {
		b.promoting.popup.Hide()
		b.promoting = nil
	}
}

// PromotionChoices returns the moves the open promotion chooser offers, in
// display order (empty when it is closed). Tests and keyboard users pick one
// with ChoosePromotion.
func (b *Board) PromotionChoices() []string {
	if b.promoting == nil {
		return nil
	}
	var out []string
	for _, p := range promotionOrder {
		if m, ok := b.promoting.moves[p]; ok {
			out = append(out, m)
		}
	}
	return out
}

// ChoosePromotion answers the open chooser with a piece letter (q, r, b, n).
func (b *Board) ChoosePromotion(piece byte) bool {
	if b.promoting == nil {
		return false
	}
	m, ok := b.promoting.moves[piece]
	if ok {
		b.choosePromotion(m)
	}
	return ok
}

// pieceButton is a tappable piece picture, used by the promotion chooser.
type pieceButton struct {
	widget.BaseWidget
	img   *canvas.Image
	size  float32
	onTap func()
}

func newPieceButton(pc byte, size float32, onTap func()) *pieceButton {
	img := canvas.NewImageFromResource(PieceResource(pc))
	img.FillMode = canvas.ImageFillContain
	p := &pieceButton{img: img, size: size, onTap: onTap}
	p.ExtendBaseWidget(p)
	return p
}

func (p *pieceButton) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(p.img)
}

func (p *pieceButton) MinSize() fyne.Size { return fyne.NewSquareSize(p.size) }

func (p *pieceButton) Tapped(*fyne.PointEvent) { p.onTap() }
