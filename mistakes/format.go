package mistakes

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"text/tabwriter"
)

// Format is a report's layout.
type Format int

const (
	Text     Format = iota // plain text in aligned columns
	Markdown               // headings and tables
)

// FormatFor picks the format from a file name: Markdown for .md and
// .markdown, else Text.
func FormatFor(path string) Format {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".md", ".markdown":
		return Markdown
	}
	return Text
}

// WriteReport writes the report of c in format f.
func WriteReport(w io.Writer, c *Collection, f Format) error {
	r := &reportWriter{md: f == Markdown}
	r.write(c, Summarise(c))
	_, err := io.WriteString(w, r.b.String())
	return err
}

type reportWriter struct {
	b  strings.Builder
	md bool
}

func (r *reportWriter) heading(s string) {
	if r.md {
		fmt.Fprintf(&r.b, "\n## %s\n\n", s)
		return
	}
	fmt.Fprintf(&r.b, "\n%s\n%s\n", s, strings.Repeat("-", len(s)))
}

// table writes rows, the first a header: a Markdown table, or aligned
// columns.
func (r *reportWriter) table(rows [][]string) {
	if r.md {
		for i, row := range rows {
			cells := make([]string, len(row))
			for j, c := range row {
				cells[j] = strings.ReplaceAll(c, "|", `\|`)
			}
			fmt.Fprintf(&r.b, "| %s |\n", strings.Join(cells, " | "))
			if i == 0 {
				fmt.Fprintf(&r.b, "|%s\n", strings.Repeat("---|", len(row)))
			}
		}
		return
	}
	tw := tabwriter.NewWriter(&r.b, 0, 0, 2, ' ', 0)
	for _, row := range rows {
		fmt.Fprintf(tw, "%s\n", strings.Join(row, "\t"))
	}
	tw.Flush()
}

func pct(x float64) string { return fmt.Sprintf("%.1f%%", x) }

// accuracyOf is the summary's accuracy, "-" when no move was judged.
func accuracyOf(s Summary) string {
	if s.Moves == 0 {
		return "-"
	}
	return pct(s.Accuracy)
}

// per100 is a rate of mistakes per 100 moves.
func per100(mistakes, moves int) string {
	if moves == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f", 100*float64(mistakes)/float64(moves))
}

func (r *reportWriter) write(c *Collection, s Summary) {
	title := fmt.Sprintf("Mistakes of %s", c.Me)
	if r.md {
		fmt.Fprintf(&r.b, "# %s\n\n", title)
	} else {
		fmt.Fprintf(&r.b, "%s\n%s\n", title, strings.Repeat("=", len(title)))
	}
	fmt.Fprintf(&r.b, "%d games, %d moves, accuracy %s, %d mistakes (%s per 100 moves).\n",
		s.Games, s.Moves, accuracyOf(s), s.Mistakes, per100(s.Mistakes, s.Moves))
	fmt.Fprintf(&r.b, "Reviewed now: %d games; from the store: %d.", c.Reviewed, c.Stored)
	if c.NotMine > 0 {
		fmt.Fprintf(&r.b, " Games of others left out: %d.", c.NotMine)
	}
	r.b.WriteString("\n")
	if !c.Complete {
		r.b.WriteString("Cancelled: this report covers the games reviewed before; the next run goes on from there.\n")
	}
	if len(c.Problems) > 0 {
		r.heading("Not collected")
		for _, p := range c.Problems {
			fmt.Fprintf(&r.b, "- %s\n", p)
		}
	}
	r.heading("Accuracy per game")
	rows := [][]string{{"File", "Game", "Date", "Colour", "Opponent", "Result", "Opening", "Moves", "Accuracy", "Mistakes"}}
	for _, g := range c.Games {
		colour := "White"
		switch {
		case g.MeWhite && g.MeBlack:
			colour = "both"
		case g.MeBlack:
			colour = "Black"
		}
		rows = append(rows, []string{g.File, fmt.Sprint(g.Number), g.Date, colour, g.Opponent(), g.Result,
			orDash(g.Opening.String()), fmt.Sprint(g.Moves), pct(g.Accuracy), fmt.Sprint(len(g.Mistakes))})
	}
	r.table(rows)
	r.heading("Accuracy over time")
	rows = [][]string{{"Period", "Games", "Accuracy", "Mistakes", "Per 100 moves"}}
	for _, p := range s.ByPeriod {
		rows = append(rows, []string{p.Name, fmt.Sprint(p.Games), pct(p.Accuracy), fmt.Sprint(len(p.Mistakes)), per100(len(p.Mistakes), p.Moves)})
	}
	r.table(rows)
	r.heading("Mistakes by opening")
	rows = [][]string{{"Opening", "Games", "Accuracy", "Mistakes", "Per 100 moves"}}
	for _, o := range s.ByOpening {
		rows = append(rows, []string{o.Name, fmt.Sprint(o.Games), pct(o.Accuracy), fmt.Sprint(len(o.Mistakes)), per100(len(o.Mistakes), o.Moves)})
	}
	r.table(rows)
	r.heading("Mistakes by phase")
	rows = [][]string{{"Phase", "Moves", "Mistakes", "Per 100 moves"}}
	for _, p := range s.ByPhase {
		rows = append(rows, []string{p.Name, fmt.Sprint(p.Moves), fmt.Sprint(len(p.Mistakes)), per100(len(p.Mistakes), p.Moves)})
	}
	r.table(rows)
	r.heading("Recurring kinds")
	rows = [][]string{{"Kind", "Mistakes"}}
	for _, k := range s.ByKind {
		rows = append(rows, []string{k.Name, fmt.Sprint(len(k.Mistakes))})
	}
	r.table(rows)
	r.heading("Mistakes")
	if len(c.Mistakes) == 0 {
		r.b.WriteString("None.\n")
		return
	}
	rows = [][]string{{"#", "File", "Game", "Ply", "Move", "Class", "Kinds", "Best", "Loss", "Phase", "FEN"}}
	for i, m := range c.Mistakes {
		rows = append(rows, []string{fmt.Sprint(i + 1), m.Game.File, fmt.Sprint(m.Game.Number), fmt.Sprint(m.Ply),
			m.Label(), m.Class.String(), kindList(m.Kinds), orDash(m.Best), pct(m.Loss), m.Phase.String(), m.FEN})
	}
	r.table(rows)
}

func kindList(ks []Kind) string {
	s := make([]string, len(ks))
	for i, k := range ks {
		s[i] = k.String()
	}
	return strings.Join(s, ", ")
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
