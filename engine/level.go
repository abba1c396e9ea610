package engine

import "fmt"

// LevelInfo describes one difficulty level. Levels 1..MaxLevel go from
// weakest to strongest; level 0 is full strength. The weakening is in
// the node budget (so a level plays the same on a fast or a slow
// computer), in choosing among the best few root moves within a score
// margin, and in sometimes judging the root moves with a shallow search
// only, which overlooks tactics beyond that horizon. Even then every root
// move is searched at least two plies plus captures, so a level still
// sees a mate in one and a hanging piece.
type LevelInfo struct {
	Level int    // 0 = full strength, else 1 (weakest) .. MaxLevel
	Name  string // "Beginner", ..., "Full strength"
	// Elo is the strength measured by the calibration matches (see
	// scripts/calibrate.sh and measurements/calibration/results.md); 0 when the level
	// has not been measured.
	Elo int
	// Nodes is the node budget of the main search per move (0 = none).
	Nodes uint64
	// Depth caps the main search (0 = none).
	Depth int
	// Margin is the largest score loss, in centipawns, of a root move the
	// level may choose instead of its best one (0 = always the best).
	Margin int
	// OverlookPercent is the chance per move of judging the root moves
	// with a two-ply search (plus captures) instead of the level's full
	// depth, so that deeper tactics for either side go unseen.
	OverlookPercent int
	// BookPlies is how many half-moves of the game the opening book may
	// play for this level (weaker levels leave the book sooner). The
	// engine applies it itself (see Engine.SetLevel).
	BookPlies int
	// TablebaseOK says the level may play perfect endgames from the
	// Syzygy tables; the three weakest levels should be able to go wrong
	// there. The engine applies it itself (see Engine.SetLevel).
	TablebaseOK bool
	// HumanElo is the rating whose people's moves the level plays: the
	// human move model's input (level_human.go). 0: the level never asks
	// the model. It is the rating the level imitates, not its measured
	// strength (Elo): the levels were set to imitate their old labels,
	// and their strength was measured afterwards.
	HumanElo int
	// HumanSearchScale, when above 0, makes the level weigh the model's
	// likeliest moves by its check instead of drawing one: each is
	// weighted by its probability times exp(-loss/HumanSearchScale),
	// loss in centipawns against the best (level_human_weigh.go). The
	// smaller the scale, the more the search decides. It is what makes
	// the strong levels stronger: without it levels 5-7 played no
	// better than level 4, and a hard veto of losses over 100-200 cp
	// made them weaker than this for the same move matching
	// (docs/engine.md). 0: the level draws the model's moves and plays
	// any that loses less than about a queen (humanNeverLoss).
	HumanSearchScale int
	// Net makes the level search with the engine's net instead of the
	// hand-written evaluation, its main search and its check alike. The
	// levels that weigh have it: with the net's truer scores a level
	// can trust people's moves more (a larger HumanSearchScale) at the
	// same strength, which made levels 5-7 match people's moves about
	// 0.7 points more often on the validation games (docs/engine.md).
	Net bool
}

// Label is the name shown in level selectors, for example
// "Level 3 — Casual (~1100)" or "Full strength (~2400)".
func (l LevelInfo) Label() string {
	elo := ""
	if l.Elo > 0 {
		elo = fmt.Sprintf(" (~%d)", l.Elo)
	}
	if l.Level == 0 {
		return l.Name + elo
	}
	return fmt.Sprintf("Level %d — %s%s", l.Level, l.Name, elo)
}

// MaxLevel is the strongest limited level; 0 (full strength) is stronger
// still.
const MaxLevel = 8

// levelTable is indexed by level number; entry 0 is full strength. The
// Elo figures come from the calibration matches (games, scores and
// intervals in measurements/calibration/results.md).
var levelTable = [MaxLevel + 1]LevelInfo{
	{Level: 0, Name: "Full strength", Elo: 2520, BookPlies: 20, TablebaseOK: true},
	{Level: 1, Name: "Beginner", Elo: 870, Nodes: 200, Depth: 2, Margin: 280, OverlookPercent: 55, BookPlies: 4, HumanElo: 740},
	{Level: 2, Name: "Novice", Elo: 930, Nodes: 300, Depth: 2, Margin: 240, OverlookPercent: 50, BookPlies: 6, HumanElo: 810},
	{Level: 3, Name: "Casual", Elo: 1110, Nodes: 400, Depth: 3, Margin: 190, OverlookPercent: 45, BookPlies: 8, HumanElo: 1020},
	{Level: 4, Name: "Club player", Elo: 1220, Nodes: 800, Margin: 150, OverlookPercent: 35, BookPlies: 10, TablebaseOK: true, HumanElo: 1190},
	{Level: 5, Name: "Intermediate", Elo: 1380, Nodes: 1500, Margin: 110, OverlookPercent: 25, BookPlies: 12, TablebaseOK: true, HumanElo: 1440, HumanSearchScale: 300, Net: true},
	{Level: 6, Name: "Advanced", Elo: 1510, Nodes: 3000, Margin: 70, OverlookPercent: 15, BookPlies: 14, TablebaseOK: true, HumanElo: 1720, HumanSearchScale: 150, Net: true},
	{Level: 7, Name: "Expert", Elo: 1700, Nodes: 6000, Margin: 40, OverlookPercent: 8, BookPlies: 16, TablebaseOK: true, HumanElo: 1860, HumanSearchScale: 75, Net: true},
	{Level: 8, Name: "Master", Elo: 2100, Nodes: 100000, BookPlies: 20, TablebaseOK: true},
}

// Levels returns the difficulty levels in playing-strength order:
// 1 (weakest) .. MaxLevel, then 0 (full strength) last.
func Levels() []LevelInfo {
	out := make([]LevelInfo, 0, len(levelTable))
	out = append(out, levelTable[1:]...)
	return append(out, levelTable[0])
}

// LevelByNumber returns the description of level n (0 = full strength),
// or an error when n is not a level. It is the one range check for level
// numbers; Engine.SetLevel clamps instead.
func LevelByNumber(n int) (LevelInfo, error) {
	if n < 0 || n > MaxLevel {
		return LevelInfo{}, fmt.Errorf("level %d out of range 0..%d", n, MaxLevel)
	}
	return levelTable[n], nil
}

// LevelForElo returns the strongest level whose measured Elo is at most
// elo, or level 1 when elo is below them all. An elo at or above the full
// strength figure gives 0 (full strength). Unmeasured levels are skipped.
func LevelForElo(elo int) int {
	best := 1
	for _, l := range Levels() {
		if l.Elo > 0 && l.Elo <= elo {
			best = l.Level
		}
	}
	return best
}

// LevelForSkill maps a UCI "Skill Level" of 0..maxSkill onto the levels:
// maxSkill is full strength, 0 the weakest level, evenly in between.
func LevelForSkill(skill, maxSkill int) int {
	if maxSkill <= 0 || skill >= maxSkill {
		return 0
	}
	skill = max(skill, 0)
	// maxSkill steps over MaxLevel+1 strengths: 1..MaxLevel and then 0.
	n := 1 + skill*MaxLevel/maxSkill
	return min(n, MaxLevel)
}
