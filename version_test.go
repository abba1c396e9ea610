package main

import (
	"regexp"
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
