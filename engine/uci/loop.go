package uci

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"chessmaster/book"
	"chessmaster/engine"
	"chessmaster/nnue"
)

// Session is one UCI conversation. Run reads commands on the calling
// goroutine; a search runs on its own goroutine. No command waits for a
// search to end by itself, so the reader never blocks behind a search:
// "stop", "isready" and "quit" are answered during one, and a command
// that changes what the engine searches ("position", "go", "ucinewgame",
// "setoption", "bench") first stops the running search, whose bestmove
// is printed, and is then applied.
type Session struct {
	name string
	out  *lineWriter
	eng  *engine.Engine
	opts Options

	// pos is the position set by "position", kept by the session so that
	// "d" can show it while the engine searches.
	pos *engine.Position
	// rejected says why the position the GUI sent last was refused (an
	// invalid FEN, an illegal move, a malformed command), "" when it was
	// accepted. While it is set, "go" answers "bestmove 0000": the
	// engine has no move for the GUI's position, and a move for an
	// earlier one would be illegal there.
	rejected string
	// level is the engine level last announced (see announceLevel).
	level int

	search *runningSearch // nil when idle
	res    resources      // book and tablebases for the options (resources.go)
}

// runningSearch is a search in progress.
type runningSearch struct {
	cancel context.CancelFunc
	done   chan struct{}
	// unbounded: the search has no limit of its own ("go infinite", "go
	// ponder", or a "go" without limits) and runs until stopped, so the
	// end of the input stops it rather than waiting for it.
	unbounded bool
	// ponder is the "go ponder" that started the search, nil otherwise:
	// on "ponderhit" the same go is searched again as a timed search.
	ponder *GoParams
	// quiet: the search's result is not to be printed (a ponder search
	// that a ponderhit replaces with the real one).
	quiet atomic.Bool
}

// NewSession returns a session around eng (a new Engine when nil) that
// writes to out. version goes into "id name".
func NewSession(eng *engine.Engine, out io.Writer, version string) *Session {
	if eng == nil {
		eng = engine.New()
	}
	s := &Session{
		name:  "ChessMaster " + version,
		out:   &lineWriter{w: out},
		eng:   eng,
		opts:  DefaultOptions(),
		pos:   eng.Position(),
		level: eng.Level(),
	}
	eng.SetMoveOverhead(s.opts.MoveOverhead)
	s.opts.Threads = eng.Threads() // 1 unless the caller has set eng up otherwise
	return s
}

// Run runs a session on in/out until "quit" or the end of in.
func Run(in io.Reader, out io.Writer, version string) error {
	return NewSession(nil, out, version).Run(in)
}

// Options returns the current option values.
func (s *Session) Options() Options { return s.opts }

// Run reads and executes commands until "quit" or end of input. Lines of
// any length are survived: one longer than MaxLineBytes is reported with
// "info string" and skipped (see lineReader).
func (s *Session) Run(in io.Reader) error {
	lr := newLineReader(in)
	for {
		line, n, tooLong, err := lr.next()
		if err != nil {
			// End of input: a search with limits may still complete and
			// print its move; one without is stopped.
			if s.search != nil && s.search.unbounded {
				s.search.cancel()
			}
			s.stopSearchWhenDone()
			if errors.Is(err, io.EOF) {
				return s.out.err()
			}
			return err
		}
		if tooLong {
			s.tooLongLine(line, n)
			continue
		}
		if !s.Execute(line) {
			return s.out.err()
		}
	}
}

// tooLongLine reports a line longer than MaxLineBytes (of n bytes, which
// began with start) and skips it. A "position" that long is the GUI's
// position all the same: the engine does not have it, so it counts as a
// rejected one and "go" answers "bestmove 0000" until a valid position
// comes, rather than with a move for the position before it.
func (s *Session) tooLongLine(start string, n int) {
	why := fmt.Sprintf("line of %d bytes, longer than the %d a command may have", n, MaxLineBytes)
	if f := strings.Fields(start); len(f) > 0 && f[0] == "position" {
		s.stopSearch()
		s.rejectPosition("position " + why)
		return
	}
	s.out.printf("info string line ignored: %s (it began %q)", why, start)
}

