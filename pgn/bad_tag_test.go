package pgn

import (
	"bytes"
	"strings"
	"testing"
)

// A tag with unescaped quotes inside its value, or one never closed,
// no longer costs its game (every command used to skip it as "bad tag"):
// the value is read as best as can be judged and the game carries a
// warning naming the tag's line, by Read and by Index with ReadGameAt.
func TestBadTagKeepsTheGame(t *testing.T) {
	const text = `[Event "Quotes"]
[White "Ivan \"The Terrible\" Petrov"]
[Black "Sergei "Big Serge" Ivanov"]
[Result "1-0"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

[Event "Unterminated"]
[White "Anna]
[Black "B"]
[Result "0-1"]

1. f3 e5 2. g4 Qh4# 0-1

[Event "Two on a line"] [White "Anna] [Black "Bo "the" Bear"] [Round "1"]
1. e4 *
`
	type want struct {
		white, black string
		plies        int
		warnLines    []int
	}
	wants := []want{
		{`Ivan "The Terrible" Petrov`, `Sergei "Big Serge" Ivanov`, 7, []int{3}},
		{"Anna", "B", 4, []int{9}},
		{"Anna", `Bo "the" Bear`, 1, []int{15, 15}},
	}
	games, err := Read(strings.NewReader(text))
	if err != nil || len(games) != len(wants) {
		t.Fatalf("Read: %d games, %v", len(games), err)
	}
	r := bytes.NewReader([]byte(text))
	entries, err := Index(r, int64(len(text)))
	if err != nil || len(entries) != len(wants) {
		t.Fatalf("Index: %d games, %v", len(entries), err)
	}
	for i, w := range wants {
		e := entries[i]
		at, err := ReadGameAt(r, e)
		if err != nil {
			t.Fatalf("game %d: %v", i+1, err)
		}
		for _, g := range []*Game{games[i], at} {
			if g.Tag("White") != w.white || g.Tag("Black") != w.black || len(g.MainLine()) != w.plies || g.Tag("Round") == "" && i == 2 {
				t.Errorf("game %d: White %q Black %q, %d plies; want %q %q %d", i+1, g.Tag("White"), g.Tag("Black"), len(g.MainLine()), w.white, w.black, w.plies)
			}
			var lines []int
			for _, x := range g.Warnings {
				lines = append(lines, x.Line)
				if !strings.Contains(x.Text, "bad tag [") || !strings.Contains(x.Text, "read as") {
					t.Errorf("game %d: warning %q", i+1, x)
				}
			}
			if len(lines) != len(w.warnLines) || len(lines) > 0 && lines[0] != w.warnLines[0] {
				t.Errorf("game %d: warnings at lines %v, want %v (%v)", i+1, lines, w.warnLines, g.Warnings)
			}
		}
		if e.Tag("Black") != w.black || len(e.Warnings) != len(w.warnLines) || e.Err != nil {
			t.Errorf("game %d: index entry Black %q, warnings %v, err %v", i+1, e.Tag("Black"), e.Warnings, e.Err)
		}
	}
	if got := games[0].Warnings[0].String(); got != `line 3: bad tag [Black "Sergei "Big Serge" Ivanov"] (missing ]): read as Black "Sergei \"Big Serge\" Ivanov"` {
		t.Errorf("warning: %s", got)
	}
	// A tag with no "]" on its line ends with the line, the value its
	// rest (TestTagToItsLineEnd); on a game's only line it is still a
	// broken tag, or the game's moves would be lost into the value.
	if games, err := Read(strings.NewReader("[White \"Anna\n\n1. e4 *\n")); err != nil || len(games) != 1 || games[0].Tag("White") != "Anna" || len(games[0].Warnings) != 1 {
		t.Errorf("no ]: %v", err)
	}
	if _, err := Read(strings.NewReader("[White \"Anna 1. e4 *\n")); err == nil || !strings.Contains(err.Error(), "bad tag") {
		t.Errorf("no ], one line: %v", err)
	}
}
