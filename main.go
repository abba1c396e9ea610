// Command chessmaster is a desktop chess program with its own engine.
//
// With no arguments it opens the GUI. Subcommands run the same engine
// headless: see usage() or the README.
package main

import (
	"fmt"
	"os"
)

// commands maps each subcommand to the function that runs it. Each lives in
// its own cmd_*.go file.
var commands = map[string]func(args []string) int{
	"uci":      runUCI,
	"terminal": runTerminal,
	"match":    runMatch,
	"probe":    runProbe,
	"book":     runBook,
	"version":  runVersion,
}

func usage() {
	fmt.Fprint(os.Stderr, `ChessMaster - a chess program with its own engine

Usage:
  chessmaster [game flags]            open the GUI
  chessmaster uci                     speak UCI on stdin/stdout
  chessmaster terminal [game flags]   play in the terminal
  chessmaster match [flags]           play engine-vs-engine matches
  chessmaster probe [-syzygy DIR] FEN print tablebase WDL/DTZ and best move
  chessmaster book [-file F] FEN      list the opening book moves of a position
  chessmaster version                 print the version

Run "chessmaster <command> -h" for a command's flags.
`)
}

func main() {
	os.Exit(run(os.Args[1:]))
}

func run(args []string) int {
	if len(args) == 0 {
		return runGUI(nil)
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		usage()
		return 0
	case "-version", "--version":
		return runVersion(nil)
	}
	if cmd, ok := commands[args[0]]; ok {
		return cmd(args[1:])
	}
	// Anything else is a game flag for the GUI (e.g. -white computer).
	return runGUI(args)
}
