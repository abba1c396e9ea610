package tablebase

import (
	"encoding/binary"
	"fmt"
	"math/bits"
)

// probe looks a position up in the table. For WDL tables it returns the
// stored value as -2..2. For DTZ tables wdl is the position's WDL value;
// the result is the stored distance in plies plus one, or changeSTM when
// the table only stores the other side to move.
func (t *table) probe(p *Position, wdl int) (value int, changeSTM bool, err error) {
	var squares [maxTBPieces]int
	var pieces [maxTBPieces]int
	if bits.OnesCount64(p.occupied()) != t.numPieces {
		return 0, false, fmt.Errorf("tablebase: %s: wrong piece count", t.mat.name)
	}
	blackToMove := !p.WhiteToMove
	// Tables are built with the first-named side as white. Positions with
	// the colours the other way round are flipped, as are positions of
	// symmetric material with black to move (only white to move is stored).
	symmetricBlackToMove := t.key == t.key2 && blackToMove
	blackStronger := p.key() != t.key
	flip := symmetricBlackToMove || blackStronger
	flipColor, flipSquares := 0, 0
	if flip {
		flipColor, flipSquares = blackBit, 56
	}
	stm := boolIndex(flip != blackToMove)

	size, leadCnt := 0, 0
	var leadPawns uint64
	file := 0
	if t.hasPawns {
		pc := t.p[0][0].pieces[0] ^ flipColor
		leadPawns = p.Pawns & p.side(pc&blackBit != 0)
		for b := leadPawns; b != 0; b &= b - 1 {
			squares[size] = bits.TrailingZeros64(b) ^ flipSquares
			size++
		}
		leadCnt = size
		best := 0
		for i := 1; i < leadCnt; i++ {
			if mapPawns[squares[i]] > mapPawns[squares[best]] {
				best = i
			}
		}
		squares[0], squares[best] = squares[best], squares[0]
		file = squares[0] % 8
		if file > 3 {
			file = 7 - file
		}
	}
	if t.dtz {
		d := t.pairsFor(0, file)
		if d.flags&dtzFlagSTM != stm && !(t.key == t.key2 && !t.hasPawns) {
			return 0, true, nil
		}
	}
	for b := p.occupied() ^ leadPawns; b != 0; b &= b - 1 {
		sq := bits.TrailingZeros64(b)
		squares[size] = sq ^ flipSquares
		pieces[size] = p.pieceCode(sq) ^ flipColor
		size++
	}
	d := t.pairsFor(stm, file)
	// Put the pieces in the order the table indexes them.
	for i := leadCnt; i < size-1; i++ {
		for j := i + 1; j < size; j++ {
			if d.pieces[i] == pieces[j] {
				pieces[i], pieces[j] = pieces[j], pieces[i]
				squares[i], squares[j] = squares[j], squares[i]
				break
			}
		}
	}
	idx, err := d.encode(squares[:size], leadCnt, t.hasPawns, t.uniquePieces, t.hasPawns && t.pawnCount[1] > 0)
	if err != nil {
		return 0, false, fmt.Errorf("tablebase: %s: %w", t.mat.name, err)
	}
	v, err := d.decompress(&t.blob, idx)
	if err != nil {
		return 0, false, fmt.Errorf("tablebase: %s: %w", t.filePath, err)
	}
	if !t.dtz {
		if v > 4 {
			return 0, false, fmt.Errorf("tablebase: %s: WDL value %d: %w", t.filePath, v, errCorrupt)
		}
		return v - 2, false, nil
	}
	v, err = t.mapDTZ(d, v, wdl)
	if err != nil {
		return 0, false, fmt.Errorf("tablebase: %s: %w", t.filePath, err)
	}
	return v, false, nil
}

// mapDTZ turns a stored DTZ value into plies (plus one).
func (t *table) mapDTZ(d *pairs, v, wdl int) (int, error) {
	wdlMap := [5]int{1, 3, 0, 2, 0} // map number for wdl -2..2
	if d.flags&dtzFlagMapped != 0 {
		m := wdlMap[wdl+2]
		if v >= d.mapLen[m] {
			return 0, fmt.Errorf("DTZ value %d outside its map: %w", v, errCorrupt)
		}
		if d.flags&dtzFlagWide != 0 {
			v = int(binary.LittleEndian.Uint16(t.dtzMap[d.mapIdx[m]+2*v:]))
		} else {
			v = int(t.dtzMap[d.mapIdx[m]+v])
		}
	}
	// Tables store moves rather than plies unless a flag says otherwise;
	// cursed wins and blessed losses are always in moves.
	if (wdl == 2 && d.flags&dtzFlagWinPlies == 0) ||
		(wdl == -2 && d.flags&dtzFlagLossPlies == 0) ||
		wdl == 1 || wdl == -1 {
		v *= 2
	}
	return v + 1, nil
}

