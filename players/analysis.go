package players

import (
	"context"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"time"

	"chessmaster/engine"
	"chessmaster/master"
	"chessmaster/tablebase"
)

// Analysis mode (master.Analyse): an endless MultiPV search that reports
// every line after each completed iteration, on the built-in engine or
// on an external UCI engine.

// Analyse is the analyser package wiring registers with master: req.EnginePath
// "" analyses with the built-in engine, anything else with that UCI
// engine, started for this analysis and ended (with every process it
// started) when ctx ends. See master.AnalyseFunc for the contract.
func Analyse(ctx context.Context, req master.AnalysisRequest, report func([]master.AnalysisLine)) error {
	if report == nil {
		report = func([]master.AnalysisLine) {}
	}
	pos, err := analysisPosition(req)
	if err != nil {
		return err
	}
	var l engine.MoveList
	pos.GenerateLegal(&l)
	if l.N == 0 {
		return master.ErrNothingToAnalyse
	}
	k := min(max(req.MultiPV, 1), master.MaxAnalysisLines)
	if req.EnginePath != "" {
		return analyseUCI(ctx, req, min(k, l.N), report)
	}
	return builtinAnalysis.analyse(ctx, req, k, l.N, report)
}

// analysisPosition is the position req asks about.
func analysisPosition(req master.AnalysisRequest) (*engine.Position, error) {
	fen := req.StartFEN
	if fen == "" || fen == "startpos" {
		fen = engine.StartFEN
	}
	pos, err := engine.ParseFENVariant(fen, req.Chess960)
	if err != nil {
		return nil, fmt.Errorf("analysis: %w", err)
	}
	for i, s := range req.Moves {
		m, err := pos.ParseMove(s)
		if err != nil {
			return nil, fmt.Errorf("analysis: move %d (%s): %w", i+1, s, err)
		}
		pos.MakeMove(m)
	}
	return pos, nil
}

// analysisEngines hands out the built-in engines of analyses: one is kept
// between analyses (its hash still knows the previous position, which is
// usually the one before or after); an analysis that starts while another
// runs gets a new one.
type analysisEngines struct {
	mu   sync.Mutex
	idle *engine.Engine
}

var builtinAnalysis analysisEngines

func (a *analysisEngines) take() *engine.Engine {
	a.mu.Lock()
	e := a.idle
	a.idle = nil
	a.mu.Unlock()
	if e != nil {
		return e
	}
	e = engine.New() // full strength, the default hash, no book
	// Analysis may use the machine: half its cores (one line at a time
	// searches on all of them; MultiPV searches on one).
	e.SetThreads(max(1, min(runtime.NumCPU()/2, engine.MaxThreads)))
	if tb, err := tablebase.Default(); err == nil {
		e.SetTablebases(tb)
	}
	return e
}

func (a *analysisEngines) put(e *engine.Engine) {
	a.mu.Lock()
	if a.idle == nil {
		a.idle = e
	}
	a.mu.Unlock()
}

// analyse runs an endless search of k lines (n legal moves) until ctx
// ends, reporting each completed iteration's lines.
func (a *analysisEngines) analyse(ctx context.Context, req master.AnalysisRequest, k, n int, report func([]master.AnalysisLine)) error {
	e := a.take()
	defer a.put(e)
	e.SetChess960(req.Chess960)
	if err := e.SetPosition(req.StartFEN, req.Moves); err != nil {
		return fmt.Errorf("analysis: %w", err)
	}
	want := min(k, n)
	lim := engine.Limits{Infinite: true, MultiPV: k}
	if n == 1 {
		// One legal move: a MultiPV search deepens it where a
		// single-line search would answer at once. One line either way.
		lim.MultiPV = 2
	}
	var lines []master.AnalysisLine
	e.Search(ctx, lim, func(info engine.Info) {
		if info.MultiPV <= 1 {
			lines = make([]master.AnalysisLine, 0, want)
		}
		lines = append(lines, builtinLine(info))
		if len(lines) == want {
			report(lines)
			lines = nil
		}
	})
	// The search may end by itself (a tablebase position, the largest
	// depth): its lines stand until the caller is done with them.
	<-ctx.Done()
	return nil
}

// builtinLine converts one of the built-in engine's lines; a score in the
// engine's tablebase band becomes TBWin.
func builtinLine(info engine.Info) master.AnalysisLine {
	l := master.AnalysisLine{
		MultiPV: max(info.MultiPV, 1), Depth: info.Depth, Score: info.Score, Mate: info.Mate,
		PV: append([]string(nil), info.PV...), Nodes: info.Nodes, Time: info.Time,
	}
	if l.Mate == 0 {
		if w := engine.TablebaseOutcome(l.Score); w != 0 {
			l.TBWin, l.Score = w, 0
		}
	}
	return l
}

