package terminal

import (
	"chessmaster/master"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// savedGame runs a script that ends with "save FILE" and "quit" and
// returns the saved PGN (without the Date tag, which is today's).
func savedGame(t *testing.T, s master.Settings, script string) (pgnText, out string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "g.pgn")
	out = runTerminalScript(t, s, strings.ReplaceAll(script, "FILE", path), false)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("no saved game: %v\n%s", err, out)
	}
	return string(data), out
}

func humans() master.Settings {
	return master.Settings{
		White:         master.PlayerConfig{Kind: master.Human, Name: "Alice"},
		Black:         master.PlayerConfig{Kind: master.Human, Name: "Bob"},
		AllowTakeback: true,
	}
}

// TestTerminalPipedScriptIsDeterministic: every line of a piped script is
// taken in order, one at a time, whatever the timing of the controller's
// events. The move after an illegal one used to be dropped or played at
// random (it was dropped only when it had been read before the illegal
// move was tried).
func TestTerminalPipedScriptIsDeterministic(t *testing.T) {
	const script = "e4\ne7e5\nNf3\nNc6\nQxf7\nBb5\nsave FILE\nquit\n"
	first, out := savedGame(t, humans(), script)
	if !strings.Contains(first, "1. e4 e5 2. Nf3 Nc6 3. Bb5") {
		t.Fatalf("the line after the illegal move was not played:\n%s\n%s", first, out)
	}
	if !strings.Contains(out, `Illegal move "Qxf7"`) {
		t.Errorf("no illegal-move message:\n%s", out)
	}
	for i := 0; i < 30; i++ {
		got, out := savedGame(t, humans(), script)
		if got != first {
			t.Fatalf("run %d saved a different game:\n%s\nwant\n%s\noutput:\n%s", i, got, first, out)
		}
	}
}

// TestTerminalPipedScriptAgainstProgram: against a (seeded, so
// reproducible) random mover, the human's typed-ahead lines are applied in
// order, each after the opponent's reply, with the same game every run.
func TestTerminalPipedScriptAgainstProgram(t *testing.T) {
	const script = "e4\nd4\nQxf7\nNf3\nBb5\nfen\nsave FILE\nquit\n"
	first, out := savedGame(t, humanVsRandom(), script)
	sums, err := master.ParsePGN(strings.NewReader(first))
	if err != nil || len(sums) != 1 {
		t.Fatalf("saved PGN: %v\n%s", err, first)
	}
	// e4, d4, Nf3 and Bb5 are legal whatever Black replies with this seed;
	// Qxf7 is not: eight plies.
	if sums[0].Plies != 8 {
		t.Fatalf("want 8 plies, got %d:\n%s\n%s", sums[0].Plies, first, out)
	}
	// Every White move is printed after Black's previous reply.
	for _, pair := range [][2]string{{"Monkey plays 1... ", "Alice plays 2. d4"}, {"Monkey plays 2... ", "Alice plays 3. Nf3"}, {"Monkey plays 3... ", "Alice plays 4. Bb5"}} {
		i, j := strings.Index(out, pair[0]), strings.Index(out, pair[1])
		if i < 0 || j < 0 || i > j {
			t.Errorf("%q should come before %q:\n%s", pair[0], pair[1], out)
		}
	}
	for i := 0; i < 15; i++ {
		got, out := savedGame(t, humanVsRandom(), script)
		if got != first {
			t.Fatalf("run %d saved a different game:\n%s\nwant\n%s\noutput:\n%s", i, got, first, out)
		}
	}
}

// TestTerminalLineTypedWhileProgramThinks: a move typed while the
// computer thinks waits for the human's turn; it is not dropped.
func TestTerminalLineTypedWhileProgramThinks(t *testing.T) {
	s := master.Settings{
		White: master.PlayerConfig{Kind: master.Human, Name: "Alice"},
		// A slow opponent: time to type while it thinks. A level plays to
		// its node budget, not MoveTime, so only a natural pace makes it
		// wait (without one it had answered before d4 now and then).
		Black: master.PlayerConfig{Kind: master.Computer, Name: "Slow", Level: 1, MoveTime: 400 * time.Millisecond, NaturalPace: true},
	}
	pr, pw := io.Pipe()
	out := &syncBuffer{}
	done := make(chan error, 1)
	go func() { done <- Run(context.Background(), Config{Settings: s, In: pr, Out: out}) }()
	path := filepath.Join(t.TempDir(), "g.pgn")
	fmt.Fprintln(pw, "e4")
	waitFor(t, out, "It's Slow's turn (Black).")
	// Typed while Slow thinks.
	fmt.Fprintf(pw, "d4\nsave %s\n", path)
	if strings.Contains(out.String(), "Alice plays 2.") {
		t.Fatal("d4 was played before Slow's reply")
	}
	waitFor(t, out, "Saved the game to")
	fmt.Fprintln(pw, "quit")
	pw.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	o := out.String()
	i, j := strings.Index(o, "Slow plays 1... "), strings.Index(o, "Alice plays 2. d4")
	if i < 0 || j < i {
		t.Fatalf("d4 was not played after Slow's reply:\n%s", o)
	}
	data, _ := os.ReadFile(path)
	sums, err := master.ParsePGN(strings.NewReader(string(data)))
	// The save waited for Slow's second reply.
	if err != nil || len(sums) != 1 || sums[0].Plies != 4 {
		t.Fatalf("saved game: %+v %v\n%s\n%s", sums, err, data, o)
	}
}