// encode computes the index of the squares (already in table piece order).
func (d *pairs) encode(sq []int, leadCnt int, hasPawns, unique, pawnsBothSides bool) (uint64, error) {
	size := len(sq)
	// Mirror so the leading piece is on files a-d.
	if sq[0]%8 > 3 {
		for i := range sq {
			sq[i] ^= 7
		}
	}
	var idx uint64
	if hasPawns {
		idx = leadPawnIdx[leadCnt][sq[0]]
		// The other leading pawns in ascending mapPawns order.
		for i := 2; i < leadCnt; i++ {
			for j := i; j > 1 && mapPawns[sq[j]] < mapPawns[sq[j-1]]; j-- {
				sq[j], sq[j-1] = sq[j-1], sq[j]
			}
		}
		for i := 1; i < leadCnt; i++ {
			idx += binomial[i][mapPawns[sq[i]]]
		}
	} else {
		// Mirror so the leading piece is on ranks 1-4, then about the
		// a1-h8 diagonal so the first off-diagonal piece of the leading
		// group is below it.
		if sq[0]/8 > 3 {
			for i := range sq {
				sq[i] ^= 56
			}
		}
		for i := 0; i < d.groupLen[0]; i++ {
			o := offA1H8(sq[i])
			if o == 0 {
				continue
			}
			if o > 0 {
				for j := i; j < size; j++ {
					sq[j] = (sq[j]>>3 | sq[j]<<3) & 63
				}
			}
			break
		}
		if unique {
			idx = uniqueIndex(sq[0], sq[1], sq[2])
		} else {
			kk := mapKK[mapA1D1D4[sq[0]]][sq[1]]
			if kk < 0 {
				return 0, fmt.Errorf("kings touch: not a legal position")
			}
			idx = uint64(kk)
		}
	}
	idx *= d.groupIdx[0]

	// Remaining groups: each a combination of the squares not taken by
	// earlier groups, with squares renumbered to skip those.
	remainingPawns := hasPawns && pawnsBothSides
	start := d.groupLen[0]
	for g := 1; d.groupLen[g] != 0; g++ {
		n := d.groupLen[g]
		grp := sq[start : start+n]
		for i := 1; i < n; i++ { // insertion sort, ascending squares
			for j := i; j > 0 && grp[j] < grp[j-1]; j-- {
				grp[j], grp[j-1] = grp[j-1], grp[j]
			}
		}
		var s uint64
		for i, x := range grp {
			adjust := 0
			for _, y := range sq[:start] {
				if x > y {
					adjust++
				}
			}
			v := x - adjust
			if remainingPawns {
				v -= 8
			}
			if v < 0 {
				return 0, fmt.Errorf("pawn on a back rank: not a legal position")
			}
			s += binomial[i+1][v]
		}
		remainingPawns = false
		idx += s * d.groupIdx[g]
		start += n
	}
	return idx, nil
}

// uniqueIndex encodes a leading group of three unique pieces (two kings
// and one more) with the first in the a1-d1-d4 triangle.
func uniqueIndex(s0, s1, s2 int) uint64 {
	adj1 := 0
	if s1 > s0 {
		adj1 = 1
	}
	adj2 := 0
	if s2 > s0 {
		adj2++
	}
	if s2 > s1 {
		adj2++
	}
	var idx int
	switch {
	case offA1H8(s0) != 0:
		idx = (mapA1D1D4[s0]*63+(s1-adj1))*62 + s2 - adj2
	case offA1H8(s1) != 0:
		idx = (6*63+(s0/8)*28+mapB1H1H7[s1])*62 + s2 - adj2
	case offA1H8(s2) != 0:
		idx = 6*63*62 + 4*28*62 + (s0/8)*7*28 + (s1/8-adj1)*28 + mapB1H1H7[s2]
	default:
		idx = 6*63*62 + 4*28*62 + 4*7*28 + (s0/8)*7*6 + (s1/8-adj1)*6 + (s2/8 - adj2)
	}
	return uint64(idx)
}
