package ui

import (
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"chessmaster/internal/longgame"
)

// The window's memory and the time of a step through the moves grow with
// the game's length no faster than the game: each move keeps a constant
// amount of data, and a step does work for the moves it changes and the
// rows in view, not for every move of the game.

// longDriver runs an App in Fyne's test driver for tests and benchmarks
// (the harness is for tests only): controller events are queued and run
// by pump, as fyne.Do runs them on the UI goroutine.
type longDriver struct {
	a     *App
	mu    sync.Mutex
	queue []func()
}

func newLongDriver(tb testing.TB) *longDriver {
	tb.Helper()
	tb.Setenv("TMPDIR", tb.TempDir())
	d := &longDriver{}
	s := twoHumans()
	a, err := newApp(test.NewTempApp(tb), Options{Settings: &s}, runtimeEnv{post: d.post})
	if err != nil {
		tb.Fatal(err)
	}
	d.a = a
	a.board.Animation = 0
	a.win.Resize(fyne.NewSize(1000, 700))
	tb.Cleanup(func() { a.close(); d.pump() })
	d.pump()
	return d
}

func (d *longDriver) post(f func()) {
	d.mu.Lock()
	d.queue = append(d.queue, f)
	d.mu.Unlock()
}

func (d *longDriver) pump() {
	for {
		d.mu.Lock()
		q := d.queue
		d.queue = nil
		d.mu.Unlock()
		if len(q) == 0 {
			return
		}
		for _, f := range q {
			f()
		}
	}
}

// open opens a generated legal game of plies moves from a file, as File →
// Open does, and returns the heap in use that the game added.
func (d *longDriver) open(tb testing.TB, plies int) (heap uint64) {
	tb.Helper()
	path := filepath.Join(tb.TempDir(), "long.pgn")
	if err := os.WriteFile(path, []byte(longgame.PGN(plies)), 0o644); err != nil {
		tb.Fatal(err)
	}
	before := heapInUse()
	if !d.a.openPath(path) {
		tb.Fatal("the long game did not open")
	}
	d.pump()
	if got := len(d.a.state.Path); got != plies {
		tb.Fatalf("opened %d of %d plies", got, plies)
	}
	after := heapInUse()
	if after < before {
		return 0
	}
	return after - before
}

// step goes d moves forward (back when negative) with the arrow keys'
// action and returns how long the window took.
func (d *longDriver) step(by int) time.Duration {
	start := time.Now()
	d.a.viewPosition(len(d.a.state.Path) + by)
	d.pump()
	return time.Since(start)
}

// heapInUse is the heap in use after a collection.
func heapInUse() uint64 {
	var ms runtime.MemStats
	runtime.GC()
	runtime.GC()
	runtime.ReadMemStats(&ms)
	return ms.HeapInuse
}

func TestLongGameMemoryAndStepTime(t *testing.T) {
	if testing.Short() {
		t.Skip("opens a 10,000-ply game")
	}
	// The user steps back through the last moves. Each step is timed
	// three times (back, forward and back again) and its best time
	// counts: another program's burst on a busy machine may hold up one
	// try, work in proportion to the game holds up all three.
	steps := 100
	if raceEnabled {
		steps = 20
	}
	type figures struct {
		open, stepped uint64 // heap in use after opening, and after stepping
		slowest       time.Duration
		allocPerStep  uint64 // bytes allocated by one step, on average
	}
	measure := func(plies int) (f figures) {
		d := newLongDriver(t)
		base := heapInUse()
		f.open = d.open(t, plies)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		for range steps {
			back, fwd := d.step(-1), d.step(+1)
			back = min(back, d.step(-1))
			fwd = min(fwd, d.step(+1))
			back = min(back, d.step(-1))
			f.slowest = max(f.slowest, back, fwd)
		}
		runtime.ReadMemStats(&after)
		f.allocPerStep = (after.TotalAlloc - before.TotalAlloc) / uint64(5*steps)
		// A jump to the start (Home: not a step, not timed) and a step
		// from there.
		d.step(-plies)
		fwd := d.step(+1)
		d.step(-1)
		f.slowest = max(f.slowest, min(fwd, d.step(+1)))
		if got := len(d.a.state.Path); got != 1 {
			t.Fatalf("after the steps the board is at ply %d, want 1", got)
		}
		if !d.a.moves.Token([]int{0}).Current {
			t.Fatal("the first move is not highlighted after stepping to it")
		}
		if h := heapInUse(); h > base {
			f.stepped = h - base
		}
		return f
	}
	small := measure(2500)
	big := measure(10000)
	t.Logf("heap: 2,500 plies %d MB, 10,000 plies %d MB (%d MB after stepping through %d moves); slowest step %v, %d MB allocated a step",
		small.open>>20, big.open>>20, big.stepped>>20, steps, big.slowest, big.allocPerStep>>20)
	if big.open > 400<<20 || big.stepped > 400<<20 {
		t.Errorf("a 10,000-ply game takes %d MB of heap, %d MB after stepping through it, want under 400 MB",
			big.open>>20, big.stepped>>20)
	}
	// Four times the moves: linear growth is 4x, quadratic 16x. The 16 MB
	// of slack keeps a few MB of noise on a small figure from deciding
	// (the quadratic version took 39 MB, then 455 MB).
	if big.open > 7*small.open+16<<20 {
		t.Errorf("4x the moves take %.1fx the memory (%d MB -> %d MB): more than linear growth",
			float64(big.open)/float64(small.open), small.open>>20, big.open>>20)
	}
	// The work a step does, as the bytes it allocates: unlike its time,
	// this does not depend on how busy the machine is or on the race
	// detector, so it holds in CI too (the quadratic version allocated
	// 47 MB a step at 10,000 plies, this one about 6 MB).
	if big.allocPerStep > 30<<20 {
		t.Errorf("a step through a 10,000-ply game allocates %d MB, want under 30 MB", big.allocPerStep>>20)
	}
	// A step's time at 10,000 plies against its time at 2,500: work in
	// proportion to the game makes it 4x, the quadratic version 16x. On a
	// busy machine both are slow alike, so the limit grows with the
	// small game's step, never below 100 ms.
	limit := max(100*time.Millisecond, 8*small.slowest)
	if raceEnabled {
		// The race detector slows allocation-heavy code 10-20 times, and
		// a loaded machine more: the allocation check above is the strict
		// one under -race, this only catches a step that hangs.
		limit = 10 * time.Second
	}
	if big.slowest > limit {
		t.Errorf("a step through a 10,000-ply game took %v (2,500 plies: %v), want under %v", big.slowest, small.slowest, limit)
	}
}

// BenchmarkLongGameOpen opens a 10,000-ply game; it reports the heap the
// game takes beside the time.
func BenchmarkLongGameOpen(b *testing.B) {
	var heap uint64
	for b.Loop() {
		b.StopTimer()
		d := newLongDriver(b)
		b.StartTimer()
		heap = d.open(b, 10000)
	}
	b.ReportMetric(float64(heap)/(1<<20), "heap-MB")
}

// BenchmarkLongGameStep steps one move back or forward (alternately) in
// the middle of a 10,000-ply game.
func BenchmarkLongGameStep(b *testing.B) {
	d := newLongDriver(b)
	d.open(b, 10000)
	d.step(-5000)
	by := -1
	for b.Loop() {
		d.step(by)
		by = -by
	}
}
