//go:build !((linux && !android) || freebsd || openbsd || netbsd || dragonfly)

package cli

// displayAvailable is true on Windows and macOS, which always have a
// desktop; a failure to open the window is recovered in openWindow.
func displayAvailable() bool { return true }
