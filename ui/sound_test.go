package ui

import (
	"testing"
	"time"

	"chessmaster/master"
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

// TestSoundForControllerEvents: the window turns each controller event
// into the sound package's own event, and so into the right sound.
func TestSoundForControllerEvents(t *testing.T) {
	for _, c := range []struct {
		name string
		ev   master.Event
		want sound.Kind
	}{
		{"move", master.MoveEvent{SAN: "Nf3"}, sound.Move},
		{"capture", master.MoveEvent{SAN: "Bxc6"}, sound.Capture},
		{"check", master.MoveEvent{SAN: "Bb5+"}, sound.Check},
		{"castle", master.MoveEvent{SAN: "O-O-O"}, sound.Castle},
		{"promote", master.MoveEvent{SAN: "a8=Q"}, sound.Promote},
		{"game over", master.GameOverEvent{Outcome: master.Outcome{Result: "1-0", Method: "checkmate", Winner: master.White}}, sound.GameEnd},
		{"draw", master.GameOverEvent{Outcome: master.Outcome{Result: "1/2-1/2", Method: "stalemate"}}, sound.GameEnd},
		{"not over", master.GameOverEvent{Outcome: master.Outcome{Result: "*"}}, sound.None},
		{"white low", master.ClockEvent{White: 9 * time.Second, Black: time.Minute, Running: master.White}, sound.LowClock},
		{"black low", master.ClockEvent{White: time.Minute, Black: 500 * time.Millisecond, Running: master.Black}, sound.LowClock},
		{"other side low", master.ClockEvent{White: 9 * time.Second, Black: time.Minute, Running: master.Black}, sound.None},
		{"ten seconds", master.ClockEvent{White: 10 * time.Second, Running: master.White}, sound.None},
		{"flag fell", master.ClockEvent{White: -time.Millisecond, Running: master.White}, sound.None},
		{"stopped", master.ClockEvent{White: 5 * time.Second, Black: 5 * time.Second}, sound.None},
		{"position", master.PositionEvent{Reason: master.ReasonNewGame}, sound.None},
		{"turn", master.TurnEvent{Color: master.White, Human: true}, sound.None},
		{"nil", nil, sound.None},
	} {
		if got := sound.KindFor(soundEvent(c.ev)); got != c.want {
			t.Errorf("%s: the sound of %#v is %v, want %v", c.name, c.ev, got, c.want)
		}
	}
}
