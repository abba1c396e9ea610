package main

import (
	"os"
	"strings"

	"chessmaster/ui"
)

// runGUI opens the desktop window. Game flags are not read yet: the window
// restores the last session's settings and game.
//
// CHESSMASTER_DEMO_MOVES="e2e4 e7e5" plays those moves at start; the
// screenshot script uses it to show a position.
func runGUI(args []string) int {
	opts := ui.Options{Version: appVersion() + " (" + appCommit() + ")", EngineName: "ChessMaster"}
	if demo := os.Getenv("CHESSMASTER_DEMO_MOVES"); demo != "" {
		opts.DemoMoves = strings.Fields(demo)
	}
	return ui.Run(opts)
}
