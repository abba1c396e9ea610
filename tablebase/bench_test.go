package tablebase

import (
	"math/rand"
	"testing"
)

// benchPositions returns varied legal positions over all embedded tables.
func benchPositions(b *testing.B) []Position {
	r := rand.New(rand.NewSource(42))
	mats := embeddedMaterials(b)
	ps := make([]Position, 1024)
	for i := range ps {
		ps[i] = randomPosition(r, mats[i%len(mats)])
	}
	return ps
}

func benchProbe(b *testing.B, probe func(*Tablebases, *Position) (int, error)) {
	tb := defaultTables(b)
	ps := benchPositions(b)
	for i := range ps { // warm up: open every table outside the timing
		if _, err := probe(tb, &ps[i]); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := probe(tb, &ps[i%len(ps)]); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "probes/s")
}

func BenchmarkProbeWDL(b *testing.B) { benchProbe(b, (*Tablebases).ProbeWDL) }

func BenchmarkProbeDTZ(b *testing.B) { benchProbe(b, (*Tablebases).ProbeDTZ) }

func BenchmarkProbeRoot(b *testing.B) {
	benchProbe(b, func(tb *Tablebases, p *Position) (int, error) {
		best, _, err := tb.ProbeRoot(p)
		return best.DTZ, err
	})
}
