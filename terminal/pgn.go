package terminal

import (
	"fmt"
	"strconv"
	"strings"
)

// save writes the game to a PGN file.
func (t *terminal) save(path string) {
	if path == "" {
		fmt.Fprintln(t.out, "Usage: save FILE")
		return
	}
	if err := t.cm.SavePGN(path); err != nil {
		fmt.Fprintf(t.out, "Cannot save: %v\n", err)
		return
	}
	fmt.Fprintf(t.out, "Saved the game to %s.\n", path)
}

// load replaces the game with one read from a PGN file: "load FILE" takes
// the file's first game, "load FILE N" its N-th. Play continues from the
// game's last position with the current players.
func (t *terminal) load(arg string) {
	path, n := arg, 1
	if i := strings.LastIndexByte(arg, ' '); i > 0 {
		if k, err := strconv.Atoi(strings.TrimSpace(arg[i+1:])); err == nil {
			path, n = strings.TrimSpace(arg[:i]), k
		}
	}
	if path == "" {
		fmt.Fprintln(t.out, "Usage: load FILE [N]")
		t.prompt()
		return
	}
	games, err := t.cm.LoadPGNFile(path)
	if err != nil {
		fmt.Fprintf(t.out, "Cannot load: %v\n", err)
		t.prompt()
		return
	}
	if n < 1 || n > len(games) {
		fmt.Fprintf(t.out, "Cannot load game %d: %s holds %d game(s).\n", n, path, len(games))
		t.prompt()
		return
	}
	if err := t.cm.LoadGame(n - 1); err != nil {
		fmt.Fprintf(t.out, "Cannot load: %v\n", err)
		t.prompt()
		return
	}
	g := games[n-1]
	fmt.Fprintf(t.out, "Loaded game %d of %d: %s - %s (%s), %d moves.\n", n, len(games), g.White, g.Black, g.Result, g.Moves)
	if !t.cm.Snapshot().Outcome.Over() {
		t.cm.Start() // play on from there
	}
}
