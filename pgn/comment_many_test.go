package pgn

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
)

// Many comments in a row after one move, before the first move and in
// front of the tags are joined once: reading them costs memory in
// proportion to the file, not to its square (20,000 comments once took
// over a gigabyte of copying; 300,000 over a minute).
func TestManyCommentsReadInLinearMemory(t *testing.T) {
	const n = 20000
	var parts []string
	for i := 0; i < n; i++ {
		parts = append(parts, fmt.Sprintf("{c%d}", i))
	}
	run := strings.Join(parts, " ")
	text := run + "\n[Event \"a\"]\n\n" + run + " 1. e4 " + run + " (1. d4 " + run + ") e5 *\n"
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	games, err := Read(strings.NewReader(text))
	runtime.ReadMemStats(&after)
	if err != nil || len(games) != 1 {
		t.Fatalf("Read: %v, %d games", err, len(games))
	}
	if used := after.TotalAlloc - before.TotalAlloc; used > 200*uint64(len(text)) {
		t.Errorf("reading %d bytes allocated %d", len(text), used)
	}
	g := games[0]
	want := strings.Join(strings.Fields(strings.NewReplacer("{", "", "}", "").Replace(run)), " ")
	if g.Root.Comment != want+" "+want {
		t.Errorf("the comments before the tags and before the first move: %d bytes, want %d", len(g.Root.Comment), 2*len(want)+1)
	}
	e4 := g.Root.Children[0]
	if e4.Comment != want {
		t.Errorf("the comments after 1. e4: %.40q", e4.Comment)
	}
	if d4 := g.Root.Children[1]; d4.Move != "d4" || d4.Comment != want {
		t.Errorf("the variation's comments: %q %.40q", d4.Move, d4.Comment)
	}
}
