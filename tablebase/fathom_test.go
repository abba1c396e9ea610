package tablebase

import (
	"math/rand"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// fathomPath finds Fathom's command line prober (Debian installs it in
// /usr/games, which is not always on PATH).
func fathomPath() string {
	if p, err := exec.LookPath("fathom"); err == nil {
		return p
	}
	if _, err := os.Stat("/usr/games/fathom"); err == nil {
		return "/usr/games/fathom"
	}
	return ""
}

var fathomTag = regexp.MustCompile(`(?m)^\[(\w+) "([^"]*)"\]$`)

// TestAgainstFathom compares WDL, DTZ and the classification of the root
// moves with Fathom's C prober on random legal positions of every
// embedded table. Skipped when fathom is not installed (apt-get install
// fathom).
func TestAgainstFathom(t *testing.T) {
	bin := fathomPath()
	if bin == "" {
		t.Skip("fathom not installed")
	}
	dir := t.TempDir()
	writeEmbeddedTables(t, dir)
	tb := defaultTables(t)
	r := rand.New(rand.NewSource(7))
	mats := embeddedMaterials(t)
	n := 200
	if testing.Short() {
		n = 50
	}
	withEP := 0
	wdlName := map[string]int{"Loss": -2, "BlessedLoss": -1, "Draw": 0, "CursedWin": 1, "Win": 2}
	kpkp, err := parseTableName("KPvKP")
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n; i++ {
		p := randomPosition(r, mats[i%len(mats)])
		if i%5 == 0 {
			// Exercise the en-passant handling too.
			for p.EnPassant < 0 {
				p = withEnPassant(randomPosition(r, kpkp))
			}
		}
		if p.EnPassant >= 0 {
			withEP++
		}
		fen := p.FEN()
		out, err := exec.Command(bin, "--path="+dir, fen).Output()
		if err != nil {
			t.Fatalf("fathom %s: %v", fen, err)
		}
		tags := map[string]string{}
		for _, m := range fathomTag.FindAllStringSubmatch(string(out), -1) {
			tags[m[1]] = m[2]
		}
		wantWDL, ok := wdlName[tags["WDL"]]
		wantDTZ, err := strconv.Atoi(tags["DTZ"])
		if !ok || err != nil {
			t.Fatalf("fathom %s: unexpected output\n%s", fen, out)
		}
		wdl, err := tb.ProbeWDL(&p)
		if err != nil {
			t.Fatalf("%s: %v", fen, err)
		}
		dtz, err := tb.ProbeDTZ(&p)
		if err != nil {
			t.Fatalf("%s: %v", fen, err)
		}
		if wdl != wantWDL || abs(dtz) != wantDTZ {
			t.Errorf("%s: wdl %d dtz %d, fathom wdl %d dtz %d", fen, wdl, dtz, wantWDL, wantDTZ)
		}
		_, all, err := tb.ProbeRoot(&p)
		if err != nil {
			t.Fatalf("%s: %v", fen, err)
		}
		var counts [3]int // losing, drawing, winning
		for _, m := range all {
			counts[sign(m.WDL)+1]++
		}
		want := [3]int{listLen(tags["LosingMoves"]), listLen(tags["DrawingMoves"]), listLen(tags["WinningMoves"])}
		if counts != want {
			t.Errorf("%s: root moves lose/draw/win %v, fathom %v", fen, counts, want)
		}
	}
	if withEP == 0 {
		t.Error("no position with an en-passant square was compared")
	}
	t.Logf("%d positions compared, %d with en passant", n, withEP)
}

func listLen(s string) int {
	if strings.TrimSpace(s) == "" {
		return 0
	}
	return len(strings.Split(s, ","))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
