package engine

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"chessmaster/book"
	"chessmaster/tablebase"
)

// rootSources is what the engine may consult before searching: an
// opening book and Syzygy tables. Both are read-only and may be shared
// with other engines.
type rootSources struct {
	book    *book.Book
	bookOpt book.Options
	rng     *rand.Rand // weighted book choice
	tables  *tablebase.Tablebases
	// tbLimit caps the piece count probed (UCI SyzygyProbeLimit); 0
	// means no cap beyond the largest table.
	tbLimit int
}

// SetBook makes Search answer from the opening book when it has a move
// for the position (Result.Source "book"), choosing among the book moves
// by weight as opt says. nil turns the book off.
func (e *Engine) SetBook(b *book.Book, opt book.Options) {
	e.roots.book, e.roots.bookOpt = b, opt
	if e.roots.rng == nil {
		e.roots.rng = rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	}
}

// SetBookSeed makes the weighted choice among book moves repeatable.
func (e *Engine) SetBookSeed(seed uint64) { e.roots.rng = rand.New(rand.NewPCG(seed, 0xb00c)) }

// SetTablebases gives the engine Syzygy tables (nil = none). With few
// enough pieces and no castling rights Search plays the tablebase move
// at once (Result.Source "tablebase"); inside the search positions after
// captures and pawn moves are scored from the WDL tables.
func (e *Engine) SetTablebases(t *tablebase.Tablebases) { e.roots.tables = t }

// SetTablebaseLimit probes only positions with at most n pieces (kings
// included): smaller tables are faster to read from disk. n <= 0 removes
// the cap.
func (e *Engine) SetTablebaseLimit(n int) { e.roots.tbLimit = max(n, 0) }

// tbPieces is the largest piece count the engine probes, 0 for none.
func (r *rootSources) tbPieces() int {
	if r.tables == nil {
		return 0
	}
	n := r.tables.MaxPieces()
	if r.tbLimit > 0 {
		n = min(n, r.tbLimit)
	}
	return n
}

// Tablebases returns the tables set by SetTablebases.
func (e *Engine) Tablebases() *tablebase.Tablebases { return e.roots.tables }

// rootShortcut answers from the book or the tables without searching,
// within what the level allows (LevelInfo.BookPlies, TablebaseOK). s is
// the search that runs otherwise; its root has at least one legal move.
// When the tables say the root is drawn and more than one move keeps the
// draw, it answers nothing but returns those moves (draws): the search
// then chooses among them (drawingMoves).
func (e *Engine) rootShortcut(s *searcher, start time.Time, onInfo func(Info)) (res Result, draws []string, ok bool) {
	if res, ok := e.bookResult(s); ok {
		return res, nil, true
	}
	res, draws, ok = e.tablebaseResult(s.pos, start)
	if ok && onInfo != nil {
		onInfo(res.Info)
	}
	return res, draws, ok
}

// bookResult plays a book move, up to the level's BookPlies. A move the
// book lists but that is not legal here (a hash collision or a damaged
// book) is ignored. The move is reported at depth 1 with a quiescence
// score (quickInfo), so that a GUI shows a value for book moves too.
func (e *Engine) bookResult(s *searcher) (Result, bool) {
	r := &e.roots
	pos := s.pos
	if r.book == nil || pos.IsChess960() {
		// The book knows standard chess only; in Chess960 it is off, even
		// in the start position the two share (number 518).
		return Result{}, false
	}
	uci, ok, err := r.book.Choose(pos.FEN(), r.rng, e.lvl.bookOptions(r.bookOpt))
	if err != nil || !ok {
		return Result{}, false
	}
	m, err := pos.ParseMove(uci)
	if err != nil {
		return Result{}, false
	}
	return Result{BestMove: m.String(), Info: s.quickInfo(m), Source: "book", Note: bookNote(r.book, pos.FEN(), uci)}, true
}

// bookNote says how often the book plays the move, e.g. "weight 35%".
func bookNote(b *book.Book, fen, uci string) string {
	moves, _ := b.Moves(fen)
	for _, bm := range moves {
		if bm.UCI == uci {
			return fmt.Sprintf("weight %.0f%%", bm.Percent)
		}
	}
	return ""
}

