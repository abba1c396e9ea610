package master

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// A drawn game with a variation: the tags were recorded for the main
// line, 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6.
const drawnWithVariation = `[Event "x"]
[White "A"]
[Black "B"]
[Result "1/2-1/2"]
[Termination "normal"]
[PlyCount "6"]

1. e4 e5 (1... c5 2. Nf3) 2. Nf3 Nc6 3. Bb5 a6 1/2-1/2
`

// tag is the value of a tag in the game's tags ("" when absent).
func tag(c *ChessMaster, key string) string {
	for _, t := range c.Snapshot().Tags {
		if t.Key == key {
			return t.Value
		}
	}
	return ""
}

// savedText saves the game to a file and reads it back.
func savedText(t *testing.T, c *ChessMaster) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "game.pgn")
	if err := c.SavePGN(path); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// Promoting a variation makes another main line: the draw recorded for
// the old one is not its result, and PlyCount counts the new line.
func TestResultFollowsPromotedMainLine(t *testing.T) {
	c := newTestGame(t, humans(""))
	loadText(t, c, drawnWithVariation)
	if o := c.Snapshot().Outcome; o.Result != ResultDraw {
		t.Fatalf("loaded outcome %+v", o)
	}
	if err := c.Promote([]int{0, 1}); err != nil {
		t.Fatal(err)
	}
	if r, pc, term := tag(c, "Result"), tag(c, "PlyCount"), tag(c, "Termination"); r != ResultOngoing || pc != "3" || term != "" {
		t.Fatalf("after promoting: Result %q PlyCount %q Termination %q", r, pc, term)
	}
	// The board was at the old main line's end, now a variation.
	if o := c.Snapshot().Outcome; o.Over() {
		t.Fatalf("outcome %+v on a variation", o)
	}
	// At the new main line's end the old draw is not shown.
	if err := c.GoTo([]int{0, 0, 0}); err != nil {
		t.Fatal(err)
	}
	if o := c.Snapshot().Outcome; o.Over() {
		t.Fatalf("the new main line ends with the old result: %+v", o)
	}
	text := savedText(t, c)
	for _, want := range []string{`[Result "*"]`, `[PlyCount "3"]`} {
		if !strings.Contains(text, want) {
			t.Errorf("saved file lacks %s:\n%s", want, text)
		}
	}
	if strings.Contains(text, "1/2-1/2") || strings.Contains(text, "Termination") {
		t.Errorf("saved file keeps the old result:\n%s", text)
	}
	if !strings.HasSuffix(strings.TrimSpace(text), "*") {
		t.Errorf("movetext does not end with *:\n%s", text)
	}
}

// Edits that leave the main line as it was (a move in a variation, a
// comment, a glyph) leave its result alone.
func TestResultKeptWhenMainLineUnchanged(t *testing.T) {
	c := newTestGame(t, humans(""))
	loadText(t, c, "[Result \"1-0\"]\n[PlyCount \"3\"]\n\n1. e4 e5 (1... c5 2. Nf3) 2. Nf3 1-0\n")
	if err := c.GoTo([]int{0, 1}); err != nil {
		t.Fatal(err)
	}
	if err := c.AddMove("c3"); err != nil { // 2. c3 beside 2. Nf3 in the variation
		t.Fatal(err)
	}
	if err := c.SetNAGs([]int{0, 0, 0}, []string{"!"}); err != nil {
		t.Fatal(err)
	}
	if err := c.SetComment([]int{0, 0}, "a comment"); err != nil {
		t.Fatal(err)
	}
	if r, pc := tag(c, "Result"), tag(c, "PlyCount"); r != ResultWhiteWins || pc != "3" {
		t.Fatalf("Result %q PlyCount %q after editing a variation", r, pc)
	}
	if err := c.GoTo([]int{0, 0, 0}); err != nil {
		t.Fatal(err)
	}
	if o := c.Snapshot().Outcome; o.Result != ResultWhiteWins {
		t.Fatalf("outcome %+v at the main line's end", o)
	}
}

