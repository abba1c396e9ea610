package ui

import (
	"fmt"
	"path/filepath"
	"strings"
	"text/tabwriter"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"chessmaster/internal/safefile"
	"chessmaster/mistakes"
)

// mistakesReport is the content of the Mistakes in My Games window: the
// progress while the games are reviewed, then the report.
type mistakesReport struct {
	a *App

	progressBox *fyne.Container
	progress    *widget.ProgressBar
	progressMsg *widget.Label
	cancel      *widget.Button

	summary *widget.Label // games, moves, accuracy, mistakes; cancelled; problems
	tabs    *container.AppTabs
	list    *widget.List  // the mistakes
	games   *widget.Label // accuracy per game
	groups  *widget.Label // over time, by opening, phase and kind

	practise, save *widget.Button

	c *mistakes.Collection
}

// showMistakesWindow opens the window, or brings it forward.
func (a *App) showMistakesWindow() {
	v := &a.mistakes
	if v.win != nil {
		v.win.RequestFocus()
		return
	}
	w := a.fyneApp.NewWindow(lang.L("Mistakes in My Games"))
	r := newMistakesReport(a)
	v.win, v.report = w, r
	w.SetContent(r.content())
	w.Resize(fyne.NewSize(860, 620))
	w.SetOnClosed(func() {
		if v.win == w {
			v.win, v.report = nil, nil
			a.cancelMistakes()
		}
	})
	w.Show()
}

func newMistakesReport(a *App) *mistakesReport {
	r := &mistakesReport{a: a}
	r.progress = widget.NewProgressBar()
	r.progressMsg = widget.NewLabel("")
	r.cancel = widget.NewButtonWithIcon(lang.L("Cancel"), theme.CancelIcon(), a.cancelMistakes)
	r.progressBox = container.NewVBox(r.progressMsg, container.NewBorder(nil, nil, nil, r.cancel, r.progress))
	r.summary = widget.NewLabel("")
	r.summary.Wrapping = fyne.TextWrapWord
	r.list = widget.NewList(func() int { return r.count() },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(id widget.ListItemID, o fyne.CanvasObject) {
			if r.c != nil && id < len(r.c.Mistakes) {
				o.(*widget.Label).SetText(mistakeLine(id, r.c.Mistakes[id]))
			}
		})
	r.list.OnSelected = func(id widget.ListItemID) {
		r.list.Unselect(id)
		if r.c != nil && id < len(r.c.Mistakes) {
			a.openMistake(r.c.Mistakes[id])
		}
	}
	mono := func() *widget.Label {
		l := widget.NewLabel("")
		l.TextStyle = fyne.TextStyle{Monospace: true}
		return l
	}
	r.games, r.groups = mono(), mono()
	r.tabs = container.NewAppTabs(
		container.NewTabItem(lang.L("Mistakes"), r.list),
		container.NewTabItem(lang.L("Games"), container.NewScroll(r.games)),
		container.NewTabItem(lang.L("Summary"), container.NewScroll(r.groups)))
	r.practise = widget.NewButtonWithIcon(lang.L("Practice These Mistakes"), theme.MediaPlayIcon(), a.practiseCollected)
	r.save = widget.NewButtonWithIcon(lang.L("Save Report…"), theme.DocumentSaveIcon(), a.saveMistakesReport)
	r.practise.Disable()
	r.save.Disable()
	return r
}

func (r *mistakesReport) content() fyne.CanvasObject {
	buttons := container.NewHBox(r.practise, r.save)
	return container.NewBorder(container.NewVBox(r.progressBox, r.summary), buttons, nil, nil, r.tabs)
}

func (r *mistakesReport) count() int {
	if r.c == nil {
		return 0
	}
	return len(r.c.Mistakes)
}

// running shows the progress of a new collection.
func (r *mistakesReport) running(me string) {
	r.c = nil
	r.progress.Max = 1
	r.progress.SetValue(0)
	r.progressMsg.SetText(lang.L("Looking for the games of {{.Name}}…", tm{"Name": me}))
	r.cancel.Enable()
	r.progressBox.Show()
	r.summary.SetText("")
	r.games.SetText("")
	r.groups.SetText("")
	r.practise.Disable()
	r.save.Disable()
	r.list.Refresh()
}