// tablebaseResult plays the move ProbeRoot rates best: the best outcome,
// then the fastest progress (DTZ) for a win or the longest resistance
// for a loss. Positions with castling rights or more pieces than the
// largest table are left to the search, as is any position the tables
// cannot answer (a missing or damaged file).
//
// A drawn root is different: every drawing move is as good as another
// to the tables, and the first of them in move order is often a lame
// one (a king step where the rook could keep its pressure, a trade into
// a bare-kings draw). So where more than one move keeps the draw and the
// level plays the move its search finds (full strength, level 8), the
// drawing moves come back as draws and the search picks among them, the
// move that leaves the opponent the most chances to go wrong by its
// evaluation, as Stockfish does with its root moves ranked by the
// tables. The levels that choose among moves by chance play the tables'
// move as before: their choice could leave the drawing moves.
func (e *Engine) tablebaseResult(pos *Position, start time.Time) (res Result, draws []string, ok bool) {
	best, all, ok := e.probeRoot(pos)
	if !ok {
		return Result{}, nil, false
	}
	if draws := e.drawingMoves(best, all); draws != nil {
		return Result{}, draws, false
	}
	m, info, _, ok := tbRootLine(pos, best, start)
	if !ok {
		return Result{}, nil, false
	}
	note := fmt.Sprintf("tablebase %s, wdl %d, dtz %d", wdlName(best.WDL), best.WDL, best.DTZ)
	return Result{BestMove: m.String(), Info: info, Source: "tablebase", Note: note, DTZ: best.DTZ}, nil, true
}

// probeRoot is ProbeRoot's answer for a root the tables answer
// (tablesAtRoot); ok is false for any other root and when the probe
// fails (a missing or damaged file), which the search then plays.
func (e *Engine) probeRoot(pos *Position) (best tablebase.RootMove, all []tablebase.RootMove, ok bool) {
	if !e.tablesAtRoot(pos) {
		return tablebase.RootMove{}, nil, false
	}
	best, all, err := e.roots.tables.ProbeRoot(tbPosition(pos))
	return best, all, err == nil
}

// drawingMoves returns the moves that keep the draw when ProbeRoot's
// answer (best, all) is a drawn root that the level searches among (see
// tablebaseResult): the level plays its search's move and more than one
// move draws. Otherwise nil, and the tables' own move stands.
func (e *Engine) drawingMoves(best tablebase.RootMove, all []tablebase.RootMove) []string {
	if best.WDL != tablebase.Draw || !e.lvl.playsSearchedMove() {
		return nil
	}
	var draws []string
	for _, rm := range all {
		if rm.WDL == tablebase.Draw {
			draws = append(draws, rm.UCI)
		}
	}
	if len(draws) < 2 {
		return nil
	}
	return draws
}

// tablebaseDrawSearch wraps onInfo for a search among the drawing moves
// of a drawn root: the lines are reported with the tables' verdict, a
// draw (score 0), whatever the evaluation says, as the tables know
// better; the evaluation only ranks the drawing moves.
func tablebaseDrawSearch(onInfo func(Info)) func(Info) {
	if onInfo == nil {
		return nil
	}
	return func(info Info) {
		info.Score, info.Mate = 0, 0
		onInfo(info)
	}
}

// tablebaseDrawResult turns the result of the search among the drawing
// moves (n of them) into the tables' answer: a draw, with the search's
// move.
func tablebaseDrawResult(res Result, n int) Result {
	res.Info.Score, res.Info.Mate = 0, 0
	res.Source = "tablebase"
	res.Note = fmt.Sprintf("tablebase draw, wdl 0, dtz 0; the search chose among %d drawing moves", n)
	res.DTZ = 0
	return res
}

// tablesAtRoot reports whether the root is one the tables answer: the
// level allows them, no castling rights, few enough pieces.
func (e *Engine) tablesAtRoot(pos *Position) bool {
	return e.roots.tables != nil && e.lvl.tablesAllowed() && pos.castling == 0 &&
		pos.Occupied().Count() <= e.roots.tbPieces()
}

