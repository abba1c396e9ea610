package engine

import "testing"

func TestTTStoreProbe(t *testing.T) {
	tt := newTransTable(1)
	key := uint64(0x123456789abcdef0)
	m := NewMove(SqE1, SqG1)
	tt.store(key, 0, m, 37, 12, 5, boundExact)
	hit, ok := tt.probe(key, 0)
	if !ok {
		t.Fatal("stored entry not found")
	}
	if hit.Move != m || hit.Score != 37 || hit.Eval != 12 || hit.Depth != 5 || hit.Bound != boundExact {
		t.Fatalf("got %+v", hit)
	}
	if _, ok := tt.probe(key^(1<<3), 0); ok {
		t.Fatal("a different key must not hit")
	}
}

// A mate found 3 plies below a node at ply 4 is "mate at ply 7" from the
// root; read back at ply 10 through a transposition it must be mate at 13.
func TestTTMateScoresAreRelativeToNode(t *testing.T) {
	tt := newTransTable(1)
	key := uint64(42)
	tt.store(key, 4, NoMove, mateIn(7), 0, 3, boundExact)
	hit, _ := tt.probe(key, 10)
	if hit.Score != mateIn(13) {
		t.Fatalf("mate score read back as %d, want %d", hit.Score, mateIn(13))
	}
	tt.store(key, 4, NoMove, matedIn(6), 0, 3, boundExact)
	hit, _ = tt.probe(key, 2)
	if hit.Score != matedIn(4) {
		t.Fatalf("mated score read back as %d, want %d", hit.Score, matedIn(4))
	}
}

// Keys that map to the same bucket fill it; the next store evicts the
// shallowest entry, not a deep one.
func TestTTReplacementKeepsDeepEntries(t *testing.T) {
	tt := newTransTable(1)
	n := uint64(len(tt.buckets))
	// bits.Mul64(key, n)>>64 == 0 for all keys below 2^64/n.
	step := (^uint64(0) / n) / 8
	keys := []uint64{1, 1 + step, 1 + 2*step, 1 + 3*step, 1 + 4*step}
	depths := []int{9, 2, 8, 7}
	for i, d := range depths {
		tt.store(keys[i], 0, NoMove, 0, 0, d, boundLower)
	}
	tt.store(keys[4], 0, NoMove, 0, 0, 1, boundLower)
	if _, ok := tt.probe(keys[1], 0); ok {
		t.Error("the depth-2 entry should have been replaced")
	}
	for _, i := range []int{0, 2, 3, 4} {
		if _, ok := tt.probe(keys[i], 0); !ok {
			t.Errorf("entry %d (depth %d) lost", i, append(depths, 1)[i])
		}
	}
}

func TestTTHashfull(t *testing.T) {
	tt := newTransTable(1)
	if tt.hashfull() != 0 {
		t.Fatal("empty table not at 0")
	}
	for i := range tt.buckets {
		for j := range tt.buckets[i].data {
			tt.write(&tt.buckets[i], j, uint32(i), uint64(boundExact)<<56)
		}
	}
	if got := tt.hashfull(); got != 1000 {
		t.Fatalf("full table hashfull %d", got)
	}
	tt.newSearch()
	if got := tt.hashfull(); got != 0 {
		t.Fatalf("entries of the previous search counted: %d", got)
	}
}

func TestTTResizeClamps(t *testing.T) {
	tt := newTransTable(0)
	if tt.sizeMB() != MinHashMB {
		t.Fatalf("size %d MB", tt.sizeMB())
	}
	tt.resize(16)
	if tt.sizeMB() != 16 {
		t.Fatalf("size %d MB, want 16", tt.sizeMB())
	}
}