// Deleting the end of the main line: a mate no longer ends it, and a
// resignation was recorded for moves that are gone.
func TestResultFollowsDeletedMainLine(t *testing.T) {
	for name, tc := range map[string]struct {
		pgn  string
		from []int
	}{
		"mate":        {"[Result \"0-1\"]\n[PlyCount \"4\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n", []int{0, 0, 0, 0}},
		"resignation": {"[Result \"1-0\"]\n[Termination \"normal\"]\n[PlyCount \"4\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n", []int{0, 0, 0}},
	} {
		c := newTestGame(t, humans(""))
		loadText(t, c, tc.pgn)
		if err := c.DeleteFrom(tc.from); err != nil {
			t.Fatal(err)
		}
		st := c.Snapshot()
		want := len(tc.from) - 1
		if r, pc, term := tag(c, "Result"), tag(c, "PlyCount"), tag(c, "Termination"); r != ResultOngoing || pc != string(rune('0'+want)) || term != "" {
			t.Errorf("%s: Result %q PlyCount %q Termination %q", name, r, pc, term)
		}
		if st.Outcome.Over() || len(st.Moves) != want || len(st.LegalMoves) == 0 {
			t.Errorf("%s: outcome %+v, %d moves", name, st.Outcome, len(st.Moves))
		}
	}
}

// Deleting moves after a final position that decides the game by itself
// keeps that position's result.
func TestResultDecidedByNewMainLineEnd(t *testing.T) {
	c := newTestGame(t, humans(""))
	// The main line is cut back to the mate of its variation by deleting
	// the main move before it and promoting the mate.
	loadText(t, c, "[Result \"1/2-1/2\"]\n\n1. f3 e5 2. g4 Nc6 (2... Qh4#) 3. Nc3 1/2-1/2\n")
	if err := c.DeleteFrom([]int{0, 0, 0, 0}); err != nil {
		t.Fatal(err)
	}
	if r, term := tag(c, "Result"), tag(c, "Termination"); r != ResultBlackWins || term != "normal" {
		t.Fatalf("Result %q Termination %q, want the mate's 0-1", r, term)
	}
	if !strings.Contains(savedText(t, c), "Qh4# 0-1") {
		t.Fatalf("saved:\n%s", c.PGN())
	}
}

// Moves added at the end of the main line make a longer main line: a
// recorded resignation is no longer its result, a mate is.
func TestResultFollowsMovesAddedAtEnd(t *testing.T) {
	c := newTestGame(t, humans(""))
	loadText(t, c, "[Result \"1-0\"]\n[PlyCount \"3\"]\n\n1. f3 e5 2. g4 1-0\n")
	// A move in a variation leaves the main line's result alone.
	if err := c.GoTo([]int{0}); err != nil {
		t.Fatal(err)
	}
	if err := c.AddMove("d5"); err != nil {
		t.Fatal(err)
	}
	if r := tag(c, "Result"); r != ResultWhiteWins {
		t.Fatalf("a variation changed the result to %q", r)
	}
	if err := c.GoTo([]int{0, 0, 0}); err != nil {
		t.Fatal(err)
	}
	if err := c.AddMove("Nc6"); err != nil {
		t.Fatal(err)
	}
	if r, pc := tag(c, "Result"), tag(c, "PlyCount"); r != ResultOngoing || pc != "4" {
		t.Fatalf("after a move at the end: Result %q PlyCount %q", r, pc)
	}
	if err := c.DeleteFrom([]int{0, 0, 0, 0}); err != nil {
		t.Fatal(err)
	}
	if err := c.AddMove("Qh4"); err != nil {
		t.Fatal(err)
	}
	if r, pc := tag(c, "Result"), tag(c, "PlyCount"); r != ResultBlackWins || pc != "4" {
		t.Fatalf("after the mate: Result %q PlyCount %q", r, pc)
	}
}

