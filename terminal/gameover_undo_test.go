package terminal

import (
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"chessmaster/master"
)

// TestGameOverOffersUndoOnlyWhereItWorks: after a resignation the game
// over line offers "undo"; after a flag fell it does not, since undo is
// then refused (it used to offer it and then say "Cannot undo").
func TestGameOverOffersUndoOnlyWhereItWorks(t *testing.T) {
	out := runTerminalScript(t, humanVsRandom(), "resign\nquit\n", false)
	if !strings.Contains(out, `"undo" to take back`) {
		t.Errorf("after a resignation undo is not offered:\n%s", out)
	}

	s := humanVsRandom()
	s.Clock = master.ClockConfig{Base: 50 * time.Millisecond}
	in, feed := io.Pipe()
	buf := &syncBuffer{}
	done := make(chan error, 1)
	go func() {
		done <- Run(context.Background(), Config{Settings: s, In: in, Out: buf})
	}()
	// No clock runs before each side's first move: White's falls on its
	// second.
	feed.Write([]byte("e4\n"))
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(buf.String(), "Game over: ") {
		if time.Now().After(deadline) {
			t.Fatalf("White's flag did not fall:\n%s", buf.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	feed.Write([]byte("quit\n"))
	feed.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	got := buf.String()
	if !strings.Contains(got, "ran out of time") {
		t.Fatalf("not a time loss:\n%s", got)
	}
	if strings.Contains(got, `"undo"`) {
		t.Errorf("after a time loss undo is still offered:\n%s", got)
	}
}

// Resign, undo and a move piped at once: the takeback is said, the game
// over line is not repeated by the resignation's late event, and the move
// and the reply after it are shown in order, the same on every run (the
// move was played before the takeback's board was drawn, its line and
// the reply's went missing, and the game over line came back).
func TestUndoAfterResignationShowsTheGameInOrder(t *testing.T) {
	for run := 0; run < 5; run++ {
		out := runTerminalScript(t, humanVsRandom(), "e4\nresign\nundo\nNc3\nmoves\nquit\n", false)
		i := strings.Index(out, "Game over: ")
		if i < 0 {
			t.Fatalf("run %d: the resignation is not shown:\n%s", run, out)
		}
		after := out[i:]
		for _, want := range []string{"The resignation is withdrawn", "Alice plays 2. Nc3", "Monkey plays 2... ", "1. e4 "} {
			if !strings.Contains(after, want) {
				t.Fatalf("run %d: no %q after undo:\n%s", run, want, after)
			}
		}
		if strings.Count(out, "Game over: ") != 1 {
			t.Errorf("run %d: the game over line is shown %d times:\n%s", run, strings.Count(out, "Game over: "), out)
		}
		if strings.Index(after, "Alice plays 2. Nc3") > strings.Index(after, "Monkey plays 2... ") {
			t.Errorf("run %d: the reply is shown before the move:\n%s", run, after)
		}
	}
}