// progressTo moves the progress bar: games done, and the positions of the
// game under review.
func (r *mistakesReport) progressTo(p mistakes.Progress) {
	if p.Games == 0 {
		return
	}
	r.progress.Max = float64(p.Games)
	done := float64(p.Game)
	if p.Positions > 0 {
		done += float64(p.Position) / float64(p.Positions)
	}
	r.progress.SetValue(done)
	if p.Game < p.Games {
		r.progressMsg.SetText(lang.L("Reviewing game {{.Number}} of {{.Count}} ({{.File}} #{{.Game}})…",
			tm{"Number": p.Game + 1, "Count": p.Games, "File": filepath.Base(p.File), "Game": p.Number}))
	}
}

// failed shows why nothing could be collected.
func (r *mistakesReport) failed(err error) {
	r.progressBox.Hide()
	r.summary.SetText(lang.L("Nothing was collected: {{.Error}}", tm{"Error": err.Error()}))
}

// show fills the window with the report of c.
func (r *mistakesReport) show(c *mistakes.Collection, cancelled bool) {
	r.c = c
	r.progressBox.Hide()
	s := mistakes.Summarise(c)
	lines := []string{lang.L("{{.Name}}: {{.Games}}, {{.Moves}}, accuracy {{.Accuracy}}, {{.Mistakes}}.", tm{
		"Name": c.Me, "Games": gameCount(s.Games), "Moves": moveCount(s.Moves), "Accuracy": pct(s.Accuracy),
		"Mistakes": plural(s.Mistakes, lang.L("mistake"), lang.L("mistakes"))})}
	lines = append(lines, lang.L("Reviewed now: {{.Reviewed}}; from the store: {{.Stored}}.", tm{"Reviewed": gameCount(c.Reviewed), "Stored": gameCount(c.Stored)}))
	if cancelled {
		lines = append(lines, lang.L("Cancelled: these are the games reviewed before; their reviews are kept, and the next run goes on from there."))
	}
	if len(c.Games) == 0 && !cancelled {
		lines = append(lines, lang.L("No game of {{.Name}} was found: the name is matched with the White and Black tags.", tm{"Name": c.Me}))
	}
	for _, p := range c.Problems {
		lines = append(lines, lang.L("Left out: {{.Reason}}", tm{"Reason": p}))
	}
	r.summary.SetText(strings.Join(lines, "\n"))
	r.games.SetText(gamesTable(c))
	r.groups.SetText(groupTables(s))
	r.list.Refresh()
	if exs, _ := c.Exercises(); len(exs) > 0 {
		r.practise.Enable()
	}
	r.save.Enable()
}

func pct(x float64) string { return fmt.Sprintf("%.1f%%", x) }

// per100 is a rate of mistakes per 100 moves.
func per100(n, moves int) string {
	if moves == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f", 100*float64(n)/float64(moves))
}

// table lays rows out in columns (the first row the header).
func table(rows [][]string) string {
	var b strings.Builder
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	for _, row := range rows {
		fmt.Fprintln(tw, strings.Join(row, "\t"))
	}
	tw.Flush()
	return b.String()
}

// gamesTable is the accuracy of each game.
func gamesTable(c *mistakes.Collection) string {
	rows := [][]string{{lang.L("File"), lang.L("Game"), lang.L("Date"), lang.L("Colour"), lang.L("Opponent"), lang.L("Result"),
		lang.L("Opening"), lang.L("Moves"), lang.L("Accuracy"), lang.L("Mistakes")}}
	for _, g := range c.Games {
		colour := lang.L("White")
		switch {
		case g.MeWhite && g.MeBlack:
			colour = lang.L("both")
		case g.MeBlack:
			colour = lang.L("Black")
		}
		rows = append(rows, []string{filepath.Base(g.File), fmt.Sprint(g.Number), g.Date, colour, g.Opponent(), g.Result,
			orDash(g.Opening.String()), fmt.Sprint(g.Moves), pct(g.Accuracy), fmt.Sprint(len(g.Mistakes))})
	}
	return table(rows)
}

