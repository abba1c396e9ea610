package uci

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strings"
	"sync"

	"chessmaster/engine"
)

// Session is one UCI conversation. Run reads commands on the calling
// goroutine; a search runs on its own goroutine so that "stop", "quit"
// and "isready" are answered while it thinks.
type Session struct {
	name string
	out  *lineWriter
	eng  *engine.Engine
	opts Options

	fen   string // "" = start position
	moves []string

	search *runningSearch // nil when idle
	res    resources      // book and tablebases for the options (resources.go)
}

// runningSearch is a search in progress.
type runningSearch struct {
	cancel   context.CancelFunc
	done     chan struct{}
	infinite bool
}

// NewSession returns a session around eng (a new Engine when nil) that
// writes to out. version goes into "id name".
func NewSession(eng *engine.Engine, out io.Writer, version string) *Session {
	if eng == nil {
		eng = engine.New()
	}
	s := &Session{
		name: "ChessMaster " + version,
		out:  &lineWriter{w: out},
		eng:  eng,
		opts: DefaultOptions(),
	}
	eng.SetMoveOverhead(s.opts.MoveOverhead)
	return s
}

// Run runs a session on in/out until "quit" or the end of in.
func Run(in io.Reader, out io.Writer, version string) error {
	return NewSession(nil, out, version).Run(in)
}

// Options returns the current option values.
func (s *Session) Options() Options { return s.opts }

// Run reads and executes commands until "quit" or end of input.
func (s *Session) Run(in io.Reader) error {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		if !s.Execute(sc.Text()) {
			return s.out.err()
		}
	}
	// End of input: a finite search may still complete and print its move.
	s.waitSearch()
	if err := sc.Err(); err != nil {
		return err
	}
	return s.out.err()
}

// Execute runs one command line and reports whether the session goes on
// (false after "quit").
func (s *Session) Execute(line string) bool {
	cmd, err := ParseCommand(line)
	if err != nil {
		s.out.printf("info string %s", oneLine(err.Error()))
		return true
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
		s.waitSearch()
		s.eng.NewGame()
	case CmdSetOption:
		s.waitSearch()
		if err := s.opts.apply(s.eng, cmd.Name, cmd.Value); err != nil {
			s.out.printf("info string %s", oneLine(err.Error()))
		}
	case CmdPosition:
		s.waitSearch()
		if err := s.eng.SetPosition(cmd.FEN, cmd.Moves); err != nil {
			s.out.printf("info string %s", oneLine(err.Error()))
			return true
		}
		s.fen, s.moves = cmd.FEN, cmd.Moves
	case CmdGo:
		s.waitSearch()
		if cmd.Go.Perft > 0 {
			s.perft(cmd.Go.Perft)
		} else {
			s.syncResources()
			s.startSearch(cmd.Go)
		}
	case CmdStop, CmdPonderHit:
		// Pondering is not offered; a ponderhit simply ends the search.
		s.stopSearch()
	case CmdQuit:
		s.stopSearch()
		return false
	case CmdBench:
		s.waitSearch()
		s.bench(cmd.BenchDepth)
	case CmdDisplay:
		s.waitSearch()
		s.out.printf("%s", strings.TrimRight(s.eng.Position().String(), "\n"))
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
		SearchMoves: g.SearchMoves,
	}
	if g.Mate > 0 && lim.Depth == 0 {
		// Mate in N needs at most 2N-1 plies; search a little deeper so
		// that the check extensions have room.
		lim.Depth = 2*g.Mate + 1
	}
	ctx, cancel := context.WithCancel(context.Background())
	rs := &runningSearch{cancel: cancel, done: make(chan struct{}), infinite: lim.Infinite}
	s.search = rs
	pos := s.eng.Position()
	go func() {
		defer close(rs.done)
		res := s.eng.Search(ctx, lim, func(info engine.Info) { s.out.printf("%s", formatInfo(info)) })
		if lim.Infinite {
			<-ctx.Done()
		}
		if res.BestMove == "" {
			if pos.InCheck() {
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
		if res.Ponder != "" {
			s.out.printf("bestmove %s ponder %s", res.BestMove, res.Ponder)
		} else {
			s.out.printf("bestmove %s", res.BestMove)
		}
	}()
}

// waitSearch lets a running search finish by its own limits (an
// infinite one is stopped) before a command that changes the engine's
// state. GUIs send "stop" first anyway; a script piping "go depth 10"
// followed by "d" gets the search it asked for.
func (s *Session) waitSearch() {
	if s.search == nil {
		return
	}
	if s.search.infinite {
		s.search.cancel()
	}
	<-s.search.done
	s.search.cancel()
	s.search = nil
}

// stopSearch cancels the running search, if any, and waits until its
// bestmove has been written.
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
	entries, total := s.eng.Position().PerftDivide(depth)
	for _, e := range entries {
		s.out.printf("%s: %d", e.Move, e.Nodes)
	}
	s.out.printf("")
	s.out.printf("Nodes searched: %d", total)
	s.out.printf("")
}

// bench runs the fixed benchmark on a private engine so that it does not
// disturb the game's hash, then reports nodes and speed.
func (s *Session) bench(depth int) {
	res := engine.Bench(depth, s.opts.HashMB, func(line string) { s.out.printf("%s", line) })
	s.out.printf("")
	s.out.printf("===========================")
	s.out.printf("Total time (ms) : %d", res.Elapsed.Milliseconds())
	s.out.printf("Nodes searched  : %d", res.Nodes)
	s.out.printf("Nodes/second    : %d", res.NPS)
}

// formatInfo renders an iteration report as a UCI info line.
func formatInfo(i engine.Info) string {
	var b strings.Builder
	fmt.Fprintf(&b, "info depth %d seldepth %d multipv 1 ", i.Depth, i.SelDepth)
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
