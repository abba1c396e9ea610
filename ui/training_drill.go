package ui

import (
	"strings"
	"time"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"chessmaster/drill"
)

// Endgame drills (Training → Endgame Drills…): the user picks an ending
// and plays its winning side from a random position the tables say is
// won, against the tables' best defence (package drill). After each move
// the panel says whether it kept the win and how it changed DTZ ("win
// kept · DTZ from 12 to 11"), and the defence's answer is on the board.

// drillKindName is an ending's name in the user's language.
func drillKindName(id string) string {
	switch id {
	case "kqk":
		return lang.L("King and queen against king")
	case "krk":
		return lang.L("King and rook against king")
	case "kbnk":
		return lang.L("King, bishop and knight against king")
	case "kpk":
		return lang.L("King and pawn against king")
	case "kqkr":
		return lang.L("King and queen against king and rook")
	case "krkb":
		return lang.L("King and rook against king and bishop")
	}
	return id
}

// askDrill asks which ending to drill and starts it.
func (a *App) askDrill() {
	if a.practicing() || a.training() {
		return
	}
	var labels []string
	for _, k := range drill.Kinds {
		labels = append(labels, drillKindName(k.ID))
	}
	radio := widget.NewRadioGroup(labels, nil)
	radio.Required = true
	radio.SetSelected(labels[0])
	content := container.NewVBox(widget.NewLabel(lang.L("Play the winning side against the tablebases' best defence:")), radio)
	a.showHeld(dialog.NewCustomConfirm(lang.L("Endgame Drills"), lang.L("Start"), lang.L("Cancel"), content, func(ok bool) {
		if !ok {
			return
		}
		for i, l := range labels {
			if l == radio.Selected {
				a.startDrill(drill.Kinds[i], time.Now().UnixNano())
				return
			}
		}
	}, a.win))
}

// startDrill starts a drill of k from the position seed draws.
func (a *App) startDrill(k drill.Kind, seed int64) {
	s, err := drill.Start(k, seed)
	if err != nil {
		a.showError(err)
		return
	}
	a.startTraining(&drillTrainer{s: s})
}

// drillTrainer drives a drill.Session for the training panel.
type drillTrainer struct {
	s        *drill.Session
	last     string // the defence's last move (UCI)
	lastFrom string // the position before it
	cached   cachedInfo
}

// cachedInfo keeps the info line of one position: the line to mate
// costs a few dozen probes, and the window redraws often.
type cachedInfo struct{ fen, text string }

func (d *drillTrainer) name() string { return lang.L("Endgame drill") }

func (d *drillTrainer) title() string {
	return drillKindName(d.s.Kind().ID)
}

func (d *drillTrainer) position() trainingPosition {
	p := trainingPosition{FEN: d.s.FEN(), LastMove: d.last, White: d.s.UserIsWhite(), Over: d.s.Outcome().Result != drill.Playing}
	if d.last != "" {
		p.LastFrom = d.lastFrom
		p.Check = givesCheck(d.lastFrom, d.last)
	}
	return p
}

func (d *drillTrainer) info() string {
	if d.s.Outcome().Result != drill.Playing {
		return drillOutcome(d.s)
	}
	fen := d.s.FEN()
	if d.cached.fen == fen {
		return d.cached.text
	}
	_, dtz, err := d.s.Status()
	if err != nil {
		return ""
	}
	line, _ := d.s.BestLine(true, 400)
	d.cached = cachedInfo{fen, lang.L("Won by the tables: DTZ {{.DTZ}} · mate in {{.Mate}} along the tables' line",
		tm{"DTZ": dtz, "Mate": (len(line) + 1) / 2})}
	return d.cached.text
}

func (d *drillTrainer) hint() string {
	line, err := d.s.BestLine(false, 1)
	if err != nil || len(line) == 0 {
		return ""
	}
	return lang.L("The tables play {{.Move}}.", tm{"Move": moveDisplay(d.s.FEN(), line[0])})
}

