package uci

import (
	"io"
	"strconv"
	"strings"
	"testing"

	"chessmaster/engine"
)

func TestStrengthOptionsPickLevels(t *testing.T) {
	weakest := engine.Levels()[0]
	tests := []struct {
		name string
		o    Options
		want int
	}{
		{"defaults are full strength", DefaultOptions(), 0},
		{"skill 0 is the weakest level", Options{SkillLevel: 0, Elo: MaxElo}, weakest.Level},
		{"skill 19 is the strongest limited level", Options{SkillLevel: MaxSkillLevel - 1, Elo: MaxElo}, engine.MaxLevel},
		{"UCI_Elo ignored without UCI_LimitStrength", Options{Elo: MinElo, SkillLevel: MaxSkillLevel}, 0},
		{"lowest UCI_Elo is the weakest level", Options{LimitStrength: true, Elo: MinElo, SkillLevel: MaxSkillLevel}, weakest.Level},
	}
	for _, tc := range tests {
		if got := tc.o.Level(); got != tc.want {
			t.Errorf("%s: Level() = %d, want %d", tc.name, got, tc.want)
		}
	}
	// Every calibrated level is reachable through its own Elo.
	for _, l := range engine.Levels() {
		if l.Elo == 0 {
			continue
		}
		o := Options{LimitStrength: true, Elo: l.Elo, SkillLevel: MaxSkillLevel}
		if got := o.Level(); got != l.Level {
			t.Errorf("UCI_Elo %d selects level %d, want %d", l.Elo, got, l.Level)
		}
	}
}

func TestEloRangeIsAnnounced(t *testing.T) {
	if MinElo >= MaxElo {
		t.Fatalf("UCI_Elo range %d..%d is empty", MinElo, MaxElo)
	}
	found := false
	for _, l := range optionLines() {
		if strings.HasPrefix(l, "option name UCI_Elo ") {
			found = true
			want := " min " + itoa(MinElo) + " max " + itoa(MaxElo)
			if !strings.HasSuffix(l, want) {
				t.Errorf("%q does not end in %q", l, want)
			}
		}
	}
	if !found {
		t.Error("no UCI_Elo option announced")
	}
}

func TestSetOptionSetsEngineLevel(t *testing.T) {
	eng := engine.New()
	eng.SetHashSize(1)
	sess := NewSession(eng, io.Discard, "test")
	in := strings.NewReader(strings.Join([]string{
		"setoption name UCI_LimitStrength value true",
		"setoption name UCI_Elo value " + itoa(MinElo),
	}, "\n") + "\n")
	if err := sess.Run(in); err != nil {
		t.Fatal(err)
	}
	if got, want := eng.Level(), engine.Levels()[0].Level; got != want {
		t.Errorf("engine level %d after UCI_Elo %d, want %d", got, MinElo, want)
	}
	in = strings.NewReader("setoption name UCI_LimitStrength value false\n")
	if err := sess.Run(in); err != nil {
		t.Fatal(err)
	}
	if got := eng.Level(); got != 0 {
		t.Errorf("engine level %d after UCI_LimitStrength false, want 0", got)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
