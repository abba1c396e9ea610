package terminal

import (
	"context"
	"fmt"
	"io"
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

// A file another program changed since the game was loaded, even at the
// same length, is not offered "r" (replace the game in its place): that
// would write over the other program's edit. Add and overwrite remain.
func TestTerminalSaveDoesNotOfferReplaceInAChangedFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "two.pgn")
	two := "[Event \"a\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n[Result \"*\"]\n\n1. d4 d5 *\n"
	if err := os.WriteFile(path, []byte(two), 0o644); err != nil {
		t.Fatal(err)
	}
	s := humanVsRandom()
	s.Black.Kind = s.White.Kind
	pr, pw := io.Pipe()
	out := &syncBuffer{}
	done := make(chan error, 1)
	go func() { done <- Run(context.Background(), Config{Settings: s, In: pr, Out: out}) }()
	fmt.Fprintf(pw, "load %s 2\n", path)
	waitFor(t, out, "Loaded game 2 of 2")
	// Another program edits game 1, keeping the file's length.
	edited := strings.Replace(two, "[Event \"a\"]", "[Event \"X\"]", 1)
	if err := os.WriteFile(path, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	fmt.Fprintf(pw, "c4\nsave %s\nc\nquit\n", path)
	pw.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	o := out.String()
	if strings.Contains(o, "  r  replace game") || !strings.Contains(o, "  a  add this game") {
		t.Errorf("the save question over a changed file:\n%s", o)
	}
	if data, _ := os.ReadFile(path); string(data) != edited {
		t.Errorf("the file was written:\n%s", data)
	}
}
