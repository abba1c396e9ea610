package puzzle

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"chessmaster/internal/regularfile"
	"chessmaster/internal/safefile"
)

// Profile is the user's puzzle record: the Glicko-2 rating and the
// history of puzzles played, newest last.
type Profile struct {
	Rating  Rating  `json:"rating"`
	History []Entry `json:"history"`
}

// Entry is one puzzle played.
type Entry struct {
	ID     string    `json:"id"`
	Puzzle int       `json:"puzzleRating"`
	Won    bool      `json:"won"`
	After  int       `json:"rating"` // the user's rating after it
	Time   time.Time `json:"time"`
	// Again: the puzzle had been played before, so it was not rated.
	Again bool `json:"again,omitempty"`
}

// MaxHistory bounds the history kept (the oldest entries go first).
const MaxHistory = 5000

// PuzzleRD is the deviation a puzzle's estimated rating is given when
// the user's rating is updated against it: an estimate, not a measured
// rating, so a wide one.
const PuzzleRD = 150

// NewProfile is a new user's profile.
func NewProfile() *Profile { return &Profile{Rating: NewRating()} }

// Record rates one finished puzzle (won or lost) against its rating and
// adds it to the history.
func (pr *Profile) Record(p *Puzzle, won bool, now time.Time) {
	if pr.Played(p.ID) {
		// A puzzle played before is known: solving it again says little
		// of the user's strength, and a small set dealt round and round
		// would raise the rating without end. The attempt is kept, the
		// rating stays.
		pr.History = append(pr.History, Entry{ID: p.ID, Puzzle: p.Rating, Won: won, After: int(pr.Rating.R + 0.5), Time: now, Again: true})
		pr.trimHistory()
		return
	}
	score := 0.0
	if won {
		score = 1
	}
	pr.Rating = pr.Rating.Update([]Result{{Opponent: Rating{R: float64(p.Rating), RD: PuzzleRD}, Score: score}}, DefaultTau)
	// A floor on the deviation keeps the rating moving as the user
	// improves (lichess does the same).
	pr.Rating.RD = max(pr.Rating.RD, 45)
	pr.History = append(pr.History, Entry{ID: p.ID, Puzzle: p.Rating, Won: won, After: int(pr.Rating.R + 0.5), Time: now})
	pr.trimHistory()
}

// trimHistory keeps the newest MaxHistory entries.
func (pr *Profile) trimHistory() {
	if n := len(pr.History) - MaxHistory; n > 0 {
		pr.History = append(pr.History[:0:0], pr.History[n:]...)
	}
}

// Played reports whether the puzzle with id is in the history.
func (pr *Profile) Played(id string) bool {
	for _, e := range pr.History {
		if e.ID == id {
			return true
		}
	}
	return false
}

// maxProfileSize bounds the profile file read.
const maxProfileSize = 16 << 20

// LoadProfile reads a profile saved by Save; a missing file is a new
// profile. A damaged one is an error (the caller keeps it, and may start
// anew without overwriting it unasked).
func LoadProfile(path string) (*Profile, error) {
	// regularfile: a pipe or a device named as the profile (-profile, or
	// the environment) is refused at once instead of blocking the read.
	data, err := regularfile.Read(path, maxProfileSize)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return NewProfile(), nil
	case errors.Is(err, regularfile.ErrTooLarge):
		return nil, fmt.Errorf("%s is larger than %d MB: not a puzzle profile", path, maxProfileSize>>20)
	case err != nil:
		return nil, fmt.Errorf("cannot read the puzzle profile: %w", err)
	}
	pr := NewProfile()
	if err := json.Unmarshal(data, pr); err != nil {
		return nil, fmt.Errorf("%s is not a puzzle profile: %v", path, err)
	}
	if pr.Rating.RD <= 0 || pr.Rating.Vol <= 0 {
		pr.Rating = NewRating()
	}
	return pr, nil
}

// Save writes the profile to path atomically, making its folder if
// needed.
func (pr *Profile) Save(path string) error {
	data, err := json.MarshalIndent(pr, "", " ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, cause(err))
	}
	return safefile.Write(path, append(data, '\n'))
}

// ProfileEnv overrides where DefaultProfilePath puts the profile.
const ProfileEnv = "CHESSMASTER_PUZZLE_PROFILE"

// DefaultProfilePath is where the user's puzzle profile lives:
// $CHESSMASTER_PUZZLE_PROFILE, else <user config dir>/ChessMaster/puzzles.json
// ("" when there is no config dir).
func DefaultProfilePath() string {
	if p := os.Getenv(ProfileEnv); p != "" {
		return p
	}
	base, err := os.UserConfigDir()
	if err != nil {
		return ""
	}
	return filepath.Join(base, "ChessMaster", "puzzles.json")
}
