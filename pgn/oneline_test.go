package pgn

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"testing/iotest"
	"time"
)

// oneLineGame is a short game; oneLine files repeat it on a single line,
// as some programs write a whole database.
const oneLineGame = `[Event "x"] [Result "*"] 1. e4 e5 2. Nf3 Nc6 * `

// writeOneLinePGN writes about size bytes of oneLineGame, with no line
// end, to path; it returns how many games it wrote.
func writeOneLinePGN(tb testing.TB, path string, size int64) int {
	tb.Helper()
	out, err := os.Create(path)
	if err != nil {
		tb.Fatal(err)
	}
	w := bufio.NewWriterSize(out, 1<<20)
	n := 0
	for int64(n*len(oneLineGame)) < size {
		w.WriteString(oneLineGame)
		n++
	}
	if err := w.Flush(); err != nil {
		tb.Fatal(err)
	}
	if err := out.Close(); err != nil {
		tb.Fatal(err)
	}
	return n
}

// readEveryGame scans the file at path (read into memory, as the games
// are read one after another from a window of it by the command) and reads and writes every game,
// as "chessmaster pgn" does; it returns how many it read.
func readEveryGame(tb testing.TB, path string) int {
	data, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	f := bytes.NewReader(data)
	s := NewScanner(f)
	n := 0
	for s.Next() {
		e := s.Entry()
		g, err := ReadGameAt(f, e)
		if err != nil {
			tb.Fatalf("game %d: %v", e.Number, err)
		}
		if len(g.MainLine()) != 4 || Write(g) == "" {
			tb.Fatalf("game %d read as %q", e.Number, Write(g))
		}
		n++
	}
	if err := s.Err(); err != nil {
		tb.Fatal(err)
	}
	return n
}

// Many games on one line are read in time proportional to the file: 4
// MB takes about 4 times 1 MB (it took 12 times and more when the
// scanner moved every game found on a line down its queue).
func TestOneLineLinear(t *testing.T) {
	dir := t.TempDir()
	// Eight times the bytes: linear reading takes about 8 times as long,
	// the quadratic reading of before took over 50 times as long. The
	// wide gap keeps a loaded machine or the race detector from deciding.
	small, big := filepath.Join(dir, "512kb.pgn"), filepath.Join(dir, "4mb.pgn")
	nSmall, nBig := writeOneLinePGN(t, small, 512<<10), writeOneLinePGN(t, big, 4<<20)
	// The fastest of five runs of each, each after a collection, so a
	// busy machine does not decide.
	best := func(path string, want int) time.Duration {
		var min time.Duration
		for range 5 {
			runtime.GC()
			start := time.Now()
			if n := readEveryGame(t, path); n != want {
				t.Fatalf("%s: %d games, wrote %d", path, n, want)
			}
			if d := time.Since(start); min == 0 || d < min {
				min = d
			}
		}
		return min
	}
	tSmall, tBig := best(small, nSmall), best(big, nBig)
	t.Logf("512 kB: %v, 4 MB: %v (%.1fx)", tSmall, tBig, float64(tBig)/float64(tSmall))
	if tBig > 20*tSmall {
		t.Errorf("4 MB took %v, 512 kB %v: %.1f times, want about 8", tBig, tSmall, float64(tBig)/float64(tSmall))
	}
}

// BenchmarkOneLine100MB reads every game of a 100 MB file that is one
// line of short games.
func BenchmarkOneLine100MB(b *testing.B) {
	path := filepath.Join(b.TempDir(), "oneline.pgn")
	games := writeOneLinePGN(b, path, 100<<20)
	fi, _ := os.Stat(path)
	b.SetBytes(fi.Size())
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if n := readEveryGame(b, path); n != games {
			b.Fatalf("%d games, want %d", n, games)
		}
	}
	b.ReportMetric(float64(games), "games")
}

// withPieces runs f with the scanner reading lines in pieces of n bytes.
func withPieces(n int, f func()) {
	old := maxPiece
	maxPiece = n
	defer func() { maxPiece = old }()
	f()
}

