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
