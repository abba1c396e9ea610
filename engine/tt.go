package engine

import (
	"math/bits"
	"sync/atomic"
)

// Transposition table: a hash table of search results keyed by the
// position's Zobrist key. Entries sit in buckets of four; a probe looks at
// one bucket only. Each entry keeps the lower 32 bits of the key to tell
// positions apart (the upper bits choose the bucket), the best move, the
// score with its bound, the static evaluation, the depth and the search
// generation ("age") it was written in.

// Bound says how a stored score relates to the true value.
type bound uint8

const (
	boundNone  bound = 0
	boundUpper bound = 1 // score is at most the stored value (fail low)
	boundLower bound = 2 // score is at least the stored value (fail high)
	boundExact bound = 3
)

const (
	ttBucketSize = 4
	// ttBucketBytes is the size of a bucket: four 32-bit check words and
	// four 64-bit data words.
	ttBucketBytes = 12 * ttBucketSize
	// DefaultHashMB is the table size of a new Engine.
	DefaultHashMB = 64
	// MinHashMB and MaxHashMB bound the UCI Hash option.
	MinHashMB = 1
	MaxHashMB = 4096
)

// An entry is two words, each read and written atomically, so that the
// search threads of a Lazy SMP search (smp.go) can share the table
// without locks. The data word packs
//
//	bits  0-15 move
//	bits 16-31 score (int16)
//	bits 32-47 static evaluation (int16)
//	bits 48-55 depth (int8)
//	bits 56-57 bound
//	bits 58-63 generation
//
// and the check word is the low 32 bits of the key XOR a fold of the data
// word without its generation (ttCheck). Two threads writing the same
// slot at once can leave one's check word with the other's data word;
// such a torn entry fails the key comparison and reads as another
// position's (a miss), unless the 32-bit fold happens to match, which is
// as unlikely as the 32-bit key collision the table always accepted. The
// generation is outside the check so that a probe can refresh it with one
// compare-and-swap of the data word. With one thread no entry is ever
// torn and the table behaves exactly like a table of plain structs with
// the same fields (same buckets, same replacement), so a single-threaded
// search gives the same node counts as before the atomic layout.
type ttBucket struct {
	check [ttBucketSize]atomic.Uint32
	data  [ttBucketSize]atomic.Uint64
}

const (
	ttGenShift = 58
	ttGenMask  = uint64(63) << ttGenShift
)

// ttCheck folds a data word, generation left out, into 32 bits.
func ttCheck(d uint64) uint32 {
	d &^= ttGenMask
	return uint32(d) ^ uint32(d>>32)
}

func ttPack(move Move, score, eval, depth int, gen uint8, bd bound) uint64 {
	return uint64(move) | uint64(uint16(int16(score)))<<16 | uint64(uint16(int16(eval)))<<32 |
		uint64(uint8(int8(depth)))<<48 | uint64(bd)<<56 | uint64(gen)<<ttGenShift
}

func entryMove(d uint64) Move   { return Move(d) }
func entryScore(d uint64) int   { return int(int16(d >> 16)) }
func entryEval(d uint64) int    { return int(int16(d >> 32)) }
func entryDepth(d uint64) int   { return int(int8(d >> 48)) }
func entryBound(d uint64) bound { return bound(d >> 56 & 3) }
func entryGen(d uint64) uint8   { return uint8(d >> ttGenShift) }

// ttHit is what a successful probe returns. Score is already converted
// back to "mate in N from the probing node".
type ttHit struct {
	Move  Move
	Score int
	Eval  int
	Depth int
	Bound bound
}

// transTable is shared by the threads of one search. probe, store and
// hashfull may run concurrently; resize, clear and newSearch only while
// no search runs.
type transTable struct {
	buckets []ttBucket
	gen     uint8 // 6 bits, wraps
}

func newTransTable(mb int) *transTable {
	t := &transTable{}
	t.resize(mb)
	return t
}

// resize reallocates the table to mb megabytes (clamped to the UCI range),
// dropping its contents.
func (t *transTable) resize(mb int) {
	mb = min(max(mb, MinHashMB), MaxHashMB)
	n := (mb << 20) / ttBucketBytes
	t.buckets = make([]ttBucket, n)
	t.gen = 0
}

