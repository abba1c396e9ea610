package players

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sync"
	"time"

	"chessmaster/book"
	"chessmaster/engine"
	"chessmaster/history"
	"chessmaster/internal/fenfields"
	"chessmaster/master"
	"chessmaster/tablebase"
)

// ComputerPlayer is the built-in engine at a difficulty level. Before
// searching it looks the position up in the opening book (preferring book
// moves that scored well in earlier games, see History) and, with few
// pieces left, in the Syzygy tablebases.
type ComputerPlayer struct {
	name     string
	level    int
	moveTime time.Duration
	pace     bool

	eng  *engine.Engine // used by one Move at a time (the controller guarantees it)
	book *book.Book     // nil: no book
	tb   *tablebase.Tablebases
	// histDir is where the game history lives ("" = not used); the file
	// is re-read when it changes, so games finished since the player was
	// made count too.
	histDir string
	histMod time.Time
	hist    *history.History

	mu      sync.Mutex
	rng     *rand.Rand
	last    master.ThinkingInfo // last search report, for draw offers
	hasEval bool
}

// computerHashMB is each computer player's hash table; two players and
// the hint engine must fit comfortably in a desktop's memory.
const computerHashMB = 32

// ComputerName is the default display name of a Computer at level (the
// controller owns the format: master.ComputerName).
func ComputerName(level int) string { return master.ComputerName(level) }

// NewComputer builds a computer player from cfg; s supplies the book,
// tablebase and history options. A book or tablebase that cannot be read
// is an error (the user asked for it).
func NewComputer(cfg master.PlayerConfig, s master.Settings) (*ComputerPlayer, error) {
	if _, err := engine.LevelByNumber(cfg.Level); err != nil {
		return nil, err // the one range check of a level
	}
	p := &ComputerPlayer{name: cfg.Name, level: cfg.Level, moveTime: cfg.MoveTime, pace: cfg.NaturalPace}
	if p.name == "" {
		p.name = ComputerName(cfg.Level)
	}
	seed := cfg.Seed
	if seed == 0 {
		seed = rand.Uint64()
	}
	p.rng = rand.New(rand.NewPCG(seed, 0x5eed))
	if s.UseBook {
		var err error
		if s.BookFile != "" {
			p.book, err = book.Open(s.BookFile)
		} else {
			p.book, err = book.Default()
		}
		if err != nil {
			return nil, err
		}
	}
	if s.SyzygyPath != "" {
		tb, err := tablebase.Open(s.SyzygyPath)
		if err != nil {
			return nil, err
		}
		p.tb = tb
	} else if tb, err := tablebase.Default(); err == nil {
		p.tb = tb // without tables the engine still plays, by search
	}
	if s.History {
		p.histDir = history.Dir(s.HistoryDir)
	}
	p.eng = engine.New()
	p.eng.SetHashSize(computerHashMB)
	// The level owns everything it means: search budgets, how long the
	// book plays (LevelInfo.BookPlies) and whether the tables may be used
	// (LevelInfo.TablebaseOK), the same in UCI, the terminal, matches and
	// the window. This player only adds the history preference among
	// book moves.
	p.eng.SetLevel(cfg.Level)
	p.eng.SetThreads(computerThreads(cfg))
	if p.book != nil {
		p.eng.SetBook(p.book, book.Options{})
		p.eng.SetBookSeed(seed)
	}
	p.eng.SetTablebases(p.tb)
	return p, nil
}

// computerThreads is how many search threads the player of cfg uses:
// cfg.Threads (at least one, at most engine.MaxThreads) at full
// strength, and always one at a limited level, whose strength is its
// node budget as measured on one thread. The rule is here, where every
// front end's computer is made, so that none can weaken a level's
// calibration by asking for more (the engine searches limited levels on
// one thread too).
func computerThreads(cfg master.PlayerConfig) int {
	if cfg.Level != 0 {
		return 1
	}
	return min(max(cfg.Threads, 1), engine.MaxThreads)
}

// Threads is the number of search threads the player uses.
func (p *ComputerPlayer) Threads() int { return p.eng.Threads() }

// Name implements Player.
func (p *ComputerPlayer) Name() string { return p.name }

// Level is the player's difficulty level (0 = full strength).
func (p *ComputerPlayer) Level() int { return p.level }

// Move implements Player.
func (p *ComputerPlayer) Move(ctx context.Context, req master.MoveRequest) (master.MoveReply, error) {
	start := time.Now()
	reply, err := p.choose(ctx, req)
	if err != nil {
		return master.MoveReply{}, err
	}
	if p.pace && (reply.Source != master.SourceSearch || p.level != 0) {
		// Instant book or tablebase answers, and the weak levels' small
		// node budgets (a few milliseconds), look like a glitch to a
		// person watching; take a moment.
		p.mu.Lock()
		pause := 500*time.Millisecond + time.Duration(p.rng.IntN(700))*time.Millisecond
		p.mu.Unlock()
		if wait := pause - time.Since(start); wait > 0 {
			if err := sleepCtx(ctx, wait); err != nil {
				return master.MoveReply{}, err
			}
		}
	}
	if err := ctx.Err(); err != nil {
		return master.MoveReply{}, err
	}
	return reply, nil
}