// Execute runs one command line and reports whether the session goes on
// (false after "quit"). It returns without waiting for a search to end by
// itself.
func (s *Session) Execute(line string) bool {
	cmd, err := ParseCommand(line)
	if err != nil {
		if f := strings.Fields(line); len(f) > 0 && f[0] == "position" {
			// A position the GUI meant to set, but malformed: the GUI's
			// position is now one the engine does not have.
			s.stopSearch()
			s.rejectPosition(strings.TrimPrefix(err.Error(), "position: "))
			return true
		}
		s.out.printf("info string %s", oneLine(err.Error()))
		return true
	}
	for _, w := range cmd.Warnings {
		s.out.printf("info string %s", oneLine(w))
	}
	switch cmd.Kind {
	case CmdEmpty, CmdDebug, CmdRegister:
	case CmdUCI:
		s.out.printf("id name %s", s.name)
		s.out.printf("id author ChessMaster developers")
		for _, l := range optionLines() {
			s.out.printf("%s", l)
		}
		s.out.printf("uciok")
	case CmdIsReady:
		if s.search == nil {
			// Load a new BookFile/SyzygyPath now, so that errors show
			// before the GUI starts the game.
			s.syncResources()
		}
		s.out.printf("readyok")
	case CmdNewGame:
		s.stopSearch()
		s.eng.NewGame()
	case CmdSetOption:
		s.stopSearch()
		if err := s.opts.apply(s.eng, cmd.Name, cmd.Value); err != nil {
			s.out.printf("info string %s", oneLine(err.Error()))
		}
		s.announceLevel()
	case CmdPosition:
		s.stopSearch()
		s.setPosition(cmd.FEN, cmd.Moves)
	case CmdGo:
		s.stopSearch()
		if s.rejected != "" {
			s.refuseGo(cmd.Go)
		} else if cmd.Go.Perft > 0 {
			s.perft(cmd.Go.Perft)
		} else {
			s.syncResources()
			if cmd.Go.analysis() {
				// The GUI asks what the position holds, not for a move
				// to play: a book move would answer at depth 1.
				s.eng.SetBook(nil, book.Options{})
			}
			s.startSearch(cmd.Go)
		}
	case CmdPonderHit:
		s.ponderHit()
	case CmdStop:
		s.stopSearch()
	case CmdQuit:
		s.stopSearch()
		return false
	case CmdBench:
		s.stopSearch()
		s.bench(cmd.BenchDepth)
	case CmdDisplay:
		if s.rejected != "" {
			s.out.printf("info string the last position sent was rejected (%s); this is the one before it", s.rejected)
		}
		s.out.printf("%s", strings.TrimRight(s.pos.String(), "\n"))
	}
	return true
}

// startSearch launches the search goroutine. With "go infinite" (or
// "go ponder") the bestmove is held back until "stop" even if the search
// ends by itself, as the protocol requires.
func (s *Session) startSearch(g GoParams) {
	lim := engine.Limits{
		Depth: g.Depth, Nodes: g.Nodes, MoveTime: g.MoveTime,
		WTime: g.WTime, BTime: g.BTime, WInc: g.WInc, BInc: g.BInc,
		MovesToGo: g.MovesToGo, Infinite: g.Infinite || g.Ponder,
		SearchMoves: g.SearchMoves, MultiPV: s.opts.MultiPV,
	}
	if g.Mate > 0 && lim.Depth == 0 {
		// Mate in N needs at most 2N-1 plies; search a little deeper so
		// that the check extensions have room.
		lim.Depth = 2*g.Mate + 1
	}
	if g.Clock && !lim.Infinite && lim.MoveTime == 0 && g.WTime == 0 && g.BTime == 0 && g.WInc == 0 && g.BInc == 0 {
		// "go wtime 0 ...": the clock is empty. The engine reads an
		// all-zero clock as no clock at all and would search without a
		// time limit; move at once (after the first iteration) instead.
		lim.MoveTime = time.Millisecond
	}
	lim.SearchMoves = s.legalSearchMoves(g.SearchMoves)
	ctx, cancel := context.WithCancel(context.Background())
	rs := &runningSearch{
		cancel: cancel, done: make(chan struct{}),
		unbounded: lim.Infinite || (lim.Depth == 0 && lim.Nodes == 0 && lim.MoveTime == 0 && !g.Clock),
	}
	if g.Ponder {
		g := g
		rs.ponder = &g
	}
	s.search = rs
	inCheck := s.pos.InCheck()
	go func() {
		defer close(rs.done)
		lastPV := "" // first move of the last best line ("multipv 1") printed
		res := s.eng.Search(ctx, lim, func(info engine.Info) {
			s.out.printf("%s", formatInfo(info))
			if info.MultiPV > 1 {
				return
			}
			lastPV = ""
			if len(info.PV) > 0 {
				lastPV = info.PV[0]
			}
		})
		if lim.Infinite {
			<-ctx.Done()
		}
		if rs.quiet.Load() {
			return
		}
		if res.BestMove == "" {
			if inCheck {
				s.out.printf("info depth 0 score mate 0")
			} else {
				s.out.printf("info depth 0 score cp 0")
			}
			s.out.printf("bestmove (none)")
			return
		}
		if res.Source != "search" {
			s.out.printf("%s", describeSource(res.Source, res.Note))
		}
		// Every bestmove comes after an info line with a depth, a score
		// and a PV that starts with it: book and forced moves have had
		// none, and a search stopped early or a weakened level's choice
		// may differ from the last iteration printed.
		if lastPV != res.BestMove {
			s.out.printf("%s", formatInfo(finalInfo(res)))
		}
		if res.Ponder != "" {
			s.out.printf("bestmove %s ponder %s", res.BestMove, res.Ponder)
		} else {
			s.out.printf("bestmove %s", res.BestMove)
		}
	}()
}

