package puzzle

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"chessmaster/internal/regularfile"
	"chessmaster/internal/safefile"
	"chessmaster/pgn"
)

// RunOptions set a mining run over files (MineFiles).
type RunOptions struct {
	Options
	// Max stops the run once the output holds this many puzzles (0: no
	// bound).
	Max int
}

// Progress is what a run reports after each game.
type Progress struct {
	File        string
	Game        int   // the game's number in its file (1-based)
	Offset      int64 // bytes of the file read
	Size        int64 // the file's size
	GamesMined  int   // games mined in this run
	Puzzles     int   // puzzles in the output, those of earlier runs included
	Found       int   // puzzles found in this run
	Skipped     int   // games skipped: unreadable, another variant
	Candidates  int   // positions looked at closely in this run
	Elapsed     time.Duration
	LastSkipped string // why the last game was skipped
}

// runState is what a run saves beside its output (OUT.state) to go on
// where it stopped: the games done in each input file.
type runState struct {
	Files []fileState `json:"files"`
}

type fileState struct {
	Path  string `json:"path"`
	Size  int64  `json:"size"`
	Games int    `json:"games"` // games 1..Games are done
}

// StatePath is where a run over out keeps its state.
func StatePath(out string) string { return out + ".state" }

// MineFiles mines the games of files into out, a PGN file of puzzles.
// The output grows by one whole puzzle at a time, so it is always
// readable; a run that is stopped (ctx cancelled, the machine stopped)
// and started again with the same output goes on after the last game it
// finished (OUT.state says which), and puzzles already in out are not
// written twice. Memory stays bounded: the files are scanned game by
// game. progress (if not nil) is called after each game.
func MineFiles(ctx context.Context, files []string, out string, opt RunOptions, progress func(Progress)) (Progress, error) {
	var pr Progress
	start := time.Now()
	st := loadState(StatePath(out))
	// Every input is checked before the output is touched, and so is
	// the state file: a run that could not save where it is must not
	// add puzzles it would add again. The output is never an input (the
	// puzzles would be mined into the games they come from), and each
	// input must open now: a file that cannot be read would otherwise
	// fail only after the output was created.
	for _, path := range files {
		if _, err := st.file(path); err != nil {
			return pr, err
		}
		if safefile.Same(path, out) {
			return pr, fmt.Errorf("the output %s is the input file %s itself; the puzzles go to a file of their own", out, path)
		}
		f, err := os.Open(path)
		if err != nil {
			return pr, fmt.Errorf("cannot read %s: %w", path, cause(err))
		}
		f.Close()
	}
	if err := safefile.CheckWritable(StatePath(out)); err != nil {
		return pr, fmt.Errorf("cannot write %s: %w", StatePath(out), err)
	}
	// Last, as the first thing about the output itself: it holds only
	// puzzles of earlier runs (or nothing), never the user's games.
	seen, err := puzzleIDs(out)
	if err != nil {
		return pr, err
	}
	pr.Puzzles = len(seen)
	w, err := os.OpenFile(out, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return pr, fmt.Errorf("cannot write %s: %w", out, cause(err))
	}
	defer w.Close()
	mn := NewMiner(opt.Options)
	for _, path := range files {
		if opt.Max > 0 && pr.Puzzles >= opt.Max {
			break
		}
		fs, err := st.file(path)
		if err != nil {
			return pr, err
		}
		err = mineFile(ctx, mn, path, fs, func(ps []Puzzle) error {
			for _, p := range ps {
				if seen[p.ID] {
					continue
				}
				text, err := p.Text()
				if err != nil {
					return err
				}
				if _, err := io.WriteString(w, text); err != nil {
					return fmt.Errorf("cannot write %s: %w", out, err)
				}
				seen[p.ID] = true
				pr.Puzzles++
				pr.Found++
			}
			return nil
		}, func(game int, off, size int64, skipped string) error {
			pr.File, pr.Game, pr.Offset, pr.Size = path, game, off, size
			if skipped != "" {
				pr.Skipped++
				pr.LastSkipped = skipped
			} else {
				pr.GamesMined++
			}
			pr.Candidates = mn.Stats.Candidates
			pr.Elapsed = time.Since(start)
			if err := safefile.Write(StatePath(out), st.encode()); err != nil {
				return err
			}
			if progress != nil {
				progress(pr)
			}
			if opt.Max > 0 && pr.Puzzles >= opt.Max {
				return errEnough
			}
			return nil
		})
		if errors.Is(err, errEnough) {
			break
		}
		if err != nil {
			return pr, err
		}
	}
	return pr, nil
}

var errEnough = errors.New("enough puzzles")

