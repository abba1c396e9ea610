package terminal

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"chessmaster/internal/safefile"
	"chessmaster/pgn"
)

// Saving into a file that holds games already. A PGN file often holds many
// games; "save FILE" never drops them unasked. It asks, as the window's
// Save As does, whether to replace the game loaded from that file in its
// place (every other game keeps its bytes), to add the game at the end, or
// to overwrite the whole file; "c" or the end of the input writes nothing.

// gameFile is where the game lies in a PGN file: the file it was loaded
// from or last saved to, its games as pgn.Index found them then, and the
// game's place among them.
type gameFile struct {
	path    string
	entries []pgn.Entry
	index   int
	// version is the file as it was read (size, time, hash of its
	// bytes): the game is replaced in its place only while the file is
	// still that file, so another program's edit is never overwritten.
	version safefile.Version
}

// save writes the game to the PGN file at path.
func (t *terminal) save(path string) {
	if path == "" {
		fmt.Fprintln(t.out, "Usage: save FILE")
		return
	}
	entries, size, err := indexFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist), errors.Is(err, errNotRegular):
		// A new file; safefile refuses what is not a regular file in
		// its own words.
		t.writeWhole(path)
	case errors.Is(err, pgn.ErrNotIndexable):
		t.askOverwrite(path, fmt.Sprintf("%s already exists and is not a PGN file this program can update (UTF-16 or binary data).", path))
	case err != nil:
		fmt.Fprintf(t.out, "Cannot save: cannot read %s: %v\n", path, plainErr(err))
	case len(entries) == 0 && size == 0:
		t.writeWhole(path)
	case len(entries) == 0:
		t.askOverwrite(path, fmt.Sprintf("%s already exists (%d bytes) and holds no game.", path, size))
	case len(entries) == 1 && t.ownPlace(path, entries) == 0:
		// The file holds this game alone (saved or loaded before): save
		// it again in its place, as the window's Save does.
		t.replaceGame(path, 0)
	default:
		t.askSave(path, entries)
	}
}

// askSave asks what to do with a file that holds games already.
func (t *terminal) askSave(path string, entries []pgn.Entry) {
	n := len(entries)
	prompt := fmt.Sprintf("%s already holds %s. Save how?\n", path, gameCount(n))
	choices := map[string]func(){}
	if i := t.ownPlace(path, entries); i >= 0 {
		others := fmt.Sprintf("the other %s stay as they are", gameCount(n-1))
		if n-1 == 1 {
			others = "the other game stays as it is"
		}
		prompt += fmt.Sprintf("  r  replace game %d with this game (it came from there); %s\n", i+1, others)
		replace := func() { t.replaceGame(path, i) }
		choices["r"], choices["replace"] = replace, replace
	}
	prompt += fmt.Sprintf("  a  add this game at the end of the file, as game %d\n", n+1)
	lost := "the game in it is lost"
	if n > 1 {
		lost = fmt.Sprintf("its %d games are lost", n)
	}
	prompt += fmt.Sprintf("  o  overwrite the whole file with this game alone (%s)\n", lost)
	prompt += "  c  cancel: write nothing\n"
	again := "a, o or c"
	if choices["r"] != nil {
		again = "r, a, o or c"
	}
	prompt += "Answer " + again + ": "
	add := func() { t.appendGame(path) }
	whole := func() { t.writeWhole(path) }
	choices["a"], choices["append"], choices["add"] = add, add, add
	choices["o"], choices["overwrite"] = whole, whole
	t.ask(&question{prompt: prompt, again: again, choices: choices, nothing: "nothing was written to " + path})
}

// askOverwrite asks whether to overwrite a file that is not a file of
// games (or not one that can be updated in place).
func (t *terminal) askOverwrite(path, what string) {
	whole := func() { t.writeWhole(path) }
	t.ask(&question{
		prompt:  what + "\n  o  overwrite it with this game\n  c  cancel: write nothing\nAnswer o or c: ",
		again:   "o or c",
		choices: map[string]func(){"o": whole, "overwrite": whole},
		nothing: "nothing was written to " + path,
	})
}

