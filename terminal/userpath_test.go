package terminal

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A file typed as "~/games.pgn" or in quotes is saved where a shell
// would put it, and loads back from the same words.
func TestTerminalSaveAndLoadTildeAndQuotes(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("USERPROFILE", home)
	out := runTerminalScript(t, humanVsRandom(), "e2e4\nsave ~/my games.pgn\nsave \"~/quoted.pgn\"\nload '~/my games.pgn'\nquit\n", false)
	for _, name := range []string{"my games.pgn", "quoted.pgn"} {
		data, err := os.ReadFile(filepath.Join(home, name))
		if err != nil || !strings.Contains(string(data), "1. e4") {
			t.Errorf("%s: %v\n%s", name, err, out)
		}
	}
	if strings.Contains(out, "Cannot load") || strings.Contains(out, "Cannot save") {
		t.Errorf("output:\n%s", out)
	}
}
