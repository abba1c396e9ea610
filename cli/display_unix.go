//go:build (linux && !android) || freebsd || openbsd || netbsd || dragonfly

package cli

import "os"

// displayAvailable reports whether an X11 or Wayland display is named in
// the environment; without one the window cannot open.
func displayAvailable() bool {
	return os.Getenv("DISPLAY") != "" || os.Getenv("WAYLAND_DISPLAY") != ""
}
