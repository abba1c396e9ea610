package master

import (
	"fmt"
	"os"
	"path/filepath"
)

// SavePGN writes the current game to path atomically: the text goes to a
// temporary file in the same directory, which is synced and then renamed
// over path. On any error the old file is untouched and the error is
// returned.
func (c *ChessMaster) SavePGN(path string) error {
	if err := writeFileAtomic(path, []byte(c.PGN())); err != nil {
		return fmt.Errorf("saving PGN: %w", err)
	}
	return nil
}

// writeFileAtomic replaces path with data so that readers see either the
// old or the new content, never a partial file.
func writeFileAtomic(path string, data []byte) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".tmp*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return err
	}
	if err = tmp.Sync(); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	mode := os.FileMode(0o644)
	if fi, statErr := os.Stat(path); statErr == nil {
		mode = fi.Mode().Perm()
	}
	if err = os.Chmod(tmp.Name(), mode); err != nil {
		return err
	}
	if err = os.Rename(tmp.Name(), path); err != nil {
		return err
	}
	// Make the rename itself durable; not every system can sync a
	// directory, so failure here is not an error.
	if d, derr := os.Open(dir); derr == nil {
		d.Sync()
		d.Close()
	}
	return nil
}
