package posindex

import (
	"context"
	"errors"
	"sync"

	"chessmaster/engine"
)

// Library is the set of PGN files a window explores and searches: it
// opens (and, where needed, builds) their indexes on a goroutine of its
// own, with progress and cancel, so that the window's goroutine never
// waits for a file to be read; queries run over the files opened so far.
// Its methods are safe for concurrent use.
type Library struct {
	opt Options

	mu     sync.Mutex
	files  []string // the files asked for, in order
	idxs   []*Index // those opened, in the same order
	cancel context.CancelFunc
	done   chan struct{} // closed when the current Load ends
}

// NewLibrary returns an empty library whose indexes are kept as opt says
// (opt.Progress is not used: Load takes its own).
func NewLibrary(opt Options) *Library { return &Library{opt: opt} }

// Load replaces the library's files with files and opens their indexes
// in the background, one after the other. progress is called with the
// file being indexed, the bytes read and its size; finished once at the
// end, with nil, the first error (the files before it stay open), or
// context.Canceled after Cancel or another Load. Both are called on the
// library's goroutine: a window hands them to its own.
func (l *Library) Load(files []string, progress func(file string, done, total int64), finished func(error)) {
	l.Cancel()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	l.mu.Lock()
	old := l.idxs
	l.files, l.idxs, l.cancel, l.done = append([]string(nil), files...), nil, cancel, done
	l.mu.Unlock()
	for _, x := range old {
		x.Close()
	}
	go func() {
		defer close(done)
		var err error
		for _, f := range files {
			opt := l.opt
			if progress != nil {
				opt.Progress = func(d, t int64) { progress(f, d, t) }
			}
			var x *Index
			if x, err = Open(ctx, f, opt); err != nil {
				break
			}
			l.mu.Lock()
			if ctx.Err() != nil { // replaced meanwhile
				l.mu.Unlock()
				x.Close()
				err = ctx.Err()
				break
			}
			l.idxs = append(l.idxs, x)
			l.mu.Unlock()
		}
		if err == nil {
			err = ctx.Err()
		}
		if errors.Is(err, context.Canceled) {
			err = context.Canceled
		}
		if finished != nil {
			finished(err)
		}
	}()
}

// Cancel stops the indexing under way, if any, and waits for it to end.
// The files already opened stay open.
func (l *Library) Cancel() {
	l.mu.Lock()
	cancel, done := l.cancel, l.done
	l.mu.Unlock()
	if cancel != nil {
		cancel()
		<-done
	}
}

// Files returns the files of the last Load.
func (l *Library) Files() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.files...)
}

// Explore is Explore over the files opened so far. GameRef.File in the
// answers here is an index into Files.
func (l *Library) Explore(pos *engine.Position) ([]MoveStat, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return Explore(l.idxs, pos)
}

// Search is Search over the files opened so far.
func (l *Library) Search(pos *engine.Position, anySide bool) ([]Hit, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return Search(l.idxs, pos, anySide)
}

// ExploreFEN is Explore for the position of a FEN (for a front end that
// holds positions as FEN).
func (l *Library) ExploreFEN(fen string) ([]MoveStat, error) {
	pos, err := engine.ParseFEN(fen)
	if err != nil {
		return nil, err
	}
	return l.Explore(pos)
}

// SearchFEN is Search for the position of a FEN.
func (l *Library) SearchFEN(fen string, anySide bool) ([]Hit, error) {
	pos, err := engine.ParseFEN(fen)
	if err != nil {
		return nil, err
	}
	return l.Search(pos, anySide)
}

// Close cancels any indexing and closes the indexes.
func (l *Library) Close() {
	l.Cancel()
	l.mu.Lock()
	idxs := l.idxs
	l.idxs, l.files = nil, nil
	l.mu.Unlock()
	for _, x := range idxs {
		x.Close()
	}
}
