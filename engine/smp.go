package engine

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
)

// Lazy SMP: with Threads > 1 a search runs helper threads beside the
// calling goroutine (the main thread). Every thread searches the same
// root with iterative deepening and its own position, move ordering
// tables and node counter; they share only the transposition table,
// whose entries are atomic words (tt.go). What one thread learns about a
// position reaches the others through the table, and since the helpers
// search other depths (helperSkips) and their trees drift apart with
// timing, together they cover more of the tree than the main thread
// alone.
//
// The main thread alone reports iterations, manages the time and picks
// the move, exactly as in a single-threaded search; when it stops, the
// helpers are told to stop and are waited for before Search returns. A
// node limit counts the nodes of all threads: each thread takes its
// nodes from the common budget in small chunks (smpShared.reserve).
//
// With one thread no helper is started and the search is the
// single-threaded search, node for node.

// MaxThreads bounds SetThreads and the UCI option Threads.
const MaxThreads = 64

// SetThreads sets the number of search threads, clamped to
// 1..MaxThreads (1 for a new Engine). Limited levels (SetLevel) and
// MultiPV searches always use one thread: a level's strength is its node
// budget, and the lines of a MultiPV search are searched one after
// another.
func (e *Engine) SetThreads(n int) {
	n = min(max(n, 1), MaxThreads)
	e.threads = n
	if len(e.helpers) > n-1 {
		clear(e.helpers[n-1:])
		e.helpers = e.helpers[:n-1]
	}
}

// Threads returns the number of search threads set by SetThreads.
func (e *Engine) Threads() int { return max(e.threads, 1) }

// searchThreads is the number of threads a search with lim uses.
//
// It is never more than the machine's logical CPUs (GOMAXPROCS): Go
// gives each of more runnable goroutines than CPUs a 10 ms turn, so a
// search with Threads 64 on two cores answered "stop" 0.5-1.4 s late
// (every helper had to run again to see the stop flag, and the main
// thread waited behind them), and threads beyond the cores add no
// search, only a share of the same cores.
func (e *Engine) searchThreads(lim Limits) int {
	if e.lvl.limited() || lim.MultiPV > 1 {
		return 1
	}
	return max(1, min(e.Threads(), runtime.GOMAXPROCS(0)))
}

// threadTables are a helper thread's move-ordering tables, kept between
// the searches of a game like the main thread's (see Engine.NewGame).
type threadTables struct {
	killers  [maxPly + 2][2]Move
	history  [2][64][64]int16
	counters [2][64][64]Move
	contHist contHistory
	corrHist corrHistory
}

// age is Engine.ageHistory for a helper's tables.
func (t *threadTables) age() {
	for c := range t.history {
		for f := range t.history[c] {
			for to := range t.history[c][f] {
				t.history[c][f][to] /= 2
			}
		}
	}
	t.killers = [maxPly + 2][2]Move{}
}

// smpShared is what the threads of one search share besides the table.
type smpShared struct {
	stop atomic.Bool // set by the main thread when it has finished

	// limit is the node limit of the whole search (0 = none); reserved
	// counts the nodes handed out to the threads so far, chunk at a time.
	limit    uint64
	chunk    uint64
	reserved atomic.Uint64

	// counts[i] is what helper i+1 has published of its node and
	// tablebase-hit counters (every 1024 nodes, and at its end).
	counts []threadCount
}

// threadCount is padded to its own cache line so that the helpers'
// publishing does not slow the others down.
type threadCount struct {
	nodes, tbHits atomic.Uint64
	_             [48]byte
}

// mainFirstShare is the least node budget the main thread takes first.
const mainFirstShare = 1024

// reserve takes up to n nodes from the budget and returns how many it got.
func (sh *smpShared) reserve(n uint64) uint64 {
	if sh.reserved.Load() >= sh.limit {
		return 0
	}
	end := sh.reserved.Add(n)
	start := end - n
	if start >= sh.limit {
		return 0
	}
	return min(end, sh.limit) - start
}

// moreNodes is called when s has used its node quota (s.lim.Nodes). In
// a multi-threaded search with a node limit it takes another chunk from
// the common budget and reports whether s may go on; otherwise s's limit
// is final.
func (s *searcher) moreNodes() bool {
	sh := s.smp
	if sh == nil || sh.limit == 0 {
		return false
	}
	s.lim.Nodes += sh.reserve(s.nodes - s.lim.Nodes + sh.chunk)
	return s.nodes < s.lim.Nodes
}

// publish makes a helper's counters visible to the main thread.
func (s *searcher) publish() {
	c := &s.smp.counts[s.thread-1]
	c.nodes.Store(s.nodes)
	c.tbHits.Store(s.tb.hits)
}

