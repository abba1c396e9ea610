package tablebase

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"sync"
)

var (
	wdlMagic = []byte{0x71, 0xE8, 0x23, 0x5D}
	dtzMagic = []byte{0xD7, 0x66, 0x0C, 0xA5}
)

// Flags of a DTZ sub-table.
const (
	dtzFlagSTM       = 1  // which side to move the table stores
	dtzFlagMapped    = 2  // values go through a map
	dtzFlagWinPlies  = 4  // wins stored in plies rather than moves
	dtzFlagLossPlies = 8  // losses stored in plies rather than moves
	dtzFlagWide      = 16 // the map has 16-bit entries
)

// table is one .rtbw or .rtbz file. It is opened and parsed on first use.
type table struct {
	mat      tableMaterial
	dtz      bool
	fsys     fs.FS
	filePath string
	inMemory int64 // files up to this size are read whole

	once sync.Once
	err  error
	blob blob

	key, key2    materialKey // first-named side as white / as black
	hasPawns     bool
	uniquePieces bool   // some side has a non-king piece type exactly once
	pawnCount    [2]int // leading pawn colour first
	numPieces    int
	sides        int // 2 when the table stores both sides to move
	files        int // 4 for pawn tables (leading pawn file a..d), else 1
	p            [4][2]pairs
	dtzMap       []byte // DTZ value maps, copied into memory
	dtzMapOff    int64  // file offset of dtzMap[0]
}

func newTable(mat tableMaterial, dtz bool, fsys fs.FS, filePath string, inMemory int64) *table {
	t := &table{mat: mat, dtz: dtz, fsys: fsys, filePath: filePath, inMemory: inMemory}
	t.key, t.key2 = mat.key(false), mat.key(true)
	t.numPieces = mat.pieces
	t.hasPawns = mat.hasPawns()
	for side := 0; side < 2; side++ {
		for pt := pawn; pt <= queen; pt++ {
			if mat.counts[side][pt] == 1 {
				t.uniquePieces = true
			}
		}
	}
	if t.hasPawns {
		// The leading colour is the one with fewer pawns (but some), which
		// compresses better; white when equal.
		w, b := mat.counts[0][pawn], mat.counts[1][pawn]
		if b == 0 || (w > 0 && b >= w) {
			t.pawnCount = [2]int{w, b}
		} else {
			t.pawnCount = [2]int{b, w}
		}
	}
	return t
}

// ready opens and parses the file once; later calls return the same error.
func (t *table) ready() error {
	t.once.Do(func() {
		defer func() {
			if r := recover(); r != nil { // last line of defence
				t.err = fmt.Errorf("tablebase: %s: %v: %w", t.filePath, r, errCorrupt)
			}
		}()
		if err := t.open(); err != nil {
			t.err = fmt.Errorf("tablebase: %s: %w", t.filePath, err)
			return
		}
		if err := t.parse(); err != nil {
			t.err = fmt.Errorf("tablebase: %s: %w", t.filePath, err)
		}
	})
	return t.err
}

// open reads a small file (or one without ReadAt) whole, and keeps a large
// file open for ReadAt.
func (t *table) open() error {
	// A link may lead to a pipe, which Open would wait on for ever.
	if st, err := fs.Stat(t.fsys, t.filePath); err != nil {
		return err
	} else if !st.Mode().IsRegular() {
		return errors.New("not a regular file")
	}
	f, err := t.fsys.Open(t.filePath)
	if err != nil {
		return err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return err
	}
	ra, isRA := f.(io.ReaderAt)
	if isRA && st.Size() > t.inMemory {
		t.blob = blob{ra: ra, size: st.Size()}
		return nil // kept open for the life of the Tablebases
	}
	defer f.Close()
	var data []byte
	if isRA {
		data = make([]byte, st.Size())
		if _, err := ra.ReadAt(data, 0); err != nil && err != io.EOF {
			return err
		}
	} else if data, err = io.ReadAll(f); err != nil {
		return err
	}
	if data == nil {
		data = []byte{}
	}
	t.blob = blob{mem: data, size: int64(len(data))}
	return nil
}

