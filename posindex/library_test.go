package posindex

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"testing"

	"chessmaster/engine"
	"chessmaster/internal/leakcheck"
)

func TestLibraryLoadsInTheBackground(t *testing.T) {
	leakcheck.Check(t)
	cache := t.TempDir()
	l := NewLibrary(Options{CacheDir: cache})
	defer l.Close()
	files := []string{"testdata/lichess-2m.pgn", "testdata/kasparov-deep-blue-1997.pgn"}
	var progressed atomic.Int32
	finished := make(chan error, 1)
	l.Load(files, func(string, int64, int64) { progressed.Add(1) }, func(err error) { finished <- err })
	if err := <-finished; err != nil {
		t.Fatal(err)
	}
	if progressed.Load() == 0 {
		t.Error("no progress reported")
	}
	pos, _ := engine.ParseFEN(startFEN)
	got, err := l.Explore(pos)
	if err != nil {
		t.Fatal(err)
	}
	var idxs []*Index
	for _, f := range files {
		x, err := Open(context.Background(), f, Options{CacheDir: cache})
		if err != nil {
			t.Fatal(err)
		}
		defer x.Close()
		idxs = append(idxs, x)
	}
	want, _ := Explore(idxs, pos)
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("library explore differs from the files'")
	}
	hits, _ := l.Search(pos, false)
	if len(hits) == 0 || hits[len(hits)-1].File != 1 {
		t.Errorf("search over both files: %d hits", len(hits))
	}
}

func TestLibraryCancel(t *testing.T) {
	leakcheck.Check(t)
	l := NewLibrary(Options{CacheDir: t.TempDir()})
	defer l.Close()
	finished := make(chan error, 1)
	started := make(chan struct{})
	var once atomic.Bool
	l.Load([]string{"testdata/lichess-2m.pgn"}, func(string, int64, int64) {
		if once.CompareAndSwap(false, true) {
			close(started)
		}
	}, func(err error) { finished <- err })
	<-started
	l.Cancel()
	if err := <-finished; !errors.Is(err, context.Canceled) {
		t.Errorf("finished with %v, want cancelled", err)
	}
	// A new Load after a cancelled one works.
	l.Load([]string{"testdata/edge-cases.pgn"}, nil, func(err error) { finished <- err })
	if err := <-finished; err != nil {
		t.Fatal(err)
	}
	if f := l.Files(); len(f) != 1 {
		t.Errorf("files %v", f)
	}
}
