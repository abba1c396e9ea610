package widgets

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// TestFitTextCutsShort: a line that does not fit is cut at a rune with
// "…" after it and then fits; one that fits stays whole.
func TestFitTextCutsShort(t *testing.T) {
	test.NewTempApp(t)
	style := fyne.TextStyle{}
	size := theme.TextSize()
	line := "9.d4 Bb7 10.Nbd2 exd4 11.cxd4 Na5 12.Bc2 c5 13.b3 ♞ é"
	full := fyne.MeasureText(line, size, style).Width
	if got := fitText(line, full+1, size, style); got != line {
		t.Errorf("a line that fits became %q", got)
	}
	for _, w := range []float32{full - 1, full / 2, 40} {
		got := fitText(line, w, size, style)
		if !strings.HasSuffix(got, "…") || !strings.HasPrefix(line, strings.TrimSuffix(got, "…")) {
			t.Errorf("width %.0f: %q is not a start of the line with …", w, got)
		}
		if m := fyne.MeasureText(got, size, style).Width; m > w {
			t.Errorf("width %.0f: %q is %.0f px wide", w, got, m)
		}
	}
	if got := fitText(line, 1, size, style); got != "" {
		t.Errorf("at 1 px: %q, want nothing", got)
	}
}

// TestCompactTextLines: each line of a compact text is drawn on its own
// row, cut to the width, and its minimum width does not grow with the
// text (the column must not widen).
func TestCompactTextLines(t *testing.T) {
	test.NewTempApp(t)
	c := NewCompactText(fyne.TextStyle{Monospace: true}, theme.SizeNameText, theme.ColorNameForeground)
	empty := c.MinSize()
	c.SetText(strings.Repeat("White 92% ", 20) + "\n" + strings.Repeat("Black 85% ", 20))
	if got := c.MinSize(); got.Width != empty.Width || got.Height != 2*empty.Height {
		t.Errorf("min size %v with two long lines, %v empty", got, empty)
	}
	w := test.NewWindow(c)
	defer w.Close()
	c.Resize(fyne.NewSize(120, c.MinSize().Height))
	objs := test.WidgetRenderer(c).Objects()
	if len(objs) != 2 {
		t.Fatalf("%d objects drawn, want 2", len(objs))
	}
	for _, o := range objs {
		if o.Position().Y >= c.Size().Height || !strings.HasSuffix(textOf(o), "…") {
			t.Errorf("line %q at %v", textOf(o), o.Position())
		}
	}
}

// textOf is the text a canvas.Text draws.
func textOf(o fyne.CanvasObject) string {
	if t, ok := o.(*canvas.Text); ok {
		return t.Text
	}
	return ""
}
