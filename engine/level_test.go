package engine

import (
	"strings"
	"testing"
)

func TestLevelTableIsMonotonic(t *testing.T) {
	ls := Levels()
	if len(ls) != MaxLevel+1 {
		t.Fatalf("Levels() has %d entries, want %d", len(ls), MaxLevel+1)
	}
	for i, l := range ls[:MaxLevel] {
		if l.Level != i+1 {
			t.Fatalf("Levels()[%d].Level = %d, want %d", i, l.Level, i+1)
		}
		if l.Nodes == 0 {
			t.Errorf("level %d has no node budget", l.Level)
		}
	}
	if full := ls[MaxLevel]; full.Level != 0 || full.Nodes != 0 || full.Margin != 0 || full.OverlookPercent != 0 || full.Depth != 0 {
		t.Errorf("last entry %+v is not an unlimited full strength", full)
	}
	for i := 1; i < MaxLevel; i++ {
		prev, cur := ls[i-1], ls[i]
		if cur.Nodes <= prev.Nodes {
			t.Errorf("level %d nodes %d not above level %d's %d", cur.Level, cur.Nodes, prev.Level, prev.Nodes)
		}
		if cur.Margin > prev.Margin || cur.OverlookPercent > prev.OverlookPercent {
			t.Errorf("level %d chooses more loosely than level %d", cur.Level, prev.Level)
		}
		if prev.Depth == 0 && cur.Depth != 0 || cur.Depth != 0 && cur.Depth < prev.Depth {
			t.Errorf("level %d depth cap %d below level %d's %d", cur.Level, cur.Depth, prev.Level, prev.Depth)
		}
		if cur.HumanElo > 0 && prev.HumanSearchScale > 0 && (cur.HumanSearchScale == 0 || cur.HumanSearchScale > prev.HumanSearchScale) {
			t.Errorf("level %d trusts its search less against the model's moves than level %d", cur.Level, prev.Level)
		}
		if cur.BookPlies < prev.BookPlies {
			t.Errorf("level %d has a shorter book than level %d", cur.Level, prev.Level)
		}
	}
	// Measured figures must rise strictly with the level (full last).
	lastElo, lastLevel := 0, 0
	for _, l := range ls {
		if l.Elo == 0 {
			continue
		}
		if l.Elo <= lastElo {
			t.Errorf("level %d Elo %d not above level %d's %d", l.Level, l.Elo, lastLevel, lastElo)
		}
		lastElo, lastLevel = l.Elo, l.Level
	}
}

func TestLevelLabels(t *testing.T) {
	for _, l := range Levels() {
		label := l.Label()
		if !strings.Contains(label, l.Name) {
			t.Errorf("label %q lacks the name %q", label, l.Name)
		}
		if l.Level != 0 && !strings.HasPrefix(label, "Level ") {
			t.Errorf("label %q does not start with the level number", label)
		}
		if (l.Elo > 0) != strings.Contains(label, "(~") {
			t.Errorf("label %q and Elo %d disagree", label, l.Elo)
		}
	}
	l := LevelInfo{Level: 3, Name: "Casual", Elo: 1100}
	if got, want := l.Label(), "Level 3 — Casual (~1100)"; got != want {
		t.Errorf("Label() = %q, want %q", got, want)
	}
}

func TestLevelByNumber(t *testing.T) {
	for n := 0; n <= MaxLevel; n++ {
		l, err := LevelByNumber(n)
		if err != nil || l.Level != n {
			t.Errorf("LevelByNumber(%d) = %+v, %v", n, l, err)
		}
	}
	for _, n := range []int{-1, MaxLevel + 1} {
		if _, err := LevelByNumber(n); err == nil {
			t.Errorf("LevelByNumber(%d) gave no error", n)
		}
	}
}

func TestLevelForSkill(t *testing.T) {
	if got := LevelForSkill(20, 20); got != 0 {
		t.Errorf("top skill gives level %d, want full strength", got)
	}
	if got := LevelForSkill(0, 20); got != 1 {
		t.Errorf("skill 0 gives level %d, want 1", got)
	}
	prev := 0
	for sk := 0; sk < 20; sk++ {
		l := LevelForSkill(sk, 20)
		if l < prev || l < 1 || l > MaxLevel {
			t.Fatalf("skill %d gives level %d after %d", sk, l, prev)
		}
		prev = l
	}
	if prev != MaxLevel {
		t.Errorf("skill 19 gives level %d, want %d", prev, MaxLevel)
	}
}

func TestLevelForElo(t *testing.T) {
	if got := LevelForElo(0); got != 1 {
		t.Errorf("LevelForElo(0) = %d, want 1", got)
	}
	for _, l := range Levels() {
		if l.Elo == 0 {
			continue
		}
		if got := LevelForElo(l.Elo); got != l.Level {
			t.Errorf("LevelForElo(%d) = %d, want %d", l.Elo, got, l.Level)
		}
		// Below the weakest level's Elo the weakest level is still the
		// answer; above that, one Elo less is the level below.
		if got := LevelForElo(l.Elo - 1); got == l.Level && l.Level != Levels()[0].Level {
			t.Errorf("LevelForElo(%d) = level %d, whose Elo is %d", l.Elo-1, got, l.Elo)
		}
	}
}
