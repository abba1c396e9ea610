package mistakes

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"chessmaster/eco"
	"chessmaster/engine"
	"chessmaster/internal/regularfile"
	"chessmaster/pgn"
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
	// The main line reviewed, for practice.
	StartFEN string
	UCIs     []string
	FENs     []string
	Report   *review.Report
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
	if opt.Nodes == 0 {
		opt.Nodes = review.DefaultNodes
	}
	if opt.Min == review.Best {
		opt.Min = review.Mistake
	}
	c := &Collection{Me: me, FileGames: map[string]int{}}
	jobs := c.find(files, me, opt.Select)
	set := settings{nodes: opt.Nodes, engineID: opt.EngineID}
	for i, j := range jobs {
		if err := ctx.Err(); err != nil {
			return c, err
		}
		report := func(pos, total int) {
			if opt.Progress != nil {
				opt.Progress(Progress{Game: i, Games: len(jobs), Position: pos, Positions: total, File: j.file, Number: j.number})
			}
		}
		report(0, 0)
		key := set.key(j.line.startFEN, j.line.ucis)
		rep, ok := opt.Store.load(key, j.line.ucis)
		if ok {
			c.Stored++
		} else {
			var err error
			rep, err = review.Analyse(ctx, j.line.startFEN, j.line.ucis, review.Options{Nodes: opt.Nodes, Progress: report})
			if ctx.Err() != nil {
				return c, ctx.Err()
			}
			if err != nil {
				c.Problems = append(c.Problems, fmt.Sprintf("%s: game %d skipped: %v", j.file, j.number, err))
				continue
			}
			c.Reviewed++
			if err := opt.Store.save(key, j.line.ucis, rep); err != nil {
				c.Problems = append(c.Problems, fmt.Sprintf("the review of %s game %d is not kept: %v", j.file, j.number, err))
			}
		}
		c.add(j, rep, opt)
	}
	if opt.Progress != nil {
		opt.Progress(Progress{Game: len(jobs), Games: len(jobs)})
	}
	c.Complete = true
	return c, nil
}

// job is a game of the player to review.
type job struct {
	file         string
	number       int
	tags         pgn.Tags
	line         *line
	white, black bool
}

// find reads the files and lists the player's selected games.
func (c *Collection) find(files []string, me string, sel func(string, int) bool) []job {
	var jobs []job
	for _, path := range files {
		data, err := regularfile.Read(path, pgn.MaxSize)
		if err != nil {
			c.Problems = append(c.Problems, readProblem(path, err))
			continue
		}
		f, err := pgn.ParseFile(data)
		if err != nil {
			c.Problems = append(c.Problems, fmt.Sprintf("%s: %v", path, err))
			continue
		}
		c.FileGames[path] = f.Len()
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
			g, err := f.Game(i)
			if err != nil {
				c.Problems = append(c.Problems, fmt.Sprintf("%s: game %d (line %d) skipped: %v", path, n, lineNo, err))
				continue
			}
			if v := strings.TrimSpace(g.Tag("Variant")); v != "" && !standardVariant(v) {
				c.Problems = append(c.Problems, fmt.Sprintf("%s: game %d skipped: a %s game (Variant tag); only standard chess is reviewed", path, n, v))
				continue
			}
			l, err := replay(g)
			if err != nil {
				c.Problems = append(c.Problems, fmt.Sprintf("%s: game %d (line %d) skipped: %v", path, n, lineNo, err))
				continue
			}
			jobs = append(jobs, job{file: path, number: n, tags: g.Tags, line: l, white: w, black: b})
		}
	}
	return jobs
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

// add records the reviewed game j and its mistakes.
func (c *Collection) add(j job, rep *review.Report, opt Options) {
	g := &Game{File: j.file, Number: j.number, White: j.tags.Get("White"), Black: j.tags.Get("Black"),
		Date: j.tags.Get("Date"), Event: j.tags.Get("Event"), Result: j.tags.Get("Result"),
		MeWhite: j.white, MeBlack: j.black,
		StartFEN: j.line.startFEN, UCIs: j.line.ucis, FENs: j.line.fens, Report: rep}
	if o, _, ok := eco.ForGame(j.line.startFEN, j.line.ucis); ok {
		g.Opening = o
	}
	var sum float64
	for i, m := range rep.Moves {
		if m.Null || m.White && !j.white || !m.White && !j.black {
			continue
		}
		sum += m.Accuracy
		g.Moves++
		g.Counts[m.Class]++
		if pos, err := engine.ParseFEN(j.line.fens[i]); err == nil {
			g.PhaseMoves[PhaseOf(pos)]++
		}
		if m.Class < opt.Min {
			continue
		}
		reply := "" // the game stops after the move: any winning capture counts
		if i+1 < len(rep.Moves) {
			reply = rep.Moves[i+1].Best
		}
		if mk := mistakeAt(g, i, m, reply, j.line, opt.SAN); mk != nil {
			g.Mistakes = append(g.Mistakes, mk)
			c.Mistakes = append(c.Mistakes, mk)
		}
	}
	if g.Moves > 0 {
		g.Accuracy = sum / float64(g.Moves)
	}
	c.Games = append(c.Games, g)
}

// mistakeAt describes move i of the game (reviewed as m; reply is the
// engine's move in the position after it, "" if the game ends there).
func mistakeAt(g *Game, i int, m review.Move, reply string, l *line, san review.SANFunc) *Mistake {
	pos, err := engine.ParseFEN(l.fens[i])
	if err != nil {
		return nil // replayed by the engine: not expected
	}
	played, err := pos.ParseMove(m.UCI)
	if err != nil {
		return nil
	}
	j := review.Judge(m.Before, m.After, m.White, m.UCI == m.Best, review.EngineScale)
	mk := &Mistake{Game: g, Ply: m.Ply, MoveNumber: pos.FullmoveNumber(), White: m.White,
		SAN: l.sans[i], UCI: m.UCI, FEN: l.fens[i], Best: m.Best, BestUCI: m.Best,
		Class: m.Class, Loss: m.Loss, Before: m.Before, After: m.After,
		Phase: PhaseOf(pos), Kinds: kindsOf(pos, played, m.Best, reply, j.Mate)}
	if san != nil && m.Best != "" {
		if s := san(l.fens[i], []string{m.Best}); len(s) == 1 {
			mk.Best = s[0]
		}
	}
	return mk
}
