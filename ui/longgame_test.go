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
	measure := func(plies int) (heap uint64, slowest time.Duration) {
		d := newLongDriver(t)
		heap = d.open(t, plies)
		// Back from the end and forward again, then a jump to the start
		// and a step from there.
		for _, by := range []int{-1, -1, -1, -1, -1, +1, +1, +1, +1, +1, -plies, +1} {
			slowest = max(slowest, d.step(by))
		}
		if got := len(d.a.state.Path); got != 1 {
			t.Fatalf("after the steps the board is at ply %d, want 1", got)
		}
		if !d.a.moves.token([]int{0}).current {
			t.Fatal("the first move is not highlighted after stepping to it")
		}
		return heap, slowest
	}
	small, _ := measure(2500)
	big, slowest := measure(10000)
	t.Logf("heap: 2,500 plies %d MB, 10,000 plies %d MB; slowest step %v", small>>20, big>>20, slowest)
	if big > 400<<20 {
		t.Errorf("a 10,000-ply game takes %d MB of heap, want under 400 MB", big>>20)
	}
	// Four times the moves: linear growth is 4x, quadratic 16x.
	if small > 4<<20 && big > 7*small {
		t.Errorf("4x the moves take %.1fx the memory (%d MB -> %d MB): more than linear growth",
			float64(big)/float64(small), small>>20, big>>20)
	}
	limit := 100 * time.Millisecond
	if raceEnabled {
		limit *= 8
	}
	if slowest > limit {
		t.Errorf("a step through a 10,000-ply game took %v, want under %v", slowest, limit)
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
