package cli

import (
	"os/exec"
	"runtime"
	"strings"
	"testing"
)

// The verdicts of the Windows checks under Wine (scripts/wine/checks.sh,
// run by `make test-windows`) each pass a right input and fail a broken
// one: a wrong bench node count, a late or illegal bestmove, a lost
// variation, a leftover engine process, a blank window... A check that
// cannot fail would let a broken Windows build through.
func TestWindowsChecksSelfTest(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the checks are bash scripts for a Linux host")
	}
	for _, tool := range []string{"bash", "convert", "awk", "cmp"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed", tool)
		}
	}
	cmd := exec.Command("scripts/test-windows.sh", "--self-test")
	cmd.Dir = ".." // the module root
	cmd.Env = append(cmd.Environ(), "LINUX_BIN="+cliBinary(t))
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("test-windows.sh --self-test: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "every check passes its right input and fails its broken ones") {
		t.Fatalf("no self-test verdict:\n%s", out)
	}
}
