package main

import (
	"fmt"
	"os"
)

// runProbe is not written yet; its issue is open.
func runProbe(args []string) int {
	fmt.Fprintln(os.Stderr, "chessmaster: the probe command is not available yet")
	return 2
}
