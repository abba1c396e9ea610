package cli

import (
	"regexp"
	"runtime/debug"
	"testing"
)

// The version printed must be the one FyneApp.toml declares.
func TestAppVersionComesFromFyneAppTOML(t *testing.T) {
	v := appVersion()
	if !regexp.MustCompile(`^\d+\.\d+\.\d+$`).MatchString(v) {
		t.Fatalf("appVersion() = %q, want x.y.z from FyneApp.toml", v)
	}
	buildVersion = "9.9.9"
	defer func() { buildVersion = "" }()
	if got := appVersion(); got != "9.9.9" {
		t.Fatalf("injected version ignored: %q", got)
	}
}

// The commit comes from Go's build info first, then -ldflags, and is never
// "unknown".
func TestCommitFrom(t *testing.T) {
	rev := []debug.BuildSetting{{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: "e8c356a1b2c3d4e5f60718293a4b5c6d7e8f9012"}}
	dirty := append(append([]debug.BuildSetting{}, rev...), debug.BuildSetting{Key: "vcs.modified", Value: "true"})
	clean := append(append([]debug.BuildSetting{}, rev...), debug.BuildSetting{Key: "vcs.modified", Value: "false"})
	for _, tc := range []struct {
		name     string
		settings []debug.BuildSetting
		injected string
		want     string
	}{
		{"revision", rev, "", "e8c356a1b2c3"},
		{"clean", clean, "", "e8c356a1b2c3"},
		{"modified", dirty, "", "e8c356a1b2c3-dirty"},
		{"revision beats ldflags", rev, "0123456789ab", "e8c356a1b2c3"},
		{"ldflags", nil, "0123456789ab", "0123456789ab"},
		{"Makefile without git", nil, "unknown", commitNotRecorded},
		{"nothing", nil, "", commitNotRecorded},
	} {
		if got := commitFrom(tc.settings, tc.injected); got != tc.want {
			t.Errorf("%s: commitFrom = %q, want %q", tc.name, got, tc.want)
		}
	}
}
