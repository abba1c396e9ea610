package cli

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"chessmaster/drill"
	"chessmaster/engine"
	"chessmaster/notation"
	"chessmaster/tablebase"
)

// runDrill is "chessmaster drill KIND": an endgame drill in the terminal
// against the tablebases' best defence.
func runDrill(args []string) int {
	return drillMain(args, os.Stdin, os.Stdout, os.Stderr)
}

func drillMain(args []string, in io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("drill", stderr)
	seed := fs.Int64("seed", 0, "the random start position and the choice between equal defences (0: from the clock)")
	fen := fs.String("fen", "", "start from this position instead (the side to move must win by the tables)")
	fs.Usage = func() {
		io.WriteString(stderr, drillUsage())
		fs.PrintDefaults()
	}
	if status, err := parseFlags(fs, interspersed(fs, args)); err != nil {
		return status
	}
	if (fs.NArg() != 1 && *fen == "") || fs.NArg() > 1 {
		fmt.Fprintln(stderr, "chessmaster drill: name one drill (or give -fen)")
		fs.Usage()
		return exitUsage
	}
	tb, err := tablebase.Default()
	if err != nil {
		fmt.Fprintf(stderr, "chessmaster drill: %v\n", err)
		return exitFailed
	}
	if *seed == 0 {
		*seed = time.Now().UnixNano()
	}
	var s *drill.Session
	if *fen != "" {
		s, err = drill.FromFEN(tb, *fen, *seed)
	} else {
		k, kerr := drill.KindByID(fs.Arg(0))
		if kerr != nil {
			fmt.Fprintf(stderr, "chessmaster drill: %v\n", kerr)
			return exitUsage
		}
		s, err = drill.New(tb, k, *seed)
	}
	if err != nil {
		fmt.Fprintf(stderr, "chessmaster drill: %v\n", err)
		return exitUsage
	}
	return playDrill(s, bufio.NewScanner(in), stdout, stderr)
}

func drillUsage() string {
	var b strings.Builder
	b.WriteString(`Usage: chessmaster drill KIND [-seed N] | -fen FEN

Play the winning side of a basic ending against the Syzygy tables' best
defence. After each move: whether it kept the win and how it changed DTZ
(plies to the next capture, pawn move or mate with best play; the tables
hold no distance to mate). Type a move (Qd5 or d1d5), "hint" for the
tables' best move, "line" for the best line, "quit" to stop.

Drills:
`)
	for _, k := range drill.Kinds {
		fmt.Fprintf(&b, "  %-5s %s\n", k.ID, k.Name)
	}
	b.WriteString("\nFlags:\n")
	return b.String()
}

// playDrill runs the session on the terminal's lines.
func playDrill(s *drill.Session, lines *bufio.Scanner, w, stderr io.Writer) int {
	k := s.Kind()
	fmt.Fprintf(w, "%s. %s\nYou play %s. Start: %s\n", k.Name, k.Goal, colorWord(s.User()), s.StartFEN())
	showDrillPosition(w, s)
	for s.Outcome().Result == drill.Playing {
		fmt.Fprint(w, "Your move: ")
		if !lines.Scan() {
			fmt.Fprintln(w, "\nDrill stopped.")
			return exitOK
		}
		text := strings.TrimSpace(lines.Text())
		switch strings.ToLower(text) {
		case "":
			continue
		case "quit", "q", "exit":
			fmt.Fprintln(w, "Drill stopped.")
			return exitOK
		case "hint":
			line, err := s.BestLine(false, 1)
			if err == nil && len(line) == 1 {
				fmt.Fprintf(w, "The tables play %s.\n", sanOf(s.FEN(), line[0]))
			}
			continue
		case "line":
			showBestLine(w, s)
			continue
		}
		before := s.FEN()
		f, err := s.Play(text)
		if errors.Is(err, drill.ErrOver) {
			break
		}
		if err != nil {
			if _, perr := engine.ParseFEN(before); perr == nil {
				fmt.Fprintf(w, "%q is not a legal move here.\n", text)
				continue
			}
			fmt.Fprintf(stderr, "chessmaster drill: %v\n", err)
			return exitFailed
		}
		fmt.Fprintf(w, "%s: %s\n", moveText(f.FEN, f.UCI), drillVerdict(f))
		if f.Reply != "" {
			fmt.Fprintf(w, "%s\n", moveText(f.ReplyFEN, f.Reply))
		}
		if !f.Over {
			showDrillPosition(w, s)
		}
	}
	showOutcome(w, s)
	return exitOK
}

