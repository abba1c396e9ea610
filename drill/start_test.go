package drill

import (
	"math/bits"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"chessmaster/engine"
	"chessmaster/tablebase"
)

// Every drill's start positions are legal, White to move, won by the
// tables, long enough, with the drill's material and conditions; the same
// seed gives the same position.
func TestStartPositions(t *testing.T) {
	tb := tables(t)
	for _, k := range Kinds {
		seen := map[string]bool{}
		for seed := int64(1); seed <= 25; seed++ {
			fen, err := StartFEN(tb, k, rand.New(rand.NewSource(seed)))
			if err != nil {
				t.Fatalf("%s seed %d: %v", k.ID, seed, err)
			}
			again, _ := StartFEN(tb, k, rand.New(rand.NewSource(seed)))
			if again != fen {
				t.Fatalf("%s seed %d: %s then %s", k.ID, seed, fen, again)
			}
			seen[fen] = true
			p := position(t, fen)
			if p.SideToMove() != engine.White || p.HalfmoveClock() != 0 {
				t.Fatalf("%s: %s", k.ID, fen)
			}
			for c, want := range [][]engine.PieceType{k.White, k.Black} {
				for pt := engine.Pawn; pt <= engine.Queen; pt++ {
					n := bits.OnesCount64(uint64(p.Pieces(engine.Color(c), pt)))
					if w := countOf(want, pt); n != w {
						t.Fatalf("%s: %s has %d of piece %d for colour %d, want %d", k.ID, fen, n, pt, c, w)
					}
				}
			}
			best, all, err := tb.ProbeRoot(p.TablebasePosition())
			if err != nil || best.WDL != tablebase.Win || best.DTZ < k.MinDTZ {
				t.Fatalf("%s: %s: best %+v %v", k.ID, fen, best, err)
			}
			if k.NoCapture {
				for _, m := range legalMoves(p) {
					if p.IsCapture(m) {
						t.Fatalf("%s: %s offers the capture %s", k.ID, fen, m)
					}
				}
			}
			if k.Opposition {
				pawn := engine.Square(bits.TrailingZeros64(uint64(p.Pieces(engine.White, engine.Pawn))))
				bk := p.KingSquare(engine.Black)
				if d := bk.File() - pawn.File(); d < -1 || d > 1 || bk.Rank() <= pawn.Rank() {
					t.Fatalf("kpk: %s: the black king is not in front of the pawn", fen)
				}
				if !slices.ContainsFunc(all, func(m tablebase.RootMove) bool { return m.WDL < tablebase.Win }) {
					t.Fatalf("kpk: %s: every move wins; the drill wants a position that needs the opposition", fen)
				}
			}
		}
		if len(seen) < 20 {
			t.Errorf("%s: only %d different positions in 25 seeds", k.ID, len(seen))
		}
	}
}

func countOf(list []engine.PieceType, pt engine.PieceType) int {
	n := 0
	for _, x := range list {
		if x == pt {
			n++
		}
	}
	return n
}

func TestKindByID(t *testing.T) {
	for _, id := range []string{"kqk", "KRK", " kbnk", "kpk", "kqkr", "krkb"} {
		if _, err := KindByID(id); err != nil {
			t.Errorf("%q: %v", id, err)
		}
	}
	if _, err := KindByID("kbbk"); err == nil || !strings.Contains(err.Error(), "kqk, krk, kbnk, kpk, kqkr, krkb") {
		t.Errorf("unknown drill: %v", err)
	}
}
