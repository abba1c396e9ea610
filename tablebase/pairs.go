package tablebase

import (
	"encoding/binary"
	"fmt"
)

// pairs is one compressed sub-table: the values of one side to move (and,
// with pawns, one file of the leading pawn). Values are compressed with
// "recursive pairing" (each symbol stands for a pair of symbols, down to
// single values) and the symbols coded with a canonical Huffman code.
// Blocks of the compressed stream are found through a sparse index that
// points into a table of block lengths.
type pairs struct {
	// Encoding of positions to indexes.
	pieces   [maxTBPieces]int     // piece codes in the order they are indexed
	groupLen [maxTBPieces + 1]int // sizes of groups of like pieces, 0-terminated
	groupIdx [maxTBPieces + 1]uint64
	tbSize   uint64 // number of indexes

	flags       int
	singleValue bool // the whole sub-table holds one value (minSymLen)
	minSymLen   int
	blockSize   int64  // bytes per compressed block
	span        uint64 // indexes covered by one sparse index entry
	numBlocks   int64  // real compressed blocks
	blockLenCnt int64  // entries in the block length table (padded)
	sparseCnt   int64
	lowestSym   []uint16 // first symbol of each code length
	base64      []uint64 // smallest left-aligned code of each code length
	symlen      []int32  // number of values a symbol expands to, minus 1
	btree       []byte   // 3 bytes per symbol: left and right children (12 bits each)

	sparseOff, blockLenOff, dataOff int64 // file offsets

	// DTZ only: offsets into the value maps for each WDL outcome, and
	// their lengths.
	mapIdx [4]int
	mapLen [4]int
}

// maxBlockWalk bounds the blocks stepped over to find an index.
const maxBlockWalk = 1 << 20

// errCorrupt is the error wrapped by every complaint about file contents.
var errCorrupt = ErrBadTable

// readSizes reads the compression header of one sub-table at off and
// returns the offset just after it.
func (d *pairs) readSizes(b *blob, off int64) (int64, error) {
	var err error
	if d.flags, err = b.u8(off); err != nil {
		return 0, err
	}
	if d.flags&0x80 != 0 {
		d.singleValue = true
		if d.minSymLen, err = b.u8(off + 1); err != nil {
			return 0, err
		}
		return off + 2, nil
	}
	hdr, err := b.slice(off+1, 9)
	if err != nil {
		return 0, err
	}
	blockLog, spanLog := int(hdr[0]), int(hdr[1])
	if blockLog < 3 || blockLog > 24 || spanLog < 1 || spanLog > 32 {
		return 0, fmt.Errorf("block size 2^%d or span 2^%d out of range: %w", blockLog, spanLog, errCorrupt)
	}
	d.blockSize = 1 << uint(blockLog)
	d.span = 1 << uint(spanLog)
	d.sparseCnt = int64((d.tbSize + d.span - 1) / d.span)
	padding := int64(hdr[2])
	d.numBlocks = int64(binary.LittleEndian.Uint32(hdr[3:7]))
	d.blockLenCnt = d.numBlocks + padding
	maxSymLen, minSymLen := int(hdr[7]), int(hdr[8])
	if minSymLen < 1 || maxSymLen > 32 || minSymLen > maxSymLen {
		return 0, fmt.Errorf("symbol lengths %d..%d out of range: %w", minSymLen, maxSymLen, errCorrupt)
	}
	d.minSymLen = minSymLen
	off += 10
	h := maxSymLen - minSymLen + 1
	raw, err := b.slice(off, 2*h)
	if err != nil {
		return 0, err
	}
	d.lowestSym = make([]uint16, h)
	for i := range d.lowestSym {
		d.lowestSym[i] = binary.LittleEndian.Uint16(raw[2*i:])
	}
	// Canonical Huffman: base64[i] is the smallest code of length
	// minSymLen+i, left-aligned in 64 bits, so that a code c of that length
	// satisfies base64[i] <= c < base64[i-1].
	d.base64 = make([]uint64, h)
	for i := h - 2; i >= 0; i-- {
		d.base64[i] = (d.base64[i+1] + uint64(d.lowestSym[i]) - uint64(d.lowestSym[i+1])) / 2
	}
	for i := range d.base64 {
		d.base64[i] <<= uint(64 - i - minSymLen)
	}
	off += int64(2 * h)
	numSyms, err := b.u16(off)
	if err != nil {
		return 0, err
	}
	off += 2
	if d.btree, err = b.slice(off, 3*numSyms); err != nil {
		return 0, err
	}
	d.btree = append([]byte(nil), d.btree...) // keep our own copy
	if err := d.computeSymlen(numSyms); err != nil {
		return 0, err
	}
	return off + int64(3*numSyms+numSyms&1), nil
}

func (d *pairs) children(sym int) (left, right int) {
	w := d.btree[3*sym:]
	return int(w[1]&0xF)<<8 | int(w[0]), int(w[2])<<4 | int(w[1]>>4)
}