// A line is read in pieces: a token cut by a piece's end is read whole
// from the next one, and the games found are those Read finds, with their
// tags, lines and moves.
func TestScannerPiecesOfLongLines(t *testing.T) {
	parts := []string{
		`[Event "a"] [Site "b \"c\" \\"] 1. e4 $1 {a comment [x] 1-0} e5 (1... c5 $14 2. Nf3) 2. Nf3 1-0`,
		`[Event "long-word"] 1. ` + strings.Repeat("x", 150) + ` e5 $` + strings.Repeat("1", 100) + ` *`,
		`1. d4 d5 2. -- Z0 1/2-1/2 [Event "c"][Site "d"]1. c4 *`,
		`[White "M` + "\xfc" + `ller"] 1. e4 {` + strings.Repeat("long comment ", 30) + `} e5 ½-½`,
	}
	lineComment := ` 1. e4 e5 0-1 ; a comment to the end of the line [Event "no"] 1-0`
	line := strings.Join(parts, " ")
	// The scanner looks at the first 8 kB whole (indexSniffLen): the
	// pieces come after.
	before := strings.Repeat(line+" ", indexSniffLen/len(line)+1)
	texts := map[string]string{
		"one line":                   before + strings.Repeat(line+" ", 3) + lineComment,
		"one line, then more lines":  before + strings.Repeat(line+" ", 3) + lineComment + "\n% escape [Event \"no\"] " + strings.Repeat("e4 ", 80) + "\n[Event \"z\"]\n1. e4 *\n",
		"comment across long lines":  before + "[Event \"a\"] 1. e4 {" + strings.Repeat("word ", 100) + "\n\n" + strings.Repeat("more ", 100) + "} e5 *\n",
		"CR line ends on long lines": before + strings.Repeat(line+lineComment+"\r\n", 2) + strings.Repeat(line+"\r", 2),
	}
	for name, text := range texts {
		if _, err := Read(strings.NewReader(text)); err != nil {
			t.Fatalf("%s: Read: %v", name, err)
		}
		want := checkIndexMatchesRead(t, name, []byte(text))
		// Pieces longer than its tags, shorter than its long words,
		// NAGs and comments.
		for _, n := range []int{32, 47, 64, 200} {
			withPieces(n, func() {
				got, err := scanSlowly(text)
				if err != nil || len(got) != len(want) {
					t.Fatalf("%s, pieces of %d: %v, %d games, want %d", name, n, err, len(got), len(want))
				}
				for i := range got {
					if !reflect.DeepEqual(got[i], want[i]) {
						t.Fatalf("%s, pieces of %d: game %d\n%+v\nwant\n%+v", name, n, i+1, got[i], want[i])
					}
				}
			})
		}
	}
}

// scanSlowly scans text read a byte at a time, so that a line longer
// than a piece does not arrive whole.
func scanSlowly(text string) ([]Entry, error) {
	s := NewScanner(iotest.OneByteReader(strings.NewReader(text)))
	var got []Entry
	for s.Next() {
		got = append(got, s.Entry())
	}
	return got, s.Err()
}

// A tag longer than a piece is reported, not held: the games after it
// are found.
func TestScannerTagLongerThanPiece(t *testing.T) {
	text := strings.Repeat("1. e4 * ", indexSniffLen/8) + `[Event "a"] 1. e4 * [Annotator "` + strings.Repeat(`x\"]`, 30) + `"] 1. d4 * [Event "c"] 1. c4 *`
	withPieces(32, func() {
		entries, err := scanSlowly(text)
		if err != nil || len(entries) != indexSniffLen/8+3 {
			t.Fatalf("%v: %d games", err, len(entries))
		}
		entries = entries[len(entries)-3:]
		if entries[0].Err != nil || entries[2].Err != nil || entries[2].Tag("Event") != "c" {
			t.Errorf("games around the long tag: %+v", entries)
		}
		if entries[1].Err == nil {
			t.Errorf("the game with the long tag has no error: %+v", entries[1])
		}
	})
}

// FuzzScannerPieces: reading lines in pieces finds the same games as
// reading them whole, for text whose tags fit in a piece. The text comes
// after 8 kB of spaces, which the scanner looks at whole, so that its
// lines arrive in pieces.
func FuzzScannerPieces(f *testing.F) {
	f.Add(strings.Repeat(oneLineGame, 3))
	f.Add("[Event \"Quote \"]\"]\n[Site \"Un\n[W \"x\" ]  y\"] \n1. e4 *") // tags read to their line's end
	f.Add(`1. e4 {a [b] c} e5 $12 ; rest [Event "x"] 1-0` + "\n% esc\n" + `[Event "y"] 1. d4 (1. c4 $1) 2-0 [A "\"]\\"] *`)
	f.Add("{\n\n[Event \"x\"]\n}\n1. e4 *\r\n[Event \"b\"]\r1. d4 ½-½ " + strings.Repeat("Nf3 ", 40))
	f.Add("Some prose first\n[Event \"x\"] 1. e4 * and more prose " + strings.Repeat("e4!", 30) + " 1-0 Hello")
	f.Fuzz(func(t *testing.T, s string) {
		for i := 0; i < len(s); i++ {
			if s[i] != '[' {
				continue
			}
			j := i
			for j < len(s) && s[j] != '\n' && s[j] != '\r' {
				j++
			}
			if j-i > 40 {
				return // a tag might not fit in a piece
			}
		}
		text := strings.Repeat(" ", indexSniffLen) + s
		want, werr := Index(strings.NewReader(text), int64(len(text)))
		for _, n := range []int{48, 61} {
			withPieces(n, func() {
				got, err := scanSlowly(text)
				if (err == nil) != (werr == nil) || len(got) != len(want) {
					t.Fatalf("pieces of %d: %v, %d games; whole: %v, %d games", n, err, len(got), werr, len(want))
				}
				for i := range got {
					if !reflect.DeepEqual(got[i], want[i]) {
						t.Fatalf("pieces of %d: game %d\n%+v\nwhole\n%+v", n, i+1, got[i], want[i])
					}
				}
			})
		}
	})
}
