//go:build nogui

package cli

import (
	"fmt"
	"os"
)

// openWindow in a build without the window (go build -tags nogui, as the
// Makefile's default target for OpenBench makes) only explains.
func openWindow(guiRequest) int {
	fmt.Fprintln(os.Stderr, "chessmaster: this build has no window (built with -tags nogui); "+noDisplayHint)
	return 2
}
