package players

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// An engine named with its arguments ("gnuchess --uci") starts with
// them: this fake speaks UCI only when given --uci, as GNU Chess does.
func TestUCIEngineWithArguments(t *testing.T) {
	speaks := fakeEngine(t, "echo bestmove e2e4", "exit 0")
	gate := filepath.Join(t.TempDir(), "needs-uci-flag")
	script := "#!/bin/sh\n[ \"$1\" = --uci ] || { echo 'not in UCI mode' >&2; exit 3; }\nexec " + speaks + "\n"
	if err := os.WriteFile(gate, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	e, err := NewUCIEngine(gate+" --uci", nil)
	if err != nil {
		t.Fatalf("with --uci: %v", err)
	}
	defer e.Close()
	if !strings.Contains(e.Name(), "Fake") {
		t.Errorf("name %q", e.Name())
	}
	if _, err := NewUCIEngine(gate, nil); err == nil {
		t.Error("without its argument the engine started")
	}
}
