package widgets

import (
	"sort"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// The geometry of the move list: main-line pairs in three columns (number,
// White, Black), paragraphs wrapped to the width after their indent. It
// is computed from the rows' text alone, so the list knows where every
// row lies without making the rows' objects: only the rows in view have
// objects (see MoveList.updateVisible), whatever the length of the game.

// mlLayout places the objects of the rows in view and knows the height
// of all of them.
type mlLayout struct {
	m     *MoveList
	width float32 // the width to wrap to (the list's)
	// tops[i] is where row i starts and tops[len(rows)] the height of the
	// list, at width measured and text size textSize; measured is 0 after
	// the rows change.
	tops      []float32
	measured  float32
	textSize  float32
	maxNumber int     // the largest move number of the pairs
	numW      float32 // the width of the number column
	// The size of the result line's button, measured at text size
	// buttonAt.
	buttonW, buttonH, buttonAt float32
}

// height is the height of all the rows.
func (l *mlLayout) height() float32 {
	l.ensureTops()
	return l.tops[len(l.tops)-1]
}

// LineHeight is the height of a line of moves.
func (l *mlLayout) LineHeight() float32 {
	return fyne.MeasureText("Mg", theme.TextSize(), fyne.TextStyle{}).Height + 2*tokenPad
}

// numberWidth is the width of the move-number column: the game's largest
// number, with at least three digits so the column does not change in
// the first hundred moves.
func numberWidth(maxNumber int) float32 {
	digits := max(3, len(strconv.Itoa(maxNumber)))
	return fyne.MeasureText(strings.Repeat("0", digits)+".", theme.TextSize(), fyne.TextStyle{Monospace: true}).Width + theme.Padding()
}

// minWidth is the narrowest the list can be: the numbers and two long
// moves.
func (l *mlLayout) minWidth() float32 {
	return numberWidth(l.maxNumber) + 2*fyne.MeasureText("Qxd8=Q+!?", theme.TextSize(), fyne.TextStyle{Bold: true}).Width
}

// maxMoveColumn is the widest a move column of the numbered pairs gets:
// three long moves' width. In a wide column (1920×1080) Black's move
// stood 400 px right of White's, too far for the eye to pair them.
func maxMoveColumn() float32 {
	return 3 * fyne.MeasureText("Qxd8=Q+!?", theme.TextSize(), fyne.TextStyle{Bold: true}).Width
}

// wrapWidth is the width the rows are laid out at.
func (l *mlLayout) wrapWidth() float32 { return max(l.width, l.minWidth()) }

// pieceSize is the size of a piece's object: for a move, its texts (the
// move counted in bold, as it is drawn when it is the current move) and
// the row's height.
func pieceSize(p mlPiece) fyne.Size {
	size := theme.TextSize()
	switch p.kind {
	case mlMove:
		quality, pos := nagText(p.nags)
		w := float32(2 * tokenPad)
		for _, t := range []struct {
			text string
			bold bool
		}{{p.number, false}, {SanDisplay(p.san), true}, {quality, true}, {pos, false}} {
			if t.text != "" {
				w += fyne.MeasureText(t.text, size, fyne.TextStyle{Bold: t.bold}).Width
			}
		}
		if pos != "" {
			w += theme.Padding()
		}
		return fyne.NewSize(w, fyne.MeasureText("Mg", size, fyne.TextStyle{}).Height+2*tokenPad)
	case mlText:
		return fyne.MeasureText(p.text, size, fyne.TextStyle{Italic: true})
	case mlResult:
		return fyne.MeasureText(p.text, size, fyne.TextStyle{Bold: true})
	}
	return fyne.MeasureText(p.text, size, fyne.TextStyle{})
}

// isSymbol says whether piece p is the parenthesis s.
func isSymbol(p mlPiece, s string) bool { return p.kind == mlSymbol && p.text == s }

// wrap lays out paragraph row r at width w: place (when not nil) gets
// each piece's place within the row. It returns the row's height.
func (l *mlLayout) wrap(r mlRow, w float32, place func(i int, x, y, w, h float32)) float32 {
	lh := l.LineHeight()
	gap := theme.Padding()
	x0 := float32(r.indent) * 4 * theme.Padding()
	x, y := x0, float32(0)
	for i, p := range r.pieces {
		s := pieceSize(p)
		// "(" and ")" hold on to the moves they enclose.
		if isSymbol(p, ")") || i > 0 && isSymbol(r.pieces[i-1], "(") {
			x -= gap
		}
		if x > x0 && x+s.Width > w {
			x = x0
			y += lh
		}
		h := s.Height
		if p.kind == mlMove {
			h = lh
		}
		if place != nil {
			place(i, x, y, s.Width, h)
		}
		x += s.Width + gap
	}
	return y + lh + gap
}

// ensureTops measures the rows when the width, the text size or the rows
// changed. Pairs are one line each; only paragraphs are measured.
func (l *mlLayout) ensureTops() {
	w := l.wrapWidth()
	if l.measured == w && l.textSize == theme.TextSize() && len(l.tops) == len(l.m.Rows)+1 {
		return
	}
	l.measured, l.textSize = w, theme.TextSize()
	l.numW = numberWidth(l.maxNumber)
	lh := l.LineHeight()
	l.tops = l.tops[:0]
	y := float32(0)
	for _, r := range l.m.Rows {
		l.tops = append(l.tops, y)
		switch {
		case r.pair:
			y += lh
		case r.Action:
			y += l.actionHeight()
		default:
			y += l.wrap(r, w, nil)
		}
	}
	l.tops = append(l.tops, y)
}

// rowsBetween are the rows that lie (partly) between heights top and
// bottom: [lo, hi).
func (l *mlLayout) rowsBetween(top, bottom float32) (lo, hi int) {
	l.ensureTops()
	n := len(l.tops) - 1
	lo = sort.Search(n, func(i int) bool { return l.tops[i+1] > top })
	hi = sort.Search(n, func(i int) bool { return l.tops[i] >= bottom })
	return lo, max(lo, hi)
}

// pieceTop is where piece j of row i starts, and its height.
func (l *mlLayout) pieceTop(i, j int) (y, h float32) {
	l.ensureTops()
	y, h = l.tops[i], l.LineHeight()
	if r := l.m.Rows[i]; !r.pair {
		l.wrap(r, l.wrapWidth(), func(k int, _, py, _, _ float32) {
			if k == j {
				y += py
			}
		})
	}
	return y, h
}

// placeRow moves the objects of row i to their places.
func (l *mlLayout) placeRow(i int, s *shownRow) {
	lh := l.LineHeight()
	y0 := l.tops[i]
	put := func(o fyne.CanvasObject, x, y, w, h float32) {
		o.Move(fyne.NewPos(x, y0+y+(lh-h)/2))
		o.Resize(fyne.NewSize(w, h))
	}
	r := l.m.Rows[i]
	if r.Action {
		l.placeAction(i, s)
		return
	}
	if !r.pair {
		l.wrap(r, l.wrapWidth(), func(k int, x, y, w, h float32) { put(s.Cells[k], x, y, w, h) })
		return
	}
	col := min(max((l.wrapWidth()-l.numW)/2, 0), maxMoveColumn())
	if s.Number != nil {
		put(s.Number, 0, 0, l.numW-theme.Padding(), s.Number.MinSize().Height)
	}
	for k, c := range s.Cells {
		if k > 1 {
			break
		}
		put(c, l.numW+float32(k)*col, 0, col, lh)
	}
}

// Layout is part of fyne.Layout: it places the rows in view.
func (l *mlLayout) Layout([]fyne.CanvasObject, fyne.Size) {
	l.ensureTops()
	for i, s := range l.m.Shown {
		l.placeRow(i, s)
	}
}

// MinSize is part of fyne.Layout: the height of all the rows wrapped to
// the list's width.
func (l *mlLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	l.ensureTops()
	return fyne.NewSize(l.minWidth(), l.tops[len(l.tops)-1])
}

// shownRow is the objects of a row in view.
type shownRow struct {
	Number *canvas.Text // of a main-line pair
	Cells  []fyne.CanvasObject
	tokens []*moveToken
}
