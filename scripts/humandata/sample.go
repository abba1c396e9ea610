package humandata

import (
	"os"
	"path/filepath"
	"time"
)

// MinClock: fitting positions whose mover had less than this left after
// the move are skipped (moves made in a time scramble say little about
// what a player prefers). The held-out positions keep them all.
const MinClock = 5 * time.Second

// Scramble reports whether p's move was made in a time scramble (see
// MinClock).
func (p *Position) Scramble() bool { return p.Clock >= 0 && p.Clock < MinClock }

// PositionHash is the fixed-seed hash of a position (its game and ply)
// that the samplers draw with.
func PositionHash(p *Position) uint64 {
	return Hash(Seed ^ uint64(p.Game.Number)<<10 ^ uint64(p.Ply))
}

// keepHeldOutPercent is the share (in percent) of a mover's rating of
// the held-out positions that are measured: all of the thin low-rated
// data, less of the plentiful rest (about 1 ms of feature extraction a
// position).
func keepHeldOutPercent(rating int) uint64 {
	switch {
	case rating < 1400:
		return 100
	case rating < 1600:
		return 50
	}
	return 15
}

// InHeldOutSample reports whether a position of a held-out game is in
// the measured sample; scripts/humanfit and scripts/humanctx report on
// the same positions.
func InHeldOutSample(p *Position) bool {
	return PositionHash(p)%100 < keepHeldOutPercent(p.Rating)
}

// DefaultCache is the folder the human-model scripts share for the
// decompressed games and their caches.
func DefaultCache() string {
	dir, err := os.UserCacheDir()
	if err != nil {
		dir = os.TempDir()
	}
	return filepath.Join(dir, "chessmaster", "humanfit")
}
