package master

import (
	"time"

	"chessmaster/engine"
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
	g.WhiteKind, g.WhiteLevel, g.WhiteElo = historyPlayer(c.settings.White)
	g.BlackKind, g.BlackLevel, g.BlackElo = historyPlayer(c.settings.Black)
	g.Casual = c.casual
	logf := c.log
	c.wg.Add(1)
	go func() {
		defer c.wg.Done()
		if err := history.Append(dir, g); err != nil {
			logf("could not save the game to the history: %v", err)
		}
	}()
}

// historyPlayer is how the history keeps a side's player: its kind and,
// for the built-in computer, its level and the level's measured Elo (the
// rating estimate's opponent; 0 when unmeasured).
func historyPlayer(p PlayerConfig) (kind string, level, elo int) {
	kind = p.Kind.String()
	if p.Kind != Computer {
		return kind, 0, 0
	}
	if info, err := engine.LevelByNumber(p.Level); err == nil {
		elo = info.Elo
	}
	return kind, p.Level, elo
}

// RatedGames is how many of the person's most recent rated games the
// rating estimate uses (history.RatedGames).
const RatedGames = history.RatedGames

// PersonRating is the rating of the person playing, estimated from the
// history's games against the built-in computer's levels
// (history.HumanRating), with FairLevel, the strongest level whose
// measured Elo is at most that rating (0: full strength).
type PersonRating struct {
	history.Rating
	FairLevel int
}

// LoadPersonRating reads the history file in historyDir (as
// Settings.HistoryDir: empty is the default folder) and estimates the
// person's rating; ok is false when it holds no rated game.
func LoadPersonRating(historyDir string) (r PersonRating, ok bool, err error) {
	h, err := history.Load(history.Dir(historyDir))
	if err != nil {
		return PersonRating{}, false, err
	}
	est, ok := h.HumanRating()
	if !ok {
		return PersonRating{}, false, nil
	}
	return PersonRating{Rating: est, FairLevel: engine.LevelForElo(est.Elo)}, true, nil
}
