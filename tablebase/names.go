package tablebase

import (
	"fmt"
	"math/bits"
	"strings"
)

// pieceLetters lists piece letters in the order table names use.
const pieceLetters = "KQRBNP"

// materialKey identifies the material of a position: 4 bits for the count
// of each non-king piece type of each colour.
type materialKey uint64

func keyShift(pieceType int, black bool) uint {
	s := uint(4 * (pieceType - 1))
	if black {
		s += 20
	}
	return s
}

// key computes the material key of a position.
func (p *Position) key() materialKey {
	var k materialKey
	for t := pawn; t <= queen; t++ {
		b := p.byType(t)
		k |= materialKey(bits.OnesCount64(b&p.White)) << keyShift(t, false)
		k |= materialKey(bits.OnesCount64(b&p.Black)) << keyShift(t, true)
	}
	return k
}

// tableName describes material as a table name, white first ("KQvKR").
func (p *Position) tableName() string {
	var sb strings.Builder
	for _, black := range []bool{false, true} {
		if black {
			sb.WriteByte('v')
		}
		for _, c := range pieceLetters {
			t := letterType(byte(c))
			n := bits.OnesCount64(p.byType(t) & p.side(black))
			sb.WriteString(strings.Repeat(string(c), n))
		}
	}
	return sb.String()
}

func letterType(c byte) int {
	switch c {
	case 'K':
		return king
	case 'Q':
		return queen
	case 'R':
		return rook
	case 'B':
		return bishop
	case 'N':
		return knight
	case 'P':
		return pawn
	}
	return 0
}

// tableMaterial is what a table name tells: the pieces of the side named
// first (white in the file) and second.
type tableMaterial struct {
	name   string
	counts [2][7]int // [side][piece type]
	pieces int
}

// parseTableName checks a name such as "KRPvKR".
func parseTableName(name string) (tableMaterial, error) {
	m := tableMaterial{name: name}
	parts := strings.Split(name, "v")
	if len(parts) != 2 {
		return m, fmt.Errorf("table name %q: want one 'v'", name)
	}
	for side, part := range parts {
		if len(part) == 0 || part[0] != 'K' {
			return m, fmt.Errorf("table name %q: each side starts with K", name)
		}
		prev := 0
		for i := 0; i < len(part); i++ {
			t := letterType(part[i])
			rank := strings.IndexByte(pieceLetters, part[i])
			if t == 0 || (i > 0 && t == king) || rank < prev {
				return m, fmt.Errorf("table name %q: pieces must be K then QRBNP in order", name)
			}
			prev = rank
			m.counts[side][t]++
		}
		m.pieces += len(part)
	}
	if m.pieces > maxTBPieces {
		return m, fmt.Errorf("table name %q: more than %d pieces", name, maxTBPieces)
	}
	return m, nil
}

// key returns the material key with the first-named side as white, or
// as black when mirrored.
func (m tableMaterial) key(mirrored bool) materialKey {
	var k materialKey
	for side := 0; side < 2; side++ {
		black := (side == 1) != mirrored
		for t := pawn; t <= queen; t++ {
			k |= materialKey(m.counts[side][t]) << keyShift(t, black)
		}
	}
	return k
}

func (m tableMaterial) hasPawns() bool { return m.counts[0][pawn]+m.counts[1][pawn] > 0 }
