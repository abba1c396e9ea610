package posindex

import (
	"bytes"
	"context"
	"encoding/binary"
	"os"
	"path/filepath"
	"testing"

	"chessmaster/engine"
)

// FuzzReadIndex feeds the index reader damaged index files: it must
// refuse them as damaged (so that Open builds the index again) or, where
// the damage leaves every checksum right, answer queries without
// failing; never panic or allocate beyond the file's size.
func FuzzReadIndex(f *testing.F) {
	cache := f.TempDir()
	for _, src := range []string{"testdata/edge-cases.pgn", "testdata/molinari-bordais-1979.pgn"} {
		x, err := Open(context.Background(), src, Options{CacheDir: cache})
		if err != nil {
			f.Fatal(err)
		}
		data, err := os.ReadFile(filepath.Join(cache, CacheName(x.Source)))
		x.Close()
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
		f.Add(data[:len(data)-3])
		f.Add(data[:headerSize])
	}
	queries := []*engine.Position{}
	for _, fen := range []string{startFEN, "4k3/8/8/8/1p6/8/P1P5/4K3 w - - 0 1", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"} {
		p, _ := engine.ParseFEN(fen)
		queries = append(queries, p)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		// As given (the checksums catch nearly every change), and with
		// every checksum made right again, so that the structure's own
		// checks are what stands between the damage and a query.
		for _, d := range [][]byte{data, resign(data)} {
			x, err := readIndex(memIndex{bytes.NewReader(d)})
			if err != nil {
				if !IsDamaged(err) {
					t.Fatalf("error %v is not a damaged index", err)
				}
				continue
			}
			for _, p := range queries {
				if _, err := Explore([]*Index{x}, p); err != nil && !IsDamaged(err) {
					t.Fatalf("explore: %v", err)
				}
				// Search reads the games from the PGN file, which is not
				// there: any error but a panic will do.
				Search([]*Index{x}, p, true)
			}
			for n := 1; n <= x.Games(); n++ {
				x.Game(n)
			}
		}
	})
}

// resign returns a copy of an index file with the checksums of its
// sections, blocks and header computed again for what it holds.
func resign(data []byte) []byte {
	d := bytes.Clone(data)
	if len(d) < headerSize {
		return d
	}
	le := binary.LittleEndian
	sec := func(i int) (uint64, uint64) {
		o := 64 + 20*i
		return le.Uint64(d[o:]), le.Uint64(d[o+8:])
	}
	in := func(off, n uint64) bool { return off <= uint64(len(d)) && n <= uint64(len(d))-off }
	po, pl := sec(secPostings)
	bo, bl := sec(secBlocks)
	if in(po, pl) && in(bo, bl) {
		for b := uint64(0); b*4+4 <= bl && b*blockPostings*postingSize < pl; b++ {
			lo := po + b*blockPostings*postingSize
			hi := min(lo+blockPostings*postingSize, po+pl)
			le.PutUint32(d[bo+b*4:], checksum(d[lo:hi]))
		}
	}
	for i := range numSections {
		if off, n := sec(i); i != secPostings && in(off, n) {
			le.PutUint32(d[64+20*i+16:], checksum(d[off:off+n]))
		}
	}
	le.PutUint32(d[headerSize-4:], checksum(d[:headerSize-4]))
	return d
}
