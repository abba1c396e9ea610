package terminal

import (
	"context"
	"fmt"
	"io"
	"strings"

	"chessmaster/notation"
	"chessmaster/puzzle"
)

// PuzzleConfig sets a puzzle session in the terminal.
type PuzzleConfig struct {
	Trainer *puzzle.Trainer // deals the puzzles and keeps the rating
	In      io.Reader
	Out     io.Writer
	Fancy   bool // Unicode pieces and colours
}

const puzzleHelp = `Type your move (SAN like Nf3 or UCI like g1f3). Commands:
  hint       show the piece to move (a second hint: the move)
  solution   show the rest of the solution
  next       go on to the next puzzle
  quit       stop
A hint, the solution or a wrong move counts as a miss for your rating.
`

// Puzzles deals puzzles one after the other: the board after the
// opponent's move, the user's moves answered with the opponent's replies,
// hints and the solution on request. Each result updates the user's
// rating, which the trainer saves. It returns how many puzzles were
// solved without help.
func Puzzles(ctx context.Context, cfg PuzzleConfig) (solved int, err error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel() // ends the reader when the user quits early
	lines, readErr := startLineReader(ctx, cfg.In)
	out := cfg.Out
	tr := cfg.Trainer
	fmt.Fprintf(out, "%d puzzles. Your puzzle rating: %.0f.\n%s", tr.Len(), tr.Profile().Rating.R, puzzleHelp)
	for {
		s, err := tr.Next()
		if err != nil {
			return solved, err
		}
		p := s.Puzzle()
		record := func(o puzzle.Outcome) error {
			if o == puzzle.Undecided {
				return nil
			}
			before := tr.Profile().Rating.R
			if err := tr.Record(&p, o == puzzle.Won); err != nil {
				return err
			}
			after := tr.Profile().Rating.R
			if o == puzzle.Won {
				solved++
			}
			if h := tr.Profile().History; len(h) > 0 && h[len(h)-1].Again {
				fmt.Fprintf(out, "Your puzzle rating: %.0f (not rated: you have played this puzzle before).\n", after)
				return nil
			}
			fmt.Fprintf(out, "Your puzzle rating: %.0f (%+.0f).\n", after, after-before)
			return nil
		}
		side := "White"
		if s.Solver() != 0 {
			side = "Black"
		}
		if p.Source != "" {
			fmt.Fprintf(out, "\nPuzzle %s, rated %d (%s).\n", p.ID, p.Rating, p.Source)
		} else {
			fmt.Fprintf(out, "\nPuzzle %s, rated %d.\n", p.ID, p.Rating)
		}
		if p.Lead != "" {
			fmt.Fprintf(out, "The opponent played %s.\n", notation.SANLine(p.FEN, []string{p.Lead}, 1))
		}
		fmt.Fprint(out, renderBoard(s.FEN(), side == "Black", cfg.Fancy, p.Lead))
		fmt.Fprintf(out, "Find the best move for %s.\n", side)
		hints := 0
	play:
		for !s.Done() {
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
			fen := s.FEN()
			switch strings.ToLower(text) {
			case "":
				continue
			case "quit", "exit", "q":
				return solved, nil
			case "help", "?":
				fmt.Fprint(out, puzzleHelp)
				continue
			case "next", "skip":
				break play
			case "hint":
				mv, o := s.Hint()
				if len(mv) < 4 {
					continue
				}
				hints++
				if hints == 1 {
					fmt.Fprintf(out, "Move the piece on %s.\n", mv[:2])
				} else {
					fmt.Fprintf(out, "Play %s.\n", notation.SANLine(fen, []string{mv}, 1))
				}
				if err := record(o); err != nil {
					return solved, err
				}
				continue
			case "solution", "show":
				rest, o := s.ShowSolution()
				fmt.Fprintf(out, "The solution: %s\n", notation.SANLine(fen, rest, len(rest)))
				if err := record(o); err != nil {
					return solved, err
				}
				continue
			}
			uci, err := notation.ParseMove(fen, text)
			if err != nil {
				fmt.Fprintf(out, "%v\n", err)
				continue
			}
			fb, err := s.Play(uci)
			if err != nil {
				fmt.Fprintf(out, "%v\n", err)
				continue
			}
			san := notation.SANLine(fen, []string{uci}, 1)
			switch {
			case !fb.Correct:
				fmt.Fprintf(out, "%s is not it. Try again, or type hint or solution.\n", san)
			case fb.Done:
				fmt.Fprintf(out, "%s: solved!\n", san)
			default:
				reply := fb.Reply
				if sans := notation.SANMoves(fen, []string{uci, fb.Reply}); len(sans) == 2 {
					reply = sans[1]
				}
				fmt.Fprintf(out, "%s is right. The opponent answers %s.\n", san, reply)
				fmt.Fprint(out, renderBoard(s.FEN(), side == "Black", cfg.Fancy, fb.Reply))
				fmt.Fprintln(out, "Your move.")
			}
			if err := record(fb.Decided); err != nil {
				return solved, err
			}
		}
	}
}
