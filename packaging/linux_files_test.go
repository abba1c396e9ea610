package packaging

import (
	"os/exec"
	"testing"
)

// The Linux desktop entry and the AppStream metainfo are valid, checked
// with the freedesktop validators where they are installed.
func TestDesktopFilesValidate(t *testing.T) {
	for _, c := range []struct{ tool, file string }{
		{"desktop-file-validate", "linux/io.github.chessmaster.app.desktop"},
		{"appstreamcli", "linux/io.github.chessmaster.app.metainfo.xml"},
	} {
		path, err := exec.LookPath(c.tool)
		if err != nil {
			t.Logf("%s not installed: %s not checked", c.tool, c.file)
			continue
		}
		args := []string{c.file}
		if c.tool == "appstreamcli" {
			args = []string{"validate", "--no-net", c.file}
		}
		if out, err := exec.Command(path, args...).CombinedOutput(); err != nil {
			t.Errorf("%s %s: %v\n%s", c.tool, c.file, err, out)
		}
	}
}