// totalNodes is the node count of the search: the main thread's plus
// what the helpers have published (all of it once they have finished).
func (s *searcher) totalNodes() uint64 {
	n := s.nodes + s.helperNodes
	if s.smp != nil {
		for i := range s.smp.counts {
			n += s.smp.counts[i].nodes.Load()
		}
	}
	return n
}

// totalTBHits is totalNodes for the tablebase hits.
func (s *searcher) totalTBHits() uint64 {
	n := s.tb.hits + s.helperTBHits
	if s.smp != nil {
		for i := range s.smp.counts {
			n += s.smp.counts[i].tbHits.Load()
		}
	}
	return n
}

// helperGroup is the running helpers of one search.
type helperGroup struct {
	main *searcher
	sh   *smpShared
	wg   sync.WaitGroup
	done bool
}

// startHelpers starts threads-1 helper threads on root (the main
// thread's ordered root moves, copied for each helper) and connects the
// main searcher s to them. It must be called before s starts searching.
func (e *Engine) startHelpers(s *searcher, root []rootMove, threads int) *helperGroup {
	sh := &smpShared{limit: s.lim.Nodes, counts: make([]threadCount, threads-1)}
	if sh.limit > 0 {
		sh.chunk = min(max(sh.limit/uint64(16*threads), 16), 4096)
		// The main thread's first share covers its first iteration (a
		// few hundred nodes), which it completes whatever the limit:
		// taken from the budget first, those nodes cannot be spent by
		// the helpers meanwhile and come on top.
		s.lim.Nodes = sh.reserve(max(sh.chunk, mainFirstShare))
	}
	s.smp = sh
	for len(e.helpers) < threads-1 {
		e.helpers = append(e.helpers, new(threadTables))
	}
	g := &helperGroup{main: s, sh: sh}
	for i := 1; i < threads; i++ {
		t := e.helpers[i-1]
		t.age()
		h := &searcher{
			pos:      s.pos.Copy(),
			tt:       s.tt,
			lim:      s.lim,
			ctx:      context.Background(),
			prm:      s.prm,
			killers:  &t.killers,
			history:  &t.history,
			counters: &t.counters,
			contHist: &t.contHist,
			corr:     helperCorr(s, t),
			tb:       tbProbe{tables: s.tb.tables, maxPieces: s.tb.maxPieces},
			smp:      sh,
			thread:   i,
			canAbort: true, // the main thread has the move; a helper may stop any time
		}
		h.lim.Nodes = 0
		if sh.limit > 0 {
			if h.lim.Nodes = sh.reserve(sh.chunk); h.lim.Nodes == 0 {
				continue // the budget is spent already
			}
		}
		hr := make([]rootMove, len(root))
		copy(hr, root)
		g.wg.Add(1)
		go func() {
			defer g.wg.Done()
			h.helperIterate(hr)
			h.publish()
		}()
	}
	return g
}

// finish stops the helpers, waits for them and adds their counts to the
// main searcher, which is single-threaded again afterwards. It may be
// called more than once.
func (g *helperGroup) finish() {
	if g.done {
		return
	}
	g.done = true
	g.sh.stop.Store(true)
	g.wg.Wait()
	s := g.main
	for i := range g.sh.counts {
		s.helperNodes += g.sh.counts[i].nodes.Load()
		s.helperTBHits += g.sh.counts[i].tbHits.Load()
	}
	s.smp = nil
}

// Depth schedule of the helpers (Stockfish 9's): helper i skips the
// depths where ((depth + phase) / size) is odd, so that at any time the
// threads are spread over the next few depths rather than all on the
// main thread's. The pattern repeats every 20 helpers.
var (
	helperSkipSize  = [20]int{1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4}
	helperSkipPhase = [20]int{0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7}
)

// helperSkips reports whether helper thread (1..) skips depth.
func helperSkips(thread, depth int) bool {
	i := (thread - 1) % len(helperSkipSize)
	return (depth+helperSkipPhase[i])/helperSkipSize[i]%2 != 0
}

// helperIterate is a helper thread's iterative deepening: the main
// thread's loop without reports, time management or stopping rules of
// its own. It ends at the depth limit, or when told to stop (checkStop).
func (s *searcher) helperIterate(root []rootMove) {
	maxDepth := maxPly - 1
	if s.lim.Depth > 0 {
		maxDepth = min(s.lim.Depth, maxDepth)
	}
	prevScore := 0
	for depth := 1; depth <= maxDepth; depth++ {
		if helperSkips(s.thread, depth) {
			continue
		}
		s.selDepth = 0
		s.rootDepth = depth
		score, ok := s.aspiration(root, depth, prevScore)
		if !ok {
			return
		}
		prevScore = score
	}
}

// helperCorr is a helper's own correction history, used exactly when the
// main thread uses one.
func helperCorr(main *searcher, t *threadTables) *corrHistory {
	if main.corr == nil {
		return nil
	}
	return &t.corrHist
}