func (d *drillTrainer) play(uci string) (string, widget.Importance) {
	f, err := d.s.Play(uci)
	if err != nil {
		return err.Error(), widget.DangerImportance
	}
	text, imp := drillVerdict(f)
	if f.Reply != "" {
		d.last, d.lastFrom = f.Reply, f.ReplyFEN
		if !strings.HasSuffix(text, ".") && !strings.HasSuffix(text, "!") {
			text += "." // the verdict is a sentence of its own before the reply's
		}
		text += " " + lang.L("The defence plays {{.Move}}.", tm{"Move": moveDisplay(f.ReplyFEN, f.Reply)})
	} else {
		d.last, d.lastFrom = f.UCI, f.FEN
	}
	return text, imp
}

// drillVerdict is the panel's verdict on one move. It says "DTZ from 12
// to 11" where the terminal writes "DTZ 12 → 11": the window's text font
// has no arrow, and the font Fyne falls back to for "→" has no space
// ("→ " showed a "�", see TestStatusTextDrawable).
func drillVerdict(f drill.Feedback) (string, widget.Importance) {
	move := moveDisplay(f.FEN, f.UCI)
	best := bestList(f.FEN, f.Best)
	switch {
	case f.Mate:
		return lang.L("{{.Move}}: checkmate!", tm{"Move": move}), widget.SuccessImportance
	case f.Kept && f.Zeroing:
		return lang.L("{{.Move}}: win kept · DTZ from {{.Before}} to 0 (a capture or pawn move: the count starts again at {{.After}})",
			tm{"Move": move, "Before": f.DTZBefore, "After": f.DTZAfter}), widget.SuccessImportance
	case f.Kept && f.Optimal:
		return lang.L("{{.Move}}: win kept · DTZ from {{.Before}} to {{.After}} (best)",
			tm{"Move": move, "Before": f.DTZBefore, "After": f.DTZAfter}), widget.SuccessImportance
	case f.Kept:
		return lang.L("{{.Move}}: win kept · DTZ from {{.Before}} to {{.After}} (best was {{.Best}})",
			tm{"Move": move, "Before": f.DTZBefore, "After": f.DTZAfter, "Best": best}), widget.WarningImportance
	}
	return lang.L("{{.Move}}: win lost (best was {{.Best}})", tm{"Move": move, "Best": best}), widget.DangerImportance
}

// bestList names up to four moves of fen, "or" between them.
func bestList(fen string, ucis []string) string {
	var out []string
	for i, u := range ucis {
		if i == 4 {
			out = append(out, lang.L("{{.Count}} others", tm{"Count": len(ucis) - 4}))
			break
		}
		out = append(out, sanDisplay(fen, u))
	}
	return strings.Join(out, " "+lang.L("or")+" ")
}

// drillOutcome says how the drill ended and where the win was lost.
func drillOutcome(s *drill.Session) string {
	o := s.Outcome()
	var text string
	switch o.Result {
	case drill.Won:
		text = lang.L("Checkmate: you won in {{.Moves}}.", tm{"Moves": plural((len(s.Moves())+1)/2, lang.L("move"), lang.L("moves"))})
	case drill.Drawn:
		text = lang.L("Draw: {{.Reason}}.", tm{"Reason": drawReason(o.Reason)})
	case drill.WinLost:
		text = lang.L("Win lost: the tables say {{.Value}}.", tm{"Value": wdlName(o.LostAt.WDLAfter)})
	case drill.Lost:
		text = lang.L("You were mated.")
	}
	if m := o.LostAt; m != nil {
		text += " " + lang.L("The win was lost at {{.Move}} (DTZ {{.DTZ}} before it); the tables' best there: {{.Best}}.",
			tm{"Move": moveDisplay(m.FEN, m.UCI), "DTZ": m.DTZBefore, "Best": bestList(m.FEN, m.Best)})
	}
	return text
}

// drawReason is a drawing rule in words.
func drawReason(reason string) string {
	switch reason {
	case drill.ReasonStalemate:
		return lang.L("stalemate")
	case drill.ReasonMaterial:
		return lang.L("insufficient material")
	case drill.ReasonFiftyMoves:
		return lang.L("the 50-move rule")
	case drill.ReasonRepetition:
		return lang.L("threefold repetition")
	}
	return reason
}

// wdlName is a tablebase value from the user's side in words.
func wdlName(wdl int) string {
	switch wdl {
	case drill.ValueWin:
		return lang.L("a win")
	case drill.ValueCursedWin:
		return lang.L("a draw by the 50-move rule")
	case drill.ValueDraw:
		return lang.L("a draw")
	}
	return lang.L("a loss")
}
