package widgets

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The result line of a finished game is the last row of the move list
// (see resultline.go for its text): its words wrap to the width like a
// comment's, and under them, when the list offers it (OnNewGame), a
// New Game… button has a row of its own, as tall as the button. Being
// rows of the list, they scroll with it and are made only when in view.

// SetResult sets the result line's text; "" shows the game's result as
// written after its moves. A game without a result has no result line
// whatever the text.
func (m *MoveList) SetResult(text string) {
	if text == m.result {
		return
	}
	m.result = text
	if m.Key == "" {
		return // the rows are made with it
	}
	m.Rows = m.withResult(m.Rows)
	m.Layout.measured = 0
	clear(m.Shown)
	m.Tokens = m.Tokens[:0]
	m.content.Objects = nil
	m.content.Refresh()
	m.Scroll.Refresh()
	m.updateVisible()
}

// withResult replaces the result rows at the end of rows (treeRows
// writes the game's result there) with the result line and its button.
func (m *MoveList) withResult(rows []mlRow) []mlRow {
	for len(rows) > 0 && (rows[len(rows)-1].Result || rows[len(rows)-1].Action) {
		rows = rows[:len(rows)-1]
	}
	if m.gameResult == "" {
		return rows
	}
	text := m.result
	if text == "" {
		text = m.gameResult
	}
	var words []mlPiece
	for _, w := range strings.Fields(text) {
		words = append(words, mlPiece{kind: mlResult, text: w})
	}
	rows = append(rows, mlRow{Result: true, pieces: words})
	if m.OnNewGame != nil {
		rows = append(rows, mlRow{Action: true, pieces: []mlPiece{{kind: mlNewGame, text: lang.L("New Game…")}}})
	}
	return rows
}

// Result is the result line's text ("" when the list has none).
func (m *MoveList) Result() string {
	for _, r := range m.Rows {
		if r.Result {
			var words []string
			for _, p := range r.pieces {
				words = append(words, p.text)
			}
			return strings.Join(words, " ")
		}
	}
	return ""
}

// newGameButton is the result line's button.
func (m *MoveList) newGameButton(p mlPiece) *widget.Button {
	return widget.NewButtonWithIcon(p.text, theme.ContentAddIcon(), func() {
		if m.OnNewGame != nil {
			m.OnNewGame()
		}
	})
}

// actionHeight is the height of the button's row.
func (l *mlLayout) actionHeight() float32 {
	if l.buttonH == 0 || l.buttonAt != theme.TextSize() {
		l.buttonAt = theme.TextSize()
		b := widget.NewButtonWithIcon(lang.L("New Game…"), theme.ContentAddIcon(), nil)
		l.buttonW, l.buttonH = b.MinSize().Width, b.MinSize().Height
	}
	return l.buttonH + theme.Padding()
}

// placeAction puts the button of row i, whose objects are s, at the
// row's start.
func (l *mlLayout) placeAction(i int, s *shownRow) {
	l.actionHeight()
	for _, c := range s.Cells {
		c.Move(fyne.NewPos(0, l.tops[i]))
		c.Resize(fyne.NewSize(min(l.buttonW, l.wrapWidth()), l.buttonH))
	}
}

// resultText is a word of the result line: bold, in the text's colour.
func resultText(p mlPiece) *canvas.Text {
	t := canvas.NewText(p.text, theme.Color(theme.ColorNameForeground))
	t.TextStyle.Bold = true
	return t
}
