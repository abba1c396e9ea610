package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"chessmaster/master"
	"chessmaster/notation"
	"chessmaster/ui/widgets"
)

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
	// Proportional, not monospace: at the default window size the
	// monospace line ("+0.88 · Black · depth 18 · 1.2 M nodes/s") was cut
	// before its figures; a line that is still too long ends in "…".
	t.head.Truncation = fyne.TextTruncateEllipsis
	t.pv.Wrapping = fyne.TextWrapWord
	t.ExtendBaseWidget(t)
	t.Clear("")
	return t
}

// Report displays a report of side's player; pv is already formatted.
func (t *ThinkingPanel) Report(who string, info master.ThinkingInfo, side master.Color, pv string) {
	t.head.SetText(reportHead(who, info, side))
	t.pv.SetText(widgets.SanDisplay(pv))
	t.collapse()
}

// collapse hides the empty lines: an empty panel takes no room from the
// tool panel it sits in.
func (t *ThinkingPanel) collapse() {
	for _, l := range []*widget.Label{t.head, t.pv} {
		if l.Text == "" {
			l.Hide()
		} else {
			l.Show()
		}
	}
	t.Refresh()
}

// reportHead is the panel's first line, in the words of notation.Summary:
// the score first, as it is what people look at, then who (short,
// "White"; the status line names the program), then how the move was
// found: "+0.35 · White · depth 18 · 1.2 M nodes/s", "book · White",
// "TB 1-0 · White · DTZ 12". A book move has no depth or nodes to show.
func reportHead(who string, info master.ThinkingInfo, side master.Color) string {
	parts := []string{reportScore(info, side), who}
	switch {
	case info.Source == master.FromBook:
	case info.Source == master.FromTablebase:
		if info.DTZ != 0 {
			parts = append(parts, lang.L("DTZ {{.Plies}}", tm{"Plies": max(info.DTZ, -info.DTZ)}))
		}
	default:
		if info.Depth > 0 {
			parts = append(parts, lang.L("depth {{.Depth}}", tm{"Depth": info.Depth}))
		}
		if info.NPS > 0 {
			parts = append(parts, lang.L("{{.Count}} nodes/s", tm{"Count": notation.Count(info.NPS)}))
		} else if info.Nodes > 0 {
			parts = append(parts, formatNodes(info.Nodes))
		}
	}
	return strings.Join(parts, " · ")
}

// Clear shows a short message instead of a report.
func (t *ThinkingPanel) Clear(msg string) {
	t.head.SetText(msg)
	t.pv.SetText("")
	t.collapse()
}

// Text is everything the panel shows, for tests.
func (t *ThinkingPanel) Text() string { return t.head.Text + "\n" + t.pv.Text }

func (t *ThinkingPanel) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewVBox(t.head, t.pv))
}

// formatNodes writes a node count compactly: "950 nodes", "12 k nodes",
// "4.5 M nodes".
func formatNodes(n uint64) string {
	return lang.L("{{.Count}} nodes", tm{"Count": notation.Count(n)})
}

// reportScore is notation.Score in the user's language: its word ("book")
// translated, its numbers, results ("TB 1-0") and marks as they are.
func reportScore(info master.ThinkingInfo, side master.Color) string {
	if s := notation.Score(info, side); s != "book" {
		return s
	}
	return lang.L("book")
}
