package posindex

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"math/bits"
)

// The index file, all integers little-endian:
//
//	header   headerSize bytes: magic, version, the engine's fingerprint,
//	         the source file's size, modification time and CRC, the
//	         counts, and the place, length and CRC of every section; its
//	         own CRC last
//	path     the source file's absolute path
//	strings  player names: count, then length + bytes each
//	games    gameRecordSize bytes per game of the file, in file order
//	buckets  2^bucketBits+1 posting indexes: bucket b's postings are
//	         [buckets[b], buckets[b+1])
//	postings 8 bytes each, sorted: the 32 key bits after the bucket bits,
//	         then game<<8 | move (the move's rank in moveCode order, or
//	         noMove at a game's last position)
//	blocks   the CRC of each block of blockPostings postings
//
// A posting stores bucketBits+32 bits of the 64-bit Zobrist key (about
// log2(postings)+28 bits): a position not in the file matches one by
// chance about once in 2^28 queries, and Search replays each game it
// finds, so it never lists a game by chance.

const (
	magic = "CMPOSIX1"
	// formatVersion 2: the reader passes over prose (pgn/stray.go), so
	// the games of a file with a note before them are numbered anew; an
	// index of version 1 is rebuilt, not read with the old numbers.
	// formatVersion 3: the reader takes more movetext (coordinate moves
	// such as "g1f3", "e.p." with a glyph, "o-o", "2… Nc6", games with a
	// broken tag), so games an older index stopped at or left out are
	// indexed anew.
	// formatVersion 4: a game past the reader's limits (variations
	// nested deeper than pgn.MaxVariationDepth, a comment longer than
	// pgn.MaxCommentSize, more than pgn.MaxGameTokens tokens) is
	// unreadable, so an older index that replayed its main line is
	// rebuilt.
	// formatVersion 5: a tag with an odd number of quotes ends on its
	// line, as the reader ends it, so the moves after it are indexed
	// (an older index lost them).
	// formatVersion 6: a tag with no "]" on its line, or with a quote
	// right before its "]" ([Event "Quote at end "]"]), ends at its
	// line's end: the game was an error, or split in two with the
	// games after it numbered one too many.
	formatVersion  = 6
	headerSize     = 192
	gameRecordSize = 32
	postingSize    = 8
	blockPostings  = 4096
	maxGames       = 1<<24 - 1 // the game field of a posting is 24 bits
)

// Sections of the file, in their order.
const (
	secPath = iota
	secStrings
	secGames
	secBuckets
	secBlocks
	secPostings
	numSections
)

type section struct {
	off, len uint64
	crc      uint32
}

type header struct {
	bucketBits  uint32
	fingerprint uint64
	src         sourceID
	games       uint64
	postings    uint64
	sec         [numSections]section
}

// sourceID identifies the content of a PGN file.
type sourceID struct {
	size  int64
	mtime int64 // UnixNano
	crc   uint32
}

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

func checksum(b []byte) uint32 { return crc32.Checksum(b, castagnoli) }

// errDamaged marks an index file that fails a check: it is rebuilt.
var errDamaged = errors.New("the index file is damaged")

func damaged(format string, args ...any) error {
	return fmt.Errorf("%w: %s", errDamaged, fmt.Sprintf(format, args...))
}

func (h *header) encode() []byte {
	b := make([]byte, headerSize)
	copy(b, magic)
	le := binary.LittleEndian
	le.PutUint32(b[8:], formatVersion)
	le.PutUint32(b[12:], h.bucketBits)
	le.PutUint64(b[16:], h.fingerprint)
	le.PutUint64(b[24:], uint64(h.src.size))
	le.PutUint64(b[32:], uint64(h.src.mtime))
	le.PutUint32(b[40:], h.src.crc)
	le.PutUint64(b[48:], h.games)
	le.PutUint64(b[56:], h.postings)
	for i, s := range h.sec {
		o := 64 + 20*i
		le.PutUint64(b[o:], s.off)
		le.PutUint64(b[o+8:], s.len)
		le.PutUint32(b[o+16:], s.crc)
	}
	le.PutUint32(b[headerSize-4:], checksum(b[:headerSize-4]))
	return b
}