// TestTerminalQuitWhileProgramThinks: quit acts at once while a program
// thinks, as the help says.
func TestTerminalQuitWhileProgramThinks(t *testing.T) {
	s := master.Settings{
		White: master.PlayerConfig{Kind: master.Human, Name: "Alice"},
		Black: master.PlayerConfig{Kind: master.Computer, Name: "Slow", Level: 1, MoveTime: 5 * time.Second, NaturalPace: true},
	}
	pr, pw := io.Pipe()
	defer pw.Close()
	out := &syncBuffer{}
	done := make(chan error, 1)
	go func() { done <- Run(context.Background(), Config{Settings: s, In: pr, Out: out}) }()
	fmt.Fprintln(pw, "e4")
	waitFor(t, out, "It's Slow's turn (Black).")
	start := time.Now()
	fmt.Fprintln(pw, "quit")
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(4 * time.Second):
		t.Fatalf("quit waited for the program's move:\n%s", out.String())
	}
	if d := time.Since(start); d > 3*time.Second || !strings.Contains(out.String(), "Bye.") {
		t.Errorf("quit took %v:\n%s", d, out.String())
	}
	if !strings.Contains(terminalHelp, "quit, help, flip and board act at") {
		t.Error("the help does not say which commands act at once")
	}
}

func waitFor(t *testing.T, out *syncBuffer, s string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(out.String(), s) {
		if time.Now().After(deadline) {
			t.Fatalf("no %q in:\n%s", s, out.String())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestTerminalSurvivesLongLine: a line far over the bufio.Scanner limit
// (64 KB) used to end the input ("End of input: bye.") and lose the game.
func TestTerminalSurvivesLongLine(t *testing.T) {
	long := strings.Repeat("x", 1<<20)
	got, out := savedGame(t, humans(), "e4\n"+long+"\ne5\nsave FILE\nquit\n")
	if !strings.Contains(out, "Line too long, ignored") {
		t.Errorf("no report of the long line:\n%.2000s", out)
	}
	if strings.Contains(out, "End of input") || !strings.Contains(out, "Bye.") {
		t.Errorf("the long line ended the session:\n%.2000s", out)
	}
	if strings.Contains(out, "xxxxxxxx") {
		t.Error("the long line was echoed")
	}
	if !strings.Contains(got, "1. e4 e5 *") {
		t.Errorf("saved game:\n%s", got)
	}
}

// chunkReader yields n bytes of 'x' then tail, in small reads, without
// holding the long line anywhere.
type chunkReader struct {
	n    int
	tail string
}

func (r *chunkReader) Read(p []byte) (int, error) {
	if r.n > 0 {
		k := min(len(p), r.n, 1000)
		for i := range p[:k] {
			p[i] = 'x'
		}
		r.n -= k
		return k, nil
	}
	if r.tail == "" {
		return 0, io.EOF
	}
	k := copy(p, r.tail)
	r.tail = r.tail[k:]
	return k, nil
}

func TestReadLines(t *testing.T) {
	collect := func(r io.Reader, max int) []inputLine {
		var got []inputLine
		if err := readLines(r, max, func(l inputLine) bool { got = append(got, l); return true }); err != nil {
			t.Fatal(err)
		}
		return got
	}
	got := collect(strings.NewReader("a\r\n\nbb\n"+strings.Repeat("y", 11)+"\n"+strings.Repeat("z", 10)+"\nlast"), 10)
	want := []inputLine{{text: "a"}, {text: ""}, {text: "bb"}, {tooLong: true}, {text: strings.Repeat("z", 10)}, {text: "last"}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
	// 50 MB on one line, then more input: bounded memory, input goes on.
	got = collect(&chunkReader{n: 50 << 20, tail: "\nnext\n"}, MaxLineBytes)
	if len(got) != 2 || !got[0].tooLong || got[1].text != "next" {
		t.Errorf("got %d lines: %.200v", len(got), got)
	}
	// A long last line without a newline.
	got = collect(&chunkReader{n: 1 << 20}, MaxLineBytes)
	if len(got) != 1 || !got[0].tooLong {
		t.Errorf("got %.200v", got)
	}
	// send returning false stops the reader.
	n := 0
	readLines(strings.NewReader("1\n2\n3\n"), 10, func(inputLine) bool { n++; return false })
	if n != 1 {
		t.Errorf("send called %d times after returning false", n)
	}
}
