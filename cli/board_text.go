package cli

import (
	"strings"
)

// boardText draws the placement of fen as text, rank 8 at the top, or,
// flipped, from Black's side (rank 1 at the top, the h-file on the
// left), with its FEN below: the trainers show the user's side at the
// bottom.
func boardText(fen string, flipped bool) string {
	fields := strings.Fields(fen)
	if len(fields) == 0 {
		return fen
	}
	var rows [8][8]byte
	for r, rank := range strings.Split(fields[0], "/") {
		if r >= 8 {
			break
		}
		f := 0
		for i := 0; i < len(rank) && f < 8; i++ {
			c := rank[i]
			if c >= '1' && c <= '8' {
				for n := 0; n < int(c-'0') && f < 8; n++ {
					rows[r][f] = '.'
					f++
				}
				continue
			}
			rows[r][f] = c
			f++
		}
	}
	var b strings.Builder
	for i := 0; i < 8; i++ {
		r := i
		if flipped {
			r = 7 - i
		}
		b.WriteByte(byte('8' - r))
		for j := 0; j < 8; j++ {
			f := j
			if flipped {
				f = 7 - j
			}
			c := rows[r][f]
			if c == 0 {
				c = '.'
			}
			b.WriteByte(' ')
			b.WriteByte(c)
		}
		b.WriteByte('\n')
	}
	if flipped {
		b.WriteString("  h g f e d c b a\n")
	} else {
		b.WriteString("  a b c d e f g h\n")
	}
	b.WriteString(fen)
	return b.String()
}
