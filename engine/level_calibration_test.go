package engine

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

// calibrationRow is one level's line of measurements/calibration/results.md, written by
// scripts/calibrate.sh from the calibration games.
type calibrationRow struct {
	games, elo, lo, hi, label int
}

func readCalibration(t *testing.T) map[int]calibrationRow {
	t.Helper()
	f, err := os.Open("../measurements/calibration/results.md")
	if err != nil {
		t.Fatalf("calibration results: %v", err)
	}
	defer f.Close()
	rows := map[int]calibrationRow{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		// | Level | Name | Games | Score | Elo | 95% interval | Label | Time control |
		cells := strings.Split(sc.Text(), "|")
		if len(cells) != 10 || !strings.HasPrefix(strings.TrimSpace(cells[7]), "~") {
			continue
		}
		level, err1 := strconv.Atoi(strings.TrimSpace(cells[1]))
		games, err2 := strconv.Atoi(strings.TrimSpace(cells[3]))
		elo, err3 := strconv.Atoi(strings.TrimSpace(cells[5]))
		lo, hi, ok := strings.Cut(cells[6], "..")
		loV, err4 := strconv.Atoi(strings.TrimSpace(lo))
		hiV, err5 := strconv.Atoi(strings.TrimSpace(hi))
		label, err6 := strconv.Atoi(strings.TrimPrefix(strings.TrimSpace(cells[7]), "~"))
		if !ok || err1 != nil || err2 != nil || err3 != nil || err4 != nil || err5 != nil || err6 != nil {
			t.Fatalf("calibration results: bad row %q", sc.Text())
		}
		rows[level] = calibrationRow{games, elo, loV, hiV, label}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows
}

// Every Elo in the level table must be the one the calibration games
// measured: equal to the rounded label and inside the 95% interval.
func TestLevelEloMatchesCalibration(t *testing.T) {
	rows := readCalibration(t)
	for _, l := range Levels() {
		r, ok := rows[l.Level]
		if !ok {
			if l.Elo != 0 {
				t.Errorf("level %d claims Elo %d but measurements/calibration/results.md has no measurement", l.Level, l.Elo)
			}
			continue
		}
		if l.Elo != r.label {
			t.Errorf("level %d: Elo %d, calibration label ~%d", l.Level, l.Elo, r.label)
		}
		if l.Elo < r.lo || l.Elo > r.hi {
			t.Errorf("level %d: Elo %d outside the measured 95%% interval %d..%d", l.Level, l.Elo, r.lo, r.hi)
		}
		if r.games < 100 {
			t.Logf("level %d measured in %d games only", l.Level, r.games)
		}
	}
}
