package widgets

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// CompactText is text without a label's padding, each of its lines cut
// short with "…" where it does not fit: the tool panels under the move
// list show several lines in the room one label with its padding takes.
type CompactText struct {
	widget.BaseWidget
	Text   string // lines separated by "\n"; set with SetText
	style  fyne.TextStyle
	size   fyne.ThemeSizeName // theme.SizeNameText or SizeNameCaptionText
	colour fyne.ThemeColorName
}

func NewCompactText(style fyne.TextStyle, size fyne.ThemeSizeName, colour fyne.ThemeColorName) *CompactText {
	t := &CompactText{style: style, size: size, colour: colour}
	t.ExtendBaseWidget(t)
	return t
}

// SetText shows s, each line cut short to the width given.
func (t *CompactText) SetText(s string) {
	if s != t.Text {
		t.Text = s
		t.Refresh()
	}
}

// lines are the lines of the text; an empty text has none.
func (t *CompactText) lines() []string {
	if t.Text == "" {
		return nil
	}
	return strings.Split(t.Text, "\n")
}

// textSize is the text's size in the current theme.
func (t *CompactText) textSize() float32 { return theme.Size(t.size) }

// lineHeight is the height of one line.
func (t *CompactText) lineHeight() float32 {
	return fyne.MeasureText("Mg", t.textSize(), t.style).Height
}

// MinSize is the lines' height and the width of "…": the text shortens
// instead of widening the column. An empty text takes one line, so that
// the panel does not jump when it gets its text.
func (t *CompactText) MinSize() fyne.Size {
	n := max(len(t.lines()), 1)
	w := fyne.MeasureText("…", t.textSize(), t.style).Width
	return fyne.NewSize(w, float32(n)*t.lineHeight())
}

func (t *CompactText) CreateRenderer() fyne.WidgetRenderer {
	return &compactTextRenderer{t: t}
}

type compactTextRenderer struct {
	t     *CompactText
	texts []*canvas.Text
}

func (r *compactTextRenderer) Layout(size fyne.Size) {
	lines := r.t.lines()
	for len(r.texts) < len(lines) {
		r.texts = append(r.texts, canvas.NewText("", theme.Color(r.t.colour)))
	}
	ts, lh := r.t.textSize(), r.t.lineHeight()
	for i, c := range r.texts {
		if i >= len(lines) {
			c.Text = ""
			c.Hide()
			continue
		}
		c.TextSize, c.TextStyle = ts, r.t.style
		c.Color = theme.Color(r.t.colour)
		c.Text = fitText(lines[i], size.Width, ts, r.t.style)
		c.Move(fyne.NewPos(0, float32(i)*lh))
		c.Resize(fyne.NewSize(size.Width, lh))
		c.Show()
	}
}

func (r *compactTextRenderer) MinSize() fyne.Size { return r.t.MinSize() }

func (r *compactTextRenderer) Refresh() {
	r.Layout(r.t.Size())
	for _, c := range r.texts {
		c.Refresh()
	}
}

func (r *compactTextRenderer) Objects() []fyne.CanvasObject {
	out := make([]fyne.CanvasObject, len(r.texts))
	for i, c := range r.texts {
		out[i] = c
	}
	return out
}

func (r *compactTextRenderer) Destroy() {}

// fitText is s whole when it fits width, else its longest start that
// fits with "…" after it ("" when not even "…" fits). A line with a tab
// keeps what follows the tab whole and shortens what precedes it (a
// name before its figures): see fitHead.
func fitText(s string, width, size float32, style fyne.TextStyle) string {
	if head, tail, ok := strings.Cut(s, "\t"); ok {
		return fitHead(head, " "+tail, width, size, style)
	}
	if fyne.MeasureText(s, size, style).Width <= width {
		return s
	}
	runes := []rune(s)
	// The longest start that fits, found by halving: measuring is costly.
	lo, hi := 0, len(runes)-1
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if fyne.MeasureText(string(runes[:mid])+"…", size, style).Width <= width {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	if fyne.MeasureText(string(runes[:lo])+"…", size, style).Width > width {
		return ""
	}
	return strings.TrimRight(string(runes[:lo]), " ") + "…"
}

// SqueezeLayout gives its objects all its size but asks for no more width
// than minWidth: what it holds (a row of choices that truncate their
// text) narrows with the column instead of widening it past the window.
type SqueezeLayout struct{ MinWidth float32 }

func (l SqueezeLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	h := float32(0)
	for _, o := range objects {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(l.MinWidth, h)
}

func (l SqueezeLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// fitHead is head+tail with head cut to the most runes that leave room
// for tail, ending in "…" when it had to lose more than its trailing
// spaces. In a monospaced text every line whose head was padded to the
// same length is cut to the same length, so the tails stay in columns.
// When not even tail fits, tail is cut as fitText cuts any line.
func fitHead(head, tail string, width, size float32, style fyne.TextStyle) string {
	runes := []rune(head)
	fits := func(n int) bool {
		return fyne.MeasureText(string(runes[:n])+tail, size, style).Width <= width
	}
	if fits(len(runes)) {
		return head + tail
	}
	if !fits(0) {
		return fitText(strings.TrimLeft(tail, " "), width, size, style)
	}
	lo, hi := 0, len(runes)
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if fits(mid) {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	if len([]rune(strings.TrimRight(head, " "))) <= lo {
		return string(runes[:lo]) + tail
	}
	if lo == 0 {
		return strings.TrimLeft(tail, " ")
	}
	return string(runes[:lo-1]) + "…" + tail
}
