package repertoire

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"

	"chessmaster/engine"
	"chessmaster/internal/regularfile"
	"chessmaster/internal/safefile"
)

// The file: JSON, one object, positions sorted by key so that a saved
// repertoire diffs well.
const (
	fileFormat  = "chessmaster repertoire"
	fileVersion = 1
	// maxFileSize bounds the read: a repertoire of 100,000 positions is
	// about 20 MB.
	maxFileSize = 64 << 20
	// DirEnv overrides the folder the repertoires are kept in (tests,
	// portable installs), as CHESSMASTER_HISTORY_DIR does for the history.
	DirEnv = "CHESSMASTER_REPERTOIRE_DIR"
)

type fileData struct {
	Format    string         `json:"format"`
	Version   int            `json:"version"`
	Color     string         `json:"color"`
	Starts    []string       `json:"starts"`
	Positions []filePosition `json:"positions"`
}

type filePosition struct {
	Key   string `json:"fen"`
	Moves []Move `json:"moves"`
	Card  *Card  `json:"card,omitempty"`
}

// DefaultPath is where the repertoire of color is kept:
// <user config folder>/ChessMaster/repertoire-white.json (or the folder
// named by $CHESSMASTER_REPERTOIRE_DIR).
func DefaultPath(color engine.Color) (string, error) {
	dir := os.Getenv(DirEnv)
	if dir == "" {
		base, err := os.UserConfigDir()
		if err != nil {
			return "", fmt.Errorf("no folder for the repertoire: %w", err)
		}
		dir = filepath.Join(base, "ChessMaster")
	}
	return filepath.Join(dir, "repertoire-"+ColorName(color)+".json"), nil
}

// Load reads a repertoire file. A missing file is an error under
// errors.Is(err, fs.ErrNotExist); a file that is not a repertoire names
// the file and what is wrong. The repertoire remembers the file as it
// read it, for Save (save.go).
func Load(path string) (*Repertoire, error) {
	data, v, err := readVersion(path)
	if err != nil {
		return nil, err
	}
	r, err := decode(data)
	if err != nil {
		return nil, fmt.Errorf("%s is not a repertoire file ChessMaster can read: %w", path, err)
	}
	r.remember(path, v)
	return r, nil
}

// readVersion reads the file at path with its version (safefile.Version).
func readVersion(path string) ([]byte, safefile.Version, error) {
	f, fi, err := regularfile.Open(path)
	if err != nil {
		return nil, safefile.Version{}, err
	}
	defer f.Close()
	if fi.Size() > maxFileSize {
		return nil, safefile.Version{}, fmt.Errorf("%s is larger than the %d MiB allowed, %w", path, maxFileSize>>20, regularfile.ErrTooLarge)
	}
	data, err := io.ReadAll(io.LimitReader(f, maxFileSize+1))
	if err != nil {
		return nil, safefile.Version{}, fmt.Errorf("%s: %w", path, err)
	}
	if len(data) > maxFileSize {
		return nil, safefile.Version{}, fmt.Errorf("%s is larger than the %d MiB allowed, %w", path, maxFileSize>>20, regularfile.ErrTooLarge)
	}
	return data, safefile.VersionOf(fi, data), nil
}

func decode(data []byte) (*Repertoire, error) {
	var f fileData
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, err
	}
	if f.Format != fileFormat {
		return nil, fmt.Errorf("format %q, want %q", f.Format, fileFormat)
	}
	if f.Version != fileVersion {
		return nil, fmt.Errorf("version %d, this program reads version %d", f.Version, fileVersion)
	}
	color, err := ParseColor(f.Color)
	if err != nil {
		return nil, err
	}
	r := New(color)
	for _, s := range f.Starts {
		if _, err := engine.ParseFEN(s); err != nil {
			return nil, fmt.Errorf("start position %q: %w", s, err)
		}
		r.Starts = append(r.Starts, s)
	}
	for _, p := range f.Positions {
		// The key is a FEN without counters; the moves must be legal there.
		pos, err := engine.ParseFEN(p.Key + " 0 1")
		if err != nil {
			return nil, fmt.Errorf("position %q: %w", p.Key, err)
		}
		for _, m := range p.Moves {
			mv, err := pos.ParseMove(m.UCI)
			if err != nil {
				return nil, fmt.Errorf("position %q: %w", p.Key, err)
			}
			r.addMove(pos, Move{UCI: mv.String(), SAN: m.SAN})
		}
		if p.Card != nil {
			if _, ok := r.cards[Key(pos)]; ok {
				r.cards[Key(pos)] = *p.Card
			}
		}
	}
	return r, nil
}

func (r *Repertoire) encode() ([]byte, error) {
	f := fileData{Format: fileFormat, Version: fileVersion, Color: ColorName(r.Color),
		Starts: append([]string{}, r.Starts...), Positions: []filePosition{}}
	keys := make([]string, 0, len(r.moves))
	for k := range r.moves {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		p := filePosition{Key: k, Moves: r.moves[k]}
		if c, ok := r.cards[k]; ok {
			p.Card = &c
		}
		f.Positions = append(f.Positions, p)
	}
	data, err := json.MarshalIndent(f, "", " ")
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}

// LoadOrNew loads the repertoire at path, or returns an empty one for
// color when there is no file yet. A file for the other colour is an
// error.
func LoadOrNew(path string, color engine.Color) (*Repertoire, error) {
	r, err := Load(path)
	if errors.Is(err, os.ErrNotExist) {
		r = New(color)
		r.remember(path, safefile.Version{}) // Save merges with a file created meanwhile
		return r, nil
	}
	if err != nil {
		return nil, err
	}
	if r.Color != color {
		return nil, fmt.Errorf("%s is the repertoire for %s, not %s", path, ColorName(r.Color), ColorName(color))
	}
	return r, nil
}
