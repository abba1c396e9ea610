package terminal

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"chessmaster/internal/safefile"
)

// Nothing played in the terminal is lost: a game with moves that were
// never saved is written to a file of its own in Config.UnsavedDir
// before anything drops it (quit, the end of the input, Ctrl-C, loading
// another game), and the terminal says where. Loading over such a game
// also asks first, as the window does.

// unsaved reports whether the game has moves that are in no file.
func (t *terminal) unsaved() bool {
	st := t.cm.Snapshot()
	return st.Modified && len(st.Moves) > 0
}

// keepUnsaved writes an unsaved game to a new file in UnsavedDir and
// returns its path ("" when there is nothing to keep, no folder is set,
// or it could not be written; the error then says why).
func (t *terminal) keepUnsaved() (string, error) {
	dir := t.cfg.UnsavedDir
	if dir == "" || !t.unsaved() {
		return "", nil
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	stamp := time.Now().Format("2006-01-02-150405")
	path := filepath.Join(dir, "unsaved-"+stamp+".pgn")
	for i := 2; exists(path); i++ {
		path = filepath.Join(dir, fmt.Sprintf("unsaved-%s-%d.pgn", stamp, i))
	}
	if err := safefile.Write(path, []byte(t.cm.PGN())); err != nil {
		return "", err
	}
	return path, nil
}

// sayKept keeps an unsaved game before the session ends and says where.
func (t *terminal) sayKept() {
	path, err := t.keepUnsaved()
	switch {
	case err != nil:
		fmt.Fprintf(t.out, "The game was not saved, and keeping it failed: %v\n", plainErr(err))
	case path != "":
		fmt.Fprintf(t.out, "The game was not saved; it was kept in %s (\"load %s\" plays it on).\n", path, path)
	}
}

func exists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}

// confirmLoad asks before loading over an unsaved game, keeping it in a
// file when the user goes on; a saved game is replaced at once.
func (t *terminal) confirmLoad(arg string) {
	l, ok := t.readLoad(arg) // a file that cannot be loaded asks nothing
	if !ok {
		return
	}
	if !t.unsaved() {
		t.finishLoad(l)
		return
	}
	keep := "it is lost"
	if t.cfg.UnsavedDir != "" {
		keep = "it is kept in a file of its own, and the terminal says where"
	}
	yes := func() {
		if path, err := t.keepUnsaved(); err != nil {
			fmt.Fprintf(t.out, "Cannot keep the game in progress (%v); nothing was loaded.\n", plainErr(err))
			return
		} else if path != "" {
			fmt.Fprintf(t.out, "The game in progress was kept in %s.\n", path)
		}
		t.finishLoad(l)
	}
	t.ask(&question{
		prompt:   fmt.Sprintf("The game in progress has moves that are not saved. Load anyway?\n  y  yes: load (the game in progress: %s)\n  c  cancel: keep playing this game\nAnswer y or c: ", keep),
		again:    "y or c",
		choices:  map[string]func(){"y": yes, "yes": yes},
		nothing:  "nothing was loaded",
		noPrompt: true,
	})
}