// ponderHit is "ponderhit": the opponent played the move the engine was
// pondering on, and its clock runs now. The ponder search stops without
// printing its result and the same "go" starts again as a normal timed
// search: the time counts from now, and the hash table the pondering
// filled makes its first iterations quick. A ponderhit with no ponder
// search running ends whatever runs, as "stop" does.
func (s *Session) ponderHit() {
	rs := s.search
	if rs == nil || rs.ponder == nil {
		s.stopSearch()
		return
	}
	g := *rs.ponder
	g.Ponder = false
	rs.quiet.Store(true)
	s.stopSearch()
	s.startSearch(g)
}

// legalSearchMoves keeps the searchmoves that are legal in the position,
// warning about the others; with none left, all moves are searched.
func (s *Session) legalSearchMoves(moves []string) []string {
	var legal []string
	for _, mv := range moves {
		if _, err := s.pos.ParseMove(mv); err != nil {
			s.out.printf("info string go searchmoves: %s is not legal here; ignored", mv)
			continue
		}
		legal = append(legal, mv)
	}
	if len(moves) > 0 && len(legal) == 0 {
		s.out.printf("info string go searchmoves: no legal move given; searching all moves")
	}
	return legal
}

// finalInfo is the info of res for the line before bestmove. The engine
// reports the played move's depth, score and PV (engine.Result.Info); if
// the PV should not start with the move, it is reduced to the move.
func finalInfo(res engine.Result) engine.Info {
	info := res.Info
	if len(info.PV) == 0 || info.PV[0] != res.BestMove {
		info.PV = []string{res.BestMove}
	}
	info.Depth = max(info.Depth, 1)
	info.SelDepth = max(info.SelDepth, info.Depth)
	return info
}

// stopSearchWhenDone waits until the running search, if any, has ended by
// its own limits and printed its bestmove.
func (s *Session) stopSearchWhenDone() {
	if s.search == nil {
		return
	}
	<-s.search.done
	s.search.cancel()
	s.search = nil
}

// stopSearch stops the running search, if any, and waits until its
// bestmove has been written (a few milliseconds).
func (s *Session) stopSearch() {
	if s.search == nil {
		return
	}
	s.search.cancel()
	<-s.search.done
	s.search = nil
}

// perft prints the move-by-move perft counts like Stockfish's "go perft".
func (s *Session) perft(depth int) {
	entries, total := s.pos.PerftDivide(depth)
	for _, e := range entries {
		s.out.printf("%s: %d", e.Move, e.Nodes)
	}
	s.out.printf("")
	s.out.printf("Nodes searched: %d", total)
	s.out.printf("")
}

// bench runs the fixed benchmark on a private engine so that it does not
// disturb the game's hash, then reports nodes and speed. With UseNNUE the
// benchmark evaluates with the session's net.
func (s *Session) bench(depth int) {
	var net *nnue.Net
	if s.opts.UseNNUE {
		s.syncResources()
		net = s.res.net
	}
	res := engine.BenchNNUE(depth, s.opts.HashMB, net, func(line string) { s.out.printf("%s", line) })
	s.out.printf("")
	s.out.printf("===========================")
	s.out.printf("Total time (ms) : %d", res.Elapsed.Milliseconds())
	s.out.printf("Nodes searched  : %d", res.Nodes)
	s.out.printf("Nodes/second    : %d", res.NPS)
}

// formatInfo renders an iteration report as a UCI info line; with the
// MultiPV option above 1 each line of an iteration has one, numbered by
// "multipv" (1 for the best).
func formatInfo(i engine.Info) string {
	var b strings.Builder
	fmt.Fprintf(&b, "info depth %d seldepth %d multipv %d ", i.Depth, i.SelDepth, max(i.MultiPV, 1))
	if i.Mate != 0 {
		fmt.Fprintf(&b, "score mate %d", i.Mate)
	} else {
		fmt.Fprintf(&b, "score cp %d", i.Score)
	}
	fmt.Fprintf(&b, " nodes %d nps %d hashfull %d tbhits %d time %d",
		i.Nodes, i.NPS, i.HashFull, i.TBHits, i.Time.Milliseconds())
	if len(i.PV) > 0 {
		b.WriteString(" pv ")
		b.WriteString(strings.Join(i.PV, " "))
	}
	return b.String()
}

// oneLine keeps an error message on one output line.
func oneLine(s string) string { return strings.ReplaceAll(s, "\n", " ") }

// lineWriter serialises output lines from the reader and the search
// goroutines and remembers the first write error.
type lineWriter struct {
	mu    sync.Mutex
	w     io.Writer
	first error
}

func (l *lineWriter) printf(format string, args ...any) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.first != nil {
		return
	}
	_, l.first = fmt.Fprintf(l.w, format+"\n", args...)
}

func (l *lineWriter) err() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.first
}
