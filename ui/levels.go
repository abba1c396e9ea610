package ui

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2/lang"

	"chessmaster/master"
	"chessmaster/notation"
)

// LevelChoice is one entry of the difficulty list.
type LevelChoice = notation.LevelChoice

// Levels lists the difficulty levels the settings offer, weakest first, full
// strength last, the same levels as the command line's -level.
var Levels = notation.Levels

// levelName is the list entry of a level ("" when unknown).
func levelName(level int) string {
	for _, c := range Levels() {
		if c.Level == level {
			return levelText(c)
		}
	}
	return ""
}

// thinkTimes are the per-move thinking times offered, 0.1 s to 60 s.
var thinkTimes = []time.Duration{
	100 * time.Millisecond, 200 * time.Millisecond, 500 * time.Millisecond,
	time.Second, 2 * time.Second, 3 * time.Second, 5 * time.Second,
	10 * time.Second, 15 * time.Second, 30 * time.Second, 60 * time.Second,
}

func thinkTimeName(d time.Duration) string {
	if d < time.Second {
		return fmt.Sprintf("%.1f s", d.Seconds())
	}
	return fmt.Sprintf("%d s", int(d/time.Second))
}

// clockChoice is a time control offered in the New Game dialog.
type clockChoice struct {
	Name  string
	Clock master.ClockConfig
}

func clockChoices() []clockChoice {
	return []clockChoice{
		{lang.L("No clock"), master.ClockConfig{}},
		{"1 + 0 (" + lang.L("bullet") + ")", master.ClockConfig{Base: time.Minute}},
		{"3 + 2 (" + lang.L("blitz") + ")", master.ClockConfig{Base: 3 * time.Minute, Increment: 2 * time.Second}},
		{"5 + 3 (" + lang.L("blitz") + ")", master.ClockConfig{Base: 5 * time.Minute, Increment: 3 * time.Second}},
		{"10 + 5 (" + lang.L("rapid") + ")", master.ClockConfig{Base: 10 * time.Minute, Increment: 5 * time.Second}},
		{"15 + 10 (" + lang.L("rapid") + ")", master.ClockConfig{Base: 15 * time.Minute, Increment: 10 * time.Second}},
		{"30 + 0 (" + lang.L("classical") + ")", master.ClockConfig{Base: 30 * time.Minute}},
		{lang.L("90 min per 40 moves + 30 s") + " (" + lang.L("classical") + ")",
			master.ClockConfig{Base: 90 * time.Minute, Increment: 30 * time.Second, Moves: 40}},
		// FIDE's standard control for rated classical games.
		{lang.L("90 min for 40 moves, then 30 min, + 30 s") + " (" + lang.L("FIDE classical") + ")",
			master.ClockConfig{Base: 90 * time.Minute, Increment: 30 * time.Second, Moves: 40, Then: 30 * time.Minute}},
	}
}

// clockName names a time control, also one that is not in the list (set
// from the command line).
func clockName(c master.ClockConfig) string {
	for _, ch := range clockChoices() {
		if ch.Clock == c {
			return ch.Name
		}
	}
	if c.Moves > 0 {
		name := lang.L("{{.Base}} per {{.Moves}} moves", tm{"Base": trimDuration(c.Base), "Moves": c.Moves})
		switch {
		case c.Then > 0 && c.ThenMoves > 0:
			name = lang.L("{{.Base}} for {{.Moves}} moves, then {{.Then}} per {{.ThenMoves}} moves",
				tm{"Base": trimDuration(c.Base), "Moves": c.Moves, "Then": trimDuration(c.Then), "ThenMoves": c.ThenMoves})
		case c.Then > 0:
			name = lang.L("{{.Base}} for {{.Moves}} moves, then {{.Then}}",
				tm{"Base": trimDuration(c.Base), "Moves": c.Moves, "Then": trimDuration(c.Then)})
		}
		if c.Increment > 0 {
			name += " + " + trimDuration(c.Increment)
		}
		return name
	}
	return fmt.Sprintf("%s + %s", trimDuration(c.Base), trimDuration(c.Increment))
}

func trimDuration(d time.Duration) string {
	if d%time.Minute == 0 {
		return fmt.Sprintf("%d min", int(d/time.Minute))
	}
	return fmt.Sprintf("%g s", d.Seconds())
}

// playerKinds are the entries of the player type list, in master.PlayerKind
// order.
func playerKinds() []string {
	return []string{lang.L("Human"), lang.L("Computer"), lang.L("Random mover"), lang.L("UCI engine…")}
}
