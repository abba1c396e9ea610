package terminal

import (
	"fmt"
	"strings"

	"chessmaster/internal/fenfields"
)

// Board drawing for the terminal mode. Two styles: "fancy" draws Unicode
// chess glyphs on ANSI 256-colour squares; "plain" draws letters (PNBRQK
// for White, pnbrqk for Black) and dots, for pipes, logs, NO_COLOR and
// terminals without Unicode fonts.

// ANSI 256-colour palette indices of the fancy board.
const (
	ansiLight      = 223 // light square (wheat)
	ansiDark       = 137 // dark square (brown)
	ansiLightMoved = 229 // last move's squares, light
	ansiDarkMoved  = 143 // last move's squares, dark
	ansiWhitePiece = 231 // white pieces (bright white)
	ansiBlackPiece = 16  // black pieces (black)
)

// Solid glyphs for both sides: the colour comes from the foreground, which
// reads better on coloured squares than the outlined "white" glyphs.
var fancyGlyph = map[byte]string{
	'k': "♚", 'q': "♛", 'r': "♜", 'b': "♝", 'n': "♞", 'p': "♟",
}

// renderBoard draws the board of fen, White at the bottom unless flipped.
// lastMove (UCI, may be empty) is highlighted in the fancy style.
func renderBoard(fen string, flipped, fancy bool, lastMove string) string {
	var board [64]byte // a1 = 0 ... h8 = 63; 0 = empty
	placement := fenfields.Split(fen).Placement
	rank, file := 7, 0
	for i := 0; i < len(placement); i++ {
		c := placement[i]
		switch {
		case c == '/':
			rank, file = rank-1, 0
		case c >= '1' && c <= '8':
			file += int(c - '0')
		default:
			if rank >= 0 && rank < 8 && file >= 0 && file < 8 {
				board[rank*8+file] = c
			}
			file++
		}
	}
	highlight := map[int]bool{}
	if len(lastMove) >= 4 {
		for _, sq := range []string{lastMove[0:2], lastMove[2:4]} {
			if sq[0] >= 'a' && sq[0] <= 'h' && sq[1] >= '1' && sq[1] <= '8' {
				highlight[int(sq[1]-'1')*8+int(sq[0]-'a')] = true
			}
		}
	}

	var b strings.Builder
	files := "abcdefgh"
	for row := 0; row < 8; row++ {
		r := 7 - row
		if flipped {
			r = row
		}
		fmt.Fprintf(&b, " %d ", r+1)
		for col := 0; col < 8; col++ {
			f := col
			if flipped {
				f = 7 - col
			}
			sq := r*8 + f
			p := board[sq]
			if !fancy {
				if p == 0 {
					b.WriteString(" .")
				} else {
					b.WriteByte(' ')
					b.WriteByte(p)
				}
				continue
			}
			bg := ansiLight
			light := (r+f)%2 == 1
			switch {
			case light && highlight[sq]:
				bg = ansiLightMoved
			case !light && highlight[sq]:
				bg = ansiDarkMoved
			case !light:
				bg = ansiDark
			}
			glyph := " "
			fg := ansiBlackPiece
			if p != 0 {
				lower := p | 0x20
				glyph = fancyGlyph[lower]
				if p != lower {
					fg = ansiWhitePiece
				}
			}
			fmt.Fprintf(&b, "\x1b[48;5;%dm\x1b[38;5;%dm %s \x1b[0m", bg, fg, glyph)
		}
		b.WriteByte('\n')
	}
	b.WriteString("   ")
	for col := 0; col < 8; col++ {
		f := col
		if flipped {
			f = 7 - col
		}
		if fancy {
			fmt.Fprintf(&b, " %c ", files[f])
		} else {
			fmt.Fprintf(&b, " %c", files[f])
		}
	}
	b.WriteByte('\n')
	return b.String()
}
