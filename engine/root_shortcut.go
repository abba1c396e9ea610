package engine

import (
	"fmt"
	"math/rand/v2"
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
func (e *Engine) rootShortcut(s *searcher, start time.Time, onInfo func(Info)) (Result, bool) {
	if res, ok := e.bookResult(s); ok {
		return res, true
	}
	if res, ok := e.tablebaseResult(s.pos, start); ok {
		if onInfo != nil {
			onInfo(res.Info)
		}
		return res, true
	}
	return Result{}, false
}

// bookResult plays a book move, up to the level's BookPlies. A move the
// book lists but that is not legal here (a hash collision or a damaged
// book) is ignored. The move is reported at depth 1 with a quiescence
// score (quickInfo), so that a GUI shows a value for book moves too.
func (e *Engine) bookResult(s *searcher) (Result, bool) {
	r := &e.roots
	pos := s.pos
	if r.book == nil {
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
func (e *Engine) tablebaseResult(pos *Position, start time.Time) (Result, bool) {
	t := e.roots.tables
	if t == nil || !e.lvl.tablesAllowed() || pos.castling != 0 || pos.Occupied().Count() > e.roots.tbPieces() {
		return Result{}, false
	}
	best, _, err := t.ProbeRoot(tbPosition(pos))
	if err != nil {
		return Result{}, false
	}
	m, err := pos.ParseMove(best.UCI)
	if err != nil {
		return Result{}, false
	}
	info := Info{Depth: 1, SelDepth: 1, Nodes: 1, TBHits: 1, Time: time.Since(start), PV: []string{m.String()}}
	// Score from the mover's side, on the scale the search gives
	// tablebase results (tbprobe.go), which follows Stockfish's
	// convention for tablebase wins: a known win is reported as a large
	// centipawn value (here tbWinScore = 31743 less the distance; in
	// Stockfish the band above VALUE_TB_WIN_IN_MAX_PLY), above every
	// evaluation and below every mate score, and not as "mate N", since
	// the tables give the distance to a zeroing move (DTZ), not to mate.
	// DTZ stands in for the distance, so a faster conversion shows as a
	// higher score; a cursed win or blessed loss is ±2 and a draw 0. A
	// move that mates at once is "mate 1".
	info.Score = tbValueScore(best.WDL, min(abs(best.DTZ), maxPly))
	pos.MakeMove(m)
	if pos.IsCheckmate() {
		info.Score, info.Mate = 0, 1
	}
	pos.UnmakeMove(m)
	note := fmt.Sprintf("tablebase %s, wdl %d, dtz %d", wdlName(best.WDL), best.WDL, best.DTZ)
	return Result{BestMove: m.String(), Info: info, Source: "tablebase", Note: note}, true
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
