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

// TestFitTextKeepsWhatFollowsATab: a line "name\tfigures" loses letters
// of the name, never of the figures; names padded to one length are cut
// to one length in a monospaced text, so the figures stay in a column.
func TestFitTextKeepsWhatFollowsATab(t *testing.T) {
	test.NewTempApp(t)
	style := fyne.TextStyle{Monospace: true}
	size := theme.TextSize()
	lines := []string{"Anastasian, A.\t 93%  ?! 0  ? 0  ?? 0", "Lewis, An     \t 90%  ?! 1  ? 0  ?? 2"}
	tail := func(s string) string { return strings.TrimLeft(s[strings.IndexByte(s, '%')-3:], " ") }
	column := func(s string) int { return len([]rune(s[:strings.IndexByte(s, '%')])) }
	whole := fyne.MeasureText(strings.ReplaceAll(lines[0], "\t", " "), size, style).Width
	if got := fitText(lines[0], whole+1, size, style); got != strings.ReplaceAll(lines[0], "\t", " ") {
		t.Errorf("a line that fits became %q", got)
	}
	for _, w := range []float32{whole - 1, whole * 0.8, whole * 0.6} {
		a, b := fitText(lines[0], w, size, style), fitText(lines[1], w, size, style)
		for i, got := range []string{a, b} {
			if !strings.HasSuffix(got, tail(lines[i])) {
				t.Errorf("width %.0f: %q lost its figures", w, got)
			}
			if m := fyne.MeasureText(got, size, style).Width; m > w {
				t.Errorf("width %.0f: %q is %.0f px wide", w, got, m)
			}
		}
		if column(a) != column(b) || (w > whole*0.7 && !strings.Contains(a, "…")) {
			t.Errorf("width %.0f: the names were not cut to one length:\n%q\n%q", w, a, b)
		}
	}
	// Too narrow for the figures alone: they are cut as any line is.
	if got := fitText(lines[0], 60, size, style); !strings.HasSuffix(got, "…") || strings.Contains(got, "Ana") {
		t.Errorf("at 60 px: %q", got)
	}
}
