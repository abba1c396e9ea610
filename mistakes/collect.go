package mistakes

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"chessmaster/eco"
	"chessmaster/review"
)

// Options set what is collected and how hard each game is looked at.
type Options struct {
	// Me is the player's name, matched against the White and Black tags
	// (case and surrounding spaces do not count). Required.
	Me string
	// Nodes is the review's budget per position (review.DefaultNodes
	// when 0).
	Nodes uint64
	// Min is the least class collected (review.Mistake when zero, the
	// class practice sets exercises from).
	Min review.Class
	// Store keeps the reviews (nil keeps nothing).
	Store *Store
	// EngineID names the engine the reviews come from (the program's
	// version): a review stored by another version is done again.
	EngineID string
	// Select chooses games by file and number (1-based); nil takes every
	// game of the player.
	Select func(file string, number int) bool
	// Progress, when set, is called as the work goes on.
	Progress func(Progress)
	// SAN writes a line of UCI moves from a FEN in SAN (the controller's
	// notation); without it the engine's moves are shown in UCI.
	SAN review.SANFunc
}

// Progress is where a collection stands.
type Progress struct {
	Game, Games         int // the player's games done and to do
	Position, Positions int // positions of the game under review (0 of 0 for a stored one)
	File                string
	Number              int // the game's number in File
}

// Collection is what Collect found.
type Collection struct {
	Me       string
	Games    []*Game
	Mistakes []*Mistake
	// Problems are the files and games that could not be read or
	// reviewed, each in the user's terms; the others are collected.
	Problems []string
	// NotMine counts the selected games the player did not play.
	NotMine int
	// FileGames is the number of games in each file read.
	FileGames map[string]int
	// Reviewed and Stored count the games reviewed now and those taken
	// from the store.
	Reviewed, Stored int
	// Complete is false when the collection was cancelled: Games holds
	// the games done, and their reviews are kept.
	Complete bool

	unkept bool // the store could not be written: not tried again
}

// Game is one of the player's games, reviewed.
type Game struct {
	File    string
	Number  int // 1-based, in File
	White   string
	Black   string
	Date    string // the Date tag, "????.??.??" parts and all
	Event   string
	Result  string
	MeWhite bool // the player had White (both, in a game against oneself)
	MeBlack bool
	Opening eco.Opening // the deepest named position reached ("" name if none)
	// Accuracy is the player's mean move accuracy; Moves the player's
	// judged moves (null moves are not judged).
	Accuracy float64
	Moves    int
	Counts   [5]int // the player's moves by review class
	// PhaseMoves counts the player's judged moves by phase.
	PhaseMoves [3]int
	Mistakes   []*Mistake
	// The main line reviewed (Positions gives its FENs) and its review
	// (without the engine's lines).
	StartFEN string
	UCIs     []string
	Report   *review.Report
	Chess960 bool // the Variant tag names Chess960 (its mistakes' PGN games say so too)
}

// Opponent is the other player's name.
func (g *Game) Opponent() string {
	if g.MeWhite {
		return g.Black
	}
	return g.White
}

// Mistake is one move of the player that the review faults.
type Mistake struct {
	Game       *Game
	Ply        int // from the game's start, 1 = the first move
	MoveNumber int // the full-move number of the position
	White      bool
	SAN        string // the move played, as the file writes it
	UCI        string
	FEN        string // the position before the move
	Best       string // the engine's move, in SAN when Options.SAN is set, else UCI
	BestUCI    string
	Class      review.Class
	Loss       float64 // winning chances given away, 0..100
	Before     review.Score
	After      review.Score
	Phase      Phase
	Kinds      []Kind
}

// Label is the move as a reader finds it: "12. Nf3", "12... Nf6".
func (m *Mistake) Label() string { return moveLabel(m.MoveNumber, m.White, m.SAN) }

// Collect reviews the player's games in files and gathers the mistakes.
// ctx stops it: the games done so far are returned (Complete false) with
// ctx.Err(), and their reviews stay in the store. Files and games that
// cannot be read are listed in Problems and skipped.
func Collect(ctx context.Context, files []string, opt Options) (*Collection, error) {
	me := strings.TrimSpace(opt.Me)
	if me == "" {
		return nil, errors.New("no player name given: say whose mistakes to collect")
	}
	if strings.Trim(me, "?-") == "" {
		// "?" and "-" stand for an unknown player in PGN tags: they
		// would collect the games of everyone nobody named.
		return nil, fmt.Errorf("%q is what PGN writes for an unknown player, not a name: say whose mistakes to collect", me)
	}
	if opt.Nodes == 0 {
		opt.Nodes = review.DefaultNodes
	}
	if opt.Min == review.Best {
		opt.Min = review.Mistake
	}
	c := &Collection{Me: me, FileGames: map[string]int{}}
	// The files are read twice, first for the player's games (their tags
	// only), then one at a time for their moves: the collection holds one
	// file's text at a time however many files it is given.
	found := c.find(files, me, opt.Select)
	total := 0
	for _, f := range found {
		total += len(f.games)
	}
	set := settings{nodes: opt.Nodes, engineID: opt.EngineID}
	done := 0
	for _, f := range found {
		if len(f.games) == 0 {
			continue
		}
		pf, err := readPGN(f.path)
		if err != nil {
			c.Problems = append(c.Problems, readProblem(f.path, err))
			done += len(f.games)
			continue
		}
		for _, fg := range f.games {
			if err := ctx.Err(); err != nil {
				return c, err
			}
			j, err := fg.load(pf, f.path)
			if err != nil {
				c.Problems = append(c.Problems, err.Error())
				done++
				continue
			}
			report := func(pos, n int) {
				if opt.Progress != nil {
					opt.Progress(Progress{Game: done, Games: total, Position: pos, Positions: n, File: f.path, Number: j.number})
				}
			}
			report(0, 0)
			if err := c.review(ctx, j, set, opt, report); err != nil {
				return c, err
			}
			done++
		}
	}
	if opt.Progress != nil {
		opt.Progress(Progress{Game: total, Games: total})
	}
	c.Complete = true
	return c, nil
}

// review takes game j's review from the store or makes it, and adds the
// game; the error is ctx's only (a game that cannot be reviewed is a
// problem, not an error).
func (c *Collection) review(ctx context.Context, j job, set settings, opt Options, progress func(done, total int)) error {
	key := set.key(j.line.startFEN, j.line.ucis)
	rep, ok := opt.Store.load(key, j.line.ucis)
	if ok {
		c.Stored++
		c.add(j, rep, opt)
		return nil
	}
	rep, err := review.Analyse(ctx, j.line.startFEN, j.line.ucis, review.Options{Nodes: opt.Nodes, Progress: progress})
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if err != nil {
		c.Problems = append(c.Problems, fmt.Sprintf("%s: game %d skipped: %v", j.file, j.number, err))
		return nil
	}
	c.Reviewed++
	if !c.unkept {
		if err := opt.Store.save(key, j.line.ucis, rep); err != nil {
			// Said once: a store that cannot be written fails the same
			// way for every game.
			c.unkept = true
			c.Problems = append(c.Problems, fmt.Sprintf("the reviews are not kept (from %s game %d on): %v", j.file, j.number, err))
		}
	}
	c.add(j, rep, opt)
	return nil
}
