package ui

import (
	"chessmaster/master"
	"chessmaster/sound"
)

// Sounds: a move, a capture, check, castling, promotion, the end of the
// game and a low clock each have their sound (package sound), played for
// the controller's events. Game → Mute Sounds silences them; the choice is
// remembered. The window's App gets its player from runtimeEnv.sounds;
// tests leave it nil, and a nil *sound.Player plays nothing.

// prefMuted remembers Mute Sounds.
const prefMuted = "sound.muted"

// initSounds takes the sound player and mutes it if the user had.
func (a *App) initSounds(p *sound.Player) {
	a.sounds = p
	a.sounds.SetMuted(a.muted())
}

// muted reports whether the user muted the sounds.
func (a *App) muted() bool { return a.fyneApp.Preferences().Bool(prefMuted) }

// setMuted mutes or unmutes the sounds and remembers it.
func (a *App) setMuted(m bool) {
	a.fyneApp.Preferences().SetBool(prefMuted, m)
	a.sounds.SetMuted(m)
	if a.menu != nil {
		a.menu.update()
	}
}

// toggleMute is Game → Mute Sounds.
func (a *App) toggleMute() { a.setMuted(!a.muted()) }

// soundEvent is what the sounds need of a controller event (package sound
// does not know the controller): a move's SAN, a finished game, or the
// running clock and its time left.
func soundEvent(ev master.Event) sound.Event {
	switch e := ev.(type) {
	case master.MoveEvent:
		return sound.Event{SAN: e.SAN}
	case master.GameOverEvent:
		return sound.Event{GameOver: e.Outcome.Over()}
	case master.ClockEvent:
		out := sound.Event{Clock: true}
		switch e.Running {
		case master.White:
			out.Running, out.Left = sound.WhiteSide, e.White
		case master.Black:
			out.Running, out.Left = sound.BlackSide, e.Black
		}
		return out
	}
	return sound.Event{}
}
