package mistakes

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"

	"chessmaster/internal/cacheprune"
	"chessmaster/internal/regularfile"
	"chessmaster/internal/safefile"
	"chessmaster/review"
)

// The store keeps one review per file, named by a hash of what the review
// depends on: the game's moves and start position (not its tags, so the
// same game in two files is reviewed once) and the review settings (the
// node budget, the winning-chances scale, the program version). A review
// is written with safefile, so a crash leaves the old file or the new one;
// a file that cannot be read back, or does not fit the game it is asked
// for, is ignored and replaced by a new review.

// storeVersion changes when the stored format or the meaning of a review
// changes: every review stored before is then done again.
const storeVersion = 1

// maxStoredSize bounds a stored review (a 1,000-ply game takes about
// 400 KB).
const maxStoredSize = 8 << 20

// CacheDirEnv overrides the store's folder (tests, portable installs).
const CacheDirEnv = "CHESSMASTER_CACHE_DIR"

// DefaultDir is the store's folder: $CHESSMASTER_CACHE_DIR/reviews, or
// reviews in ChessMaster's folder of the user's cache (on Linux
// ~/.cache/ChessMaster/reviews).
func DefaultDir() (string, error) {
	if d := os.Getenv(CacheDirEnv); d != "" {
		return filepath.Join(d, "reviews"), nil
	}
	base, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("no cache folder for the stored reviews: %w", err)
	}
	return filepath.Join(base, "ChessMaster", "reviews"), nil
}

// Store keeps reviews in a folder. The zero Store (Dir "") keeps nothing.
type Store struct {
	Dir string
}

// settings are what a review depends on besides the game.
type settings struct {
	nodes    uint64
	engineID string
}

// key names the review of the game that plays ucis from startFEN.
func (s settings) key(startFEN string, ucis []string) string {
	h := sha256.New()
	fmt.Fprintf(h, "chessmaster review store %d\nnodes %d\nscale %g\nengine %s\nfen %s\nmoves %s\n",
		storeVersion, s.nodes, review.EngineScale, s.engineID, startFEN, strings.Join(ucis, " "))
	return hex.EncodeToString(h.Sum(nil))
}

// stored is a review file.
type stored struct {
	Version int            `json:"version"`
	Key     string         `json:"key"`
	Moves   []string       `json:"moves"` // the game's moves (UCI), checked when read
	Report  *review.Report `json:"report"`
}

func (st *Store) path(key string) string {
	return filepath.Join(st.Dir, key[:2], key+".json")
}

// load returns the stored review for key of the game with ucis, or false
// when there is none or the file is damaged or does not fit the game.
func (st *Store) load(key string, ucis []string) (*review.Report, bool) {
	if st == nil || st.Dir == "" {
		return nil, false
	}
	data, err := regularfile.Read(st.path(key), maxStoredSize)
	if err != nil {
		return nil, false
	}
	var s stored
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, false
	}
	if s.Version != storeVersion || s.Key != key || !fits(s.Report, s.Moves, ucis) {
		return nil, false
	}
	cacheprune.Touch(st.path(key)) // used: pruned last
	return s.Report, true
}

// save writes the review for key.
func (st *Store) save(key string, ucis []string, rep *review.Report) error {
	if st == nil || st.Dir == "" {
		return nil
	}
	data, err := json.Marshal(stored{Version: storeVersion, Key: key, Moves: ucis, Report: rep})
	if err != nil {
		return err
	}
	p := st.path(key)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return fmt.Errorf("cannot keep the review: %w", err)
	}
	if err := safefile.Write(p, data); err != nil {
		return err
	}
	// The store keeps the reviews used most recently within StoreLimit.
	cacheprune.Prune(st.Dir, StoreLimit, p)
	return nil
}

// StoreLimit is how many bytes of reviews the store keeps (a review of
// a 60-move game takes about 20 KB): when a review is saved, those used
// least recently are removed until the rest fit.
var StoreLimit int64 = 256 << 20

// fits reports whether rep is a well-formed review of the game with ucis:
// a stored file is trusted only as far as it checks.
func fits(rep *review.Report, storedMoves, ucis []string) bool {
	if rep == nil || len(storedMoves) != len(ucis) || len(rep.Moves) != len(ucis) || len(rep.Evals) != len(ucis)+1 {
		return false
	}
	for i, m := range rep.Moves {
		if storedMoves[i] != ucis[i] || m.UCI != ucis[i] || m.Ply != i+1 {
			return false
		}
		if m.Class < review.Best || m.Class > review.Blunder || !inRange(m.Loss) || !inRange(m.Accuracy) {
			return false
		}
	}
	for _, a := range rep.Accuracy {
		if !inRange(a) {
			return false
		}
	}
	return true
}

func inRange(x float64) bool { return !math.IsNaN(x) && x >= 0 && x <= 100 }
