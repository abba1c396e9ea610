package terminal

import (
	"chessmaster/notation"
	"context"
	"fmt"
	"io"
	"strings"

	"chessmaster/practice"
	"chessmaster/review"
)

// PracticeConfig is one practice session in the terminal.
type PracticeConfig struct {
	Exercises []practice.Exercise
	Judge     *practice.Judge
	In        io.Reader
	Out       io.Writer
	Fancy     bool // Unicode pieces and colours
}

const practiceHelp = `Type your move (SAN like Nf3 or UCI like g1f3). Commands:
  hint       the square of the piece the engine moves
  solution   show the engine's move
  next       go on to the next position
  quit       stop
`

// Practice sets each exercise's position and lets the user look for a
// better move than the one played: a move that keeps the winning chances
// within the inaccuracy threshold of the engine's counts as found. It
// returns how many were solved.
func Practice(ctx context.Context, cfg PracticeConfig) (solved int, err error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel() // ends the reader when the user quits early
	lines, readErr := startLineReader(ctx, cfg.In)
	out := cfg.Out
	fmt.Fprintf(out, "%d position(s) to practice.\n%s", len(cfg.Exercises), practiceHelp)
	for i, ex := range cfg.Exercises {
		side := "White"
		if !ex.White {
			side = "Black"
		}
		played := notation.SANLine(ex.FEN, []string{ex.Played}, 1)
		fmt.Fprintf(out, "\nPosition %d of %d. In the game %s played %s (%s).\n", i+1, len(cfg.Exercises), side, played, ex.Class)
		fmt.Fprint(out, renderBoard(ex.FEN, !ex.White, cfg.Fancy, ""))
		fmt.Fprintf(out, "Find a better move for %s.\n", side)
	exercise:
		for {
			fmt.Fprint(out, "> ")
			var l inputLine
			var ok bool
			select {
			case l, ok = <-lines:
			case <-ctx.Done():
				return solved, ctx.Err()
			}
			if !ok {
				fmt.Fprintln(out)
				return solved, <-readErr
			}
			if l.tooLong {
				fmt.Fprintf(out, "Line too long, ignored (over %d bytes).\n", MaxLineBytes)
				continue
			}
			text := strings.TrimSpace(l.text)
			switch strings.ToLower(text) {
			case "":
				continue
			case "quit", "exit", "q":
				return solved, nil
			case "help", "?":
				fmt.Fprint(out, practiceHelp)
				continue
			case "solution", "show":
				fmt.Fprintf(out, "The engine plays %s.\n", notation.SANLine(ex.FEN, []string{ex.Best}, 1))
				continue
			case "next", "skip":
				break exercise
			case "hint":
				if len(ex.Best) >= 2 {
					fmt.Fprintf(out, "Hint: the engine moves the piece on %s.\n", ex.Best[:2])
				}
				continue
			}
			uci, err := notation.ParseMove(ex.FEN, text)
			if err != nil && looksLikeCommand(text) {
				fmt.Fprintf(out, "Unknown command %q; type \"help\" for the commands, or a move such as Nf3.\n", text)
				continue
			}
			if err != nil {
				fmt.Fprintf(out, "%v\n", err)
				continue
			}
			v, err := cfg.Judge.Try(ctx, ex, uci)
			if err != nil {
				return solved, err
			}
			san := notation.SANLine(ex.FEN, []string{uci}, 1)
			switch {
			case v.Good:
				fmt.Fprintf(out, "Well found: %s is as good as the engine's %s.\n", san, notation.SANLine(ex.FEN, []string{ex.Best}, 1))
				solved++
				break exercise
			case v.Same:
				fmt.Fprintf(out, "%s is the move from the game. Try another, or type solution.\n", san)
			case v.Mate == review.MateLost:
				fmt.Fprintf(out, "%s lets the forced mate slip. Try again, or type solution.\n", san)
			case v.Mate == review.MateAllowed:
				fmt.Fprintf(out, "%s allows a forced mate. Try again, or type solution.\n", san)
			default:
				fmt.Fprintf(out, "%s gives away %.0f%% winning chances (more than %d%%). Try again, or type solution.\n",
					san, v.Loss, review.InaccuracyLoss)
			}
		}
	}
	fmt.Fprintf(out, "\nDone: %d of %d found.\n", solved, len(cfg.Exercises))
	return solved, nil
}
