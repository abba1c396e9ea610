package main

import (
	"fmt"
	"os"
)

// runTerminal is not written yet; its issue is open.
func runTerminal(args []string) int {
	fmt.Fprintln(os.Stderr, "chessmaster: the terminal command is not available yet")
	return 2
}
