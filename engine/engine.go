package engine

import (
	"context"
	"fmt"
	"slices"
	"time"

	"chessmaster/nnue"
)

// Limits tells Search when to stop. Zero values mean "no limit"; with no
// limit at all the search runs until its context is cancelled.
type Limits struct {
	Depth                    int           // 0 = no limit
	Nodes                    uint64        // 0 = no limit
	MoveTime                 time.Duration // 0 = not set
	WTime, BTime, WInc, BInc time.Duration
	MovesToGo                int
	Infinite                 bool
	// SearchMoves, when not empty, restricts the search to these root
	// moves (UCI "go searchmoves"); moves that are not legal are ignored.
	SearchMoves []string
	// MultiPV is the number of lines to search (UCI "MultiPV"); 0 and 1
	// mean the single best line. With k > 1 every iteration finds the
	// best k distinct root moves (at most the number of legal moves, or
	// of SearchMoves): line i is searched with the moves of lines 1..i-1
	// left out, and onInfo is called once per line, best first, with
	// Info.MultiPV set. Such a search is analysis, so it does not take
	// the book's move nor answer a single legal move at once; with the
	// root in the tablebases the lines are the tables' ranking of the
	// moves. Result.Info is the best line.
	MultiPV int
}

// MaxMultiPV bounds Limits.MultiPV: more lines than a position can have
// legal moves are never needed.
const MaxMultiPV = 256

// Info reports one completed iteration of the search.
type Info struct {
	Depth, SelDepth int
	Score           int // centipawns from the side to move; meaningful when Mate == 0
	Mate            int // mate in N moves: >0 side to move mates, <0 gets mated, 0 none
	Nodes           uint64
	NPS             uint64
	Time            time.Duration
	HashFull        int // permille
	TBHits          uint64
	PV              []string // UCI moves
	// MultiPV numbers the line, 1 for the best (see Limits.MultiPV).
	MultiPV int
}

// Result is what Search returns.
type Result struct {
	BestMove string // UCI move; "" when there is no legal move (mate/stalemate)
	Ponder   string
	// Info rates BestMove: depth (at least 1), score and a PV that starts
	// with BestMove. It is the last completed iteration; for a search
	// stopped after a new best move was found in the unfinished one, that
	// move's score there; for a book or forced move, or a search stopped
	// before its first iteration completed, a quiescence score of the
	// move at depth 1.
	Info   Info
	Source string // "search", "book", "tablebase" or "forced" (single legal move)
	Note   string // for book and tablebase moves, what the source said (e.g. the WDL and DTZ)
	DTZ    int    // for a tablebase move, the tables' DTZ in plies (tablebase.RootMove.DTZ)
}

// Engine is a chess engine instance: a position, a transposition table
// and the heuristic tables learned during the current game. An Engine is
// used by one goroutine at a time; with SetThreads(n > 1) its searches
// run n-1 helper goroutines of their own, all finished when Search
// returns.
type Engine struct {
	tt           *transTable
	pos          *Position
	level        int
	lvl          levelState // difficulty level: budgets and move choice (level_search.go)
	moveOverhead time.Duration
	params       *searchParams
	roots        rootSources // opening book and tablebases (root_shortcut.go)
	chess960     bool        // SetPosition reads Chess960 positions (UCI_Chess960)

	killers  [maxPly + 2][2]Move
	history  [2][64][64]int16
	counters [2][64][64]Move
	contHist *contHistory // 2 MB, so on the heap
	corrHist *corrHistory

	threads int             // search threads (SetThreads); 0 means 1
	helpers []*threadTables // the helper threads' tables, made on first use (smp.go)
	// lastNodes is the node count of the last search, all threads.
	lastNodes uint64
	// net, when not nil, is the NNUE network a full-strength search
	// evaluates with (SetNNUE; the built-in net by default); nil is the
	// hand-written evaluation. Limited levels always use the hand-written
	// evaluation: their node budgets and Elo were calibrated with it.
	net *nnue.Net
}

// New returns an engine with the default 64 MB hash at the start position.
func New() *Engine {
	e := &Engine{tt: newTransTable(DefaultHashMB), moveOverhead: defaultMoveOverhead, params: defaultParams, contHist: new(contHistory), corrHist: new(corrHistory)}
	pos, err := ParseFEN(StartFEN)
	if err != nil {
		panic("engine: start position does not parse: " + err.Error())
	}
	e.pos = pos
	e.SetLevel(0)
	// The built-in net is embedded, so it only fails to load in a broken
	// build; the hand-written evaluation then plays.
	if net, err := nnue.Default(); err == nil {
		e.net = net
	}
	return e
}

