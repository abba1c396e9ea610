package terminal

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"
	"strings"

	"chessmaster/internal/fenfields"
	"chessmaster/master"
)

// load replaces the game with one read from a PGN file: "load FILE" takes
// the file's first game, "load FILE N" its N-th. Play continues from the
// game's last position with the current players.
func (t *terminal) load(arg string) {
	if l, ok := t.readLoad(arg); ok {
		t.finishLoad(l)
	}
}

// pendingLoad is a game read by readLoad, to be put on the board by
// finishLoad.
type pendingLoad struct {
	path  string
	n     int // 1-based
	games []master.GameSummary
}

// readLoad reads the file of "load FILE [N]" and checks the game number;
// an error is said (with a prompt) and nothing changes.
func (t *terminal) readLoad(arg string) (pendingLoad, bool) {
	path, num := splitLoadArg(arg)
	path = userPath(path)
	if path == "" {
		fmt.Fprintln(t.out, "Usage: load FILE [N]")
		t.prompt()
		return pendingLoad{}, false
	}
	games, err := t.cm.LoadPGNFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		err = fmt.Errorf("file not found: %s", path)
	}
	if err != nil {
		fmt.Fprintf(t.out, "Cannot load: %v\n", err)
		t.prompt()
		return pendingLoad{}, false
	}
	n, why := 1, "out of range"
	if num != "" {
		// A number too long for an int is out of range like any other.
		if n, err = strconv.Atoi(num); err != nil {
			n = -1
		}
		if !isInteger(num) {
			num, why = strconv.Quote(num), "not a number"
		}
	}
	if n < 1 || n > len(games) {
		if num == "" {
			num = "1"
		}
		fmt.Fprintf(t.out, "Cannot load game %s: %s; %s holds %s", num, why, path, gameCount(len(games)))
		if len(games) > 0 {
			fmt.Fprintf(t.out, " (numbered 1 to %d)", len(games))
		}
		fmt.Fprintln(t.out, ".")
		t.prompt()
		return pendingLoad{}, false
	}
	return pendingLoad{path: path, n: n, games: games}, true
}

// finishLoad puts the game read by readLoad on the board and plays on.
func (t *terminal) finishLoad(l pendingLoad) {
	path, n, games := l.path, l.n, l.games
	if err := t.cm.LoadGame(n - 1); err != nil {
		fmt.Fprintf(t.out, "Cannot load: %v\n", err)
		t.prompt()
		return
	}
	t.file = nil
	if entries, _, err := indexFile(path); err == nil && len(entries) == len(games) {
		if v, err := fileVersion(path); err == nil {
			t.file = &gameFile{path: path, entries: entries, index: n - 1, version: v}
		}
	}
	g := games[n-1]
	st := t.cm.Snapshot()
	fmt.Fprintf(t.out, "Loaded game %d of %d: %s - %s (%s), %s.\n", n, len(games), orUnknown(g.White), orUnknown(g.Black), g.Result, moveCount(st.StartFEN, len(st.Moves)))
	if !st.Outcome.Over() {
		t.cm.Start() // play on from there
	}
}

// splitLoadArg splits "FILE [N]" into the file and the game number ("" when
// none is given). A file whose name ends in a space and digits is taken
// whole when it exists.
func splitLoadArg(arg string) (path, num string) {
	arg = strings.TrimSpace(arg)
	i := strings.LastIndexByte(arg, ' ')
	if i <= 0 {
		return arg, ""
	}
	if _, err := os.Stat(userPath(arg)); err == nil {
		return arg, ""
	}
	head, tail := strings.TrimSpace(arg[:i]), strings.TrimSpace(arg[i+1:])
	if isInteger(tail) {
		return head, tail
	}
	if _, err := os.Stat(userPath(head)); err == nil {
		return head, tail // "load x.pgn two": a file and a bad number
	}
	return arg, ""
}

// isInteger: an optional sign and decimal digits, of any length.
func isInteger(s string) bool {
	s = strings.TrimLeft(s, "+-")
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// moveCount says how many moves plies half-moves from startFEN make, as
// the move numbers count them: from a position with Black to move, the
// first ply is a move of its own ("1... e5").
func moveCount(startFEN string, plies int) string {
	if plies == 0 {
		return "no moves"
	}
	moves := (plies + 1) / 2
	if fenfields.Split(startFEN).BlackToMove() {
		moves = plies/2 + 1
	}
	if moves == 1 {
		return "1 move"
	}
	return fmt.Sprintf("%d moves", moves)
}

// orUnknown is name, or "?" (PGN's unknown) when the tag is missing.
func orUnknown(name string) string {
	if strings.TrimSpace(name) == "" {
		return "?"
	}
	return name
}
