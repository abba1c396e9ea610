package posindex

import (
	"encoding/binary"
	"slices"
)

// encode lays out the index file of b. The postings are placed into
// their buckets by a counting sort, each bucket sorted and rid of
// duplicates, then the blocks' checksums written after them.
func (b *built) encode() []byte {
	bitsN := bucketBitsFor(b.postings)
	nb := uint64(1) << bitsN
	starts := make([]uint32, nb+1)
	for _, ks := range b.keys {
		for _, k := range ks {
			bk, _ := splitKey(k, bitsN)
			starts[bk+1]++
		}
	}
	for i := uint64(1); i <= nb; i++ {
		starts[i] += starts[i-1]
	}

	strSize := 4
	for _, s := range b.strs {
		strSize += 2 + min(len(s), 65535)
	}
	h := header{bucketBits: bitsN, fingerprint: fingerprint, src: b.src, games: uint64(len(b.games))}
	// The postings go straight into the file's buffer at their place (no
	// second copy of them in memory); the blocks' checksums follow them
	// once duplicates are dropped and their number is known.
	lens := [numSections]int{
		secPath:     len(b.path),
		secStrings:  strSize,
		secGames:    len(b.games) * gameRecordSize,
		secBuckets:  len(starts) * 4,
		secPostings: b.postings * postingSize,
		secBlocks:   (b.postings + blockPostings - 1) / blockPostings * 4,
	}
	off := uint64(headerSize)
	for _, i := range []int{secPath, secStrings, secGames, secBuckets, secPostings, secBlocks} {
		h.sec[i] = section{off: off, len: uint64(lens[i])}
		off += uint64(lens[i])
	}
	buf := make([]byte, off)
	le := binary.LittleEndian
	part := func(i int) []byte { s := h.sec[i]; return buf[s.off : s.off+s.len] }

	pb := part(secPostings)
	fill := slices.Clone(starts[:nb])
	for c, ks := range b.keys {
		vs := b.vals[c]
		for i, k := range ks {
			bk, rem := splitKey(k, bitsN)
			le.PutUint64(pb[fill[bk]*postingSize:], uint64(vs[i])<<32|uint64(rem))
			fill[bk]++
		}
		b.keys[c], b.vals[c] = nil, nil // let the collector have them
	}
	fill = nil
	// Sort each bucket and drop duplicates (a position a game reaches
	// twice with the same move next), moving the buckets down.
	w := uint32(0)
	var scratch []uint64
	for bk := uint64(0); bk < nb; bk++ {
		scratch = scratch[:0]
		for i := starts[bk]; i < starts[bk+1]; i++ {
			v := le.Uint64(pb[i*postingSize:])
			scratch = append(scratch, v<<32|v>>32) // rem, then game and move
		}
		slices.Sort(scratch)
		starts[bk] = w
		for i, v := range scratch {
			if i > 0 && v == scratch[i-1] {
				continue
			}
			le.PutUint64(pb[w*postingSize:], v<<32|v>>32)
			w++
		}
	}
	starts[nb] = w
	n := int(w)
	h.postings = uint64(n)
	nBlocks := (n + blockPostings - 1) / blockPostings
	h.sec[secPostings].len = uint64(n * postingSize)
	h.sec[secBlocks] = section{off: h.sec[secPostings].off + uint64(n*postingSize), len: uint64(nBlocks * 4)}
	buf = buf[:h.sec[secBlocks].off+h.sec[secBlocks].len]
	pb = part(secPostings)

	copy(part(secPath), b.path)
	sb := part(secStrings)
	le.PutUint32(sb, uint32(len(b.strs)))
	o := 4
	for _, s := range b.strs {
		s = s[:min(len(s), 65535)]
		le.PutUint16(sb[o:], uint16(len(s)))
		o += 2 + copy(sb[o+2:], s)
	}
	gb := part(secGames)
	for i := range b.games {
		b.games[i].encode(gb[i*gameRecordSize:])
	}
	bb := part(secBuckets)
	for i, s := range starts {
		le.PutUint32(bb[i*4:], s)
	}
	cb := part(secBlocks)
	for i := range nBlocks {
		lo, hi := i*blockPostings*postingSize, min((i+1)*blockPostings*postingSize, len(pb))
		le.PutUint32(cb[i*4:], checksum(pb[lo:hi]))
	}
	for i := range h.sec {
		if i != secPostings {
			h.sec[i].crc = checksum(part(i))
		}
	}
	copy(buf, h.encode())
	return buf
}
