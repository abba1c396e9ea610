//go:build !windows

package main

// attachConsole is needed only on Windows.
func attachConsole() {}
