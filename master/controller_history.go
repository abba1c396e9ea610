package master

import (
	"time"

	"chessmaster/history"
)

// recordHistory appends the finished game to the history file in the
// background (locked). Loaded games and games without moves are skipped.
func (c *ChessMaster) recordHistory() {
	if !c.settings.History || c.fromPGN || c.historySaved || c.rec.ply() == 0 {
		return
	}
	c.historySaved = true
	dir := history.Dir(c.settings.HistoryDir)
	if dir == "" {
		return
	}
	g := history.HistoryGame{Date: time.Now().UTC().Truncate(time.Second), White: c.rec.getTag("White"),
		Black: c.rec.getTag("Black"), Result: c.outcome.Result, Method: c.outcome.Method,
		Moves: c.rec.ucis(0)}
	if c.rec.startFEN != StandardFEN {
		g.StartFEN = c.rec.startFEN
	}
	logf := c.log
	c.wg.Add(1)
	go func() {
		defer c.wg.Done()
		if err := history.Append(dir, g); err != nil {
			logf("could not save the game to the history: %v", err)
		}
	}()
}
