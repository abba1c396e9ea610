package mistakes

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"chessmaster/internal/regularfile"
	"chessmaster/pgn"
)

// job is a game of the player to review.
type job struct {
	file         string
	number       int
	tags         pgn.Tags
	line         *line
	white, black bool
}

// fileGames are the player's games found in a file.
type fileGames struct {
	path  string
	games []foundGame
}

// foundGame is a game of the player: its place in the file and the names
// it was found by.
type foundGame struct {
	index        int
	white, black string
	meW, meB     bool
}

// readPGN reads and indexes a PGN file, at most pgn.MaxSize bytes.
func readPGN(path string) (*pgn.File, error) {
	data, err := regularfile.Read(path, pgn.MaxSize)
	if err != nil {
		return nil, err
	}
	return pgn.ParseFile(data)
}

// find lists the player's selected games of each file, by their tags.
func (c *Collection) find(files []string, me string, sel func(string, int) bool) []fileGames {
	var out []fileGames
	seen := map[string]bool{}
	for _, path := range files {
		// A file named twice (or by two paths) is read once.
		id := path
		if abs, err := filepath.Abs(path); err == nil {
			id = abs
		}
		if seen[id] {
			continue
		}
		seen[id] = true
		f, err := readPGN(path)
		if err != nil {
			c.Problems = append(c.Problems, readProblem(path, err))
			continue
		}
		c.FileGames[path] = f.Len()
		fg := fileGames{path: path}
		for i := range f.Len() {
			n := i + 1
			if sel != nil && !sel(path, n) {
				continue
			}
			tags, lineNo, err := f.Header(i)
			if err != nil {
				c.Problems = append(c.Problems, fmt.Sprintf("%s: game %d (line %d) skipped: %v", path, n, lineNo, err))
				continue
			}
			w, b := sameName(tags.Get("White"), me), sameName(tags.Get("Black"), me)
			if !w && !b {
				c.NotMine++
				continue
			}
			// Chess960 is reviewed as the review command reviews it: the
			// engine reads a Chess960 position from its FEN (replay).
			if v := strings.TrimSpace(tags.Get("Variant")); v != "" && !standardVariant(v) && !pgn.IsChess960Variant(v) {
				c.Problems = append(c.Problems, fmt.Sprintf("%s: game %d skipped: a %s game (Variant tag); only standard chess and Chess960 are reviewed", path, n, v))
				continue
			}
			fg.games = append(fg.games, foundGame{index: i, white: tags.Get("White"), black: tags.Get("Black"), meW: w, meB: b})
		}
		out = append(out, fg)
	}
	return out
}

// load reads the game's moves from f (the file read again) and replays
// them.
func (fg foundGame) load(f *pgn.File, path string) (job, error) {
	n := fg.index + 1
	if fg.index >= f.Len() {
		return job{}, fmt.Errorf("%s: game %d skipped: the file changed while the games were collected", path, n)
	}
	tags, lineNo, err := f.Header(fg.index)
	if err == nil && (tags.Get("White") != fg.white || tags.Get("Black") != fg.black) {
		err = errors.New("the file changed while the games were collected")
	}
	var g *pgn.Game
	if err == nil {
		g, err = f.Game(fg.index)
	}
	var l *line
	if err == nil {
		l, err = replay(g)
	}
	if err != nil {
		return job{}, fmt.Errorf("%s: game %d (line %d) skipped: %v", path, n, lineNo, err)
	}
	return job{file: path, number: n, tags: g.Tags, line: l, white: fg.meW, black: fg.meB}, nil
}

// readProblem says why a file could not be read.
func readProblem(path string, err error) string {
	if errors.Is(err, regularfile.ErrTooLarge) {
		return fmt.Sprintf("%s: larger than %d MB, not read", path, pgn.MaxSize>>20)
	}
	return fmt.Sprintf("%s: %v", path, err)
}

// sameName reports whether a player tag names the player me.
func sameName(tag, me string) bool {
	return strings.EqualFold(strings.Join(strings.Fields(tag), " "), strings.Join(strings.Fields(me), " "))
}

// standardVariant reports whether a Variant tag names ordinary chess.
func standardVariant(v string) bool {
	switch strings.ToLower(v) {
	case "standard", "chess", "normal", "from position", "fromposition":
		return true
	}
	return false
}
