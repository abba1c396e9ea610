package packaging

import (
	"os/exec"
	"testing"
)

// fyne package writes these files into the checkout while it builds (and
// the package itself before scripts/package-*.sh move it). Go stamps a
// build "-dirty" when the checkout has any untracked file, so unless git
// ignores them every packaged build reported its commit as modified.
func TestFynePackageFilesIgnored(t *testing.T) {
	if err := exec.Command("git", "rev-parse", "--is-inside-work-tree").Run(); err != nil {
		t.Skip("not a git checkout")
	}
	for _, f := range []string{
		"fyne_metadata_init.go", // all systems: the app's metadata
		"fyne.syso",             // Windows: icon, manifest and version resources
		"FyneApp.ico",
		"ChessMaster.exe.manifest",
		"ChessMaster.exe",    // Windows package, moved to dist/
		"ChessMaster.tar.xz", // Linux package, rewritten into dist/
		"ChessMaster.app/Contents/Info.plist",
	} {
		check := exec.Command("git", "check-ignore", "-q", "--no-index", f)
		check.Dir = ".." // the module root, where fyne package writes them
		if err := check.Run(); err != nil {
			t.Errorf("git does not ignore %s, which fyne package writes into the checkout: the packaged build would say -dirty", f)
		}
	}
}