// computeSymlen fills symlen by walking the pairing tree. The tree must be
// acyclic and every child must exist; a corrupt file is rejected rather
// than sending the walk into a loop.
func (d *pairs) computeSymlen(numSyms int) error {
	d.symlen = make([]int32, numSyms)
	state := make([]uint8, numSyms) // 0 new, 1 in progress, 2 done
	var visit func(s int, depth int) error
	visit = func(s int, depth int) error {
		if depth > numSyms {
			return errCorrupt
		}
		state[s] = 1
		left, right := d.children(s)
		if right == 0xFFF {
			d.symlen[s] = 0
			state[s] = 2
			return nil
		}
		if left >= numSyms || right >= numSyms {
			return fmt.Errorf("symbol %d has child out of range: %w", s, errCorrupt)
		}
		for _, c := range [2]int{left, right} {
			switch state[c] {
			case 0:
				if err := visit(c, depth+1); err != nil {
					return err
				}
			case 1:
				return fmt.Errorf("symbol tree has a cycle: %w", errCorrupt)
			}
		}
		n := int64(d.symlen[left]) + int64(d.symlen[right]) + 1
		if n > 1<<24 {
			return fmt.Errorf("symbol too long: %w", errCorrupt)
		}
		d.symlen[s] = int32(n)
		state[s] = 2
		return nil
	}
	for s := 0; s < numSyms; s++ {
		if state[s] == 0 {
			if err := visit(s, 0); err != nil {
				return err
			}
		}
	}
	return nil
}

// decompress returns the stored value at index idx.
func (d *pairs) decompress(b *blob, idx uint64) (int, error) {
	if d.singleValue {
		return d.minSymLen, nil
	}
	k := idx / d.span
	if int64(k) >= d.sparseCnt {
		return 0, fmt.Errorf("index %d beyond the table: %w", idx, errCorrupt)
	}
	entry, err := b.slice(d.sparseOff+int64(k)*6, 6)
	if err != nil {
		return 0, err
	}
	block := int64(binary.LittleEndian.Uint32(entry))
	offset := int64(binary.LittleEndian.Uint16(entry[4:])) + int64(idx%d.span) - int64(d.span/2)

	// Walk from the block the sparse entry names to the block holding idx.
	// Real tables need a few steps; a damaged one could need billions.
	steps := 0
	for offset < 0 {
		if steps++; steps > maxBlockWalk {
			return 0, fmt.Errorf("block walk too long: %w", errCorrupt)
		}
		block--
		n, err := d.blockLength(b, block)
		if err != nil {
			return 0, err
		}
		offset += int64(n) + 1
	}
	for {
		n, err := d.blockLength(b, block)
		if err != nil {
			return 0, err
		}
		if offset <= int64(n) {
			break
		}
		if steps++; steps > maxBlockWalk {
			return 0, fmt.Errorf("block walk too long: %w", errCorrupt)
		}
		offset -= int64(n) + 1
		block++
	}
	if block >= d.numBlocks {
		return 0, fmt.Errorf("block %d of %d: %w", block, d.numBlocks, errCorrupt)
	}
	// The decoder may look a few bytes past the block end; those bits are
	// never used, so read what exists and treat the rest as zeros.
	data, err := b.sliceUpTo(d.dataOff+block*d.blockSize, int(d.blockSize)+8)
	if err != nil {
		return 0, err
	}
	return d.decodeBlock(data, offset)
}

func (d *pairs) blockLength(b *blob, block int64) (int, error) {
	if block < 0 || block >= d.blockLenCnt {
		return 0, fmt.Errorf("block %d out of range: %w", block, errCorrupt)
	}
	return b.u16(d.blockLenOff + 2*block)
}

// decodeBlock finds the value at position offset within a block.
func (d *pairs) decodeBlock(data []byte, offset int64) (int, error) {
	buf := be64(data, 0)
	pos := 8
	bitsLeft := 64
	// Locals: the hot loop then needs no reloads through d.
	base, lowest, symlen, minLen := d.base64, d.lowestSym, d.symlen, d.minSymLen
	lowest = lowest[:len(base)]
	numSyms := len(symlen)
	var sym int
	for {
		l := 0
		for buf < base[l] {
			l++
		}
		sym = int((buf-base[l])>>uint(64-l-minLen)) + int(lowest[l])
		if sym >= numSyms {
			return 0, fmt.Errorf("symbol %d of %d: %w", sym, numSyms, errCorrupt)
		}
		n := int64(symlen[sym]) + 1
		if offset < n {
			break
		}
		offset -= n
		l += minLen
		buf <<= uint(l)
		bitsLeft -= l
		if bitsLeft <= 32 {
			if pos >= int(d.blockSize)+8 {
				return 0, fmt.Errorf("ran past the end of a block: %w", errCorrupt)
			}
			bitsLeft += 32
			buf |= uint64(be32(data, pos)) << uint(64-bitsLeft)
			pos += 4
		}
	}
	// Expand the symbol down the pairing tree to the single value.
	for d.symlen[sym] != 0 {
		left, right := d.children(sym)
		if n := int64(d.symlen[left]) + 1; offset < n {
			sym = left
		} else {
			offset -= n
			sym = right
		}
	}
	left, _ := d.children(sym)
	return left, nil
}

// be64 and be32 read big-endian words, with zeros past the end of data.
func be64(data []byte, pos int) uint64 {
	if pos+8 <= len(data) {
		return binary.BigEndian.Uint64(data[pos:])
	}
	return uint64(be32(data, pos))<<32 | uint64(be32(data, pos+4))
}

func be32(data []byte, pos int) uint32 {
	if pos+4 <= len(data) {
		return binary.BigEndian.Uint32(data[pos:])
	}
	var v uint32
	for i := 0; i < 4; i++ {
		v <<= 8
		if pos+i < len(data) {
			v |= uint32(data[pos+i])
		}
	}
	return v
}
