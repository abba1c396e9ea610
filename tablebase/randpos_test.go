package tablebase

import (
	"io/fs"
	"math/bits"
	"math/rand"
	"path"
	"sort"
	"strings"
	"testing"

	"chessmaster/assets"
)

// embeddedMaterials lists the table names shipped in assets.
func embeddedMaterials(t testing.TB) []tableMaterial {
	t.Helper()
	ents, err := fs.ReadDir(assets.Syzygy, "syzygy")
	if err != nil {
		t.Fatal(err)
	}
	var out []tableMaterial
	for _, e := range ents {
		if path.Ext(e.Name()) != ".rtbw" {
			continue
		}
		m, err := parseTableName(strings.TrimSuffix(e.Name(), ".rtbw"))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, m)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out
}

// randomPosition places the material of m at random (either colour first)
// until the position is legal and the side to move has a legal move.
func randomPosition(r *rand.Rand, m tableMaterial) Position {
	for {
		p := Position{EnPassant: -1, WhiteToMove: r.Intn(2) == 0}
		swap := r.Intn(2) == 0
		ok := true
		for side := 0; side < 2 && ok; side++ {
			black := (side == 1) != swap
			for pt := pawn; pt <= king; pt++ {
				n := m.counts[side][pt]
				for i := 0; i < n; i++ {
					sq := r.Intn(64)
					b := uint64(1) << uint(sq)
					if p.occupied()&b != 0 || (pt == pawn && b&(rank1|rank8) != 0) {
						ok = false
						break
					}
					*p.byTypePtr(pt) |= b
					if black {
						p.Black |= b
					} else {
						p.White |= b
					}
				}
			}
		}
		if ok && bits.OnesCount64(p.occupied()) == m.pieces && p.validate() == nil && p.hasLegalMove() {
			return p
		}
	}
}

func TestRandomPositionsAreLegal(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for _, m := range embeddedMaterials(t) {
		p := randomPosition(r, m)
		q, err := ParseFEN(p.FEN())
		if err != nil {
			t.Fatalf("%s: %v", p.FEN(), err)
		}
		if *q != p {
			t.Fatalf("FEN round trip changed %s into %s", p.FEN(), q.FEN())
		}
	}
}

// withEnPassant plays a double pawn push from p when there is one that
// leaves an en-passant capture, so the result has an en-passant square.
// Otherwise it returns p.
func withEnPassant(p Position) Position {
	// Try the double pushes of the side to move and keep the first that
	// leaves a capturable en-passant square.
	var l moveList
	p.generate(&l)
	for i := 0; i < l.n; i++ {
		m := l.moves[i]
		if m.flags&flagPawn != 0 && (int(m.to)-int(m.from) == 16 || int(m.from)-int(m.to) == 16) {
			if next := p.play(m); next.EnPassant >= 0 && next.hasLegalMove() {
				next.Rule50 = 0
				return next
			}
		}
	}
	return p
}
