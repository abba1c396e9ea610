//go:build !windows

package cli

// attachConsole is needed only on Windows.
func attachConsole() {}
