package ui

import (
	"fmt"
	"runtime/debug"
	"strings"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// Help → About: the version, the build and the licences.

// showAbout shows the About dialog.
func (a *App) showAbout() {
	version := aboutVersion(a.opts.Version, buildSettings())
	engine := a.opts.EngineName
	if engine == "" {
		engine = lang.L("ChessMaster engine")
	}
	text := "ChessMaster " + version + "\n" + lang.L("Engine: {{.Engine}}", tm{"Engine": engine}) + "\n\n" + licences()
	d := dialog.NewCustom(lang.L("About ChessMaster"), lang.L("Close"), widget.NewLabel(text), a.win)
	a.holdWhile(d)
	d.Show()
}

// buildSettings are the settings the Go toolchain recorded in the binary
// (vcs.revision and vcs.modified for a go build in a git checkout).
func buildSettings() []debug.BuildSetting {
	if info, ok := debug.ReadBuildInfo(); ok {
		return info.Settings
	}
	return nil
}

// aboutVersion is the version shown in About: Options.Version, with the
// commit the toolchain recorded when the version names none ("commit
// unknown", "commit not recorded" or no commit at all).
func aboutVersion(version string, settings []debug.BuildSetting) string {
	if version == "" {
		version = "dev"
	}
	rev, modified := "", false
	for _, s := range settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if rev == "" {
		return version
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if modified {
		rev += "-dirty"
	}
	if i := strings.Index(version, "(commit "); i >= 0 {
		known := strings.TrimSuffix(version[i+len("(commit "):], ")")
		if known != "" && known != "unknown" && known != "not recorded" {
			return version
		}
		version = strings.TrimSpace(version[:i])
	}
	return fmt.Sprintf("%s (commit %s)", version, rev)
}

// licences names the third-party parts shipped in the program.
func licences() string {
	return lang.L("Piece art and icon: drawn for ChessMaster (project licence).") + "\n" +
		lang.L("GUI: Fyne (BSD 3-Clause). File dialogs: sqweek/dialog (ISC).") + "\n" +
		lang.L("Move rules in the controller: notnil/chess (MIT).") + "\n" +
		lang.L("Opening book: Performance.bin polyglot book. Tablebases: Syzygy 3–4 piece tables.")
}
