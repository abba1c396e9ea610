package tablebase

import (
	"math/rand"
	"testing"
	"testing/fstest"
)

// TestRandomDamageNeverPanics truncates and garbles table files at random
// and probes them: a deterministic complement to FuzzTable.
func TestRandomDamageNeverPanics(t *testing.T) {
	base := embeddedMapFS(t)
	r := rand.New(rand.NewSource(9))
	positions := map[string][]Position{}
	for _, name := range fuzzTables {
		mat, _ := parseTableName(name[:len(name)-5])
		for i := 0; i < 12; i++ {
			positions[name] = append(positions[name], randomPosition(r, mat))
		}
	}
	n := 600
	if testing.Short() {
		n = 300
	}
	for it := 0; it < n; it++ {
		name := fuzzTables[r.Intn(len(fuzzTables))]
		data := append([]byte(nil), base[name].Data...)
		switch r.Intn(3) {
		case 0:
			data = data[:r.Intn(len(data)+1)]
		case 1:
			for k := r.Intn(5) + 1; k > 0; k-- {
				data[r.Intn(len(data))] = byte(r.Intn(256))
			}
		case 2:
			for k := r.Intn(3) + 1; k > 0; k-- {
				data[5+r.Intn(200)] = byte(r.Intn(256))
			}
		}
		m := fstest.MapFS{}
		for k, v := range base {
			m[k] = v
		}
		m[name] = &fstest.MapFile{Data: data}
		tb := New()
		tb.AddFS(m, ".")
		for _, p := range positions[name] {
			p := p
			tb.ProbeWDL(&p)
			tb.ProbeDTZ(&p)
			tb.ProbeRoot(&p)
		}
	}
}