// sizeMB is the size the table was allocated for, rounded to whole MB.
func (t *transTable) sizeMB() int {
	return (len(t.buckets)*ttBucketBytes + (1<<20 - 1)) >> 20
}

func (t *transTable) clear() {
	clear(t.buckets)
	t.gen = 0
}

// newSearch starts a new generation so that entries from earlier searches
// are preferred for replacement.
func (t *transTable) newSearch() { t.gen = (t.gen + 1) & 63 }

func (t *transTable) bucket(key uint64) *ttBucket {
	hi, _ := bits.Mul64(key, uint64(len(t.buckets)))
	return &t.buckets[hi]
}

// probe looks key up; ply converts mate scores to the probing node.
func (t *transTable) probe(key uint64, ply int) (ttHit, bool) {
	b := t.bucket(key)
	k := uint32(key)
	for i := range b.data {
		d := b.data[i].Load()
		if b.check[i].Load()^ttCheck(d) != k || entryBound(d) == boundNone {
			continue
		}
		if entryGen(d) != t.gen {
			// Refresh the age so the entry survives this search. If
			// another thread has rewritten the slot meanwhile, its entry
			// stays as it is.
			b.data[i].CompareAndSwap(d, d&^ttGenMask|uint64(t.gen)<<ttGenShift)
		}
		return ttHit{
			Move:  entryMove(d),
			Score: scoreFromTT(entryScore(d), ply),
			Eval:  entryEval(d),
			Depth: entryDepth(d),
			Bound: entryBound(d),
		}, true
	}
	return ttHit{}, false
}

// worth ranks an entry for replacement: shallow and old goes first.
func (t *transTable) worth(d uint64) int {
	age := int((t.gen - entryGen(d)) & 63)
	return entryDepth(d) - 8*age
}

// store writes a result. The slot is the entry of the same position if
// there is one, else the one worth least: shallow and old.
func (t *transTable) store(key uint64, ply int, move Move, score, eval, depth int, bd bound) {
	b := t.bucket(key)
	k := uint32(key)
	vi := 0
	vd := b.data[0].Load()
	vk := b.check[0].Load() ^ ttCheck(vd)
	for i := range ttBucketSize {
		d, ek := vd, vk
		if i > 0 {
			d = b.data[i].Load()
			ek = b.check[i].Load() ^ ttCheck(d)
		}
		if ek == k || entryBound(d) == boundNone {
			vi, vd, vk = i, d, ek
			break
		}
		if t.worth(d) < t.worth(vd) {
			vi, vd, vk = i, d, ek
		}
	}
	if vk == k && entryBound(vd) != boundNone {
		// Same position: keep the old move when the new result has none,
		// and keep a deeper result unless the new one is exact.
		if move == NoMove {
			move = entryMove(vd)
		}
		if bd != boundExact && depth+3 < entryDepth(vd) && entryGen(vd) == t.gen {
			if d := vd&^0xffff | uint64(move); d != vd {
				t.write(b, vi, k, d)
			}
			return
		}
	}
	depth = min(max(depth, -100), 100)
	t.write(b, vi, k, ttPack(move, scoreToTT(score, ply), eval, depth, t.gen, bd))
}

// write stores entry i of b: data first, then the check word that makes
// it readable.
func (t *transTable) write(b *ttBucket, i int, k uint32, d uint64) {
	b.data[i].Store(d)
	b.check[i].Store(k ^ ttCheck(d))
}

// hashfull returns the permille of sampled entries written in the current
// generation, as UCI's "hashfull" wants.
func (t *transTable) hashfull() int {
	n := min(len(t.buckets), 1000/ttBucketSize)
	used := 0
	for i := 0; i < n; i++ {
		for j := range t.buckets[i].data {
			d := t.buckets[i].data[j].Load()
			if entryBound(d) != boundNone && entryGen(d) == t.gen {
				used++
			}
		}
	}
	return used * 1000 / (n * ttBucketSize)
}

// Mate and tablebase scores are stored relative to the node, not the
// root, so a mate found through a transposition at another ply keeps its
// true distance.
func scoreToTT(score, ply int) int {
	switch {
	case score > tbBound:
		return score + ply
	case score < -tbBound:
		return score - ply
	}
	return score
}

func scoreFromTT(score, ply int) int {
	switch {
	case score > tbBound:
		return score - ply
	case score < -tbBound:
		return score + ply
	}
	return score
}
