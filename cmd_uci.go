package main

import (
	"fmt"
	"os"

	"chessmaster/engine/uci"
)

// runUCI speaks the UCI protocol on stdin/stdout until "quit" or EOF.
func runUCI(args []string) int {
	if len(args) > 0 {
		fmt.Fprintln(os.Stderr, "usage: chessmaster uci   (then UCI commands on standard input)")
		return 2
	}
	if err := uci.Run(os.Stdin, os.Stdout, appVersion()); err != nil {
		fmt.Fprintln(os.Stderr, "chessmaster uci:", err)
		return 1
	}
	return 0
}