// close releases a file kept open for ReadAt.
func (t *table) close() {
	if c, ok := t.blob.ra.(io.Closer); ok {
		c.Close()
	}
}

// pairsFor returns the sub-table for a side to move and pawn file.
func (t *table) pairsFor(stm, file int) *pairs {
	return &t.p[file][stm%t.sides]
}

// parse reads the table header: piece orders, compression parameters,
// DTZ maps, and the offsets of the index tables and data blocks.
func (t *table) parse() error {
	b := &t.blob
	magic, err := b.slice(0, 4)
	if err != nil {
		return err
	}
	want := wdlMagic
	if t.dtz {
		want = dtzMagic
	}
	if !bytes.Equal(magic, want) {
		return fmt.Errorf("not a Syzygy %s file (bad magic): %w", path.Ext(t.filePath), errCorrupt)
	}
	head, err := b.u8(4)
	if err != nil {
		return err
	}
	const split, hasPawns = 1, 2
	if (head&hasPawns != 0) != t.hasPawns {
		return fmt.Errorf("pawn flag does not match the name: %w", errCorrupt)
	}
	t.sides = 1
	if !t.dtz && t.key != t.key2 {
		t.sides = 2
	}
	if !t.dtz && (head&split != 0) != (t.sides == 2) {
		return fmt.Errorf("split flag does not match the name: %w", errCorrupt)
	}
	t.files = 1
	if t.hasPawns {
		t.files = 4
	}
	pp := t.hasPawns && t.pawnCount[1] > 0 // pawns on both sides
	off := int64(5)
	for f := 0; f < t.files; f++ {
		n := 1 + t.numPieces
		if pp {
			n++
		}
		hdr, err := b.slice(off, n)
		if err != nil {
			return err
		}
		order := [2][2]int{{int(hdr[0] & 0xF), 0xF}, {int(hdr[0] >> 4), 0xF}}
		if pp {
			order[0][1], order[1][1] = int(hdr[1]&0xF), int(hdr[1]>>4)
		}
		pcs := hdr[n-t.numPieces:]
		for i := 0; i < t.sides; i++ {
			d := &t.p[f][i]
			for k := 0; k < t.numPieces; k++ {
				if i == 0 {
					d.pieces[k] = int(pcs[k] & 0xF)
				} else {
					d.pieces[k] = int(pcs[k] >> 4)
				}
			}
			if err := t.setGroups(d, order[i], f); err != nil {
				return err
			}
		}
		off += int64(n)
	}
	off += off & 1
	for f := 0; f < t.files; f++ {
		for i := 0; i < t.sides; i++ {
			if off, err = t.p[f][i].readSizes(b, off); err != nil {
				return err
			}
		}
	}
	if t.dtz {
		if off, err = t.readDTZMaps(off); err != nil {
			return err
		}
	}
	for f := 0; f < t.files; f++ {
		for i := 0; i < t.sides; i++ {
			t.p[f][i].sparseOff = off
			off += t.p[f][i].sparseCnt * 6
		}
	}
	for f := 0; f < t.files; f++ {
		for i := 0; i < t.sides; i++ {
			t.p[f][i].blockLenOff = off
			off += t.p[f][i].blockLenCnt * 2
		}
	}
	for f := 0; f < t.files; f++ {
		for i := 0; i < t.sides; i++ {
			off = (off + 63) &^ 63
			t.p[f][i].dataOff = off
			off += t.p[f][i].numBlocks * t.p[f][i].blockSize
		}
	}
	if off > b.size || off < 0 {
		return fmt.Errorf("file is truncated: %d bytes, want %d: %w", b.size, off, errCorrupt)
	}
	return nil
}

