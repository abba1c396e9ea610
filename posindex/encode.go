package posindex

import (
	"encoding/binary"
	"slices"
)

// encode lays out the index file of b. The postings are placed into
// their buckets by a counting sort, each bucket sorted and rid of
// duplicates (a position a game reaches twice with the same move next),
// then written with their block checksums.
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
	packed := make([]uint64, b.postings)
	fill := slices.Clone(starts[:nb])
	for c, ks := range b.keys {
		vs := b.vals[c]
		for i, k := range ks {
			bk, rem := splitKey(k, bitsN)
			packed[fill[bk]] = uint64(rem)<<32 | uint64(vs[i])
			fill[bk]++
		}
		b.keys[c], b.vals[c] = nil, nil // let the collector have them
	}
	fill = nil
	// Sort each bucket and drop duplicates, moving the buckets down.
	w := uint32(0)
	for bk := uint64(0); bk < nb; bk++ {
		s := packed[starts[bk]:starts[bk+1]]
		slices.Sort(s)
		starts[bk] = w
		for i, v := range s {
			if i > 0 && v == s[i-1] {
				continue
			}
			packed[w] = v
			w++
		}
	}
	starts[nb] = w
	packed = packed[:w]

	strSize := 4
	for _, s := range b.strs {
		strSize += 2 + min(len(s), 65535)
	}
	nBlocks := (len(packed) + blockPostings - 1) / blockPostings
	h := header{bucketBits: bitsN, fingerprint: fingerprint, src: b.src,
		games: uint64(len(b.games)), postings: uint64(len(packed))}
	lens := [numSections]int{
		secPath:     len(b.path),
		secStrings:  strSize,
		secGames:    len(b.games) * gameRecordSize,
		secBuckets:  len(starts) * 4,
		secBlocks:   nBlocks * 4,
		secPostings: len(packed) * postingSize,
	}
	off := uint64(headerSize)
	for i, l := range lens {
		h.sec[i] = section{off: off, len: uint64(l)}
		off += uint64(l)
	}
	buf := make([]byte, off)
	le := binary.LittleEndian
	part := func(i int) []byte { s := h.sec[i]; return buf[s.off : s.off+s.len] }

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
	pb := part(secPostings)
	for i, v := range packed {
		le.PutUint32(pb[i*8:], uint32(v>>32))
		le.PutUint32(pb[i*8+4:], uint32(v))
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
