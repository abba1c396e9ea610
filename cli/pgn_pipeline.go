package cli

import (
	"bytes"
	"io"
	"os"
	"runtime"
	"strings"
	"sync"

	"chessmaster/pgn"
)

// The pgn command reads a file in three stages, so that a large file
// uses every core: one goroutine scans it for games and reads their text
// (in order: the file is read front to back), workers turn batches of
// games into export text, and the calling goroutine writes the batches
// in the order of the file. Memory holds a bounded number of batches of
// about 1 MB each; a game larger than bigGame goes alone, and the scanner
// waits until it is written.

// pgnBatch is some consecutive games of a file.
type pgnBatch struct {
	entries []pgn.Entry
	texts   [][]byte // each game's bytes (nil for a game not asked for)
	out     []pgnFormatted
	offset  int64 // how far the scanner had read, for the progress line
	count   int   // games found so far
	big     bool  // one game larger than bigGame
	done    chan struct{}
	written chan struct{} // closed once a big batch is written
}

// pgnFormatted is one game of a batch, formatted.
type pgnFormatted struct {
	number   int
	selected bool
	text     string // the game in export format
	brace    int    // braceInComment's answer
	warnings []pgn.Warning
	err      error
}

const (
	batchGames = 256
	batchBytes = 1 << 20
	bigGame    = 4 << 20
)

// scanFile writes the selected games of the file r (size bytes) named
// name. It returns how many games the scanner found, its error, and
// whether it stopped after the last game asked for.
func (p *pgnRun) scanFile(name string, r io.ReaderAt, size int64) (count int, scanErr error, stopped bool) {
	sc := pgn.NewScanner(io.NewSectionReader(r, 0, size))
	games := r
	if _, isFile := r.(*os.File); isFile {
		games = pgn.NewWindowReader(r, size)
	}
	workers := min(runtime.GOMAXPROCS(0), 4)
	ordered := make(chan *pgnBatch, 4*workers)
	jobs := make(chan *pgnBatch, 2*workers)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer close(ordered)
		defer close(jobs)
		count, scanErr = p.scanBatches(sc, games, ordered, jobs, stop)
	}()
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for b := range jobs {
				p.formatBatch(b)
			}
		}()
	}
	last := p.sel.last()
	showProgress := size >= pgnProgressMin
	for b := range ordered {
		<-b.done
		if showProgress {
			p.progress("%s: %d%%, game %d", name, b.offset*100/max(size, 1), b.count)
		}
		for _, f := range b.out {
			if !f.selected {
				continue
			}
			if f.err != nil {
				p.fail("%s: %s; skipped", name, strings.TrimPrefix(f.err.Error(), "PGN "))
			} else {
				p.emit(f, name)
			}
			if last > 0 && f.number >= last {
				stopped = true // every game asked for is written
				break
			}
		}
		if b.big {
			close(b.written)
		}
		if stopped {
			break
		}
	}
	close(stop)
	for range ordered {
		// Let a scanner blocked on a send see stop.
	}
	wg.Wait()
	return count, scanErr, stopped
}

// scanBatches finds the games, reads the text of those asked for, and
// hands them on in batches.
func (p *pgnRun) scanBatches(sc *pgn.Scanner, games io.ReaderAt, ordered, jobs chan<- *pgnBatch, stop <-chan struct{}) (int, error) {
	newBatch := func() *pgnBatch { return &pgnBatch{done: make(chan struct{})} }
	b, n, count := newBatch(), 0, 0
	send := func() bool {
		b.offset, b.count = sc.Offset(), count
		if b.big {
			b.written = make(chan struct{})
		}
		select {
		case ordered <- b:
		case <-stop:
			return false
		}
		select {
		case jobs <- b:
		case <-stop:
			return false
		}
		if b.big {
			select {
			case <-b.written:
			case <-stop:
				return false
			}
		}
		b, n = newBatch(), 0
		return true
	}
	last := p.sel.last()
	for sc.Next() {
		e := sc.Entry()
		count++
		var text []byte
		if p.sel.has(e.Number) && e.Err == nil && e.Length >= 0 && e.Length <= pgn.MaxSize {
			text = make([]byte, e.Length)
			k, _ := games.ReadAt(text, e.Offset)
			text = text[:k] // short: ReadGameAt says the file changed
		}
		if len(text) > bigGame && len(b.entries) > 0 && !send() {
			return count, sc.Err()
		}
		b.entries = append(b.entries, e)
		b.texts = append(b.texts, text)
		n += len(text)
		b.big = len(text) > bigGame
		if (len(b.entries) >= batchGames || n >= batchBytes || b.big) && !send() {
			return count, sc.Err()
		}
		if last > 0 && e.Number >= last {
			break
		}
	}
	if len(b.entries) > 0 {
		send()
	}
	return count, sc.Err()
}

// formatBatch reads and formats the games of b asked for.
func (p *pgnRun) formatBatch(b *pgnBatch) {
	b.out = make([]pgnFormatted, len(b.entries))
	ch := p.checker()
	for i, e := range b.entries {
		f := pgnFormatted{number: e.Number, selected: p.sel.has(e.Number), brace: -1}
		if f.selected {
			at := e
			at.Offset = 0 // b.texts[i] is the game alone
			g, err := pgn.ReadGameAt(bytes.NewReader(b.texts[i]), at)
			if err == nil {
				err = checkGame(ch, g, e.Number)
			}
			if err != nil {
				f.err = err
			} else {
				if p.mainline {
					g = g.MainLineOnly()
				}
				f.text, f.brace, f.warnings = pgn.Write(g), braceInComment(g.Root), g.Warnings
			}
		}
		b.out[i] = f
	}
	b.texts = nil
	close(b.done)
}
