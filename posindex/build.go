package posindex

import (
	"context"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"runtime"
	"strings"
	"sync"

	"chessmaster/pgn"
)

// Building an index reads the file in stages, as the pgn command does:
// one goroutine scans it for games front to back (hashing its content on
// the way), workers replay batches of games into postings, and the
// calling goroutine collects them. Then the postings are sorted into
// buckets (sort.go) and the file's bytes are laid out (encode.go).

// batch is some consecutive games of the file.
type batch struct {
	entries []pgn.Entry
	texts   [][]byte
	// Filled by a worker:
	recs     []gameRecord
	names    [][2]string // White and Black of each game
	keys     []uint64
	vals     []uint32 // game<<8 | move
	offset   int64    // how far the scanner had read
	firstErr error
}

const (
	batchGames = 512
	batchBytes = 1 << 20
)

// built is an index in memory before it is written.
type built struct {
	src      sourceID
	path     string
	strs     []string
	games    []gameRecord
	keys     [][]uint64 // chunks, one per batch
	vals     [][]uint32
	postings int
}

// build reads and replays every game of the PGN file at path. progress,
// if not nil, is called now and then with the bytes read so far and the
// file's size.
func build(ctx context.Context, path string, progress func(done, total int64)) (*built, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", path)
	}
	size := fi.Size()
	crc := crc32.New(castagnoli)
	sc := pgn.NewScanner(io.TeeReader(io.NewSectionReader(f, 0, size), crc))
	games := pgn.NewWindowReader(f, size)

	workers := min(runtime.GOMAXPROCS(0), 4)
	jobs := make(chan *batch, 2*workers)
	done := make(chan *batch, 2*workers)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	var scanErr error
	var wg sync.WaitGroup
	go func() {
		defer close(jobs)
		scanErr = scanBatches(ctx, sc, games, jobs)
	}()
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := newReplayer()
			for b := range jobs {
				r.replayBatch(b)
				select {
				case done <- b:
				case <-ctx.Done():
				}
			}
		}()
	}
	go func() {
		wg.Wait()
		close(done)
	}()

	out := &built{path: path, strs: []string{""}}
	ids := map[string]uint32{"": 0}
	intern := func(s string) uint32 {
		if id, ok := ids[s]; ok {
			return id
		}
		id := uint32(len(out.strs))
		ids[s] = id
		out.strs = append(out.strs, s)
		return id
	}
	for b := range done {
		if ctx.Err() != nil {
			continue // drain: the workers stop once jobs is closed
		}
		for i, rec := range b.recs {
			n := b.entries[i].Number - 1
			for len(out.games) <= n {
				out.games = append(out.games, gameRecord{})
			}
			rec.white, rec.black = intern(b.names[i][0]), intern(b.names[i][1])
			out.games[n] = rec
		}
		out.keys = append(out.keys, b.keys)
		out.vals = append(out.vals, b.vals)
		out.postings += len(b.keys)
		if progress != nil {
			progress(b.offset, size)
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	switch {
	case errors.Is(scanErr, pgn.ErrNotIndexable):
		if err := pgn.CompressedAt(f); err != nil {
			return nil, err
		}
		return nil, errors.New("this file cannot be indexed (UTF-16 text or binary data); save it as UTF-8")
	case scanErr != nil:
		return nil, scanErr
	case len(out.games) > maxGames:
		return nil, fmt.Errorf("%d games is more than an index holds (%d)", len(out.games), maxGames)
	case out.postings >= 1<<32:
		return nil, fmt.Errorf("%d positions is more than an index holds", out.postings)
	}
	out.src = sourceID{size: size, mtime: fi.ModTime().UnixNano(), crc: crc.Sum32()}
	if fi2, err := f.Stat(); err != nil || fi2.Size() != size || !fi2.ModTime().Equal(fi.ModTime()) {
		return nil, errors.New("the file changed while it was indexed")
	}
	return out, nil
}

// scanBatches finds the games and reads their text, in batches.
func scanBatches(ctx context.Context, sc *pgn.Scanner, games io.ReaderAt, jobs chan<- *batch) error {
	b, n := &batch{}, 0
	send := func() bool {
		b.offset = sc.Offset()
		select {
		case jobs <- b:
		case <-ctx.Done():
			return false
		}
		b, n = &batch{}, 0
		return true
	}
	for sc.Next() {
		e := sc.Entry()
		var text []byte
		if e.Err == nil && e.Length >= 0 && e.Length <= pgn.MaxSize {
			text = make([]byte, e.Length)
			k, _ := games.ReadAt(text, e.Offset)
			text = text[:k]
		}
		b.entries = append(b.entries, e)
		b.texts = append(b.texts, text)
		n += len(text)
		if (len(b.entries) >= batchGames || n >= batchBytes) && !send() {
			return ctx.Err()
		}
	}
	if len(b.entries) > 0 {
		send()
	}
	return sc.Err()
}

// replayBatch replays the games of b into postings and game records.
func (r *replayer) replayBatch(b *batch) {
	b.recs = make([]gameRecord, len(b.entries))
	b.names = make([][2]string, len(b.entries))
	b.keys = make([]uint64, 0, len(b.entries)*100)
	b.vals = make([]uint32, 0, len(b.entries)*100)
	for i, e := range b.entries {
		rec := &b.recs[i]
		rec.offset, rec.length = e.Offset, uint32(min(e.Length, 1<<32-1))
		b.names[i] = [2]string{strings.TrimSpace(e.Tag("White")), strings.TrimSpace(e.Tag("Black"))}
		rec.whiteElo, rec.blackElo = parseElo(e.Tag("WhiteElo")), parseElo(e.Tag("BlackElo"))
		rec.date = parseDate(e.Tag("Date"))
		if rec.date == 0 {
			rec.date = parseDate(e.Tag("UTCDate"))
		}
		rec.result = parseResult(e.Tag("Result"))
		if e.Err != nil || b.texts[i] == nil || int64(len(b.texts[i])) != e.Length {
			rec.problem = problemUnreadable
			continue
		}
		var result string
		r.sans, result = mainLine(b.texts[i], r.sans[:0])
		if result != "" && result != "*" {
			rec.result = parseResult(result)
		}
		p, err := r.startPosition(e)
		if err != nil {
			rec.problem = problemVariant
			if strings.HasPrefix(err.Error(), "start position") {
				rec.problem = problemStart
			}
			continue
		}
		game := uint32(e.Number-1) << 8
		plies := 0
		err = r.replay(p, r.sans, func(key uint64, move int) bool {
			b.keys = append(b.keys, key)
			b.vals = append(b.vals, game|uint32(move))
			if move != noMove {
				plies++
			}
			return true
		})
		rec.plies = uint16(min(plies, 65535))
		if err != nil {
			rec.problem = problemMove
		}
	}
	b.texts = nil
	// Keep no spare room: the postings of a large file are most of the
	// memory an index takes to build.
	if cap(b.keys)-len(b.keys) > len(b.keys)/16 {
		b.keys = append([]uint64(nil), b.keys...)
		b.vals = append([]uint32(nil), b.vals...)
	}
}