func (p *ComputerPlayer) choose(ctx context.Context, req master.MoveRequest) (master.MoveReply, error) {
	if m, ok := p.historyBookMove(req); ok {
		return master.MoveReply{Move: m, Source: master.SourceBook, Info: master.ThinkingInfo{Source: master.FromBook}}, nil
	}
	p.eng.SetChess960(req.Chess960)
	if err := p.eng.SetPosition(req.StartFEN, req.Moves); err != nil {
		return master.MoveReply{}, fmt.Errorf("engine: %w", err)
	}
	lim := engine.Limits{
		WTime: req.WhiteTime, BTime: req.BlackTime, WInc: req.WhiteInc, BInc: req.BlackInc,
		MovesToGo: req.MovesToGo,
	}
	if req.WhiteTime == 0 && req.BlackTime == 0 {
		lim.MoveTime = req.MoveTime
		if lim.MoveTime <= 0 {
			lim.MoveTime = p.moveTime
		}
		if lim.MoveTime <= 0 {
			lim.MoveTime = master.DefaultMoveTime
		}
	}
	res := p.eng.Search(ctx, lim, func(info engine.Info) {
		if req.Thinking != nil {
			req.Thinking(thinkingFromEngine(info))
		}
	})
	if err := ctx.Err(); err != nil {
		return master.MoveReply{}, err
	}
	if res.BestMove == "" {
		return master.MoveReply{}, fmt.Errorf("engine found no move in %s", req.FEN)
	}
	info := thinkingFromEngine(res.Info)
	// A search's score and the tables' verdict are what a draw offer is
	// judged by; a book or forced move says nothing of the position.
	if res.Source == "search" || res.Source == "" || res.Source == "tablebase" {
		p.mu.Lock()
		p.last, p.hasEval = info, true
		p.mu.Unlock()
	}
	// The engine's sources are the controller's words for the same.
	src := master.MoveSource(res.Source)
	if src == "" {
		src = master.SourceSearch
	}
	switch src {
	case master.SourceBook:
		info.Source = master.FromBook
	case master.SourceTablebase:
		info.Source, info.DTZ = master.FromTablebase, res.DTZ
	}
	return master.MoveReply{Move: res.BestMove, Source: src, Info: info}, nil
}

// historyBookMove picks the book move that scored best in the history of
// past games during the first history.Plies plies. Otherwise the engine's
// own book choice (by weight) applies.
func (p *ComputerPlayer) historyBookMove(req master.MoveRequest) (string, bool) {
	lv, _ := engine.LevelByNumber(p.level)
	if p.book == nil || req.Chess960 || fenPly(req.FEN) >= min(history.Plies, lv.BookPlies) {
		// The book is standard chess only: off in Chess960 (the engine's
		// own book choice is off there too).
		return "", false
	}
	moves, err := p.book.Moves(req.FEN)
	if err != nil || len(moves) == 0 {
		return "", false
	}
	h := p.pastGames()
	if h == nil {
		return "", false
	}
	cands := make([]string, 0, len(moves))
	for _, m := range moves {
		if m.Weight > 0 {
			cands = append(cands, m.UCI)
		}
	}
	return h.PreferredMove(req.FEN, cands)
}

// history returns the game history, re-reading the file when it changed.
func (p *ComputerPlayer) pastGames() *history.History {
	if p.histDir == "" {
		return nil
	}
	fi, err := os.Stat(filepath.Join(p.histDir, history.HistoryFileName))
	if err != nil {
		return nil
	}
	if p.hist == nil || !fi.ModTime().Equal(p.histMod) {
		p.hist = history.LoadQuiet(p.histDir)
		p.histMod = fi.ModTime()
	}
	return p.hist
}

// AcceptDraw implements DrawDecider. The computer accepts a draw offer
// when its last search said it is worse by half a pawn or more (or is
// being mated, or lost by the tables), or when the position is level
// (within 0.15 pawn) after move 30 (counted by the FEN for a game set up
// later). A tablebase win it declines. Without a search or tablebase
// move yet (book moves) it declines.
func (p *ComputerPlayer) AcceptDraw(offer master.DrawOffer) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.hasEval {
		return false
	}
	switch {
	case p.last.Mate < 0:
		return true
	case p.last.Mate > 0:
		return false
	case p.last.Score <= -50:
		return true
	case p.last.TBWin < 0:
		return true
	case p.last.TBWin > 0:
		return false
	case p.last.Score >= -15 && p.last.Score <= 15 && max(offer.Ply, fenPly(offer.FEN)) >= 60:
		// (A game set up at move 40 is 80 plies on, though its record
		// holds only the moves played since.)
		return true
	}
	return false
}

// Close implements Player.
func (p *ComputerPlayer) Close() error { return nil }

// thinkingFromEngine converts an engine report; a score in the engine's
// tablebase band is a known result (TBWin), not an evaluation.
func thinkingFromEngine(in engine.Info) master.ThinkingInfo {
	info := master.ThinkingInfo{Depth: in.Depth, SelDepth: in.SelDepth, Score: in.Score, Mate: in.Mate,
		Nodes: in.Nodes, NPS: in.NPS, Time: in.Time, PV: append([]string(nil), in.PV...)}
	if info.Mate == 0 {
		info.TBWin = engine.TablebaseOutcome(info.Score)
	}
	return info
}

// fenPly is the number of half-moves since the game's start implied by the
// FEN's move number and side to move.
func fenPly(fen string) int {
	f := fenfields.Split(fen)
	if f.Fullmove == "" {
		return 0
	}
	ply := (f.FullmoveNumber(1) - 1) * 2
	if f.BlackToMove() {
		ply++
	}
	return ply
}
