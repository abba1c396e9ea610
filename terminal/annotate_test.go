package terminal

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"chessmaster/master"
)

// "comment" annotates the last move, "moves" shows the main line with it,
// and the comment is saved.
func TestCommentAndMoves(t *testing.T) {
	path := filepath.Join(t.TempDir(), "c.pgn")
	s := master.Settings{White: master.PlayerConfig{Kind: master.Human}, Black: master.PlayerConfig{Kind: master.Human}}
	out := runTerminalScript(t, s, "e4\ncomment the king's pawn\ne5\nmoves\nsave "+path+"\nquit\n", false)
	if !strings.Contains(out, "Comment added to e4") || !strings.Contains(out, "1. e4 {the king's pawn} 1... e5 *") {
		t.Errorf("terminal:\n%s", out)
	}
	data, err := os.ReadFile(path)
	if err != nil || !strings.Contains(string(data), "{the king's pawn}") {
		t.Errorf("saved: %v\n%s", err, data)
	}
}

// The opening is named under the board once it is reached, and on demand.
func TestOpeningName(t *testing.T) {
	s := master.Settings{White: master.PlayerConfig{Kind: master.Human}, Black: master.PlayerConfig{Kind: master.Human}}
	out := runTerminalScript(t, s, "e4\nc5\nopening\nquit\n", false)
	if strings.Count(out, "B20 Sicilian Defense") < 2 {
		t.Errorf("opening not named:\n%s", out)
	}
}
