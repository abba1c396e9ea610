package ui

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// Save As onto the game's own file, by its name or through a link to it,
// saves into the game's place as Save does: the file's other game stays
// and the game is not added a second time. (Replace lost the other
// games; Add kept the old copy beside the new one.)
func TestSaveAsOntoTheOpenFileSavesInPlace(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	path := openEdited(t, h)
	target := path
	if runtime.GOOS != "windows" {
		link := filepath.Join(t.TempDir(), "link.pgn")
		if err := os.Symlink(path, link); err != nil {
			t.Fatal(err)
		}
		target = link
	}
	h.a.savePathThen(target, nil)
	h.pump()
	if top := h.a.win.Canvas().Overlays().Top(); top != nil {
		t.Fatalf("asked Replace or Add: %q", h.overlayText())
	}
	fileHasComment(t, path)
	if data, _ := os.ReadFile(path); bytes.Count(data, []byte("[Event ")) != 2 {
		t.Fatalf("the file does not hold its two games:\n%s", data)
	}
}

// A file deleted since the game was read is written again, with the
// game, at Save: nothing else is left there to keep. ("file not found"
// used to be a dead end.)
func TestSaveWritesADeletedFileAgain(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	path := openEdited(t, h)
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	h.pressShortcut(shortcutSave)
	h.pump()
	data, err := os.ReadFile(path)
	if err != nil || !strings.Contains(string(data), "my note") || h.a.unsaved() {
		t.Fatalf("after Save: %v, unsaved %v, dialog %q\n%s", err, h.a.unsaved(), h.overlayText(), data)
	}
}
