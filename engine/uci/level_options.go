package uci

import "chessmaster/engine"

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