// SetHashSize resizes the transposition table to mb megabytes (clamped to
// MinHashMB..MaxHashMB) and clears it.
func (e *Engine) SetHashSize(mb int) { e.tt.resize(mb) }

// HashSizeMB returns the current transposition table size.
func (e *Engine) HashSizeMB() int { return e.tt.sizeMB() }

// ClearHash empties the transposition table.
func (e *Engine) ClearHash() { e.tt.clear() }

// SetMoveOverhead sets the time kept back from every clock budget for
// communication delays (UCI "Move Overhead"). Negative means zero.
func (e *Engine) SetMoveOverhead(d time.Duration) { e.moveOverhead = max(d, 0) }

// NewGame clears the hash and the history tables.
func (e *Engine) NewGame() {
	e.tt.clear()
	e.killers = [maxPly + 2][2]Move{}
	e.history = [2][64][64]int16{}
	e.counters = [2][64][64]Move{}
	*e.contHist = contHistory{}
	*e.corrHist = corrHistory{}
	for _, t := range e.helpers {
		*t = threadTables{}
	}
}

// Level returns the level set by SetLevel.
func (e *Engine) Level() int { return e.level }

// SetPosition sets the position to search: fen ("" or "startpos" for the
// start position) followed by moves in UCI notation. The moves are part
// of the game history that repetition detection sees. On error the
// previous position is kept.
func (e *Engine) SetPosition(fen string, moves []string) error {
	if fen == "" || fen == "startpos" {
		fen = StartFEN
	}
	pos, err := ParseFENVariant(fen, e.chess960)
	if err != nil {
		return err
	}
	for i, s := range moves {
		m, err := pos.ParseMove(s)
		if err != nil {
			return fmt.Errorf("move %d (%s): %w", i+1, s, err)
		}
		pos.MakeMove(m)
	}
	e.pos = pos
	return nil
}

// SetNNUE makes a full-strength search evaluate with net (nil: the
// hand-written evaluation). New engines start with the built-in net.
func (e *Engine) SetNNUE(net *nnue.Net) { e.net = net }

// NNUE returns the network set by SetNNUE (nil if none).
func (e *Engine) NNUE() *nnue.Net { return e.net }

// Position returns a copy of the current position.
func (e *Engine) Position() *Position { return e.pos.Copy() }

// Search searches the current position until a limit in lim is reached or
// ctx is cancelled, calling onInfo (if not nil) after each completed
// iteration from the calling goroutine. On cancellation it returns the
// best move found so far within a few milliseconds.
func (e *Engine) Search(ctx context.Context, lim Limits, onInfo func(Info)) Result {
	start := time.Now()
	e.lastNodes = 0
	lim = e.lvl.limits(lim)
	pos := e.pos.Copy()
	if e.net != nil && (!e.lvl.limited() || e.lvl.info.Net) {
		pos.EnableNNUE(e.net) // a full refresh of the accumulators
	}
	var l MoveList
	pos.GenerateLegal(&l)
	if l.N == 0 {
		// Checkmate or stalemate: nothing to search.
		return Result{Source: "search"}
	}
	s := &searcher{
		pos:      pos,
		tt:       e.tt,
		tm:       newTimeManager(lim, pos.SideToMove() == White, e.moveOverhead, start),
		lim:      lim,
		ctx:      ctx,
		prm:      e.params,
		killers:  &e.killers,
		history:  &e.history,
		counters: &e.counters,
		contHist: e.contHist,
		tb:       newTBProbe(&e.roots),
	}
	if !e.lvl.tablesAllowed() {
		s.tb = tbProbe{} // the level must be able to go wrong in endgames
	}
	// The correction history was measured as a gain with the net (README,
	// issue 15); the hand-written evaluation's search, and with it every
	// limited level, stays node for node as calibrated.
	if pos.nn != nil && e.params.useCorrHist {
		s.corr = e.corrHist
	}
	// "go searchmoves": only the listed moves are searched, so the book
	// and tablebase shortcuts (which may pick another move) are skipped.
	restricted := restrictRootMoves(&l, lim.SearchMoves)
	multi := lim.MultiPV > 1
	var tbDraws []string // a drawn root: the moves that keep the draw
	if !restricted {
		var res Result
		var draws []string
		var ok bool
		if multi {
			res, draws, ok = e.tablebaseLines(s.pos, start, lim.MultiPV, onInfo)
		} else {
			res, draws, ok = e.rootShortcut(s, start, onInfo)
		}
		if ok {
			return res
		}
		// A drawn root: the search chooses among the drawing moves,
		// reported as the tables' draw (tablebaseResult).
		if len(draws) > 1 {
			restrictRootMoves(&l, draws)
			tbDraws = draws
			onInfo = tablebaseDrawSearch(onInfo)
		}
	}
	// A single legal move is played at once in a game. Analysis (a depth,
	// a node count, "infinite") and "searchmoves" of one move ask for its
	// score, so it is searched.
	analysing := lim.Infinite || lim.Depth > 0 || lim.Nodes > 0
	if l.N == 1 && !multi && !restricted && !analysing {
		return e.forcedResult(s, l.Moves[0])
	}
	res := e.searchRoot(s, l, lim, onInfo)
	if tbDraws != nil {
		res = tablebaseDrawResult(res, len(tbDraws))
	}
	return res
}

