package main

import (
	"fmt"
	"os"
)

// runBook is not written yet; its issue is open.
func runBook(args []string) int {
	fmt.Fprintln(os.Stderr, "chessmaster: the book command is not available yet")
	return 2
}
