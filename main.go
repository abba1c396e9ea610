// Command chessmaster is a desktop chess program with its own engine.
//
// With no arguments it opens the window; sub-commands run the same engine
// headless (package cli, "chessmaster -h" or the README). main only wires
// the components together (wiring.Wire) and hands the arguments to cli.
package main

import (
	_ "embed"
	"os"

	"chessmaster/cli"
	"chessmaster/wiring"
)

// fyneAppTOML is the packaging metadata; its Version line is the version
// every build reports (`fyne package` reads the same file).
//
//go:embed FyneApp.toml
var fyneAppTOML string

func main() {
	wiring.Wire()
	os.Exit(cli.Main(os.Args[1:], fyneAppTOML))
}
