package repertoire

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"

	"chessmaster/engine"
	"chessmaster/internal/safefile"
)

// Saving without losing another program's work. A drill saves after
// every answer, possibly hours after it read the file, and an import in
// another terminal (or the window's Add Game to Repertoire) may have
// saved the same file meanwhile: writing the drill's copy would undo it.
// So a save holds a lock beside the file (safefile.Lock) from reading
// the file's current content to renaming the new one in, and when the
// file is no longer what this repertoire read or last saved
// (safefile.Version), it writes the file's current content plus this
// repertoire's own changes since then: the starts and moves it added and
// the schedules it changed (review results). Nothing is ever removed
// from a repertoire, so added moves and changed schedules are all a
// change can be. The same schedule changed by both sides ends as this
// save has it: its answer is the latest.

// fileState is what a repertoire knows of its file.
type fileState struct {
	path    string
	version safefile.Version // zero: there was no file
	read    *Repertoire      // the content as read or saved (nil: empty)
}

// remember records that the repertoire's content is the file at path as
// of version v.
func (r *Repertoire) remember(path string, v safefile.Version) {
	snap := r.clone()
	snap.file = fileState{}
	r.file = fileState{path: path, version: v, read: snap}
}

// Save writes the repertoire to path atomically (the old file stays
// whole until the new one is complete), creating its folder. When the
// file changed since it was read, the repertoire's changes are merged
// into its current content (see above), which then becomes the
// repertoire's content too.
func (r *Repertoire) Save(path string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("cannot create the folder for %s: %w", path, err)
	}
	release, err := safefile.Lock(path)
	if err != nil {
		return err
	}
	defer release()
	cur, v, err := readVersion(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		// No file (any more): this repertoire is all there is to keep.
	case err != nil:
		return fmt.Errorf("cannot save the repertoire: %w", err)
	case r.readFrom(path) && v.Same(r.file.version):
		// Unchanged since read: nobody else's work is in it.
	default:
		now, err := decode(cur)
		if err != nil {
			return fmt.Errorf("%s changed since it was read and is no longer a repertoire file ChessMaster can read (%v); nothing was saved", path, err)
		}
		if now.Color != r.Color {
			return fmt.Errorf("%s changed since it was read and is now the repertoire for %s, not %s; nothing was saved", path, ColorName(now.Color), ColorName(r.Color))
		}
		r.changesOnto(now, path)
		r.Starts, r.moves, r.cards = now.Starts, now.moves, now.cards
	}
	data, err := r.encode()
	if err != nil {
		return err
	}
	if err := safefile.Write(path, data); err != nil {
		return err
	}
	fi, err := os.Stat(path)
	if err != nil {
		return err
	}
	r.remember(path, safefile.VersionOf(fi, data))
	return nil
}

// readFrom reports whether the version the repertoire remembers is of
// the file at path.
func (r *Repertoire) readFrom(path string) bool {
	return r.file.path != "" && (r.file.path == path || safefile.Same(r.file.path, path))
}

// changesOnto adds to dst, the content of the file at path, what r added
// or changed since it read that file: starts, moves, and schedules that
// differ from those read. All of r is new to a file it did not read.
func (r *Repertoire) changesOnto(dst *Repertoire, path string) {
	base := r.file.read
	if base == nil || !r.readFrom(path) {
		base = New(r.Color)
	}
	for _, s := range r.Starts {
		if !slices.Contains(base.Starts, s) {
			dst.addStart(s)
		}
	}
	for key, ms := range r.moves {
		var pos *engine.Position
		for _, m := range ms {
			if slices.ContainsFunc(base.moves[key], func(x Move) bool { return x.UCI == m.UCI }) {
				continue
			}
			if pos == nil {
				var err error
				if pos, err = engine.ParseFEN(key + " 0 1"); err != nil {
					break // cannot happen: the key came from a position
				}
			}
			dst.addMove(pos, m)
		}
	}
	for key, c := range r.cards {
		if sameCard(c, base.cards[key]) {
			continue
		}
		if _, ok := dst.cards[key]; ok {
			dst.cards[key] = c
		}
	}
}

// sameCard compares schedules (times by instant: one read back from the
// file has no monotonic clock reading).
func sameCard(a, b Card) bool {
	return a.Ease == b.Ease && a.Interval == b.Interval && a.Reps == b.Reps && a.Lapses == b.Lapses &&
		a.Reviews == b.Reviews && a.Due.Equal(b.Due) && a.Last.Equal(b.Last)
}

// CheckSavable says now whether a save to path could work: the lock
// beside it can be taken and the file written. A drill checks it before
// its first question, so that an answer is not lost to a folder it can
// never save in.
func CheckSavable(path string) error {
	release, err := safefile.Lock(path)
	if err != nil {
		return fmt.Errorf("cannot save the repertoire: %w", err)
	}
	defer release()
	return safefile.CheckWritable(path)
}
