package tablebase

import (
	"errors"
	"io/fs"
	"math/rand"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"testing/fstest"

	"chessmaster/assets"
)

// embeddedMapFS returns the embedded tables as a MapFS at the root, so a
// test can replace single files.
func embeddedMapFS(t testing.TB) fstest.MapFS {
	t.Helper()
	ents, err := fs.ReadDir(assets.Syzygy, "syzygy")
	if err != nil {
		t.Fatal(err)
	}
	m := fstest.MapFS{}
	for _, e := range ents {
		data, err := fs.ReadFile(assets.Syzygy, "syzygy/"+e.Name())
		if err != nil {
			t.Fatal(err)
		}
		m[e.Name()] = &fstest.MapFile{Data: data}
	}
	return m
}

func mustFEN(t testing.TB, fen string) *Position {
	t.Helper()
	p, err := ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestBadTableDisablesOnlyThatTable checks that a truncated, a garbled and
// a missing file each give a clear error for their own material while the
// other tables keep working.
func TestBadTableDisablesOnlyThatTable(t *testing.T) {
	m := embeddedMapFS(t)
	m["KQvK.rtbw"] = &fstest.MapFile{Data: m["KQvK.rtbw"].Data[:100]}
	garbled := append([]byte(nil), m["KRvK.rtbw"].Data...)
	garbled[0] ^= 0xFF
	m["KRvK.rtbw"] = &fstest.MapFile{Data: garbled}
	delete(m, "KBNvK.rtbz")
	tb := New()
	if err := tb.AddFS(m, "."); err != nil {
		t.Fatal(err)
	}

	kqk := mustFEN(t, "8/8/8/8/8/2k5/8/KQ6 w - - 0 1")
	_, err := tb.ProbeWDL(kqk)
	if err == nil || !errors.Is(err, errCorrupt) {
		t.Errorf("truncated KQvK: got %v, want a corrupt-table error", err)
	}
	krk := mustFEN(t, "8/8/8/8/8/2k5/8/KR6 w - - 0 1")
	if _, err := tb.ProbeWDL(krk); err == nil || !errors.Is(err, errCorrupt) {
		t.Errorf("garbled KRvK: got %v, want a corrupt-table error", err)
	}
	kbnk := mustFEN(t, "8/8/8/8/8/2k5/8/KBN5 w - - 0 1")
	if v, err := tb.ProbeWDL(kbnk); err != nil || v != Win {
		t.Errorf("KBNvK WDL = %d, %v; want a win", v, err)
	}
	if _, err := tb.ProbeDTZ(kbnk); !errors.Is(err, ErrNotFound) {
		t.Errorf("KBNvK DTZ without its file: got %v, want ErrNotFound", err)
	}
	// Other tables are unaffected, and the error is stable on retry.
	kpk := mustFEN(t, "8/8/8/8/8/2k5/P7/K7 w - - 0 1")
	if _, err := tb.ProbeDTZ(kpk); err != nil {
		t.Errorf("KPvK: %v", err)
	}
	if _, err := tb.ProbeWDL(kqk); !errors.Is(err, errCorrupt) {
		t.Errorf("second probe of truncated KQvK: %v", err)
	}
}

func TestProbeErrors(t *testing.T) {
	tb := defaultTables(t)
	if got := tb.MaxPieces(); got != 4 {
		t.Errorf("MaxPieces = %d, want 4", got)
	}
	for _, c := range []struct {
		fen  string
		want error
	}{
		{"r3k3/8/8/8/8/8/8/4K3 w q - 0 1", ErrCastling},
		{"8/8/8/8/8/k7/8/1QRBK3 w - - 0 1", ErrTooManyPieces},
	} {
		p := mustFEN(t, c.fen)
		if _, err := tb.ProbeWDL(p); !errors.Is(err, c.want) {
			t.Errorf("%s: WDL error %v, want %v", c.fen, err, c.want)
		}
		if _, err := tb.ProbeDTZ(p); !errors.Is(err, c.want) {
			t.Errorf("%s: DTZ error %v, want %v", c.fen, err, c.want)
		}
		if _, _, err := tb.ProbeRoot(p); !errors.Is(err, c.want) {
			t.Errorf("%s: root error %v, want %v", c.fen, err, c.want)
		}
	}
	// A hand-made invalid position is rejected, not probed.
	bad := *mustFEN(t, "8/8/8/8/8/2k5/8/KQ6 w - - 0 1")
	bad.Rooks |= 1 << 1 // overlaps the queen
	if _, err := tb.ProbeWDL(&bad); err == nil {
		t.Error("inconsistent bitboards accepted")
	}
	// Only KvK and KQvK loaded: KRvK is missing.
	small := New()
	m := embeddedMapFS(t)
	if err := small.AddFS(fstest.MapFS{"KQvK.rtbw": m["KQvK.rtbw"]}, "."); err != nil {
		t.Fatal(err)
	}
	if _, err := small.ProbeWDL(mustFEN(t, "8/8/8/8/8/2k5/8/KR6 w - - 0 1")); !errors.Is(err, ErrNotFound) {
		t.Errorf("missing table: %v, want ErrNotFound", err)
	}
	if err := New().AddFS(fstest.MapFS{"readme.txt": {}}, "."); err == nil {
		t.Error("a directory without tables gave no error")
	}
}

// TestReadAtPath probes tables on disk through ReadAt, with nothing held in
// memory, and checks them against the EPD values. It also checks that a
// path list with two directories is accepted.
func TestReadAtPath(t *testing.T) {
	dir := t.TempDir()
	writeEmbeddedTables(t, dir)
	other := t.TempDir()
	tb := New()
	tb.inMemory = 0
	if err := tb.AddPath(dir + string(os.PathListSeparator) + other + ";"); err == nil {
		t.Error("a directory without tables gave no error")
	}
	if tb.MaxPieces() != 4 {
		t.Fatalf("MaxPieces %d after AddPath", tb.MaxPieces())
	}
	defer tb.Close()
	for _, c := range loadEPD(t) {
		p := mustFEN(t, c.fen)
		wdl, err := tb.ProbeWDL(p)
		if err != nil || wdl != c.wdl {
			t.Errorf("%s: wdl %d %v, want %d", c.fen, wdl, err, c.wdl)
		}
		dtz, err := tb.ProbeDTZ(p)
		if err != nil || dtz != c.dtz {
			t.Errorf("%s: dtz %d %v, want %d", c.fen, dtz, err, c.dtz)
		}
	}
	en := (*tb.tables.Load())[mustFEN(t, "8/8/8/8/8/2k5/8/KQ6 w - - 0 1").key()]
	if en.wdl == nil || en.wdl.blob.mem != nil {
		t.Error("KQvK was read into memory, not through ReadAt")
	}
	if _, err := os.Stat(filepath.Join(dir, "KQvK.rtbw")); err != nil {
		t.Fatal(err)
	}
}

// TestConcurrentProbes probes from several goroutines on a fresh set, so
// the lazy table initialisation races too (run with -race), and compares
// with sequential answers.
func TestConcurrentProbes(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	mats := embeddedMaterials(t)
	var positions []Position
	for i := 0; i < 200; i++ {
		positions = append(positions, randomPosition(r, mats[i%len(mats)]))
	}
	ref := defaultTables(t)
	want := make([][2]int, len(positions))
	for i := range positions {
		w, err1 := ref.ProbeWDL(&positions[i])
		d, err2 := ref.ProbeDTZ(&positions[i])
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		want[i] = [2]int{w, d}
	}
	tb := New()
	if err := tb.AddEmbedded(); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for k := range positions {
				i := (k + g*37) % len(positions)
				p := positions[i]
				w, err1 := tb.ProbeWDL(&p)
				d, err2 := tb.ProbeDTZ(&p)
				if err1 != nil || err2 != nil || w != want[i][0] || d != want[i][1] {
					t.Errorf("%s: %d %d (%v %v), want %v", p.FEN(), w, d, err1, err2, want[i])
					return
				}
			}
		}(g)
	}
	wg.Wait()
}

