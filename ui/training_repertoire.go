package ui

import (
	"errors"
	"strings"
	"time"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"chessmaster/master"
	"chessmaster/notation"
	"chessmaster/pgn"
	"chessmaster/repertoire"
)

// The repertoire trainer (Training → Repertoire Trainer…): the user's
// repertoire of one colour, kept in the config folder (package
// repertoire; chessmaster repertoire import fills it from a PGN, and
// Training → Add Game to Repertoire… from the game in the window, its
// variations included), drilled with spaced repetition: the trainer
// plays the opponent's moves towards the positions that are due, the
// user plays theirs on the board, and the panel says whether it was the
// repertoire's move and how many positions are still to go.

// repertoireSides are the two repertoires in the order the dialogs list
// them.
var repertoireSides = []master.Color{master.White, master.Black}

// repertoireOf loads the user's repertoire of side (empty if none yet).
func repertoireOf(side master.Color) (*repertoire.Repertoire, string, error) {
	color, err := repertoire.ParseColor(repertoireColorName(side))
	if err != nil {
		return nil, "", err
	}
	path, err := repertoire.DefaultPath(color)
	if err != nil {
		return nil, "", err
	}
	r, err := repertoire.LoadOrNew(path, color)
	if err == nil {
		r.NameMoves(notation.SANMoves)
	}
	return r, path, err
}

// repertoireColorName is the repertoire package's name of side.
func repertoireColorName(side master.Color) string {
	if side == master.Black {
		return "black"
	}
	return "white"
}

// chooseRepertoire asks which colour's repertoire (labels say what each
// holds) and calls done with the choice.
func (a *App) chooseRepertoire(title, action, question string, describe func(master.Color) string, done func(master.Color)) {
	var labels []string
	for _, side := range repertoireSides {
		labels = append(labels, describe(side))
	}
	radio := widget.NewRadioGroup(labels, nil)
	radio.Required = true
	radio.SetSelected(labels[0])
	content := container.NewVBox(widget.NewLabel(question), radio)
	a.showHeld(dialog.NewCustomConfirm(title, action, lang.L("Cancel"), content, func(ok bool) {
		if !ok {
			return
		}
		for i, l := range labels {
			if l == radio.Selected {
				done(repertoireSides[i])
				return
			}
		}
	}, a.win))
}

// askRepertoire asks which repertoire to train and starts the session.
func (a *App) askRepertoire() {
	if a.practicing() || a.training() {
		return
	}
	now := time.Now()
	describe := func(side master.Color) string {
		r, _, err := repertoireOf(side)
		if err != nil {
			return sideName(side) + " (" + lang.L("cannot be read") + ")"
		}
		s := r.Stats(now)
		return lang.L("{{.Side}} ({{.Due}} due, {{.New}} new)", tm{"Side": sideName(side), "Due": s.Due, "New": s.New})
	}
	a.chooseRepertoire(lang.L("Repertoire Trainer"), lang.L("Start"), lang.L("Which repertoire do you want to train?"), describe,
		func(side master.Color) { a.startRepertoire(side, time.Now, now.UnixNano()) })
}

// startRepertoire starts a session on side's repertoire with the clock
// now and seed.
func (a *App) startRepertoire(side master.Color, now func() time.Time, seed int64) {
	r, path, err := repertoireOf(side)
	if err != nil {
		a.showError(err)
		return
	}
	if r.Positions() == 0 {
		a.showHeld(dialog.NewInformation(lang.L("Repertoire Trainer"),
			lang.L("Your {{.Side}} repertoire is empty. Open a game or a PGN with your lines and choose Add Game to Repertoire… in the Training menu.",
				tm{"Side": sideName(side)}), a.win))
		return
	}
	t := &repTrainer{side: side, r: r, path: path, tr: repertoire.NewTrainer(r, now, seed, repertoire.Options{})}
	t.prompt, t.ok = t.tr.Next()
	if !t.ok {
		a.showHeld(dialog.NewInformation(lang.L("Repertoire Trainer"),
			lang.L("Nothing is due in your {{.Side}} repertoire now.", tm{"Side": sideName(side)}), a.win))
		return
	}
	t.showPrompt()
	a.startTraining(t)
}

// askAddToRepertoire adds the game in the window, variations included,
// to the repertoire of the colour the user picks.
func (a *App) askAddToRepertoire() {
	if a.tree == nil || len(a.tree.Root.Children) == 0 {
		return
	}
	describe := func(side master.Color) string { return sideName(side) }
	a.chooseRepertoire(lang.L("Add Game to Repertoire"), lang.L("Add"), lang.L("Add the moves of this game, variations included, to your repertoire for:"),
		describe, func(side master.Color) { a.addToRepertoire(side, a.tree) })
}

