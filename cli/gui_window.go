//go:build !nogui

package cli

import (
	"fmt"
	"os"
	"strings"

	"chessmaster/ui"
)

// openWindow runs the window until it is closed. Without a display it
// says so and returns 2: before creating the window where the platform
// tells (displayAvailable), else by recovering the driver's panic.
func openWindow(req guiRequest) (code int) {
	if !displayAvailable() {
		fmt.Fprintln(os.Stderr, "chessmaster: no display found; "+noDisplayHint)
		return 2
	}
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		msg, ok := windowFailure(r)
		if !ok {
			panic(r) // a bug, not a missing display: keep the trace
		}
		fmt.Fprintln(os.Stderr, "chessmaster: "+msg+"; "+noDisplayHint)
		code = 2
	}()
	return ui.Run(ui.Options{
		Version:    appVersion() + " (commit " + appCommit() + ")",
		EngineName: "ChessMaster",
		Settings:   req.settings,
		OpenFile:   req.file,
		DemoMoves:  req.demoMoves,
		ShowDialog: req.showDialog,
	})
}

// windowFailure recognises the panic of Fyne's GLFW driver when the window
// system cannot be used (GLFW "NotInitialized" after a failed init) and
// returns the message for it.
func windowFailure(r any) (string, bool) {
	text := fmt.Sprint(r)
	isGLFW := strings.Contains(fmt.Sprintf("%T", r), "glfw.")
	switch {
	case strings.Contains(text, "NotInitialized"), strings.Contains(text, "PlatformUnavailable"):
		return "no display found", true
	case isGLFW:
		return "cannot open the window (" + text + ")", true
	}
	return "", false
}
