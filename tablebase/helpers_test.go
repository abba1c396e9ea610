package tablebase

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"chessmaster/assets"
)

// writeEmbeddedTables copies the embedded tables into dir.
func writeEmbeddedTables(t testing.TB, dir string) {
	t.Helper()
	ents, err := fs.ReadDir(assets.Syzygy, "syzygy")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		data, err := fs.ReadFile(assets.Syzygy, "syzygy/"+e.Name())
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, e.Name()), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