// drillVerdict is the line after a move, e.g. "win kept · DTZ 12 → 11
// (best)".
func drillVerdict(f drill.Feedback) string {
	switch {
	case f.Mate:
		return "checkmate"
	case f.Kept && f.Zeroing:
		return fmt.Sprintf("win kept · DTZ %d → 0: a capture or pawn move; the count starts again at %d", f.DTZBefore, f.DTZAfter)
	case f.Kept && f.Optimal:
		return fmt.Sprintf("win kept · DTZ %d → %d (best)", f.DTZBefore, f.DTZAfter)
	case f.Kept:
		return fmt.Sprintf("win kept · DTZ %d → %d (best was %s)", f.DTZBefore, f.DTZAfter, sanList(f.FEN, f.Best))
	}
	return fmt.Sprintf("win lost (best was %s)", sanList(f.FEN, f.Best))
}

// showDrillPosition prints the board and what best play needs from here.
func showDrillPosition(w io.Writer, s *drill.Session) {
	fmt.Fprintln(w, boardText(s.FEN(), !s.UserIsWhite()))
	_, dtz, err := s.Status()
	if err != nil {
		return
	}
	toMate, _ := s.BestLine(true, 400)
	fmt.Fprintf(w, "Won by the tables: DTZ %d (plies to the next capture, pawn move or mate with best play); mate in %d along the tables' line.\n",
		dtz, (len(toMate)+1)/2)
}

// showBestLine prints the tables' line to mate in SAN.
func showBestLine(w io.Writer, s *drill.Session) {
	line, err := s.BestLine(true, 400)
	if err != nil {
		return
	}
	fmt.Fprintf(w, "The tables' line (DTZ-best, not always the shortest mate): %s\n", notation.SANLine(s.FEN(), line, 0))
}

// showOutcome prints how the drill ended and, if the win was lost, where.
func showOutcome(w io.Writer, s *drill.Session) {
	o := s.Outcome()
	switch o.Result {
	case drill.Won:
		fmt.Fprintf(w, "Checkmate: you won in %s.\n", movesWord((len(s.Moves())+1)/2))
	case drill.Drawn:
		fmt.Fprintf(w, "Draw: %s.\n", o.Reason)
	case drill.WinLost:
		fmt.Fprintf(w, "Win lost: %s.\n", o.Reason)
	case drill.Lost:
		fmt.Fprintln(w, "You were mated.")
	}
	if m := o.LostAt; m != nil {
		fmt.Fprintf(w, "The win was lost at %s (DTZ %d before it); the tables' best there: %s.\n",
			moveText(m.FEN, m.UCI), m.DTZBefore, sanList(m.FEN, m.Best))
	}
}

// moveText is a move with its number in SAN: "12. Qd5" or "12... Kc7".
func moveText(fen, uci string) string {
	f := strings.Fields(fen)
	if len(f) < 6 {
		return uci
	}
	if f[1] == "b" {
		return f[5] + "... " + sanOf(fen, uci)
	}
	return f[5] + ". " + sanOf(fen, uci)
}

// sanList is moves of fen in SAN joined by "or", at most four of them
// (KQ v K often has ten equally good moves).
func sanList(fen string, ucis []string) string {
	var out []string
	for i, u := range ucis {
		if i == 4 {
			out = append(out, fmt.Sprintf("%d others", len(ucis)-4))
			break
		}
		out = append(out, sanOf(fen, u))
	}
	return strings.Join(out, " or ")
}

// movesWord is "1 move", "12 moves".
func movesWord(n int) string {
	if n == 1 {
		return "1 move"
	}
	return fmt.Sprintf("%d moves", n)
}
