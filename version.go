package main

import (
	"fmt"
	"runtime/debug"
)

// version is set at build time with -ldflags "-X main.version=...";
// the Makefile takes it from FyneApp.toml.
var version = "dev"

// commit returns the VCS revision recorded by the Go toolchain, if any.
func commit() string {
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, s := range info.Settings {
			if s.Key == "vcs.revision" {
				if len(s.Value) > 12 {
					return s.Value[:12]
				}
				return s.Value
			}
		}
	}
	return "unknown"
}

func runVersion(args []string) int {
	fmt.Printf("ChessMaster %s (commit %s)\n", version, commit())
	return 0
}
