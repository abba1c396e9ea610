package match

import (
	"chessmaster/internal/fenfields"
	"chessmaster/master"
	"fmt"
	"strings"
)

// matchGamePGN renders a finished match game as PGN: the controller's tags
// with the match's Event, Round, Opening, Result and Termination, then the
// moves wrapped at 80 columns.
func matchGamePGN(st master.State, g GameResult, event, timeControl string) string {
	override := map[string]string{
		"Event":       event,
		"Round":       fmt.Sprint(g.Number),
		"White":       g.White,
		"Black":       g.Black,
		"Result":      g.Outcome.Result,
		"TimeControl": timeControl,
	}
	if t := g.Outcome.Termination(); t != "" {
		override["Termination"] = t
		if g.Outcome.Method == MethodAdjudication {
			override["Termination"] = "adjudication"
		}
	}
	var b strings.Builder
	seen := map[string]bool{}
	writeTag := func(k, v string) {
		fmt.Fprintf(&b, "[%s \"%s\"]\n", k, pgnEscape(v))
		seen[k] = true
	}
	for _, t := range st.Tags {
		v := t.Value
		if o, ok := override[t.Key]; ok {
			v = o
		}
		writeTag(t.Key, v)
	}
	for _, k := range []string{"Event", "Round", "White", "Black", "Result", "TimeControl", "Termination"} {
		if v, ok := override[k]; ok && !seen[k] {
			writeTag(k, v)
		}
	}
	if g.StartName != "" && !seen["Opening"] {
		writeTag("Opening", g.StartName)
	}
	b.WriteByte('\n')

	var toks []string
	black, move := sideAndMove(st.StartFEN)
	for i, m := range st.Moves {
		if !black {
			toks = append(toks, fmt.Sprintf("%d.", move))
		} else if i == 0 {
			toks = append(toks, fmt.Sprintf("%d...", move))
		}
		toks = append(toks, m.SAN)
		if black {
			move++
		}
		black = !black
	}
	comment := g.Outcome.Message
	if g.Err != nil {
		comment += " " + g.Err.Error()
	}
	if comment = strings.TrimSpace(comment); comment != "" {
		toks = append(toks, "{"+strings.ReplaceAll(comment, "}", ")")+"}")
	}
	toks = append(toks, g.Outcome.Result)
	line := 0
	for i, t := range toks {
		if i > 0 {
			if line+1+len(t) > 80 {
				b.WriteByte('\n')
				line = 0
			} else {
				b.WriteByte(' ')
				line++
			}
		}
		b.WriteString(t)
		line += len(t)
	}
	b.WriteByte('\n')
	return b.String()
}

// sideAndMove reads whether Black moves first and the full-move number
// from a FEN ("" = the initial position).
func sideAndMove(fen string) (black bool, move int) {
	f := fenfields.Split(fen)
	return f.BlackToMove(), f.FullmoveNumber(1)
}

func pgnEscape(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, `\`, `\\`), `"`, `\"`)
}
