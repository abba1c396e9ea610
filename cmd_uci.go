package main

import (
	"fmt"
	"os"
)

// runUCI is not written yet; its issue is open.
func runUCI(args []string) int {
	fmt.Fprintln(os.Stderr, "chessmaster: the uci command is not available yet")
	return 2
}
