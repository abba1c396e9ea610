// Package sound plays the window's short sound effects: a wooden "tock"
// for a move, a sharper one for a capture, a two-tone for check, two tocks
// for castling, a rising chime for promotion, a soft chord when the game
// ends and a soft tick each second while a running clock is under ten
// seconds.
//
// The sounds are synthesised in Go on first use (16-bit mono PCM at 44100
// Hz); nothing is downloaded or read from disk. A Player plays them through
// github.com/ebitengine/oto/v3. It never fails: without an audio device
// (Xvfb, CI, containers) or in a build without cgo on Linux it plays
// silently and Err says why. Play never blocks its caller.
package sound

import (
	"strconv"
	"strings"
	"time"
)

// Kind is one of the sounds.
type Kind int

const (
	None     Kind = iota // no sound
	Move                 // a plain move: a short wooden tock
	Capture              // a capture: a sharper, louder double knock
	Check                // a move that gives check (or mate): a two-tone
	Castle               // castling: two quick tocks
	Promote              // a promotion: a rising chime
	GameEnd              // the game is over: a soft three-note chord
	LowClock             // a running clock under LowClockAt: a soft tick
)

// Kinds lists every sound (not None) in order.
var Kinds = []Kind{Move, Capture, Check, Castle, Promote, GameEnd, LowClock}

var kindNames = [...]string{"none", "move", "capture", "check", "castle", "promote", "game end", "low clock"}

func (k Kind) String() string {
	if k < 0 || int(k) >= len(kindNames) {
		return "Kind(" + strconv.Itoa(int(k)) + ")"
	}
	return kindNames[k]
}

// LowClockAt is the time left under which a running clock ticks.
const LowClockAt = 10 * time.Second

// KindForSAN chooses the sound of a move from its SAN. A check or mate
// ("+", "#") wins over a promotion ("="), which wins over a capture ("x"),
// which wins over castling ("O-O", "O-O-O"), which wins over a plain move.
// An empty SAN is None.
func KindForSAN(san string) Kind {
	san = strings.TrimRight(strings.TrimSpace(san), "!?")
	switch {
	case san == "" || san == "--" || san == "Z0": // null moves make no sound
		return None
	case strings.ContainsAny(san, "+#"):
		return Check
	case strings.Contains(san, "="):
		return Promote
	case strings.Contains(san, "x"):
		return Capture
	case strings.HasPrefix(san, "O-O") || strings.HasPrefix(san, "0-0"):
		return Castle
	default:
		return Move
	}
}

// Event is a game event as the sounds see it. Package sound does not know
// the game controller (it sits below it in the layers, see
// docs/architecture.md): the window translates the controller's events
// into Events (ui/sound.go).
type Event struct {
	SAN      string // a move was played: its SAN ("" for none)
	GameOver bool   // the game has just ended with a result
	// Clock marks a clock report: Running is the clock that runs (NoSide
	// when both are stopped) and Left its time left.
	Clock   bool
	Running Side
	Left    time.Duration
}

// Side is a player's colour, for the clock that runs.
type Side int

const (
	NoSide Side = iota
	WhiteSide
	BlackSide
)

// KindFor chooses the sound for an event: a move by its SAN (KindForSAN),
// the end of a game is GameEnd, a clock report whose running side has less
// than LowClockAt (and more than zero) left is LowClock. Everything else
// is None. KindFor is pure: it ticks at every low clock report (the
// controller sends one each tenth of a second below ten seconds);
// Player.Notify keeps that to one tick a second.
func KindFor(ev Event) Kind {
	switch {
	case ev.SAN != "":
		return KindForSAN(ev.SAN)
	case ev.GameOver:
		return GameEnd
	case ev.Clock:
		if ev.Running != NoSide && ev.Left > 0 && ev.Left < LowClockAt {
			return LowClock
		}
	}
	return None
}
