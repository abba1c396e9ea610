package ui

import (
	"strings"
	"testing"
)

// BenchmarkWriteSlot is the cost of one autosave (two generations, each
// written atomically) of an 80-move game.
func BenchmarkWriteSlot(b *testing.B) {
	s := &autosaveSlot{n: 1, dir: b.TempDir()}
	moves := strings.Repeat("Nf3 Nf6 Ng1 Ng8 ", 40)
	for i := 0; i < b.N; i++ {
		text := "[Event \"?\"]\n\n" + moves + strings.Repeat("a", i%2) + " *\n"
		if err := writeSlot(s, text, autosaveMeta{Cursor: "0", Running: true, FileIndex: -1}); err != nil {
			b.Fatal(err)
		}
	}
}