// groupTables are the report's groups: over time, by opening, by phase,
// by kind.
func groupTables(s mistakes.Summary) string {
	var b strings.Builder
	section := func(title string, rows [][]string) {
		if b.Len() > 0 {
			b.WriteString("\n")
		}
		b.WriteString(title + "\n\n" + table(rows))
	}
	head := []string{"", lang.L("Games"), lang.L("Accuracy"), lang.L("Mistakes"), lang.L("Per 100 moves")}
	rows := [][]string{append([]string{lang.L("Period")}, head[1:]...)}
	for _, p := range s.ByPeriod {
		name := p.Name
		if name == mistakes.NoDate {
			name = lang.L("no date")
		}
		rows = append(rows, []string{name, fmt.Sprint(p.Games), pct(p.Accuracy), fmt.Sprint(len(p.Mistakes)), per100(len(p.Mistakes), p.Moves)})
	}
	section(lang.L("Accuracy over time"), rows)
	rows = [][]string{append([]string{lang.L("Opening")}, head[1:]...)}
	for _, o := range s.ByOpening {
		name := o.Name
		if name == mistakes.NoOpening {
			name = lang.L("no named opening")
		}
		rows = append(rows, []string{name, fmt.Sprint(o.Games), pct(o.Accuracy), fmt.Sprint(len(o.Mistakes)), per100(len(o.Mistakes), o.Moves)})
	}
	section(lang.L("Mistakes by opening"), rows)
	rows = [][]string{{lang.L("Phase"), lang.L("Moves"), lang.L("Mistakes"), lang.L("Per 100 moves")}}
	for i, p := range s.ByPhase {
		rows = append(rows, []string{phaseName(mistakes.Phase(i)), fmt.Sprint(p.Moves), fmt.Sprint(len(p.Mistakes)), per100(len(p.Mistakes), p.Moves)})
	}
	section(lang.L("Mistakes by phase"), rows)
	rows = [][]string{{lang.L("Kind"), lang.L("Mistakes")}}
	for i, k := range s.ByKind {
		rows = append(rows, []string{kindName(mistakes.Kinds[i]), fmt.Sprint(len(k.Mistakes))})
	}
	section(lang.L("Recurring kinds"), rows)
	return b.String()
}

// phaseName is a phase in words.
func phaseName(p mistakes.Phase) string {
	switch p {
	case mistakes.Opening:
		return lang.L("opening")
	case mistakes.Middlegame:
		return lang.L("middlegame")
	}
	return lang.L("endgame")
}

// kindName is a kind of mistake in words.
func kindName(k mistakes.Kind) string {
	switch k {
	case mistakes.MissedMate:
		return lang.L("missed mate")
	case mistakes.AllowedMate:
		return lang.L("allowed mate")
	case mistakes.HungPiece:
		return lang.L("hung piece")
	case mistakes.MissedCapture:
		return lang.L("missed capture")
	}
	return lang.L("another kind")
}

func kindNames(ks []mistakes.Kind) string {
	names := make([]string, len(ks))
	for i, k := range ks {
		names[i] = kindName(k)
	}
	return strings.Join(names, ", ")
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// saveMistakesReport writes the report to a file the user picks
// (Markdown for .md, text otherwise).
func (a *App) saveMistakesReport() {
	c := a.mistakes.result
	if c == nil {
		return
	}
	req := fileRequest{title: lang.L("Save Report"), save: true, desc: lang.L("Reports"), exts: []string{"md", "txt"}, startAt: "mistakes.md"}
	a.files.choose(req, func(path string) { a.writeMistakesReport(c, path) })
}

// writeMistakesReport writes c's report to path.
func (a *App) writeMistakesReport(c *mistakes.Collection, path string) {
	var b strings.Builder
	mistakes.WriteReport(&b, c, mistakes.FormatFor(path))
	if err := safefile.Write(path, []byte(b.String())); err != nil {
		a.showError(err)
	}
}
