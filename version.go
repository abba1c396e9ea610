package main

import (
	_ "embed"
	"fmt"
	"regexp"
	"runtime/debug"
)

// fyneAppTOML is the packaging metadata; its Version line is the single
// source of the app's version, so `fyne package` builds and `go build`
// builds report the same number.
//
//go:embed FyneApp.toml
var fyneAppTOML string

// buildVersion and buildCommit may be injected at build time with
// -ldflags "-X main.buildVersion=... -X main.buildCommit=...".
var (
	buildVersion = ""
	buildCommit  = ""
)

var versionLine = regexp.MustCompile(`(?m)^\s*Version\s*=\s*"([^"]+)"`)

// appVersion returns the injected version or the one in FyneApp.toml.
func appVersion() string {
	if buildVersion != "" {
		return buildVersion
	}
	if m := versionLine.FindStringSubmatch(fyneAppTOML); m != nil {
		return m[1]
	}
	return "dev"
}

// appCommit returns the injected commit, else the VCS revision the Go
// toolchain recorded (builds with -buildvcs), else "unknown".
func appCommit() string {
	if buildCommit != "" {
		return buildCommit
	}
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
	fmt.Printf("ChessMaster %s (commit %s)\n", appVersion(), appCommit())
	return 0
}
