package match

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"chessmaster/master"
)

// ParseChess960Positions reads a list of Chess960 start position numbers:
// numbers 0-959 and ranges separated by commas, e.g. "0,518,959" or
// "100-103,518".
func ParseChess960Positions(spec string) ([]int, error) {
	var out []int
	for _, part := range strings.Split(spec, ",") {
		part = strings.TrimSpace(part)
		lo, hi, isRange := strings.Cut(part, "-")
		a, err := positionNumber(lo)
		if err != nil {
			return nil, err
		}
		b := a
		if isRange {
			if b, err = positionNumber(hi); err != nil {
				return nil, err
			}
			if b < a {
				return nil, fmt.Errorf("range %q runs backwards, want low-high such as 0-9", part)
			}
		}
		for n := a; n <= b; n++ {
			out = append(out, n)
		}
	}
	return out, nil
}

// positionNumber reads one number 0-959.
func positionNumber(s string) (int, error) {
	s = strings.TrimSpace(s)
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > 959 {
		return 0, fmt.Errorf("%q is not a Chess960 position number: the positions are numbered 0 to 959", s)
	}
	return n, nil
}

// Chess960StartPositions are the start positions with these numbers, each
// named "Chess960 #n" (each is played twice, colours swapped, like every
// match opening).
func Chess960StartPositions(numbers []int) ([]StartPosition, error) {
	out := make([]StartPosition, 0, len(numbers))
	for _, n := range numbers {
		fen, err := master.Chess960StartFEN(n)
		if err != nil {
			return nil, err
		}
		out = append(out, StartPosition{Name: fmt.Sprintf("Chess960 #%d", n), StartFEN: fen})
	}
	return out, nil
}

// RandomChess960Numbers picks k start position numbers at random from
// rng, without repeats while there are enough.
func RandomChess960Numbers(k int, rng *rand.Rand) []int {
	perm := rng.Perm(960)
	out := make([]int, k)
	for i := range out {
		out[i] = perm[i%960]
	}
	return out
}
