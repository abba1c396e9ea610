package cli

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"chessmaster/master"

	"chessmaster/internal/safefile"
)

// interspersed lets flags follow the file names ("review IN.pgn -o
// OUT.pgn"), as people type them: the flags of fs, with their values, are
// moved before the other arguments. "--" ends the flags.
func interspersed(fs *flag.FlagSet, args []string) []string {
	var flags, rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			rest = append(rest, args[i+1:]...)
			break
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			rest = append(rest, a)
			continue
		}
		flags = append(flags, a)
		name := strings.TrimLeft(a, "-")
		if strings.Contains(name, "=") {
			continue
		}
		f := fs.Lookup(name)
		if f == nil {
			continue // flag.Parse reports it
		}
		if b, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
			continue
		}
		if i+1 < len(args) {
			i++
			flags = append(flags, args[i])
		}
	}
	return append(flags, rest...)
}

// pgnWriteFile saves text atomically; a link keeps pointing at its file
// and a device or folder is refused (package safefile).
func pgnWriteFile(path, text string) error {
	return safefile.Write(path, []byte(text))
}

// openPGNForStudy opens a PGN file for review or practice in a controller
// of its own (two humans: nobody moves). On failure it has said why on
// stderr and returns nil with the exit status: 2 for a missing file, 1 for
// a file that cannot be read.
func openPGNForStudy(cmd, path string, stderr io.Writer) (*master.ChessMaster, []master.GameSummary, int) {
	if _, err := os.Stat(path); err != nil {
		fmt.Fprintf(stderr, "chessmaster %s: file not found: %s\n", cmd, path)
		return nil, nil, 2
	}
	c, err := master.New(master.Settings{White: master.PlayerConfig{Kind: master.Human}, Black: master.PlayerConfig{Kind: master.Human}})
	if err != nil {
		fmt.Fprintf(stderr, "chessmaster %s: %v\n", cmd, err)
		return nil, nil, 1
	}
	sums, err := c.LoadPGNFile(path)
	if err != nil {
		c.Close()
		fmt.Fprintf(stderr, "chessmaster %s: %v\n", cmd, err)
		return nil, nil, 1
	}
	return c, sums, 0
}
