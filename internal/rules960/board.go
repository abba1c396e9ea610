package rules960

import (
	"fmt"
	"strconv"
	"strings"
)

// Board is a position: pieces by square (a1 = 0 ... h8 = 63) as FEN
// letters, 0 for empty; the side to move; for each castling right the
// rook's square (-1 without the right); the en-passant square (-1 if
// none) and the move counters.
type Board struct {
	sq       [64]byte
	white    bool   // White to move
	rook     [4]int // castling rooks: White O-O, White O-O-O, Black O-O, Black O-O-O
	ep       int    // square a pawn skipped with its double step, or -1
	halfmove int    // plies since the last capture or pawn move
	fullmove int    // move number
}

// Parse reads a FEN. The castling field may be KQkq (the outermost rook
// on that side of the king), Shredder-FEN rook files (HAha) or X-FEN
// (both). Parse checks only what it needs to play on: one king a side
// and castling rooks where the letters say.
func Parse(fen string) (*Board, error) {
	f := strings.Fields(fen)
	if len(f) < 4 {
		return nil, fmt.Errorf("FEN %q: want at least 4 fields", fen)
	}
	b := &Board{rook: [4]int{-1, -1, -1, -1}, ep: -1, fullmove: 1}
	ranks := strings.Split(f[0], "/")
	if len(ranks) != 8 {
		return nil, fmt.Errorf("FEN %q: want 8 ranks", fen)
	}
	for i, row := range ranks {
		file := 0
		for _, ch := range []byte(row) {
			switch {
			case ch >= '1' && ch <= '8':
				file += int(ch - '0')
			case strings.IndexByte("PNBRQKpnbrqk", ch) >= 0 && file < 8:
				b.sq[(7-i)*8+file] = ch
				file++
			default:
				return nil, fmt.Errorf("FEN %q: bad rank %q", fen, row)
			}
		}
		if file != 8 {
			return nil, fmt.Errorf("FEN %q: rank %q is not 8 squares", fen, row)
		}
	}
	if b.king(true) < 0 || b.king(false) < 0 {
		return nil, fmt.Errorf("FEN %q: a king is missing", fen)
	}
	b.white = f[1] == "w"
	if f[2] != "-" {
		for _, ch := range []byte(f[2]) {
			if err := b.addRight(ch); err != nil {
				return nil, fmt.Errorf("FEN %q: %v", fen, err)
			}
		}
	}
	if f[3] != "-" {
		if len(f[3]) != 2 {
			return nil, fmt.Errorf("FEN %q: bad en-passant square", fen)
		}
		b.ep = int(f[3][1]-'1')*8 + int(f[3][0]-'a')
	}
	if len(f) >= 6 {
		b.halfmove, _ = strconv.Atoi(f[4])
		b.fullmove, _ = strconv.Atoi(f[5])
	}
	return b, nil
}

// addRight reads one castling letter.
func (b *Board) addRight(ch byte) error {
	white := ch >= 'A' && ch <= 'Z'
	k := b.king(white)
	home := 0
	rook := byte('R')
	if !white {
		home, rook = 56, 'r'
	}
	if k < home || k > home+7 {
		return fmt.Errorf("castling letter %c without the king on its first rank", ch)
	}
	lower := ch | 0x20
	r := -1
	switch lower {
	case 'k':
		for s := home + 7; s > k; s-- {
			if b.sq[s] == rook {
				r = s
				break
			}
		}
	case 'q':
		for s := home; s < k; s++ {
			if b.sq[s] == rook {
				r = s
				break
			}
		}
	default:
		if lower >= 'a' && lower <= 'h' && b.sq[home+int(lower-'a')] == rook {
			r = home + int(lower-'a')
		}
	}
	if r < 0 {
		return fmt.Errorf("castling letter %c without its rook", ch)
	}
	i := 0
	if r < k {
		i = 1
	}
	if !white {
		i += 2
	}
	b.rook[i] = r
	return nil
}

// king returns the square of a king, -1 if there is none.
func (b *Board) king(white bool) int {
	k := byte('K')
	if !white {
		k = 'k'
	}
	for s, p := range b.sq {
		if p == k {
			return s
		}
	}
	return -1
}

// WhiteToMove reports the side to move.
func (b *Board) WhiteToMove() bool { return b.white }

// Piece returns the FEN letter on square s (0 = a1), 0 when empty.
func (b *Board) Piece(s int) byte { return b.sq[s] }

// Placement is the first field of the FEN.
func (b *Board) Placement() string {
	var out strings.Builder
	for r := 7; r >= 0; r-- {
		empty := 0
		for f := 0; f < 8; f++ {
			p := b.sq[r*8+f]
			if p == 0 {
				empty++
				continue
			}
			if empty > 0 {
				out.WriteByte(byte('0' + empty))
				empty = 0
			}
			out.WriteByte(p)
		}
		if empty > 0 {
			out.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			out.WriteByte('/')
		}
	}
	return out.String()
}

// CastlingRooks lists the squares of the castling rooks still with their
// rights (White O-O, White O-O-O, Black O-O, Black O-O-O; -1 without).
func (b *Board) CastlingRooks() [4]int { return b.rook }

func isWhite(p byte) bool { return p >= 'A' && p <= 'Z' }

func squareName(s int) string { return string([]byte{byte('a' + s%8), byte('1' + s/8)}) }

// FEN writes the position; castling rights in X-FEN (KQkq where the
// castling rook is the outermost one on its side, its file otherwise).
func (b *Board) FEN() string {
	side := "w"
	if !b.white {
		side = "b"
	}
	var castle []byte
	for i, r := range b.rook {
		if r < 0 {
			continue
		}
		white := i < 2
		rook, home := byte('R'), 0
		if !white {
			rook, home = 'r', 56
		}
		outermost := true
		for s := r + 1; i%2 == 0 && s <= home+7; s++ {
			outermost = outermost && b.sq[s] != rook
		}
		for s := r - 1; i%2 == 1 && s >= home; s-- {
			outermost = outermost && b.sq[s] != rook
		}
		switch {
		case outermost:
			castle = append(castle, "KQkq"[i])
		case white:
			castle = append(castle, byte('A'+r%8))
		default:
			castle = append(castle, byte('a'+r%8))
		}
	}
	cf := string(castle)
	if cf == "" {
		cf = "-"
	}
	ep := "-"
	if b.ep >= 0 && b.epCapturable() {
		ep = squareName(b.ep)
	}
	return fmt.Sprintf("%s %s %s %s %d %d", b.Placement(), side, cf, ep, b.halfmove, b.fullmove)
}

// epCapturable reports whether a pawn of the side to move stands next to
// the pawn that just made its double step (FEN writes the en-passant
// square only then, as the engine does).
func (b *Board) epCapturable() bool {
	pawn, dr := byte('P'), -1
	if !b.white {
		pawn, dr = 'p', 1
	}
	for _, df := range []int{-1, 1} {
		if s := step(b.ep, df, dr); s >= 0 && b.sq[s] == pawn {
			return true
		}
	}
	return false
}
