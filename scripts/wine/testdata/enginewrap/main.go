// Command enginewrap stands in, in the Windows checks, for an engine that
// leaves a process of its own behind: the wrapper scripts and launchers
// some engines ship with. Run without arguments (as a chess GUI or
// "chessmaster match" runs an engine) it starts linger.exe from its own
// folder, a helper that only sleeps, and then the engine ChessMaster.exe
// from that folder with "uci", passing standard input and output through.
// Nothing ends linger.exe but the killing of the whole process tree, which
// is what scripts/test-windows.sh checks the job objects of package
// players do after every game.
//
// "enginewrap linger" is the helper itself; the script copies this
// program to linger.exe so that the two can be told apart in ps.
package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"time"
)

func main() {
	if len(os.Args) > 1 && os.Args[1] == "linger" {
		time.Sleep(10 * time.Minute)
		return
	}
	self, err := os.Executable()
	if err != nil {
		os.Exit(3)
	}
	dir := filepath.Dir(self)
	// The helper is started at once, before the engine: it must be killed
	// even though it was made in the wrapper's very first instants.
	linger := exec.Command(filepath.Join(dir, "linger.exe"), "linger")
	if err := linger.Start(); err != nil {
		os.Exit(3)
	}
	engine := exec.Command(filepath.Join(dir, "ChessMaster.exe"), "uci")
	engine.Stdin, engine.Stdout, engine.Stderr = os.Stdin, os.Stdout, os.Stderr
	if err := engine.Run(); err != nil {
		os.Exit(1)
	}
}