func gameCount(n int) string {
	if n == 1 {
		return "1 game"
	}
	return fmt.Sprintf("%d games", n)
}

// ownPlace is the game's place in the file at path, whose games are
// entries now: the file it was loaded from or saved to, unchanged since.
// It is -1 when the file is another one or changed.
func (t *terminal) ownPlace(path string, entries []pgn.Entry) int {
	f := t.file
	if f == nil || !safefile.Same(f.path, path) || len(f.entries) != len(entries) {
		return -1
	}
	if v, err := fileVersion(path); err != nil || !v.Same(f.version) {
		return -1 // changed, even at the same length
	}
	for i := range entries {
		if entries[i].Offset != f.entries[i].Offset || entries[i].Length != f.entries[i].Length {
			return -1
		}
	}
	return f.index
}

// writeWhole writes the game as the whole file (atomically: a failed save
// leaves the old file as it was).
func (t *terminal) writeWhole(path string) {
	err := t.cm.SavePGNWith(func(text string) error { return safefile.Write(path, []byte(text)) })
	t.saved(path, err, 0, "")
}

// replaceGame writes the game into its place i in the file; every other
// game keeps its bytes.
func (t *terminal) replaceGame(path string, i int) {
	entries, version := t.file.entries, t.file.version
	err := t.cm.SavePGNWith(func(text string) error { return pgn.ReplaceGameIfUnchanged(path, version, entries, i, text) })
	how := ""
	if len(entries) > 1 {
		how = fmt.Sprintf(" (game %d of %d; the other games are unchanged)", i+1, len(entries))
	}
	t.saved(path, err, i, how)
}

// appendGame adds the game at the end of the file.
func (t *terminal) appendGame(path string) {
	err := t.cm.SavePGNWith(func(text string) error { return pgn.AppendGame(path, text) })
	entries, _, ierr := indexFile(path)
	if ierr != nil || len(entries) == 0 {
		t.saved(path, err, -1, "")
		return
	}
	t.saved(path, err, len(entries)-1, fmt.Sprintf(" (added as game %d)", len(entries)))
}

// saved reports a save and remembers where the game lies now (place -1:
// not known).
func (t *terminal) saved(path string, err error, place int, how string) {
	if err != nil {
		// The error says what and where in the user's terms (package
		// safefile, pgn.ReplaceGame): it is passed on as it is.
		fmt.Fprintf(t.out, "Cannot save: %v\n", err)
		return
	}
	fmt.Fprintf(t.out, "Saved the game to %s%s.\n", path, how)
	t.file = nil
	if entries, _, err := indexFile(path); err == nil && place >= 0 && place < len(entries) {
		if v, err := fileVersion(path); err == nil {
			t.file = &gameFile{path: path, entries: entries, index: place, version: v}
		}
	}
}

// fileVersion is the version of the file at path now (safefile.Version).
func fileVersion(path string) (safefile.Version, error) {
	f, err := os.Open(path)
	if err != nil {
		return safefile.Version{}, err
	}
	defer f.Close()
	return safefile.ReadVersion(f)
}

var errNotRegular = errors.New("not a regular file")

// indexFile finds the games of the PGN file at path (pgn.Index reads in
// bounded pieces, whatever the file's size) and returns its size.
func indexFile(path string) ([]pgn.Entry, int64, error) {
	// Stat first: opening a named pipe to read would wait for a writer.
	if fi, err := os.Stat(path); err != nil {
		return nil, 0, err
	} else if !fi.Mode().IsRegular() {
		return nil, 0, errNotRegular
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, 0, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, 0, err
	}
	if !fi.Mode().IsRegular() {
		return nil, 0, errNotRegular
	}
	entries, err := pgn.Index(f, fi.Size())
	return entries, fi.Size(), err
}

// plainErr drops the file name an *fs.PathError carries, keeping the
// reason (the message names the file itself).
func plainErr(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
