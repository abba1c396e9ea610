package match

import (
	"chessmaster/internal/fenfields"
	"chessmaster/master"
	"fmt"
	"strings"
)

// sevenTagRoster is the PGN standard's Seven Tag Roster, which an export
// writes first and in this order.
var sevenTagRoster = []string{"Event", "Site", "Date", "Round", "White", "Black", "Result"}

// matchGamePGN renders a finished match game as PGN: the Seven Tag Roster
// first (the match's Event, Round, players and Result, the game's date,
// Site "?" unless the controller has one), then the controller's other
// tags, TimeControl, Termination and Opening, then the moves wrapped at
// 80 columns.
func matchGamePGN(st master.State, g GameResult, event, timeControl, date string) string {
	override := map[string]string{
		"Event":       event,
		"Date":        date,
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
	tags := map[string]string{"Event": "?", "Site": "?", "Date": "????.??.??", "Round": "?", "White": "?", "Black": "?", "Result": "*"}
	for _, t := range st.Tags {
		tags[t.Key] = t.Value
	}
	for _, k := range sevenTagRoster {
		v, ok := override[k]
		if !ok || v == "" {
			v = tags[k]
		}
		writeTag(k, v)
	}
	for _, t := range st.Tags {
		if seen[t.Key] {
			continue
		}
		v := t.Value
		if o, ok := override[t.Key]; ok {
			v = o
		}
		writeTag(t.Key, v)
	}
	for _, k := range []string{"TimeControl", "Termination"} {
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