// fuzzTables are the files FuzzTable corrupts: small ones (the fuzzer is
// slow with large inputs), pawnless and with pawns on one side and on
// both, symmetric and not, WDL and DTZ.
var fuzzTables = []string{"KQvK.rtbw", "KPvK.rtbw", "KRPvK.rtbw", "KNvKN.rtbw", "KPvK.rtbz", "KRvKR.rtbz", "KQvK.rtbz", "KPvKP.rtbz"}

// FuzzTable feeds random or damaged bytes as one table file and probes
// positions of its material: errors are fine, panics are not.
func FuzzTable(f *testing.F) {
	base := embeddedMapFS(f)
	for i, name := range fuzzTables {
		data := base[name].Data
		f.Add(uint8(i), data)
		f.Add(uint8(i), data[:len(data)/2])
		f.Add(uint8(i), data[:64])
		flipped := append([]byte(nil), data...)
		for j := 5; j < len(flipped); j += 97 {
			flipped[j] ^= 0x5A
		}
		f.Add(uint8(i), flipped)
	}
	f.Add(uint8(0), []byte{})
	positions := map[string][]Position{}
	r := rand.New(rand.NewSource(5))
	for _, name := range fuzzTables {
		mat, err := parseTableName(name[:len(name)-5])
		if err != nil {
			f.Fatal(err)
		}
		for i := 0; i < 12; i++ {
			positions[name] = append(positions[name], randomPosition(r, mat))
		}
	}
	f.Fuzz(func(t *testing.T, which uint8, data []byte) {
		name := fuzzTables[int(which)%len(fuzzTables)]
		m := fstest.MapFS{}
		for k, v := range base {
			m[k] = v
		}
		m[name] = &fstest.MapFile{Data: data}
		tb := New()
		if err := tb.AddFS(m, "."); err != nil {
			t.Fatal(err)
		}
		for _, p := range positions[name] {
			p := p
			tb.ProbeWDL(&p)
			tb.ProbeDTZ(&p)
			tb.ProbeRoot(&p)
		}
	})
}
