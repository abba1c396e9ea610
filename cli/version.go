package cli

import (
	"fmt"
	"os"
	"regexp"
	"runtime/debug"
)

// fyneAppTOML is the packaging metadata; its Version line is the single
// source of the app's version, so `fyne package` builds and `go build`
// builds report the same number. Package main embeds the file (it lies
// at the module root, out of this package's reach) and hands it to Main.
var fyneAppTOML string

// buildVersion and buildCommit may be injected at build time with
// -ldflags "-X chessmaster/cli.buildVersion=... -X chessmaster/cli.buildCommit=...".
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

// commitNotRecorded is what appCommit says when the build kept no commit.
const commitNotRecorded = "not recorded"

// appCommit returns the commit the binary was built from: the VCS revision
// the Go toolchain recorded (go build in a git checkout), else the one
// injected with -ldflags, else "not recorded".
func appCommit() string {
	var settings []debug.BuildSetting
	if info, ok := debug.ReadBuildInfo(); ok {
		settings = info.Settings
	}
	return commitFrom(settings, buildCommit)
}

// commitFrom picks the commit from the build settings (vcs.revision,
// shortened to 12 digits, with "-dirty" when vcs.modified says the tree
// had uncommitted changes), falling back to injected.
func commitFrom(settings []debug.BuildSetting, injected string) string {
	rev, modified := "", false
	for _, s := range settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		if modified {
			rev += "-dirty"
		}
		return rev
	}
	if injected != "" && injected != "unknown" {
		return injected
	}
	return commitNotRecorded
}

// versionString is the one-line version, as "chessmaster version" prints
// it and Help → About shows it.
func versionString() string {
	return fmt.Sprintf("ChessMaster %s (commit %s)", appVersion(), appCommit())
}

func runVersion(args []string) int {
	fs := newFlagSet("version", os.Stderr)
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "Usage: chessmaster version\n\nPrint the version and the commit the program was built from.")
	}
	if status, err := parseFlags(fs, args); err != nil {
		return status
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return 2
	}
	fmt.Fprintln(os.Stdout, versionString())
	return 0
}