// stockfishTBCP is the centipawn value Stockfish (16 and later) reports
// for a tablebase win less the plies to it, up to its MAX_PLY (246):
// "cp 19980" is a tablebase win, not an evaluation.
const (
	stockfishTBCP     = 20000
	stockfishTBMaxPly = 246
)

// uciTBWin recognises a tablebase result in a UCI engine's centipawn
// score: Stockfish's band (stockfishTBCP less at most its MAX_PLY) and
// ChessMaster's own (engine.TablebaseOutcome). +1 the side to move wins,
// -1 it loses, 0 an evaluation. Other engines' conventions are not
// known; their scores stay centipawns.
func uciTBWin(cp int) int {
	if w := engine.TablebaseOutcome(cp); w != 0 {
		return w
	}
	a := cp
	if a < 0 {
		a = -a
	}
	if a > stockfishTBCP || a < stockfishTBCP-stockfishTBMaxPly {
		return 0
	}
	if cp > 0 {
		return 1
	}
	return -1
}

// analysisQuitWait is how long an external engine has to obey "stop"
// and "quit" at the end of an analysis before it is killed.
const analysisQuitWait = 100 * time.Millisecond

// analyseUCI analyses with the UCI engine at req.EnginePath: start and
// handshake, "setoption name MultiPV value k" (when it has the option;
// otherwise one line), "position ...", "go infinite", and a report each
// time the engine has printed all want lines of an iteration. When ctx
// ends the engine gets "stop" and "quit" and is killed, with every
// process it started, if it has not exited within analysisQuitWait.
func analyseUCI(ctx context.Context, req master.AnalysisRequest, want int, report func([]master.AnalysisLine)) error {
	e, err := NewUCIEngineContext(ctx, req.EnginePath, nil)
	if err != nil {
		if ctx.Err() != nil {
			return nil
		}
		return err
	}
	e.QuitTimeout = analysisQuitWait
	defer e.Close()
	return e.analyse(ctx, req, want, report)
}

// analyse is the analysis loop of analyseUCI on a started engine.
func (e *UCIPlayer) analyse(ctx context.Context, req master.AnalysisRequest, want int, report func([]master.AnalysisLine)) error {
	if want > 1 {
		opt, ok := e.options["multipv"]
		if !ok {
			want = 1 // the engine shows one line only
		} else if err := e.send(fmt.Sprintf("setoption name %s value %d", opt.Name, want)); err != nil {
			return err
		}
	}
	if opt, ok := e.options["uci_analysemode"]; ok && opt.Type == "check" {
		if err := e.send("setoption name " + opt.Name + " value true"); err != nil {
			return err
		}
	}
	if req.Chess960 {
		if err := e.setChess960(true); err != nil {
			return err
		}
	}
	if err := e.sync(HandshakeTimeout); err != nil {
		return err
	}
	if err := e.send(positionCommand(req.StartFEN, req.Moves)); err != nil {
		return err
	}
	if err := e.send("go infinite"); err != nil {
		return err
	}
	// slots holds the latest line of each number; an engine prints the
	// lines of an iteration in order, so the last one completes a set.
	slots := make([]*master.AnalysisLine, want)
	exited := e.exited
	var grace <-chan time.Time
	for {
		select {
		case <-ctx.Done():
			e.send("stop")
			return nil
		case <-exited:
			exited, grace = nil, time.After(uciExitGrace)
		case <-grace:
			return e.exitError()
		case line, ok := <-e.lines:
			if !ok {
				if ctx.Err() != nil {
					return nil
				}
				return e.exitError()
			}
			if !strings.HasPrefix(line, "info ") {
				continue // a "bestmove" of an engine that stops by itself: its lines stand
			}
			info, extra, ok := parseUCIInfoLine(line)
			if !ok || extra.bound || len(info.PV) == 0 {
				continue
			}
			n := max(extra.multiPV, 1)
			if n > want {
				continue
			}
			l := uciLine(info, n)
			slots[n-1] = &l
			if n < want {
				continue
			}
			set := make([]master.AnalysisLine, 0, want)
			for _, s := range slots {
				if s != nil {
					set = append(set, *s)
				}
			}
			if len(set) == want {
				report(set)
			}
		}
	}
}

// uciLine converts an external engine's line number n.
func uciLine(info master.ThinkingInfo, n int) master.AnalysisLine {
	l := master.AnalysisLine{
		MultiPV: n, Depth: info.Depth, Score: info.Score, Mate: info.Mate,
		PV: append([]string(nil), info.PV...), Nodes: info.Nodes, Time: info.Time,
	}
	if l.Mate == 0 {
		if w := uciTBWin(l.Score); w != 0 {
			l.TBWin, l.Score = w, 0
		}
	}
	return l
}
