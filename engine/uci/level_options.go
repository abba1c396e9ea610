package uci

import (
	"fmt"

	"chessmaster/engine"
)

// Fallback UCI_Elo bounds while the levels carry no measured Elo.
const (
	fallbackMinElo = 800
	fallbackMaxElo = 2800
)

// eloRange is the span of measured level strengths, weakest level to
// full strength, so that every UCI_Elo a GUI may send selects a
// calibrated level.
func eloRange() (lo, hi int) {
	for _, l := range engine.Levels() {
		if l.Elo == 0 {
			continue
		}
		if lo == 0 || l.Elo < lo {
			lo = l.Elo
		}
		hi = max(hi, l.Elo)
	}
	if lo == 0 || hi <= lo {
		return fallbackMinElo, fallbackMaxElo
	}
	return lo, hi
}

// Level is the engine difficulty level the strength options select.
// With UCI_LimitStrength on, it is the strongest calibrated level whose
// measured Elo does not exceed UCI_Elo (at least the weakest level);
// otherwise a Skill Level below the maximum is spread evenly over the
// levels; otherwise 0, full strength.
func (o Options) Level() int {
	switch {
	case o.LimitStrength:
		return engine.LevelForElo(o.Elo)
	case o.SkillLevel < MaxSkillLevel:
		return engine.LevelForSkill(o.SkillLevel, MaxSkillLevel)
	}
	return 0
}

// announceLevel reports, when a strength option has changed the engine's
// level, what the level plays like. The engine applies the level's book
// and tablebase rules itself (engine.Engine.SetLevel): the opening book
// (OwnBook) answers only during the level's first BookPlies half-moves,
// and the Syzygy tables are used only at levels that allow them.
func (s *Session) announceLevel() {
	if s.eng.Level() == s.level {
		return
	}
	s.level = s.eng.Level()
	s.out.printf("info string %s", levelNote(s.eng.LevelInfo(), s.opts.OwnBook))
}

// levelNote describes a level in one line of ASCII; ownBook is whether
// the book is on now (it may be turned on or off later).
func levelNote(l engine.LevelInfo, ownBook bool) string {
	name := "full strength"
	if l.Level != 0 {
		name = fmt.Sprintf("level %d (%s)", l.Level, l.Name)
	}
	if l.Elo > 0 {
		name += fmt.Sprintf(", about %d Elo", l.Elo)
	}
	tables := "Syzygy tables used"
	if !l.TablebaseOK {
		tables = "no Syzygy tables"
	}
	book := fmt.Sprintf("the book for the first %d plies", l.BookPlies)
	if !ownBook {
		book = fmt.Sprintf("no book (OwnBook is off; on, the book for the first %d plies)", l.BookPlies)
	}
	return fmt.Sprintf("playing at %s: %s; %s", name, book, tables)
}
