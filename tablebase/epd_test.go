package tablebase

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

// epdCase is one line of testdata/epd/syzygy-endgames.epd.
type epdCase struct {
	fen                string
	wdlTable, wdl, dtz int
}

func loadEPD(t *testing.T) []epdCase {
	t.Helper()
	f, err := os.Open("../testdata/epd/syzygy-endgames.epd")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []epdCase
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) < 4 {
			t.Fatalf("short EPD line %q", line)
		}
		c := epdCase{fen: strings.Join(fields[:4], " ")}
		ops := map[string]int{}
		for _, op := range strings.Split(strings.Join(fields[4:], " "), ";") {
			kv := strings.Fields(op)
			if len(kv) != 2 {
				continue
			}
			n, err := strconv.Atoi(kv[1])
			if err != nil {
				t.Fatalf("EPD line %q: %v", line, err)
			}
			ops[kv[0]] = n
		}
		for _, k := range []string{"wdl_table", "wdl", "dtz"} {
			if _, ok := ops[k]; !ok {
				t.Fatalf("EPD line %q lacks %s", line, k)
			}
		}
		c.wdlTable, c.wdl, c.dtz = ops["wdl_table"], ops["wdl"], ops["dtz"]
		cases = append(cases, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(cases) < 100 {
		t.Fatalf("only %d EPD cases", len(cases))
	}
	return cases
}

func defaultTables(t testing.TB) *Tablebases {
	t.Helper()
	tb, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

func TestEPDWDL(t *testing.T) {
	tb := defaultTables(t)
	for _, c := range loadEPD(t) {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		got, err := tb.ProbeWDL(p)
		if err != nil {
			t.Errorf("%s: %v", c.fen, err)
			continue
		}
		if got != c.wdl {
			t.Errorf("%s: wdl %d, want %d", c.fen, got, c.wdl)
		}
		// The raw table value, before the capture search.
		raw, err := tb.probeWDLTable(p)
		if err != nil {
			t.Errorf("%s: %v", c.fen, err)
		} else if raw != c.wdlTable {
			t.Errorf("%s: wdl_table %d, want %d", c.fen, raw, c.wdlTable)
		}
	}
}

func TestEPDDTZ(t *testing.T) {
	tb := defaultTables(t)
	for _, c := range loadEPD(t) {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		got, err := tb.ProbeDTZ(p)
		if err != nil {
			t.Errorf("%s: %v", c.fen, err)
			continue
		}
		if got != c.dtz {
			t.Errorf("%s: dtz %d, want %d", c.fen, got, c.dtz)
		}
	}
}