// tbRootLine rates the root move rm as ProbeRoot did: the move, its info
// (depth 1, PV the move) and its search score, by which lines are ranked.
func tbRootLine(pos *Position, rm tablebase.RootMove, start time.Time) (Move, Info, int, bool) {
	m, err := pos.ParseMove(rm.UCI)
	if err != nil {
		return NoMove, Info{}, 0, false
	}
	info := Info{Depth: 1, SelDepth: 1, Nodes: 1, TBHits: 1, Time: time.Since(start), PV: []string{m.String()}, MultiPV: 1}
	// Score from the mover's side, on the scale the search gives
	// tablebase results (tbprobe.go), which follows Stockfish's
	// convention for tablebase wins: a known win is reported as a large
	// centipawn value (here tbWinScore = 31743 less the distance; in
	// Stockfish the band above VALUE_TB_WIN_IN_MAX_PLY), above every
	// evaluation and below every mate score, and not as "mate N", since
	// the tables give the distance to a zeroing move (DTZ), not to mate.
	// DTZ stands in for the distance, so a faster conversion shows as a
	// higher score; a cursed win or blessed loss is ±2 and a draw 0. A
	// move that mates at once is "mate 1". TablebaseOutcome tells the
	// band apart for display.
	score := tbValueScore(rm.WDL, min(abs(rm.DTZ), maxPly))
	info.Score = score
	pos.MakeMove(m)
	if pos.IsCheckmate() {
		score = mateIn(1)
		info.Score, info.Mate = 0, 1
	}
	pos.UnmakeMove(m)
	return m, info, score, true
}

// tablebaseLines is the tables' answer to a MultiPV search (k > 1): the
// best k moves of ProbeRoot's ranking, each reported as a line of depth
// 1, best first. The moves that mate at once come first; the others keep
// the tables' order (outcome, then DTZ), which their scores follow.
//
// A drawn root with at least k drawing moves is searched among them, as
// with one line (tablebaseResult), so that the lines are the search's
// best drawing moves and not the first ones in move order: it answers
// nothing but returns those moves (draws). With fewer drawing moves the
// tables rank every move.
func (e *Engine) tablebaseLines(pos *Position, start time.Time, k int, onInfo func(Info)) (res Result, draws []string, ok bool) {
	best, all, ok := e.probeRoot(pos)
	if !ok || len(all) == 0 {
		return Result{}, nil, false
	}
	if draws := e.drawingMoves(best, all); len(draws) >= k {
		return Result{}, draws, false
	}
	type line struct {
		info  Info
		score int
	}
	lines := make([]line, 0, len(all))
	for _, rm := range all {
		_, info, score, ok := tbRootLine(pos, rm, start)
		if !ok {
			return Result{}, nil, false
		}
		lines = append(lines, line{info, score})
	}
	slices.SortStableFunc(lines, func(a, b line) int { return b.score - a.score })
	lines = lines[:min(k, len(lines))]
	for i := range lines {
		lines[i].info.MultiPV = i + 1
		if onInfo != nil {
			onInfo(lines[i].info)
		}
	}
	res = Result{BestMove: lines[0].info.PV[0], Info: lines[0].info, Source: "tablebase", DTZ: best.DTZ}
	res.Note = fmt.Sprintf("tablebase %s, wdl %d, dtz %d", wdlName(best.WDL), best.WDL, best.DTZ)
	if res.BestMove != best.UCI {
		res.Note = "tablebase: mate in 1"
	}
	return res, nil, true
}

// TablebaseOutcome tells whether score (Info.Score, centipawns from the
// side to move) lies in the band the engine gives tablebase wins and
// losses, just below the mate scores: 31743 less a distance (the DTZ at
// the root, the ply of the probe inside the search). Such a score is a
// known result, not a centipawn value to print: +1 the side to move
// wins, -1 it loses, 0 the score is an ordinary evaluation (a cursed win
// or blessed loss, a draw in play, is ±2 and an evaluation).
func TablebaseOutcome(score int) int {
	switch {
	case !isTBScore(score):
		return 0
	case score > 0:
		return 1
	}
	return -1
}

// wdlName names a WDL value for messages.
func wdlName(wdl int) string {
	switch wdl {
	case tablebase.Win:
		return "win"
	case tablebase.CursedWin:
		return "cursed win"
	case tablebase.Draw:
		return "draw"
	case tablebase.BlessedLoss:
		return "blessed loss"
	case tablebase.Loss:
		return "loss"
	}
	return "unknown"
}
