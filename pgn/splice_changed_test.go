package pgn

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"chessmaster/internal/safefile"
)

// readVersion is the file's version as a program that opened it saw it.
func readVersion(t *testing.T, path string) safefile.Version {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	v, err := safefile.ReadVersion(f)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// sameLengthEdit rewrites old as new (of the same length) in the file, as
// another editor would, keeping the modification time when keepTime.
func sameLengthEdit(t *testing.T, path, old, new string, keepTime bool) {
	t.Helper()
	if len(old) != len(new) {
		t.Fatal("not the same length")
	}
	fi, _ := os.Stat(path)
	data, _ := os.ReadFile(path)
	if !bytes.Contains(data, []byte(old)) {
		t.Fatalf("%q is not in the file", old)
	}
	os.WriteFile(path, bytes.Replace(data, []byte(old), []byte(new), 1), 0o644)
	if keepTime {
		os.Chtimes(path, fi.ModTime(), fi.ModTime())
	}
}

// Another program's edit of the file since it was read is seen, even when
// every game keeps its place and length (and the clock its time): the
// save fails with ErrFileChanged and the edit stays.
func TestReplaceGameIfUnchangedSeesSameLengthEdits(t *testing.T) {
	for name, edit := range map[string][2]string{
		"a tag of another game": {`[Site "01"]`, `[Site "X1"]`},
		"a tag of the game":     {`[Site "02"]`, `[Site "X2"]`},
		"a move":                {"1.e4 e5 2.Nf3", "1.e4 e5 2.Nh3"},
	} {
		t.Run(name, func(t *testing.T) {
			for _, keepTime := range []bool{false, true} {
				path := filepath.Join(t.TempDir(), "g.pgn")
				os.WriteFile(path, threeGames(t), 0o644)
				data, entries := indexFile(t, path)
				read := readVersion(t, path)
				text := editedText(t, data, entries[1])
				sameLengthEdit(t, path, edit[0], edit[1], keepTime)
				edited, _ := os.ReadFile(path)

				err := ReplaceGameIfUnchanged(path, read, entries, 1, text)
				if !errors.Is(err, ErrFileChanged) || !strings.Contains(err.Error(), path) {
					t.Errorf("keep time %v: error %v, want ErrFileChanged naming the file", keepTime, err)
				}
				if now, _ := os.ReadFile(path); !bytes.Equal(now, edited) {
					t.Errorf("keep time %v: the other program's edit was overwritten", keepTime)
				}
				// Written over on purpose: the file as it is now.
				_, now := indexFile(t, path)
				if err := ReplaceGameIfUnchanged(path, readVersion(t, path), now, 1, text); err != nil {
					t.Errorf("keep time %v: overwrite: %v", keepTime, err)
				}
			}
		})
	}
}

// An unchanged file is saved into (the check costs no false alarm).
func TestReplaceGameIfUnchangedSaves(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pgn")
	os.WriteFile(path, threeGames(t), 0o644)
	data, entries := indexFile(t, path)
	if err := ReplaceGameIfUnchanged(path, readVersion(t, path), entries, 2, editedText(t, data, entries[2])); err != nil {
		t.Fatal(err)
	}
	if now, _ := os.ReadFile(path); !bytes.Contains(now, []byte("edited")) {
		t.Error("the game was not saved")
	}
}

// Without a version, a changed tag of the same length is still seen (the
// entries compare their tags, not only their places).
func TestReplaceGameSeesChangedTags(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pgn")
	os.WriteFile(path, threeGames(t), 0o644)
	data, entries := indexFile(t, path)
	text := editedText(t, data, entries[1])
	sameLengthEdit(t, path, `[Site "01"]`, `[Site "X1"]`, false)
	edited, _ := os.ReadFile(path)
	if err := ReplaceGame(path, entries, 1, text); !errors.Is(err, ErrFileChanged) {
		t.Errorf("error %v, want ErrFileChanged", err)
	}
	if now, _ := os.ReadFile(path); !bytes.Equal(now, edited) {
		t.Error("the other program's edit was overwritten")
	}
}

// A read-only file is not replaced, and the message says so once.
func TestReplaceGameRefusesReadOnlyFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pgn")
	os.WriteFile(path, threeGames(t), 0o444)
	data, entries := indexFile(t, path)
	err := ReplaceGame(path, entries, 0, editedText(t, data, entries[0]))
	if err == nil || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), "read-only") || strings.Count(err.Error(), path) != 1 {
		t.Errorf("error %v", err)
	}
	if now, _ := os.ReadFile(path); !bytes.Equal(now, data) {
		t.Error("the read-only file changed")
	}
}
