package ui

import (
	"testing"

	"chessmaster/sound"
)

// Game → Mute Sounds is a checked item that the next session remembers,
// and the window's sound player is muted accordingly.
func TestMuteSoundsIsRemembered(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	item := h.a.menu.study.mute
	if item.Checked || h.a.muted() {
		t.Fatal("muted from the start")
	}
	item.Action()
	if !item.Checked || !h.fa.Preferences().Bool(prefMuted) {
		t.Fatal("Mute Sounds did not mute")
	}
	h.play("e2e4") // a nil player (tests) plays nothing and does not fail

	// The next session, with a real player: muted from the start.
	a, err := newApp(h.fa, Options{Settings: &s}, runtimeEnv{post: h.post, sounds: sound.New()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.close(); h.pump() })
	h.pump()
	if !a.menu.study.mute.Checked || !a.sounds.Muted() {
		t.Fatalf("the next session: item checked %v, player muted %v", a.menu.study.mute.Checked, a.sounds.Muted())
	}
	a.menu.study.mute.Action()
	if a.menu.study.mute.Checked || a.sounds.Muted() || h.fa.Preferences().Bool(prefMuted) {
		t.Fatal("unmuting failed")
	}
}
