// Package humandata reads the human games that scripts/humanfit fits the
// human move model on and scripts/humanbench measures it with: the
// shared lichess file, its split into fitting and held-out games (by
// game, from a fixed seed), and the positions of each game.
package humandata

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"chessmaster/engine"
	"chessmaster/pgn"
)

// DefaultSource is the shared games file (xz-compressed PGN).
const DefaultSource = "/work/shared/data/human/lichess-bullet-37k.pgn.xz"

// Seed is the fixed seed of the split.
const Seed = 20261126

// HeldOutPercent of the games (by game) are kept out of the fitting.
const HeldOutPercent = 10

// MinPly and MaxPly bound the plies (0-based, before the move) whose
// positions are used, as in issue 39's measurement: plies 10-80.
const (
	MinPly = 10
	MaxPly = 80
)

// Hash mixes x (splitmix64); the split and the samplers use it, so they
// depend on nothing but the seed and the game's place in the file.
func Hash(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// HeldOut reports whether game number n (1-based place in the file) is
// held out for measurement.
func HeldOut(n int) bool { return Hash(Seed^uint64(n))%100 < HeldOutPercent }

// ChunkGames is how many games (in file order) one chunk of
// scripts/humanctx's cache covers, and ValidEvery says which chunks are
// its validation games: chunk c with c%ValidEvery == ValidEvery-1 (5% of
// the fitting games, whole games). The context net's epoch is chosen on
// them and humanbench -set validation tunes the levels on them, so the
// held-out games are only measured.
const (
	ChunkGames = 500
	ValidEvery = 20
)

// InValidation reports whether the game at index i (0-based, in file
// order) is a validation game: in a validation chunk and not held out.
func InValidation(i, n int) bool {
	return (i/ChunkGames)%ValidEvery == ValidEvery-1 && !HeldOut(n)
}

// Decompressed returns the path of the decompressed PGN in cacheDir,
// decompressing src with xz the first time (into a temporary file that
// is renamed when complete, so a stopped run leaves nothing half-done).
func Decompressed(src, cacheDir string) (string, error) {
	if err := os.MkdirAll(cacheDir, 0o755); err != nil {
		return "", err
	}
	dst := filepath.Join(cacheDir, strings.TrimSuffix(filepath.Base(src), ".xz"))
	if _, err := os.Stat(dst); err == nil {
		return dst, nil
	}
	tmp := dst + ".part"
	f, err := os.Create(tmp)
	if err != nil {
		return "", err
	}
	cmd := exec.Command("xz", "-dc", src)
	cmd.Stdout = f
	cmd.Stderr = os.Stderr
	runErr := cmd.Run()
	if err := f.Close(); runErr == nil {
		runErr = err
	}
	if runErr != nil {
		os.Remove(tmp)
		return "", fmt.Errorf("decompressing %s: %w", src, runErr)
	}
	return dst, os.Rename(tmp, dst)
}

// Game is one usable game: Standard chess from the start position, both
// ratings known.
type Game struct {
	Number             int // 1-based place in the file
	WhiteElo, BlackElo int
	Moves              []string        // SAN, main line
	Clocks             []time.Duration // clock after each move; -1 when not given
}

// Position is one position of a game before a move.
type Position struct {
	Game   *Game
	Ply    int // 0-based ply of the move
	Rating int // the mover's rating
	Pos    *engine.Position
	Played engine.Move
	Clock  time.Duration // the mover's clock after the move; -1 when not given
}

// Open indexes the games of the PGN file at path.
func Open(path string) (*os.File, []pgn.Entry, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	entries, err := pgn.Index(f, st.Size())
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return f, entries, nil
}

// errSkip marks a game this model does not use.
var errSkip = errors.New("skipped")

// Usable reports whether the entry is a game the model uses, from its
// tags: Standard chess (no variant, no set-up position) and both ratings.
func Usable(e pgn.Entry) bool {
	if e.Err != nil {
		return false
	}
	if v := e.Tag("Variant"); v != "" && !strings.EqualFold(v, "Standard") {
		return false
	}
	if e.Tag("FEN") != "" || e.Tag("SetUp") == "1" {
		return false
	}
	_, err1 := strconv.Atoi(e.Tag("WhiteElo"))
	_, err2 := strconv.Atoi(e.Tag("BlackElo"))
	return err1 == nil && err2 == nil
}

// Read reads a usable entry's game (see Usable).
func Read(f *os.File, e pgn.Entry) (*Game, error) {
	if !Usable(e) {
		return nil, errSkip
	}
	g, err := pgn.ReadGameAt(f, e)
	if err != nil {
		return nil, err
	}
	w, _ := strconv.Atoi(e.Tag("WhiteElo"))
	b, _ := strconv.Atoi(e.Tag("BlackElo"))
	out := &Game{Number: e.Number, WhiteElo: w, BlackElo: b}
	for _, n := range g.MainLine() {
		out.Moves = append(out.Moves, n.Move)
		clk := time.Duration(-1)
		for _, c := range pgn.ParseCommands(n.Comment) {
			if c.Name == "clk" {
				if d, ok := pgn.ParseClock(c.Args); ok {
					clk = d
				}
			}
		}
		out.Clocks = append(out.Clocks, clk)
	}
	return out, nil
}

// Positions calls fn with each position of g at plies MinPly..MaxPly,
// the board set up by playing the game's moves from the start (so the
// position knows the last move). fn must leave Pos as it found it. It
// stops at a move that does not parse.
func (g *Game) Positions(fn func(*Position)) { g.PositionsIn(MinPly, MaxPly, fn) }

// PositionsIn is Positions for the plies lo..hi.
func (g *Game) PositionsIn(lo, hi int, fn func(*Position)) {
	p, err := engine.ParseFEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	if err != nil {
		panic(err)
	}
	for ply, san := range g.Moves {
		if ply > hi {
			return
		}
		m, err := p.ParseSAN(san)
		if err != nil {
			return
		}
		if ply >= lo {
			r := g.WhiteElo
			if ply%2 == 1 {
				r = g.BlackElo
			}
			fn(&Position{Game: g, Ply: ply, Rating: r, Pos: p, Played: m, Clock: g.Clocks[ply]})
		}
		p.MakeMove(m)
	}
}

// Bucket names the 200-point rating bucket of the bench ("1400-1599").
func Bucket(rating int) string {
	lo := rating / 200 * 200
	return fmt.Sprintf("%d-%d", lo, lo+199)
}
