package main

import (
	"fmt"
	"os"
)

// runGUI is not written yet; its issue is open.
func runGUI(args []string) int {
	fmt.Fprintln(os.Stderr, "chessmaster: the gui command is not available yet")
	return 2
}
