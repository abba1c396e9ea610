package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"chessmaster/master"
	"chessmaster/notation"
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
	head := notation.Score(info, side) + "  " + who + "  " + lang.L("depth {{.Depth}}", tm{"Depth": info.Depth})
	if info.Nodes > 0 {
		head += "  " + formatNodes(info.Nodes)
	}
	t.head.SetText(head)
	t.pv.SetText(sanDisplay(pv))
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
	var count string
	switch {
	case n >= 10_000_000:
		count = fmt.Sprintf("%.0fM", float64(n)/1e6)
	case n >= 1_000_000:
		count = fmt.Sprintf("%.1fM", float64(n)/1e6)
	case n >= 1000:
		count = fmt.Sprintf("%.1fk", float64(n)/1e3)
	default:
		count = fmt.Sprintf("%d", n)
	}
	return lang.L("{{.Count}} nodes", tm{"Count": count})
}
