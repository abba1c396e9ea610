package cli

import (
	"fmt"
	"os"

	"chessmaster/engine/uci"
)

// runUCI speaks the UCI protocol on stdin/stdout until "quit" or EOF.
func runUCI(args []string) int {
	fs := newFlagSet("uci", os.Stderr)
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), `Usage: chessmaster uci

Speak the UCI protocol on standard input and output until "quit" or the
end of input: register "chessmaster uci" as the engine command in a chess
GUI or match tool. Besides the standard commands it understands "bench
[depth]", "go perft N" and "d" (show the board).`)
	}
	if status, err := parseFlags(fs, args); err != nil {
		return status
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return 2
	}
	if err := uci.Run(os.Stdin, os.Stdout, appVersion()); err != nil {
		fmt.Fprintln(os.Stderr, "chessmaster uci:", err)
		return 1
	}
	return 0
}
