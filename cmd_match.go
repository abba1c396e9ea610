package main

import (
	"fmt"
	"os"
)

// runMatch is not written yet; its issue is open.
func runMatch(args []string) int {
	fmt.Fprintln(os.Stderr, "chessmaster: the match command is not available yet")
	return 2
}
