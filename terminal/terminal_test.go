package terminal

import (
	"chessmaster/engine"
	"chessmaster/history"
	"chessmaster/master"
	"context"
	"io"
	"os"
	"strings"
	"sync"
	"testing"
	"time"
)

// syncBuffer is an io.Writer safe for the terminal goroutine and the test.
type syncBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func humanVsRandom() master.Settings {
	return master.Settings{
		White:         master.PlayerConfig{Kind: master.Human, Name: "Alice"},
		Black:         master.PlayerConfig{Kind: master.Random, Name: "Monkey", Seed: 3},
		AllowTakeback: true,
	}
}

// runTerminalScript runs the terminal on input and returns its output,
// failing if it does not finish in time.
func runTerminalScript(t *testing.T, s master.Settings, input string, fancy bool) string {
	t.Helper()
	out := &syncBuffer{}
	done := make(chan error, 1)
	go func() {
		done <- Run(context.Background(), Config{Settings: s, In: strings.NewReader(input), Out: out, Fancy: fancy})
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("Run: %v\n%s", err, out.String())
		}
	case <-time.After(20 * time.Second):
		t.Fatalf("terminal did not finish; output so far:\n%s", out.String())
	}
	return out.String()
}

func TestTerminalScriptedGame(t *testing.T) {
	// Three moves typed ahead: each waits for the random reply.
	out := runTerminalScript(t, humanVsRandom(), "e2e4\nNf3\nfen\nquit\n", false)
	for _, want := range []string{
		"ChessMaster: Alice (White) vs Monkey (Black)",
		"It's Alice's turn (White).",
		"It's Monkey's turn (Black).",
		"Monkey plays 1... ",
		"Monkey plays 2... ",
		" 8  r n b q k b n r", // plain board, rank label
		"    a b c d e f g h",
		"Bye.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	// The fen command ran after both moves and the replies: Black has
	// moved twice, so it is White's third move.
	lines := strings.Split(out, "\n")
	found := false
	for _, l := range lines {
		l = strings.TrimPrefix(l, "> ")
		if f := strings.Fields(l); len(f) == 6 && strings.Count(f[0], "/") == 7 {
			found = true
			if f[1] != "w" || f[5] != "3" {
				t.Errorf("fen after two moves each: %q", l)
			}
		}
	}
	if !found {
		t.Errorf("no FEN printed:\n%s", out)
	}
	if strings.Contains(out, "\x1b[") {
		t.Error("plain output contains escape sequences")
	}
}

func TestTerminalIllegalMoveListsLegalMoves(t *testing.T) {
	out := runTerminalScript(t, humanVsRandom(), "e5\nquit\n", false)
	if !strings.Contains(out, `Illegal move "e5"`) {
		t.Fatalf("no illegal-move message:\n%s", out)
	}
	i := strings.Index(out, "Legal moves: ")
	if i < 0 {
		t.Fatalf("no legal move list:\n%s", out)
	}
	list := strings.Fields(strings.SplitN(out[i+len("Legal moves: "):], "\n", 2)[0])
	if len(list) != 20 || !strings.Contains(" "+strings.Join(list, " ")+" ", " Nf3 ") {
		t.Errorf("legal moves of the initial position: %v", list)
	}
}

func TestTerminalUndo(t *testing.T) {
	out := runTerminalScript(t, humanVsRandom(), "d2d4\nundo\nfen\nquit\n", false)
	if !strings.Contains(out, master.StandardFEN) {
		t.Errorf("after undo the FEN is not the initial position:\n%s", out)
	}
}

func TestTerminalEOFExitsCleanly(t *testing.T) {
	out := runTerminalScript(t, humanVsRandom(), "e2e4\n", false)
	if !strings.Contains(out, "End of input") {
		t.Errorf("no goodbye at EOF:\n%s", out)
	}
}

func TestTerminalProgramsPlayToTheEnd(t *testing.T) {
	// White's king must take the queen (its only move), leaving two bare
	// kings: a short game, whatever the random movers do.
	s := master.Settings{
		White:    master.PlayerConfig{Kind: master.Random, Name: "R1", Seed: 11},
		Black:    master.PlayerConfig{Kind: master.Random, Name: "R2", Seed: 12},
		StartFEN: "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1",
	}
	out := runTerminalScript(t, s, "", false) // input ends at once
	if !strings.Contains(out, "R1 plays 1. Kxd2") || !strings.Contains(out, "Game over: ") {
		t.Errorf("the game between programs did not finish:\n%s", out[max(0, len(out)-2000):])
	}
}

func TestTerminalResignAndHelp(t *testing.T) {
	out := runTerminalScript(t, humanVsRandom(), "help\nresign\nquit\n", false)
	if !strings.Contains(out, "save FILE") || !strings.Contains(out, "Game over: ") || !strings.Contains(out, "(0-1)") {
		t.Errorf("help/resign:\n%s", out)
	}
}

func TestTerminalFancyBoard(t *testing.T) {
	out := runTerminalScript(t, humanVsRandom(), "board\nquit\n", true)
	if !strings.Contains(out, "\x1b[48;5;") || !strings.Contains(out, "♞") {
		t.Errorf("fancy board lacks colours or glyphs:\n%q", out)
	}
}

func TestRenderBoardPlain(t *testing.T) {
	want := "" +
		" 8  r n b q k b n r\n" +
		" 7  p p p p p p p p\n" +
		" 6  . . . . . . . .\n" +
		" 5  . . . . . . . .\n" +
		" 4  . . . . P . . .\n" +
		" 3  . . . . . . . .\n" +
		" 2  P P P P . P P P\n" +
		" 1  R N B Q K B N R\n" +
		"    a b c d e f g h\n"
	got := renderBoard("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", false, false, "e2e4")
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	flipped := renderBoard("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", true, false, "")
	if !strings.HasPrefix(flipped, " 1  R N B K Q B N R\n") || !strings.HasSuffix(flipped, "    h g f e d c b a\n") {
		t.Errorf("flipped:\n%s", flipped)
	}
	// Garbage never panics.
	renderBoard("", false, true, "zz")
	renderBoard("9/x/////////// w", true, true, "a1")
}

func TestRenderBoardFancyHighlight(t *testing.T) {
	got := renderBoard(master.StandardFEN, false, true, "e2e4")
	// e4 is a light square: highlighted light colour; e2 too.
	if strings.Count(got, "\x1b[48;5;229m") != 2 {
		t.Errorf("want the two last-move squares highlighted:\n%q", got)
	}
	if strings.Count(got, "♟") != 16 || strings.Count(got, "\x1b[38;5;231m") < 16 {
		t.Errorf("pawns or white pieces missing:\n%q", got)
	}
}

var _ io.Writer = (*syncBuffer)(nil)

func TestTerminalSaveAndLoad(t *testing.T) {
	path := t.TempDir() + "/game.pgn"
	out := runTerminalScript(t, humanVsRandom(), "e4\nNf3\nsave "+path+"\nfen\nquit\n", false)
	if !strings.Contains(out, "Saved the game to "+path) {
		t.Fatalf("no save message:\n%s", out)
	}
	var savedFEN string
	for _, l := range strings.Split(out, "\n") {
		l = strings.TrimPrefix(l, "> ")
		if f := strings.Fields(l); len(f) == 6 && strings.Count(f[0], "/") == 7 {
			savedFEN = l
		}
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// The file is valid PGN for the controller's strict reader and holds
	// the four moves played.
	sums, err := master.ParsePGN(strings.NewReader(string(data)))
	if err != nil || len(sums) != 1 || sums[0].Plies != 4 || sums[0].White != "Alice" || sums[0].Black != "Monkey" {
		t.Fatalf("saved PGN: %+v %v\n%s", sums, err, data)
	}
	// Loading it in a new session reaches the same position.
	out = runTerminalScript(t, humanVsRandom(), "load "+path+"\nfen\nquit\n", false)
	if !strings.Contains(out, "Loaded game 1 of 1") || !strings.Contains(out, savedFEN) {
		t.Errorf("load did not restore %q:\n%s", savedFEN, out)
	}
	out = runTerminalScript(t, humanVsRandom(), "load "+path+" 2\nload /nonexistent.pgn\nquit\n", false)
	if !strings.Contains(out, "holds 1 game (numbered 1 to 1)") || !strings.Contains(out, "Cannot load:") {
		t.Errorf("bad loads:\n%s", out)
	}
}

func TestTerminalAgainstComputer(t *testing.T) {
	s := master.Settings{
		White:         master.PlayerConfig{Kind: master.Human, Name: "Alice"},
		Black:         master.PlayerConfig{Kind: master.Computer, Level: 1, MoveTime: 50 * time.Millisecond},
		AllowTakeback: true,
	}
	out := runTerminalScript(t, s, "e4\nhint\nquit\n", false)
	if !strings.Contains(out, "plays 1... ") || !strings.Contains(out, "Hint: 2.") {
		t.Errorf("computer game:\n%s", out)
	}
}

func TestTerminalShowsClocks(t *testing.T) {
	s := humanVsRandom()
	s.Clock = master.ClockConfig{Base: 5 * time.Minute, Increment: 2 * time.Second}
	out := runTerminalScript(t, s, "e4\nd4\nquit\n", false)
	// The first moves are made before the clocks start and earn no
	// increment; White's second move earns its 2 s.
	first, second, _ := strings.Cut(out, "Alice plays 2.")
	if !strings.Contains(first, "    White 5:00   Black 5:00") || strings.Contains(first, "5:02") || !strings.Contains(second, "White 5:02") {
		t.Errorf("clock lines missing (White gets 2 s after 2. d4, not after 1. e4):\n%s", out)
	}
}

// With periods of moves the clock line says how many moves each side
// must still make before its next period's time.
func TestTerminalShowsMovesToGo(t *testing.T) {
	s := humanVsRandom()
	s.Clock = master.ClockConfig{Base: 5 * time.Minute, Moves: 2, Then: time.Minute}
	out := runTerminalScript(t, s, "e4\nquit\n", false)
	if !strings.Contains(out, "White 5:00 (2 moves to go)   Black 5:00 (2 moves to go)") ||
		!strings.Contains(out, "(1 move to go)") {
		t.Errorf("moves to go missing:\n%s", out)
	}
}

// "rating" prints the estimate from the history of games against the
// levels, or says there are none.
func TestTerminalRating(t *testing.T) {
	s := humanVsRandom()
	s.HistoryDir = t.TempDir()
	if out := runTerminalScript(t, s, "rating\nquit\n", false); !strings.Contains(out, "No rated games yet") {
		t.Errorf("without rated games:\n%s", out)
	}
	info, _ := engine.LevelByNumber(4)
	for _, res := range []string{"1-0", "0-1", "1-0"} {
		g := history.HistoryGame{Result: res, Moves: []string{"e2e4"}, WhiteKind: "human", BlackKind: "computer", BlackLevel: 4, BlackElo: info.Elo}
		if err := history.Append(s.HistoryDir, g); err != nil {
			t.Fatal(err)
		}
	}
	out := runTerminalScript(t, s, "rating\nquit\n", false)
	if !strings.Contains(out, "Your rating: about ") || !strings.Contains(out, "2 won, 0 drawn, 1 lost") || !strings.Contains(out, "A fair opponent: level ") {
		t.Errorf("with three rated games:\n%s", out)
	}
}