// searchRoot searches the root moves l, with helper threads as lim
// allows.
func (e *Engine) searchRoot(s *searcher, l MoveList, lim Limits, onInfo func(Info)) Result {
	e.tt.newSearch()
	e.ageHistory()
	root := orderRoot(s, l.Slice())
	if n := e.searchThreads(lim); n > 1 {
		helpers := e.startHelpers(s, root, n)
		defer helpers.finish() // should iterate panic
		best, info := e.lvl.iterate(s, root, onInfo)
		helpers.finish()
		return e.searchResult(s, best, info)
	}
	best, info := e.lvl.iterate(s, root, onInfo)
	return e.searchResult(s, best, info)
}

// searchResult is the Result of a search that played best, info being
// the report of its last completed iteration.
func (e *Engine) searchResult(s *searcher, best Move, info Info) Result {
	if len(info.PV) == 0 || info.PV[0] != best.String() {
		// Stopped before the first iteration completed: no iteration
		// rated the move that is played, so rate it now.
		info = s.quickInfo(best)
	}
	res := Result{BestMove: best.String(), Info: info, Source: "search"}
	if len(info.PV) > 1 && info.PV[0] == res.BestMove {
		res.Ponder = info.PV[1]
	}
	e.lastNodes = s.totalNodes()
	return res
}

// forcedResult answers at once when only one move is legal, with a
// quiescence score of the resulting position for the GUI to show.
func (e *Engine) forcedResult(s *searcher, m Move) Result {
	return Result{BestMove: m.String(), Info: s.quickInfo(m), Source: "forced"}
}

// quickNodes is the node budget of quickInfo's quiescence search; a
// normal position needs a few hundred.
const quickNodes = 20000

// quickInfo rates the root move m when no completed iteration has: a
// book move, the only legal move, or the move of a search stopped during
// its first iteration. It reports depth 1 with the quiescence score of
// the position after m (or, should that run out of nodes, its static
// evaluation) and the PV m, so that every move the engine plays comes
// with a meaningful score. It runs even when the search's context is
// cancelled or its clock spent: it has its own small node budget, a few
// milliseconds at most.
func (s *searcher) quickInfo(m Move) Info {
	s.ctx = context.Background()
	s.tm.soft, s.tm.hard = 0, 0
	s.stopped, s.canAbort = false, true
	s.lim.Nodes = s.nodes + quickNodes
	s.selDepth = 0
	p := s.pos
	p.MakeMove(m)
	score := -s.quiescence(-scoreInf, scoreInf, 1)
	if s.stopped {
		score = -Evaluate(p)
	}
	p.UnmakeMove(m)
	s.stopped = true // the search is over
	info := Info{Depth: 1, SelDepth: max(s.selDepth, 1), Nodes: s.totalNodes(), Time: s.tm.elapsed(),
		HashFull: s.tt.hashfull(), TBHits: s.totalTBHits(), PV: []string{m.String()}, MultiPV: 1}
	if el := info.Time; el > 0 {
		info.NPS = uint64(float64(info.Nodes) / el.Seconds())
	}
	if isMateScore(score) {
		info.Mate = mateMoves(score)
	} else {
		info.Score = score
	}
	return info
}

// ageHistory halves the history scores so that the previous move's
// statistics guide, but do not dominate, this search.
func (e *Engine) ageHistory() {
	for c := range e.history {
		for f := range e.history[c] {
			for t := range e.history[c][f] {
				e.history[c][f][t] /= 2
			}
		}
	}
	e.killers = [maxPly + 2][2]Move{}
}

// orderRoot sorts moves (the legal root moves, or the subset to search)
// with the hash move first and the rest in move-ordering order.
func orderRoot(s *searcher, moves []Move) []rootMove {
	ttMove := NoMove
	if hit, ok := s.tt.probe(s.pos.Key(), 0); ok {
		ttMove = hit.Move
	}
	mp := &s.pickers[0]
	mp.initMain(s, 0, ttMove)
	root := make([]rootMove, 0, len(moves))
	for {
		m, _ := mp.nextMove()
		if m == NoMove {
			break
		}
		if slices.Contains(moves, m) {
			root = append(root, rootMove{move: m})
		}
	}
	return root
}
