package rules960

import "fmt"

// The 960 start positions are numbered 0-959 in the standard scheme
// (Scharnagl's, used by FIDE, lichess and the UCI world): 518 is the
// standard position, 0 is BBQNNRKR and 959 RKRNNQBB.

// knightPairs places the two knights among the five squares left after
// the bishops and the queen, by the number's last digit (0-9).
var knightPairs = [10][2]int{{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}

// BackRank returns White's first rank of start position n, e.g.
// "RNBQKBNR" for 518.
func BackRank(n int) (string, error) {
	if n < 0 || n > 959 {
		return "", fmt.Errorf("Chess960 position number %d is out of range: the positions are numbered 0 to 959", n)
	}
	var rank [8]byte
	rank[n%4*2+1] = 'B' // light-squared bishop: b, d, f or h
	n /= 4
	rank[n%4*2] = 'B' // dark-squared bishop: a, c, e or g
	n /= 4
	place := func(k int, piece byte) { // on the k-th empty square
		for f := range rank {
			if rank[f] == 0 {
				if k == 0 {
					rank[f] = piece
					return
				}
				k--
			}
		}
	}
	place(n%6, 'Q')
	n /= 6
	pair := knightPairs[n]
	place(pair[1], 'N') // the later square first: placing it does not shift the earlier
	place(pair[0], 'N')
	place(0, 'R')
	place(0, 'K')
	place(0, 'R')
	return string(rank[:]), nil
}

// StartFEN returns the FEN of start position n, castling rights in X-FEN
// form (KQkq: the rooks are the outermost ones).
func StartFEN(n int) (string, error) {
	r, err := BackRank(n)
	if err != nil {
		return "", err
	}
	black := make([]byte, 8)
	for i := range r {
		black[i] = r[i] + 'a' - 'A'
	}
	return string(black) + "/pppppppp/8/8/8/8/PPPPPPPP/" + r + " w KQkq - 0 1", nil
}

// Number returns the number of the start position whose first rank is
// rank ("RNBQKBNR" gives 518), or an error when it is not one of them.
func Number(rank string) (int, error) {
	for n := range 960 {
		if r, _ := BackRank(n); r == rank {
			return n, nil
		}
	}
	return 0, fmt.Errorf("%q is not a Chess960 start rank (bishops on opposite colours, the king between the rooks)", rank)
}