// setGroups checks the piece order of a sub-table against the table's
// material and works out its groups of like pieces and their index
// multipliers. order[0] and order[1] say in which position the leading
// group and the other side's pawns are encoded.
func (t *table) setGroups(d *pairs, order [2]int, file int) error {
	var count [16]int
	for k := 0; k < t.numPieces; k++ {
		count[d.pieces[k]]++
	}
	for side := 0; side < 2; side++ {
		for pt := pawn; pt <= king; pt++ {
			want := t.mat.counts[side][pt]
			if pt == king {
				want = 1
			}
			if count[pt|side*blackBit] != want {
				return fmt.Errorf("piece list does not match the name: %w", errCorrupt)
			}
		}
	}
	if t.hasPawns && (d.pieces[0]&7 != pawn ||
		t.mat.counts[d.pieces[0]>>3][pawn] != t.pawnCount[0]) {
		return fmt.Errorf("pawn table does not start with the leading pawns: %w", errCorrupt)
	}

	firstLen := 2
	if t.hasPawns {
		firstLen = 0
	} else if t.uniquePieces {
		firstLen = 3
	}
	n := 0
	d.groupLen = [maxTBPieces + 1]int{1}
	for i := 1; i < t.numPieces; i++ {
		firstLen--
		if firstLen > 0 || d.pieces[i] == d.pieces[i-1] {
			d.groupLen[n]++
		} else {
			n++
			d.groupLen[n] = 1
		}
	}
	n++
	d.groupLen[n] = 0
	pp := t.hasPawns && t.pawnCount[1] > 0
	if t.hasPawns && d.groupLen[0] != t.pawnCount[0] ||
		pp && (d.groupLen[1] != t.pawnCount[1] || d.pieces[d.groupLen[0]]&7 != pawn) {
		return fmt.Errorf("pawn groups do not match the name: %w", errCorrupt)
	}
	if order[0] >= n || (pp && order[1] >= n) || (!pp && order[1] != 0xF) || order[0] == order[1] {
		return fmt.Errorf("bad group order: %w", errCorrupt)
	}

	next := 1
	if pp {
		next = 2
	}
	free := 64 - d.groupLen[0]
	if pp {
		free -= d.groupLen[1]
	}
	idx := uint64(1)
	for k := 0; next < n || k == order[0] || k == order[1]; k++ {
		switch {
		case k == order[0]:
			d.groupIdx[0] = idx
			switch {
			case t.hasPawns:
				idx *= leadPawnsSize[d.groupLen[0]][file]
			case t.uniquePieces:
				idx *= 31332
			default:
				idx *= 462
			}
		case k == order[1]:
			d.groupIdx[1] = idx
			idx *= binomial[d.groupLen[1]][48-d.groupLen[0]]
		default:
			if next >= n || k > maxTBPieces {
				return fmt.Errorf("bad group order: %w", errCorrupt)
			}
			d.groupIdx[next] = idx
			idx *= binomial[d.groupLen[next]][free]
			free -= d.groupLen[next]
			next++
		}
	}
	d.groupIdx[n] = idx
	d.tbSize = idx
	return nil
}

// readDTZMaps reads the value maps of a DTZ table. For each pawn file with
// the mapped flag there are four maps (one per WDL outcome); a stored value
// v stands for map[v].
func (t *table) readDTZMaps(off int64) (int64, error) {
	start := off
	b := &t.blob
	for f := 0; f < t.files; f++ {
		d := &t.p[f][0]
		if d.flags&dtzFlagMapped == 0 {
			continue
		}
		for i := 0; i < 4; i++ {
			if d.flags&dtzFlagWide != 0 {
				off += off & 1
				n, err := b.u16(off)
				if err != nil {
					return 0, err
				}
				d.mapIdx[i] = int(off + 2 - start)
				d.mapLen[i] = n
				off += 2 + 2*int64(n)
			} else {
				n, err := b.u8(off)
				if err != nil {
					return 0, err
				}
				d.mapIdx[i] = int(off + 1 - start)
				d.mapLen[i] = n
				off += 1 + int64(n)
			}
		}
	}
	off += off & 1
	m, err := b.slice(start, int(off-start))
	if err != nil {
		return 0, err
	}
	t.dtzMap = append([]byte(nil), m...)
	t.dtzMapOff = start
	return off, nil
}