// mineFile mines the games of path after the fs.Games done, calling
// found with each game's puzzles and then done (which marks the game
// finished in fs first).
func mineFile(ctx context.Context, mn *Miner, path string, fs *fileState, found func([]Puzzle) error, done func(game int, off, size int64, skipped string) error) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("cannot read %s: %w", path, cause(err))
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return err
	}
	if !fi.Mode().IsRegular() {
		return fmt.Errorf("%s is not a file", path)
	}
	sc := pgn.NewScanner(io.NewSectionReader(f, 0, fi.Size()))
	for sc.Next() {
		e := sc.Entry()
		if e.Number <= fs.Games {
			continue
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		skipped := ""
		g, err := pgn.ReadGameAt(f, e)
		var mg Game
		if err == nil {
			mg, err = GameOf(g, gameSource(path, e.Number, g))
		}
		if err != nil {
			skipped = fmt.Sprintf("game %d: %v", e.Number, err)
		} else {
			ps, err := mn.Mine(ctx, mg)
			if err != nil {
				return err // cancelled: the game is mined again next time
			}
			if err := found(ps); err != nil {
				return err
			}
		}
		fs.Games = e.Number
		if err := done(e.Number, sc.Offset(), fi.Size(), skipped); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("reading %s: %w", path, err)
	}
	return nil
}

// gameSource names a game for its puzzles: its Site when that is a web
// address (lichess's game URL), else the file and the game's number.
func gameSource(path string, n int, g *pgn.Game) string {
	if s := g.Tag("Site"); strings.HasPrefix(s, "https://") || strings.HasPrefix(s, "http://") {
		return s
	}
	return fmt.Sprintf("%s game %d", filepath.Base(path), n)
}

// puzzleIDs are the IDs of the puzzles already in out (none if it does
// not exist yet). The puzzles are appended to out, so an out that holds
// anything else (a game without a PuzzleId tag, text that is no game) is
// refused: the puzzles would be mixed into the user's games.
func puzzleIDs(out string) (map[string]bool, error) {
	ids := map[string]bool{}
	// Not a pipe: the puzzles are written into out afterwards, and a
	// pipe's read would block until a writer came.
	f, _, err := regularfile.Open(out)
	if errors.Is(err, os.ErrNotExist) {
		return ids, nil
	}
	if err != nil {
		return nil, fmt.Errorf("cannot read the output file: %w", err)
	}
	defer f.Close()
	notOurs := func(what string) error {
		return fmt.Errorf("the output %s holds %s, not puzzles written by chessmaster puzzles; the puzzles are added to a file of their own: give another -o", out, what)
	}
	sc := pgn.NewScanner(f)
	n := 0
	for sc.Next() {
		n++
		e := sc.Entry()
		id := e.Tag(TagID)
		if id == "" {
			return nil, notOurs(fmt.Sprintf("games (game %d: %s - %s)", n, e.Tag("White"), e.Tag("Black")))
		}
		ids[id] = true
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("reading %s: %w", out, err)
	}
	if n == 0 {
		if blank, err := onlySpace(f); err != nil || !blank {
			return nil, notOurs("text that is no PGN game")
		}
	}
	return ids, nil
}

// onlySpace reads f from its start: does it hold nothing but white space?
func onlySpace(f *os.File) (bool, error) {
	buf := make([]byte, 32<<10)
	for off := int64(0); ; {
		n, err := f.ReadAt(buf, off)
		if len(bytes.TrimSpace(buf[:n])) > 0 {
			return false, nil
		}
		off += int64(n)
		if err == io.EOF {
			return true, nil
		}
		if err != nil {
			return false, err
		}
	}
}

func loadState(path string) *runState {
	st := &runState{}
	data, err := regularfile.Read(path, 1<<20) // a state file is a few bytes
	if err == nil {
		if json.Unmarshal(data, st) != nil {
			st = &runState{}
		}
	}
	return st
}

func (st *runState) encode() []byte {
	data, _ := json.MarshalIndent(st, "", "  ")
	return append(data, '\n')
}

// file is the state of the input path: games done, kept only while the
// file has the size it had (a changed file is mined again from its
// start; its puzzles already written are not written twice).
func (st *runState) file(path string) (*fileState, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	fi, err := os.Stat(abs)
	if err != nil {
		return nil, fmt.Errorf("cannot read %s: %w", path, cause(err))
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a file", path)
	}
	for i := range st.Files {
		f := &st.Files[i]
		if f.Path == abs {
			if f.Size != fi.Size() {
				f.Size, f.Games = fi.Size(), 0
			}
			return f, nil
		}
	}
	st.Files = append(st.Files, fileState{Path: abs, Size: fi.Size()})
	return &st.Files[len(st.Files)-1], nil
}

// cause is the reason of a file error without the path the message
// names itself.
func cause(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
