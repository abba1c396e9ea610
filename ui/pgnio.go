package ui

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2/lang"

	"chessmaster/master"
)

// These wrap the controller's PGN functions for the window.

// summaryLine describes a game for the chooser, most telling part first:
// "2. Deep Blue – Kasparov  1-0  45 moves  IBM Man-Machine 1997.05.04".
func summaryLine(s master.GameSummary) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d. %s – %s  %s", s.Index+1, orUnknown(s.White), orUnknown(s.Black), s.Result)
	if s.Moves >= 0 { // unknown (-1) until the game is opened
		b.WriteString("  " + moveCount(s.Moves))
	}
	if s.Err != nil {
		b.WriteString("  (" + lang.L("cannot be read: {{.Reason}}", tm{"Reason": cleanSummaryError(s.Err)}) + ")")
	}
	for _, w := range []string{s.Event, s.Date} {
		if w != "" && !strings.ContainsAny(w, "?") {
			b.WriteString("  " + w)
		}
	}
	return b.String()
}

func orUnknown(s string) string {
	if s == "" || s == "?" {
		return "?"
	}
	return s
}

// loadGame makes game i of the last loaded PGN the current game.
func loadGame(c *master.ChessMaster, i int) error { return c.LoadGame(i) }

// loadPGNText loads the first game of PGN text.
func loadPGNText(c *master.ChessMaster, text string) error {
	sums, err := c.LoadPGN(strings.NewReader(text))
	if err != nil {
		return err
	}
	if len(sums) == 0 {
		return errors.New(lang.L("no game found"))
	}
	return c.LoadGame(0)
}

// savePGNFile writes the current game to path (atomically: a failed save
// leaves the old file as it was).
func savePGNFile(c *master.ChessMaster, path string) error { return c.SavePGN(path) }

// pgnText is the current game as PGN.
func pgnText(c *master.ChessMaster) (string, error) { return c.PGN(), nil }

// cleanSummaryError is an error short enough for one line of the list.
func cleanSummaryError(err error) string {
	msg := strings.Join(strings.Fields(err.Error()), " ")
	if r := []rune(msg); len(r) > 80 {
		msg = string(r[:79]) + "…"
	}
	return msg
}