// addToRepertoire adds g's moves to side's repertoire and saves it.
func (a *App) addToRepertoire(side master.Color, g *pgn.Game) {
	r, path, err := repertoireOf(side)
	if err == nil {
		var n int
		if n, err = r.Import([]*pgn.Game{g}); err == nil {
			r.NameMoves(notation.SANMoves)
			if err = r.Save(path); err == nil {
				a.showHeld(dialog.NewInformation(lang.L("Add Game to Repertoire"),
					lang.L("{{.Count}} new moves added to your {{.Side}} repertoire ({{.Positions}} positions).",
						tm{"Count": n, "Side": sideName(side), "Positions": r.Positions()}), a.win))
				return
			}
		}
	}
	a.showError(errors.New(lang.L("cannot add the game to the repertoire: {{.Error}}", tm{"Error": err.Error()})))
}

// repTrainer drives a repertoire.Trainer for the training panel.
type repTrainer struct {
	side   master.Color
	r      *repertoire.Repertoire
	path   string
	tr     *repertoire.Trainer
	prompt repertoire.Prompt
	ok     bool // a prompt is open

	// The board: the prompt's position with the move before it, or
	// after the last answer the position it left.
	fen, last, lastFrom string
	right, wrong        int
}

// showPrompt puts the open prompt on the board.
func (t *repTrainer) showPrompt() {
	t.fen, t.last, t.lastFrom = t.prompt.FEN, "", ""
	if n := len(t.prompt.Moves); n > 0 {
		t.last, t.lastFrom = t.prompt.Moves[n-1].UCI, t.prompt.Moves[n-1].FEN
	}
}

func (t *repTrainer) name() string { return lang.L("Repertoire trainer") }

func (t *repTrainer) title() string {
	return lang.L("{{.Side}} repertoire", tm{"Side": sideName(t.side)})
}

func (t *repTrainer) position() trainingPosition {
	p := trainingPosition{FEN: t.fen, LastMove: t.last, White: t.side == master.White, Over: !t.ok}
	if t.last != "" {
		p.LastFrom = t.lastFrom
		p.Check = givesCheck(t.lastFrom, t.last)
	}
	return p
}

func (t *repTrainer) info() string {
	if !t.ok {
		return lang.L("Session over: {{.Right}} right, {{.Wrong}} wrong.", tm{"Right": t.right, "Wrong": t.wrong})
	}
	kind := lang.L("due for review")
	if t.prompt.Card.New() {
		kind = lang.L("new")
	}
	return lang.L("{{.Count}} to go · this position: {{.Kind}} · your move", tm{"Count": t.tr.Pending(), "Kind": kind})
}

func (t *repTrainer) hint() string {
	return lang.L("The move starts from {{.Squares}}.", tm{"Squares": strings.Join(t.tr.Hint(), " "+lang.L("or")+" ")})
}

func (t *repTrainer) play(uci string) (string, widget.Importance) {
	fen := t.prompt.FEN
	res, err := t.tr.Answer(uci)
	if err != nil {
		return err.Error(), widget.DangerImportance
	}
	var text string
	imp := widget.SuccessImportance
	if res.Correct {
		t.right++
		text = lang.L("Right: {{.Move}}.", tm{"Move": moveDisplay(fen, res.Played)})
	} else {
		t.wrong++
		var exp []string
		for _, m := range res.Expected {
			exp = append(exp, sanDisplay(fen, m.UCI))
		}
		text = lang.L("Not your repertoire's move: it plays {{.Moves}}. This position comes back before the session ends.",
			tm{"Moves": strings.Join(exp, " "+lang.L("or")+" ")})
		imp = widget.DangerImportance
	}
	if err := t.r.Save(t.path); err != nil {
		text += " " + lang.L("The progress could not be saved: {{.Error}}", tm{"Error": err.Error()})
		imp = widget.DangerImportance
	}
	t.prompt, t.ok = t.tr.Next()
	if t.ok {
		t.showPrompt()
		return text, imp
	}
	// The session is over: the board keeps the position the answer left.
	t.last, t.lastFrom = res.Played, fen
	if _, final, _, err := notation.PlayLine(fen, []string{res.Played}); err == nil {
		t.fen = final
	}
	return text, imp // the info line above says the session is over
}
