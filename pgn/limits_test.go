package pgn

import (
	"bytes"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
)

// deepGame is a game whose variations nest depth levels deep, as QA's
// generator writes it, followed by a plain game.
func deepGame(depth int) string {
	return "[Event \"E\"]\n[Result \"*\"]\n\n1. e4 " + strings.Repeat("(1. d4 ", depth) + strings.Repeat(")", depth) +
		" e5 *\n\n[Event \"F\"]\n[Result \"*\"]\n\n1. c4 *\n"
}

// checkLimit checks that a file whose first game passes a limit lists
// that game with the error want, in the index read whole and in small
// pieces, and in ReadGameAt and Read; and that its second game, 1. c4,
// is read from the index.
func checkLimit(t *testing.T, text, want string) {
	t.Helper()
	data := []byte(text)
	for _, piece := range []int{maxPiece, 4 << 10} {
		withPieces(piece, func() {
			entries, err := Index(bytes.NewReader(data), int64(len(data)))
			if err != nil || len(entries) != 2 {
				t.Fatalf("pieces of %d: %v, %d games", piece, err, len(entries))
			}
			if e := entries[0].Err; e == nil || !strings.Contains(e.Error(), want) {
				t.Errorf("pieces of %d: game 1's error %v, want %q", piece, e, want)
			}
			if entries[1].Err != nil || entries[1].Tag("Event") != "F" {
				t.Errorf("pieces of %d: game 2 %+v", piece, entries[1])
			}
		})
	}
	entries, _ := Index(bytes.NewReader(data), int64(len(data)))
	if _, err := ReadGameAt(bytes.NewReader(data), entries[0]); err == nil || !strings.Contains(err.Error(), "PGN game 1: line 4: "+want) {
		t.Errorf("ReadGameAt game 1: %v, want %q", err, want)
	}
	g, err := ReadGameAt(bytes.NewReader(data), entries[1])
	if err != nil || len(g.MainLine()) != 1 || g.MainLine()[0].Move != "c4" {
		t.Errorf("game 2: %v", err)
	}
	if _, err := Read(bytes.NewReader(data)); err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("Read: %v, want %q", err, want)
	}
}

// Variations nested deeper than MaxVariationDepth are an error of their
// game, which the index reports without reading the game: the next game
// is read. As deep as the limit is still read.
func TestVariationsNestedTooDeep(t *testing.T) {
	checkLimit(t, deepGame(MaxVariationDepth+1), "variations nested deeper than 255 levels")
	games, err := Read(strings.NewReader(deepGame(MaxVariationDepth)))
	if err != nil || len(games) != 2 || len(games[0].Root.Children) != MaxVariationDepth+1 {
		t.Fatalf("as deep as the limit: %v", err)
	}
	// Written and read back, the game is the same.
	again, err := Read(strings.NewReader(Write(games[0])))
	if err != nil || treeText(again[0].Root) != treeText(games[0].Root) {
		t.Errorf("written back: %v", err)
	}
}

// A comment longer than MaxCommentSize, in braces or after ';', even cut
// into many pieces of a line, is an error of its game.
func TestCommentTooLong(t *testing.T) {
	long := strings.Repeat("x", MaxCommentSize+1)
	checkLimit(t, "[Event \"E\"]\n[Result \"*\"]\n\n1. e4 {"+long+"} e5 *\n\n[Event \"F\"]\n[Result \"*\"]\n\n1. c4 *\n",
		"a comment longer than 1024 kB")
	checkLimit(t, "[Event \"E\"]\n[Result \"*\"]\n\n1. e4 {ab\n"+long+"\ncd} e5 *\n\n[Event \"F\"]\n[Result \"*\"]\n\n1. c4 *\n",
		"a comment longer than 1024 kB")
	checkLimit(t, "[Event \"E\"]\n[Result \"*\"]\n\n1. e4 ;"+long+"\ne5 *\n\n[Event \"F\"]\n[Result \"*\"]\n\n1. c4 *\n",
		"a comment longer than 1024 kB")
	// As long as the limit is read.
	text := "1. e4 {" + long[1:] + "} ;" + long[1:] + "\n*"
	entries, err := Index(strings.NewReader(text), int64(len(text)))
	if err != nil || len(entries) != 1 || entries[0].Err != nil {
		t.Fatalf("as long as the limit: %v %+v", err, entries)
	}
	if g, err := ReadGameAt(strings.NewReader(text), entries[0]); err != nil || len(g.MainLine()[0].Comment) != 2*MaxCommentSize+1 {
		t.Errorf("as long as the limit: %v", err)
	}
}

// A game of more than MaxGameTokens tokens is an error of its game.
func TestGameWithTooManyTokens(t *testing.T) {
	if testing.Short() {
		t.Skip("reads a game of a million tokens")
	}
	checkLimit(t, "[Event \"E\"]\n[Result \"*\"]\n\n"+strings.Repeat("e4 ", MaxGameTokens)+"*\n\n[Event \"F\"]\n[Result \"*\"]\n\n1. c4 *\n",
		"more than 1000000 tags, moves, move numbers, comments, glyphs and parentheses in one game")
}

// QA's 8 MB file of a million nested variations (it took the pgn command
// 4.9 s and 730 MB): index and Read stop at the limit, in memory that
// does not grow with the file.
func TestDeepNestingMemory(t *testing.T) {
	data := []byte(deepGame(1_000_000))
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	entries, err := Index(bytes.NewReader(data), int64(len(data)))
	if err != nil || len(entries) != 2 || entries[0].Err == nil {
		t.Fatalf("%v, %+v", err, entries)
	}
	if _, err := Read(bytes.NewReader(data)); err == nil {
		t.Fatal("Read read it")
	}
	runtime.ReadMemStats(&after)
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 64<<20 {
		t.Errorf("allocated %d MB for an 8 MB file", alloc>>20)
	}
}

// A long game needs no deep stack to be read, copied and written: its
// main line is followed in loops, only variations by recursion.
func TestLongLineNeedsLittleStack(t *testing.T) {
	text := "[Event \"E\"]\n\n1. e4 (1. d4) " + strings.Repeat("-- ", 300_000) + "*\n"
	entries, err := Index(strings.NewReader(text), int64(len(text)))
	if err != nil || len(entries) != 1 {
		t.Fatal(err)
	}
	// The recursions took about 100 bytes a move: 30 MB here.
	defer debug.SetMaxStack(debug.SetMaxStack(4 << 20))
	done := make(chan string)
	go func() {
		g, err := ReadGameAt(strings.NewReader(text), entries[0])
		if err != nil {
			done <- err.Error()
			return
		}
		c := g.Clone()
		if n := len(c.MainLine()); n != 300_001 {
			done <- "clone's main line"
			return
		}
		done <- Write(c)[len(Write(g))-10:]
	}()
	if got := <-done; !strings.HasSuffix(got, ". -- *\n") {
		t.Errorf("got %q", got)
	}
}

// The comments of one move, each within MaxCommentSize but longer
// together, are written so that they read back as the same text.
func TestCommentsLongerTogetherReadBack(t *testing.T) {
	part := "{" + strings.Repeat("a long comment ", (MaxCommentSize-100)/15) + "}"
	games, err := Read(strings.NewReader("1. e4 " + part + " " + part + " " + part + " *"))
	if err != nil {
		t.Fatal(err)
	}
	again, err := Read(strings.NewReader(Write(games[0])))
	if err != nil || again[0].MainLine()[0].Comment != games[0].MainLine()[0].Comment {
		t.Errorf("written back: %v", err)
	}
}
