package cli

import "os"

// isTerminal reports whether f is a character device (a terminal), not a
// pipe or file. The commands that draw (terminal, practice) or show
// progress (pgn, review) ask it of their output.
func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
