package cli

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"time"

	"chessmaster/engine"
	"chessmaster/notation"
	"chessmaster/repertoire"
)

// repertoireDrill is "chessmaster repertoire drill": the trainer plays
// the opponent's moves, the user types theirs; every answer is saved at
// once, so progress survives an interrupted session.
func repertoireDrill(args []string, in io.Reader, stdout, stderr io.Writer, now func() time.Time) int {
	var rf repertoireFlags
	fs := subFlags("drill", repertoireDrillUsage, stderr, &rf)
	maxReviews := fs.Int("max", 20, "answers that count before the session ends")
	newLimit := fs.Int("new", 10, "new positions the session introduces (0: none)")
	seed := fs.Int64("seed", 0, "choice between equally urgent lines (0: from the clock)")
	if status, err := parseFlags(fs, interspersed(fs, args)); err != nil {
		return status
	}
	if fs.NArg() != 0 || *maxReviews < 1 || *newLimit < 0 {
		fmt.Fprintln(stderr, "chessmaster repertoire drill: takes no arguments; -max at least 1, -new at least 0")
		return exitUsage
	}
	r, path, err := rf.open()
	if err != nil {
		fmt.Fprintf(stderr, "chessmaster repertoire drill: %v\n", err)
		return exitUsage
	}
	if r.Positions() == 0 {
		fmt.Fprintf(stderr, "chessmaster repertoire drill: the %s repertoire %s is empty: import a PGN first\n", repertoire.ColorName(r.Color), path)
		return exitFailed
	}
	// Said now, not after the first answer, which could not be kept.
	if err := repertoire.CheckSavable(path); err != nil {
		fmt.Fprintf(stderr, "chessmaster repertoire drill: %v\n", err)
		return exitFailed
	}
	if *seed == 0 {
		*seed = now().UnixNano()
	}
	nl := *newLimit
	if nl == 0 {
		nl = -1
	}
	tr := repertoire.NewTrainer(r, now, *seed, repertoire.Options{MaxReviews: *maxReviews, NewLimit: nl})
	s := r.Stats(now())
	fmt.Fprintf(stdout, "Repertoire drill for %s: %d due, %d new (this session: at most %d answers, %d new).\n",
		repertoire.ColorName(r.Color), s.Due, s.New, *maxReviews, *newLimit)
	fmt.Fprintln(stdout, `Type your move (e.g. Nf3 or g1f3); "hint" for the piece to move, "quit" to stop.`)
	lines := bufio.NewScanner(in)
	right, wrong := 0, 0
	for {
		p, ok := tr.Next()
		if !ok {
			break
		}
		showPrompt(stdout, p, r.Color, tr.Pending())
		res, quit, err := askAnswer(lines, stdout, tr, p.FEN)
		if err != nil {
			fmt.Fprintf(stderr, "chessmaster repertoire drill: %v\n", err)
			return exitFailed
		}
		if quit {
			break
		}
		played := sanOf(p.FEN, res.Played)
		if res.Correct {
			right++
			fmt.Fprintf(stdout, "Right: %s.\n", played)
		} else {
			wrong++
			var exp []string
			for _, m := range res.Expected {
				exp = append(exp, sanOf(p.FEN, m.UCI))
			}
			fmt.Fprintf(stdout, "Not your repertoire's move. It plays %s; this position comes back before the session ends.\n", strings.Join(exp, " or "))
		}
		if res.Graded {
			fmt.Fprintf(stdout, "  next review in %d day(s)\n", res.Card.Interval)
		}
		if err := r.Save(path); err != nil {
			fmt.Fprintf(stderr, "chessmaster repertoire drill: %v\n", err)
			return exitFailed
		}
	}
	s = r.Stats(now())
	fmt.Fprintf(stdout, "Session over: %d right, %d wrong. Still due: %d; new: %d.\n", right, wrong, s.Due, s.New)
	if !s.NextDue.IsZero() && s.Due == 0 {
		fmt.Fprintf(stdout, "Next card due %s.\n", s.NextDue.Local().Format("2006-01-02 15:04"))
	}
	return exitOK
}

const repertoireDrillUsage = `Usage: chessmaster repertoire drill [-color white|black] [-max N] [-new N]

Trains the repertoire with spaced repetition (SM-2). The trainer plays the
opponent's moves, choosing the lines whose positions are due, and asks
yours; a wrong move is shown the right one, comes back before the
session ends, and is due again the next day. Progress is saved after
every answer.

Flags:
`

// showPrompt prints the moves the trainer played and the board.
func showPrompt(w io.Writer, p repertoire.Prompt, color engine.Color, pending int) {
	if p.NewLine {
		fmt.Fprintln(w, "\n-- new line --")
	}
	if len(p.Moves) > 0 {
		fen := p.Moves[0].FEN
		var ucis []string
		for _, m := range p.Moves {
			ucis = append(ucis, m.UCI)
		}
		fmt.Fprintf(w, "Played: %s\n", notation.SANLine(fen, ucis, 0))
	}
	fmt.Fprintln(w, boardText(p.FEN, color == engine.Black))
	kind := "review"
	if p.Card.New() {
		kind = "new"
	}
	fmt.Fprintf(w, "%s to move (%s; %d to go). Your move: ", colorWord(color), kind, pending)
}

// askAnswer reads lines until one is a legal move (or quit, or the end
// of the input) and gives it to the trainer.
func askAnswer(lines *bufio.Scanner, w io.Writer, tr *repertoire.Trainer, fen string) (repertoire.Result, bool, error) {
	for lines.Scan() {
		text := strings.TrimSpace(lines.Text())
		switch strings.ToLower(text) {
		case "":
			fmt.Fprint(w, "Your move: ")
			continue
		case "quit", "q", "exit":
			return repertoire.Result{}, true, nil
		case "hint":
			fmt.Fprintf(w, "The move starts from %s. Your move: ", strings.Join(tr.Hint(), " or "))
			continue
		}
		res, err := tr.Answer(text)
		if err != nil {
			fmt.Fprintf(w, "%q is not a legal move here. Your move: ", text)
			continue
		}
		fmt.Fprintln(w)
		return res, false, nil
	}
	fmt.Fprintln(w)
	return repertoire.Result{}, true, lines.Err()
}

// sanOf is a UCI move of fen in SAN (the UCI text if it does not apply).
func sanOf(fen, uci string) string {
	if s := notation.SANMoves(fen, []string{uci}); len(s) == 1 {
		return s[0]
	}
	return uci
}
