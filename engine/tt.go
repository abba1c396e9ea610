package engine

import "math/bits"

// Transposition table: a hash table of search results keyed by the
// position's Zobrist key. Entries sit in buckets of four; a probe looks at
// one bucket only. Each entry keeps the upper 32 bits of the key to tell
// positions apart (the lower bits choose the bucket), the best move, the
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
	// DefaultHashMB is the table size of a new Engine.
	DefaultHashMB = 64
	// MinHashMB and MaxHashMB bound the UCI Hash option.
	MinHashMB = 1
	MaxHashMB = 4096
)

type ttEntry struct {
	key32    uint32
	move     Move
	score    int16
	eval     int16
	depth    int8
	genBound uint8 // generation<<2 | bound
}

func (e *ttEntry) bound() bound { return bound(e.genBound & 3) }
func (e *ttEntry) gen() uint8   { return e.genBound >> 2 }

type ttBucket [ttBucketSize]ttEntry

// ttHit is what a successful probe returns. Score is already converted
// back to "mate in N from the probing node".
type ttHit struct {
	Move  Move
	Score int
	Eval  int
	Depth int
	Bound bound
}

// transTable is not safe for concurrent use: one search thread owns it.
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
	const bucketBytes = 12 * ttBucketSize
	n := (mb << 20) / bucketBytes
	t.buckets = make([]ttBucket, n)
	t.gen = 0
}

// sizeMB is the size the table was allocated for, rounded to whole MB.
func (t *transTable) sizeMB() int {
	return (len(t.buckets)*12*ttBucketSize + (1<<20 - 1)) >> 20
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
	for i := range b {
		e := &b[i]
		if e.key32 == k && e.bound() != boundNone {
			// Refresh the age so the entry survives this search.
			e.genBound = t.gen<<2 | uint8(e.bound())
			return ttHit{
				Move:  e.move,
				Score: scoreFromTT(int(e.score), ply),
				Eval:  int(e.eval),
				Depth: int(e.depth),
				Bound: e.bound(),
			}, true
		}
	}
	return ttHit{}, false
}

// store writes a result. The slot is the entry of the same position if
// there is one, else the one worth least: shallow and old.
func (t *transTable) store(key uint64, ply int, move Move, score, eval, depth int, bd bound) {
	b := t.bucket(key)
	k := uint32(key)
	victim := &b[0]
	worth := func(e *ttEntry) int {
		age := int((t.gen - e.gen()) & 63)
		return int(e.depth) - 8*age
	}
	for i := range b {
		e := &b[i]
		if e.key32 == k || e.bound() == boundNone {
			victim = e
			break
		}
		if worth(e) < worth(victim) {
			victim = e
		}
	}
	if victim.key32 == k && victim.bound() != boundNone {
		// Same position: keep the old move when the new result has none,
		// and keep a deeper result unless the new one is exact.
		if move == NoMove {
			move = victim.move
		}
		if bd != boundExact && depth+3 < int(victim.depth) && victim.gen() == t.gen {
			victim.move = move
			return
		}
	}
	depth = min(max(depth, -100), 100)
	*victim = ttEntry{
		key32:    k,
		move:     move,
		score:    int16(scoreToTT(score, ply)),
		eval:     int16(eval),
		depth:    int8(depth),
		genBound: t.gen<<2 | uint8(bd),
	}
}

// hashfull returns the permille of sampled entries written in the current
// generation, as UCI's "hashfull" wants.
func (t *transTable) hashfull() int {
	n := min(len(t.buckets), 1000/ttBucketSize)
	used := 0
	for i := 0; i < n; i++ {
		for j := range t.buckets[i] {
			e := &t.buckets[i][j]
			if e.bound() != boundNone && e.gen() == t.gen {
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