// decodeHeader reads and checks a header; fileSize is the index file's
// size, which every section must lie within.
func decodeHeader(b []byte, fileSize int64) (*header, error) {
	le := binary.LittleEndian
	if len(b) < headerSize || string(b[:8]) != magic {
		return nil, damaged("not an index file")
	}
	if checksum(b[:headerSize-4]) != le.Uint32(b[headerSize-4:]) {
		return nil, damaged("header checksum")
	}
	if v := le.Uint32(b[8:]); v != formatVersion {
		return nil, damaged("format version %d", v)
	}
	h := &header{
		bucketBits:  le.Uint32(b[12:]),
		fingerprint: le.Uint64(b[16:]),
		src:         sourceID{size: int64(le.Uint64(b[24:])), mtime: int64(le.Uint64(b[32:])), crc: le.Uint32(b[40:])},
		games:       le.Uint64(b[48:]),
		postings:    le.Uint64(b[56:]),
	}
	for i := range h.sec {
		o := 64 + 20*i
		h.sec[i] = section{off: le.Uint64(b[o:]), len: le.Uint64(b[o+8:]), crc: le.Uint32(b[o+16:])}
		if s := h.sec[i]; s.off < headerSize || s.off+s.len < s.off || s.off+s.len > uint64(fileSize) {
			return nil, damaged("section %d out of the file", i)
		}
	}
	switch {
	case h.bucketBits > 30:
		return nil, damaged("bucket bits %d", h.bucketBits)
	case h.games > maxGames:
		return nil, damaged("%d games", h.games)
	case h.sec[secGames].len != h.games*gameRecordSize:
		return nil, damaged("games section length")
	case h.sec[secBuckets].len != (uint64(1)<<h.bucketBits+1)*4:
		return nil, damaged("buckets section length")
	case h.sec[secPostings].len != h.postings*postingSize:
		return nil, damaged("postings section length")
	case h.sec[secBlocks].len != (h.postings+blockPostings-1)/blockPostings*4:
		return nil, damaged("blocks section length")
	}
	return h, nil
}

// bucketBitsFor chooses the bucket table for n postings: about 16
// postings a bucket, so the table costs a quarter byte a posting and a
// bucket is read in one small read.
func bucketBitsFor(n int) uint32 {
	if n < 32 {
		return 1
	}
	return uint32(min(bits.Len(uint(n))-5, 28))
}

// splitKey is the bucket of a key and the 32 bits stored in its posting.
func splitKey(key uint64, bucketBits uint32) (bucket uint64, rem uint32) {
	return key >> (64 - bucketBits), uint32(key >> (32 - bucketBits))
}

// gameRecord is what the index keeps of one game.
type gameRecord struct {
	offset             int64
	length             uint32
	white, black       uint32 // string ids
	date               uint32 // yyyymmdd, with 0 for an unknown part
	whiteElo, blackElo uint16
	plies              uint16 // main-line moves replayed (65535: or more)
	result             uint8  // resultUnknown...
	problem            uint8  // why the game is not (wholly) indexed: problemNone...
}

// Why a game is not indexed, or only up to a move.
const (
	problemNone       = iota
	problemUnreadable // the PGN reader cannot read it
	problemVariant    // not standard chess
	problemStart      // its FEN tag is not a legal position
	problemMove       // a main-line move is not legal: indexed up to it
)

const (
	resultUnknown = iota
	resultWhite
	resultDraw
	resultBlack
)

func (g *gameRecord) encode(b []byte) {
	le := binary.LittleEndian
	le.PutUint64(b[0:], uint64(g.offset))
	le.PutUint32(b[8:], g.length)
	le.PutUint32(b[12:], g.white)
	le.PutUint32(b[16:], g.black)
	le.PutUint32(b[20:], g.date)
	le.PutUint16(b[24:], g.whiteElo)
	le.PutUint16(b[26:], g.blackElo)
	le.PutUint16(b[28:], g.plies)
	b[30] = g.result
	b[31] = g.problem
}

func decodeGame(b []byte) gameRecord {
	le := binary.LittleEndian
	return gameRecord{
		offset: int64(le.Uint64(b[0:])), length: le.Uint32(b[8:]),
		white: le.Uint32(b[12:]), black: le.Uint32(b[16:]), date: le.Uint32(b[20:]),
		whiteElo: le.Uint16(b[24:]), blackElo: le.Uint16(b[26:]), plies: le.Uint16(b[28:]),
		result: b[30], problem: b[31],
	}
}
