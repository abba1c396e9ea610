package posindex

import (
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// Index is the opened index of one PGN file. Its methods are safe for
// concurrent use.
type Index struct {
	Source string // the PGN file's absolute path
	// NotSaved says why the index could not be saved in the cache (it
	// answers from memory); nil when it is saved.
	NotSaved error
	file     io.ReaderAt
	closer   io.Closer
	path     string // the index file's
	h        *header
	strs     []string
	games    []gameRecord
	starts   []uint32
	blocks   []uint32
}

// openIndexFile opens and checks the index file at path: every part is
// read and verified against its checksum now, and a block of postings
// again when a query reads it (a file damaged while open is not used;
// it is removed, so that the next Open builds it again).
func openIndexFile(path string) (*Index, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	x, err := readIndex(f)
	if err != nil {
		f.Close()
		return nil, err
	}
	x.file, x.closer, x.path = f, f, path
	return x, nil
}

// readIndex reads the index in r (see openIndexFile); queries read
// their postings from r.
func readIndex(r interface {
	io.ReaderAt
	Stat() (os.FileInfo, error)
}) (*Index, error) {
	fi, err := r.Stat()
	if err != nil {
		return nil, err
	}
	hb := make([]byte, headerSize)
	if _, err := r.ReadAt(hb, 0); err != nil {
		return nil, damaged("short header")
	}
	h, err := decodeHeader(hb, fi.Size())
	if err != nil {
		return nil, err
	}
	if h.fingerprint != fingerprint {
		return nil, damaged("written by another version of the program")
	}
	read := func(i int) ([]byte, error) {
		s := h.sec[i]
		b := make([]byte, s.len)
		if _, err := r.ReadAt(b, int64(s.off)); err != nil {
			return nil, damaged("section %d: %v", i, err)
		}
		if checksum(b) != s.crc {
			return nil, damaged("section %d checksum", i)
		}
		return b, nil
	}
	x := &Index{h: h}
	pb, err := read(secPath)
	if err != nil {
		return nil, err
	}
	x.Source = string(pb)
	if !filepath.IsAbs(x.Source) || strings.ContainsRune(x.Source, 0) {
		return nil, damaged("source path %q", x.Source)
	}
	x.file = r
	sb, err := read(secStrings)
	if err != nil {
		return nil, err
	}
	if x.strs, err = decodeStrings(sb); err != nil {
		return nil, err
	}
	gb, err := read(secGames)
	if err != nil {
		return nil, err
	}
	x.games = make([]gameRecord, h.games)
	for i := range x.games {
		g := decodeGame(gb[i*gameRecordSize:])
		if int(g.white) >= len(x.strs) || int(g.black) >= len(x.strs) {
			return nil, damaged("game %d: name out of range", i+1)
		}
		x.games[i] = g
	}
	bb, err := read(secBuckets)
	if err != nil {
		return nil, err
	}
	le := binary.LittleEndian
	x.starts = make([]uint32, len(bb)/4)
	for i := range x.starts {
		x.starts[i] = le.Uint32(bb[i*4:])
		if i > 0 && x.starts[i] < x.starts[i-1] {
			return nil, damaged("bucket %d out of order", i)
		}
	}
	if x.starts[0] != 0 || uint64(x.starts[len(x.starts)-1]) != h.postings {
		return nil, damaged("bucket table does not cover the postings")
	}
	cb, err := read(secBlocks)
	if err != nil {
		return nil, err
	}
	x.blocks = make([]uint32, len(cb)/4)
	for i := range x.blocks {
		x.blocks[i] = le.Uint32(cb[i*4:])
	}
	if err := x.verifyPostings(r); err != nil {
		return nil, err
	}
	return x, nil
}

// verifyPostings checks every block of postings against its checksum,
// reading the section in large pieces: a damaged index is found when it
// is opened, and built again, instead of failing a query later.
func (x *Index) verifyPostings(r io.ReaderAt) error {
	s := x.h.sec[secPostings]
	const blockBytes = blockPostings * postingSize
	buf := make([]byte, 32*blockBytes)
	for b := 0; b < len(x.blocks); {
		off := uint64(b) * blockBytes
		n := min(uint64(len(buf)), s.len-off)
		if _, err := r.ReadAt(buf[:n], int64(s.off+off)); err != nil {
			return damaged("postings: %v", err)
		}
		for o := uint64(0); o < n; o, b = o+blockBytes, b+1 {
			if checksum(buf[o:min(o+blockBytes, n)]) != x.blocks[b] {
				return damaged("postings block %d checksum", b)
			}
		}
	}
	return nil
}

func decodeStrings(b []byte) ([]string, error) {
	le := binary.LittleEndian
	if len(b) < 4 {
		return nil, damaged("strings")
	}
	n := int(le.Uint32(b))
	if n < 1 || n > len(b) {
		return nil, damaged("strings count")
	}
	out := make([]string, 0, n)
	o := 4
	for range n {
		if o+2 > len(b) {
			return nil, damaged("strings cut short")
		}
		l := int(le.Uint16(b[o:]))
		o += 2
		if o+l > len(b) {
			return nil, damaged("strings cut short")
		}
		out = append(out, string(b[o:o+l]))
		o += l
	}
	if o != len(b) || out[0] != "" {
		return nil, damaged("strings")
	}
	return out, nil
}

// Close closes the index file.
func (x *Index) Close() error {
	if x.closer == nil {
		return nil
	}
	return x.closer.Close()
}

// posting is one position of one game: the game's index (0-based) and
// the rank of the move played from the position, or noMove.
type posting struct {
	game uint32
	move uint8
}

// lookup returns the postings of key, reading and verifying the blocks
// that hold its bucket.
func (x *Index) lookup(key uint64) ([]posting, error) {
	if len(x.games) == 0 || x.h.postings == 0 {
		return nil, nil
	}
	bk, rem := splitKey(key, x.h.bucketBits)
	lo, hi := x.starts[bk], x.starts[bk+1]
	if lo == hi {
		return nil, nil
	}
	b0, b1 := int(lo)/blockPostings, (int(hi)-1)/blockPostings
	s := x.h.sec[secPostings]
	first := int64(b0) * blockPostings * postingSize
	end := min(int64(b1+1)*blockPostings*postingSize, int64(s.len))
	buf := make([]byte, end-first)
	if _, err := x.file.ReadAt(buf, int64(s.off)+first); err != nil {
		return nil, damaged("postings: %v", err)
	}
	for b := b0; b <= b1; b++ {
		lo := int64(b)*blockPostings*postingSize - first
		hi := min(lo+blockPostings*postingSize, int64(len(buf)))
		if checksum(buf[lo:hi]) != x.blocks[b] {
			if x.path != "" {
				os.Remove(x.path)
			}
			return nil, damaged("postings block %d checksum (the index will be built again)", b)
		}
	}
	le := binary.LittleEndian
	var out []posting
	for i := int64(lo); i < int64(hi); i++ {
		o := i*postingSize - first
		if le.Uint32(buf[o:]) != rem {
			continue
		}
		v := le.Uint32(buf[o+4:])
		g := v >> 8
		if int(g) >= len(x.games) {
			return nil, damaged("posting names game %d of %d", g+1, len(x.games))
		}
		out = append(out, posting{game: g, move: uint8(v)})
	}
	return out, nil
}

// Games is how many games the file holds (indexed or not).
func (x *Index) Games() int { return len(x.games) }

// GameInfo describes one game of the file.
type GameInfo struct {
	Number             int // 1-based, in the file
	White, Black       string
	WhiteElo, BlackElo int    // 0: unknown
	Date               string // PGN form, "" unknown
	Result             string // "1-0", "0-1", "1/2-1/2" or "*"
	Plies              int    // main-line moves indexed
	Offset, Length     int64  // where its text lies in the file
	// Problem says why the game is not indexed, or only up to a move; ""
	// when it is wholly.
	Problem string
}

// Game returns the game numbered n (1-based).
func (x *Index) Game(n int) (GameInfo, error) {
	if n < 1 || n > len(x.games) {
		return GameInfo{}, fmt.Errorf("no game %d (the file has %d)", n, len(x.games))
	}
	g := x.games[n-1]
	return GameInfo{Number: n, White: x.strs[g.white], Black: x.strs[g.black],
		WhiteElo: int(g.whiteElo), BlackElo: int(g.blackElo), Date: formatDate(g.date),
		Result: resultText(g.result), Plies: int(g.plies), Offset: g.offset, Length: int64(g.length),
		Problem: problemText(g.problem, int(g.plies))}, nil
}

func problemText(p uint8, plies int) string {
	switch p {
	case problemUnreadable:
		return "the game cannot be read"
	case problemVariant:
		return "not standard chess"
	case problemStart:
		return "its start position (FEN tag) is not legal"
	case problemMove:
		return fmt.Sprintf("half-move %d is not legal; indexed up to it", plies+1)
	}
	return ""
}
