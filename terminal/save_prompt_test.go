package terminal

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Saving a game loaded from a file of two games back into that file
// offers to replace it there, and says the other game stays, in the
// singular ("the other 1 game stay as they are" before).
func TestTerminalSavePromptSaysTheOtherGameStays(t *testing.T) {
	path := filepath.Join(t.TempDir(), "two.pgn")
	two := "[Event \"a\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n[Result \"*\"]\n\n1. d4 d5 *\n"
	if err := os.WriteFile(path, []byte(two), 0o644); err != nil {
		t.Fatal(err)
	}
	s := humanVsRandom()
	s.Black.Kind = s.White.Kind // two people: nobody answers the move
	out := runTerminalScript(t, s, "load "+path+" 2\nc4\nsave "+path+"\nc\nquit\n", false)
	if !strings.Contains(out, "replace game 2 with this game (it came from there); the other game stays as it is") {
		t.Errorf("prompt:\n%s", out)
	}
}
