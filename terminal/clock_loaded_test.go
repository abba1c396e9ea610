package terminal

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"chessmaster/master"
)

// A finished game loaded in the terminal shows the clock times its file
// recorded, or none, not the time control's fresh ones.
func TestLoadedGameClockLine(t *testing.T) {
	dir := t.TempDir()
	plain := filepath.Join(dir, "plain.pgn")
	clocked := filepath.Join(dir, "clocked.pgn")
	game := "[Event \"x\"]\n[Result \"1-0\"]\n\n1. e4 %s e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# %s 1-0\n"
	if err := os.WriteFile(plain, []byte(strings.ReplaceAll(game, "%s", "")), 0o644); err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(strings.Replace(game, "%s", "{[%clk 0:02:58]}", 1), "%s", "{[%clk 0:01:07]}", 1)
	if err := os.WriteFile(clocked, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	s := humanVsRandom()
	s.Clock = master.ClockConfig{Base: 5 * time.Minute}
	out := runTerminalScript(t, s, "load "+plain+"\nboard\nquit\n", false)
	_, after, _ := strings.Cut(out, "Loaded game")
	if strings.Contains(after, "   Black ") {
		t.Errorf("a game without clock times shows the control's:\n%s", out)
	}
	out = runTerminalScript(t, s, "load "+clocked+"\nboard\nquit\n", false)
	if !strings.Contains(out, "White 1:07   Black -") {
		t.Errorf("the recorded times are not shown:\n%s", out)
	}
}
