package main

import "chessmaster/ui"

// runGUI opens the desktop window. Game flags are not read yet.
func runGUI(args []string) int {
	ui.RunSandbox()
	return 0
}
