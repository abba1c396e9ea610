package nnue

import "fmt"

// King buckets. A net may give each perspective's inputs a set of
// weights per region of that side's own king ("king bucket"): a pawn on
// e4 means one thing with the king castled short and another with it in
// the centre. Such a net also mirrors the board a-h whenever the own king
// stands on files e-h, so that the king is always on files a-d and each
// bucket's weights learn from both wings. The bucket of a king square is
// a table of the 32 squares a1-d8 (KingMap), stored in the file, so the
// trainer can choose a layout without the engine knowing it.
//
// A net without king buckets (KB 0) has 768 inputs and no mirroring, as
// every net before file version 3.

// MaxKingBuckets bounds KB in a file.
const MaxKingBuckets = 16

// View is one perspective's frame for a given own-king square: where its
// king bucket's inputs start and how squares are turned. Features of the
// same view can be added to and taken from the same accumulator; a king
// move that changes the view needs a refresh (see Net.View).
type View struct {
	base  int // first input of the king bucket
	flip  int // XORed into squares: 56 from Black's side, 7 more when mirrored
	persp int
}

// KingBuckets is the number of king buckets: 1 for a net without them.
func (n *Net) KingBuckets() int { return max(n.KB, 1) }

// InputCount is the number of inputs per perspective: 768 per king
// bucket.
func (n *Net) InputCount() int { return Inputs * n.KingBuckets() }

// View returns perspective persp's frame when its own king stands on
// kingSq (0 = a1 .. 63 = h8).
func (n *Net) View(persp, kingSq int) View {
	flip := 56 * persp
	if n.KB == 0 {
		return View{0, flip, persp}
	}
	k := kingSq ^ flip
	if k&7 >= 4 {
		flip ^= 7
		k ^= 7
	}
	return View{int(n.KingMap[(k>>3)*4+(k&7)]) * Inputs, flip, persp}
}

// Feature returns the input index of a piece of colour pieceColor (0 =
// White, 1 = Black) and type pt (0 = pawn .. 5 = king) on square sq in
// the view.
func (v View) Feature(pieceColor, pt, sq int) int {
	rel := 0
	if pieceColor != v.persp {
		rel = 6
	}
	return v.base + (rel+pt)*64 + (sq ^ v.flip)
}

// KingLayout returns a king-bucket map of kb buckets (1, 2, 4 or 8),
// indexed by rank*4+file over a1-d8 as seen from the perspective (after
// mirroring). The layouts give the squares a king is found on most
// (its home rank, castled or not) their own buckets and share the rest.
func KingLayout(kb int) ([32]uint8, error) {
	var m [32]uint8
	for sq := range 32 {
		rank, file := sq/4, sq%4
		var b int
		switch kb {
		case 1:
			b = 0
		case 2: // home rank, elsewhere
			b = min(rank, 1)
		case 4: // castled (a1-c1), at home (d1), second rank, elsewhere
			switch {
			case rank == 0 && file < 3:
				b = 0
			case rank == 0:
				b = 1
			case rank == 1:
				b = 2
			default:
				b = 3
			}
		case 8: // a1-b1, c1, d1, a2-b2, c2-d2, third rank, fourth and fifth, beyond
			switch {
			case rank == 0 && file < 2:
				b = 0
			case rank == 0 && file == 2:
				b = 1
			case rank == 0:
				b = 2
			case rank == 1 && file < 2:
				b = 3
			case rank == 1:
				b = 4
			case rank == 2:
				b = 5
			case rank <= 4:
				b = 6
			default:
				b = 7
			}
		default:
			return m, fmt.Errorf("no king-bucket layout for %d buckets (1, 2, 4 or 8)", kb)
		}
		m[sq] = uint8(b)
	}
	return m, nil
}