// A loaded game is a study until Start: a move for either side at any
// point goes into the tree, nobody answers and no clock runs.
func TestLoadedGameIsAStudy(t *testing.T) {
	s := Settings{White: PlayerConfig{Kind: Human}, Black: computerCfg(1, 20*time.Millisecond),
		Clock: ClockConfig{Base: 5 * time.Minute, Increment: 3 * time.Second}}
	c := newTestGame(t, s)
	loadText(t, c, "[White \"Kasparov\"]\n[Black \"Deep Blue\"]\n[Result \"1-0\"]\n\n1. e4 c6 2. d4 d5 3. Nc3 dxe4 1-0\n")
	if !c.Snapshot().Study {
		t.Fatal("a loaded game is not a study")
	}
	// Black's alternative at move 2: the computer plays Black in the
	// settings, yet the move is taken, as a variation.
	if err := c.GoTo([]int{0, 0, 0}); err != nil {
		t.Fatal(err)
	}
	if err := c.Play("e6"); err != nil {
		t.Fatalf("Black's move in a study: %v", err)
	}
	// White's move after it: a human's, yet nobody answers either.
	if err := c.Play("Nf3"); err != nil {
		t.Fatalf("White's move in a study: %v", err)
	}
	time.Sleep(200 * time.Millisecond) // the computer would have answered by now
	c.WaitEvents()
	st := c.Snapshot()
	if len(st.Moves) != 5 || st.Moves[3].SAN != "e6" || st.Moves[4].SAN != "Nf3" {
		t.Fatalf("moves %v", st.Moves)
	}
	if st.Running || st.Thinking != NoColor || st.Clock.Running != NoColor {
		t.Fatalf("running %v, thinking %v, clock running %v", st.Running, st.Thinking, st.Clock.Running)
	}
	// A study shows the clocks the file recorded ([%clk]; none here), not
	// the time control's running clocks.
	if !st.Clock.FromFile || st.Clock.Known[White] || st.Clock.Known[Black] {
		t.Fatalf("clocks of the study: from file %v, known %v (%v %v)",
			st.Clock.FromFile, st.Clock.Known, st.Clock.White, st.Clock.Black)
	}
	if p := st.Path; len(p) != 5 || p[3] != 1 {
		t.Fatalf("path %v: not a variation", p)
	}
	if r := tag(c, "Result"); r != ResultWhiteWins {
		t.Fatalf("a variation changed the result to %q", r)
	}
	// Continue: the game is played from here on, the computer answers.
	c.Start()
	if c.Snapshot().Study {
		t.Fatal("still a study after Start")
	}
	deadline := time.Now().Add(5 * time.Second)
	for len(c.Snapshot().Moves) < 6 {
		if time.Now().After(deadline) {
			t.Fatal("the computer did not answer after Start")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// EndStudy makes a loaded game one in play without starting it: a move
// is then the player's, and it is refused for a program's side.
func TestEndStudy(t *testing.T) {
	s := Settings{White: PlayerConfig{Kind: Human}, Black: computerCfg(1, 20*time.Millisecond)}
	c := newTestGame(t, s)
	loadText(t, c, "[Result \"*\"]\n\n1. e4 *\n")
	c.EndStudy()
	if c.Snapshot().Study {
		t.Fatal("still a study")
	}
	if err := c.Play("e5"); err == nil {
		t.Fatal("a move for the computer's side was taken")
	}
}

// Playing on at the end of a continued game with a PlyCount keeps it
// counting.
func TestPlyCountFollowsPlayedMoves(t *testing.T) {
	c := newTestGame(t, humans(""))
	loadText(t, c, "[Result \"*\"]\n[PlyCount \"2\"]\n\n1. e4 e5 *\n")
	c.Start()
	playAll(t, c, "Nf3 Nc6")
	if pc := tag(c, "PlyCount"); pc != "4" {
		t.Fatalf("PlyCount %q after two more moves", pc)
	}
	if err := c.Undo(); err != nil {
		t.Fatal(err)
	}
	if pc := tag(c, "PlyCount"); pc != "3" {
		t.Fatalf("PlyCount %q after a takeback", pc)
	}
}

// Nobody plays a study, so nobody resigns it or agrees or claims a draw
// in it: its recorded result stays.
func TestStudyCannotBeResignedOrDrawn(t *testing.T) {
	c := newTestGame(t, humans("")) // between two people an offer is accepted
	// 2... Nb8 repeats the start position for the third time: a draw
	// could be claimed.
	loadText(t, c, "[Result \"*\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n")
	if c.Snapshot().DrawClaimable == "" {
		t.Fatal("no claimable draw in the position")
	}
	if err := c.Resign(); err == nil {
		t.Error("a study was resigned")
	}
	if c.OfferDraw() {
		t.Error("a draw was agreed in a study")
	}
	if err := c.ClaimDraw(); err == nil {
		t.Error("a draw was claimed in a study")
	}
	if st := c.Snapshot(); st.Outcome.Over() || tag(c, "Result") != ResultOngoing {
		t.Fatalf("outcome %+v, Result %q", st.Outcome, tag(c, "Result"))
	}
	c.Start()
	if err := c.ClaimDraw(); err != nil {
		t.Fatalf("claim after Start: %v", err)
	}
}
