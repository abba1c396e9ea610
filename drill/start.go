package drill

import (
	"errors"
	"fmt"
	"math/bits"
	"math/rand"
	"strings"

	"chessmaster/engine"
	"chessmaster/tablebase"
)

// maxTries bounds the search for a start position. The rarest drill,
// KR v KB, finds a won position in a few hundred tries on average.
const maxTries = 200000

// ErrNoStart: no position fitting the drill was found.
var ErrNoStart = errors.New("no start position found")

// StartFEN returns a random start position for k, drawn with rng, that
// the tables say White wins (White to move, no move played yet) and that
// fits the drill's conditions.
func StartFEN(tb *tablebase.Tablebases, k Kind, rng *rand.Rand) (string, error) {
	for range maxTries {
		fen := randomPlacement(k, rng)
		pos, err := engine.ParseFEN(fen)
		if err != nil {
			continue // kings touching, Black in check, pawn on the last rank
		}
		ok, err := fits(tb, k, pos)
		if err != nil {
			return "", err
		}
		if ok {
			return fen, nil
		}
	}
	return "", fmt.Errorf("%s: %w in %d tries", k.ID, ErrNoStart, maxTries)
}

// randomPlacement puts the kings and the drill's pieces on distinct
// random squares (pawns on ranks 2-7), White to move.
func randomPlacement(k Kind, rng *rand.Rand) string {
	var board [64]byte
	place := func(c byte, pawn bool) {
		for {
			sq := rng.Intn(64)
			if pawn && (sq < 8 || sq >= 56) {
				continue
			}
			if board[sq] == 0 {
				board[sq] = c
				return
			}
		}
	}
	place('K', false)
	place('k', false)
	for _, pt := range k.White {
		place(letter(pt, engine.White), pt == engine.Pawn)
	}
	for _, pt := range k.Black {
		place(letter(pt, engine.Black), pt == engine.Pawn)
	}
	var b strings.Builder
	for rank := 7; rank >= 0; rank-- {
		empty := 0
		for file := 0; file < 8; file++ {
			c := board[rank*8+file]
			if c == 0 {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteByte(c)
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		if rank > 0 {
			b.WriteByte('/')
		}
	}
	b.WriteString(" w - - 0 1")
	return b.String()
}

func letter(pt engine.PieceType, c engine.Color) byte {
	l := " pnbrqk"[pt]
	if c == engine.White {
		l -= 'a' - 'A'
	}
	return l
}

// fits reports whether pos is a start the drill accepts.
func fits(tb *tablebase.Tablebases, k Kind, pos *engine.Position) (bool, error) {
	best, all, err := tb.ProbeRoot(pos.TablebasePosition())
	if errors.Is(err, tablebase.ErrNoMoves) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	if best.WDL != tablebase.Win || best.DTZ < k.MinDTZ {
		return false, nil
	}
	if k.NoCapture {
		var l engine.MoveList
		pos.GenerateLegal(&l)
		for _, m := range l.Slice() {
			if pos.IsCapture(m) {
				return false, nil
			}
		}
	}
	if k.Opposition {
		if !kingInFront(pos) {
			return false, nil
		}
		throwsAway := false
		for _, m := range all {
			if m.WDL < tablebase.Win {
				throwsAway = true
			}
		}
		if !throwsAway {
			return false, nil
		}
	}
	return true, nil
}

// kingInFront: the black king stands ahead of the white pawn, on its
// file or next to it, so that it is the kings' opposition that decides.
func kingInFront(pos *engine.Position) bool {
	pawns := pos.Pieces(engine.White, engine.Pawn)
	if pawns == 0 {
		return false
	}
	p := engine.Square(bits.TrailingZeros64(uint64(pawns)))
	k := pos.KingSquare(engine.Black)
	df := k.File() - p.File()
	return df >= -1 && df <= 1 && k.Rank() > p.Rank()
}
