package main

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sync"
	"time"

	"chessmaster/human"
	"chessmaster/pgn"
	"chessmaster/scripts/humandata"
)

// chunkGames is how many games of the file one cache chunk covers.
const chunkGames = humandata.ChunkGames

// A chunk file holds, per position: rating u16, ply u8, moves n u8,
// chosen u8, inputs k u8, k × input u16, then n × (output row u16, base
// score f32). The base score is the shipped move-feature model's logit.

// extract writes the cache: per chunk of games a fitting file (every
// position of plies 10-80 but time-scramble moves) and a held-out file
// (humandata.InHeldOutSample, the sample scripts/humanfit reports on). Chunks run on all cores; a chunk already
// written is skipped, so a stopped run goes on where it stopped.
//
// baseFile, when not empty, is a move-feature model's weights (as
// scripts/humanfit writes them) whose scores the cache holds as base
// scores, instead of the shipped model's; give such a cache its own
// -cache folder.
func extract(src, cacheDir string, workers int, wide bool, baseFile string) error {
	path, err := humandata.Decompressed(src, cacheDir)
	if err != nil {
		return err
	}
	f, entries, err := humandata.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	base, err := human.Default()
	if err != nil {
		return err
	}
	if baseFile != "" {
		data, err := os.ReadFile(baseFile)
		if err != nil {
			return err
		}
		base = new(human.Model)
		if err := base.UnmarshalBinary(data); err != nil {
			return fmt.Errorf("%s: %w", baseFile, err)
		}
	}
	chunks := (len(entries) + chunkGames - 1) / chunkGames
	jobs := make(chan int)
	errs := make(chan error, chunks)
	start := time.Now()
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var x human.Extractor
			for c := range jobs {
				t0 := time.Now()
				nt, nh, err := extractChunk(f, entries[c*chunkGames:min((c+1)*chunkGames, len(entries))], base, &x,
					chunkPath(cacheDir, trainKind(wide), c), chunkPath(cacheDir, testKind(wide), c), wide)
				if err != nil {
					errs <- err
					continue
				}
				fmt.Fprintf(os.Stderr, "chunk %d: %d fitting, %d held-out positions (%s, %s in all)\n", c, nt, nh,
					time.Since(t0).Round(time.Second), time.Since(start).Round(time.Second))
			}
		}()
	}
	for c := range chunks {
		if exists(chunkPath(cacheDir, trainKind(wide), c)) && exists(chunkPath(cacheDir, testKind(wide), c)) {
			continue
		}
		jobs <- c
	}
	close(jobs)
	wg.Wait()
	close(errs)
	return <-errs
}

// Wide fitting positions: with -wide the fitting files also hold the
// time-scramble moves and the plies wideMinPly..wideMaxPly outside the
// measured 10-80, in files of their own kind; the held-out files are
// the same positions as without it.
const (
	wideMinPly = 2
	wideMaxPly = 160
)

func trainKind(wide bool) string {
	if wide {
		return "trainw"
	}
	return "train"
}

func testKind(wide bool) string {
	if wide {
		return "testw"
	}
	return "test"
}

func chunkPath(dir, kind string, c int) string {
	return filepath.Join(dir, fmt.Sprintf("ctx%d-%s-%03d.bin", human.CtxVersion, kind, c))
}

// chunkWriter writes one chunk file through a temporary name.
type chunkWriter struct {
	path string
	f    *os.File
	w    *bufio.Writer
	n    int
}

func newChunkWriter(path string) (*chunkWriter, error) {
	f, err := os.Create(path + ".part")
	if err != nil {
		return nil, err
	}
	return &chunkWriter{path: path, f: f, w: bufio.NewWriterSize(f, 1<<16)}, nil
}

func (c *chunkWriter) add(rating, ply, chosen int, inputs, rows []uint16, base []float32) error {
	le := binary.LittleEndian
	b := make([]byte, 0, 6+2*len(inputs)+6*len(rows))
	b = le.AppendUint16(b, uint16(rating))
	b = append(b, byte(ply), byte(len(rows)), byte(chosen), byte(len(inputs)))
	for _, i := range inputs {
		b = le.AppendUint16(b, i)
	}
	for j, r := range rows {
		b = le.AppendUint16(b, r)
		b = le.AppendUint32(b, math.Float32bits(base[j]))
	}
	c.n++
	_, err := c.w.Write(b)
	return err
}

func (c *chunkWriter) close() error {
	err := c.w.Flush()
	if e := c.f.Close(); err == nil {
		err = e
	}
	if err != nil {
		os.Remove(c.f.Name())
		return err
	}
	return os.Rename(c.f.Name(), c.path)
}

func extractChunk(f *os.File, entries []pgn.Entry, base *human.Model, x *human.Extractor, trainPath, testPath string, wide bool) (int, int, error) {
	train, err := newChunkWriter(trainPath)
	if err != nil {
		return 0, 0, err
	}
	test, err := newChunkWriter(testPath)
	if err != nil {
		return 0, 0, err
	}
	var inputs, rows []uint16
	var scores []float32
	var werr error
	for _, e := range entries {
		g, err := humandata.Read(f, e)
		if err != nil {
			continue
		}
		held := humandata.HeldOut(g.Number)
		lo, hi := humandata.MinPly, humandata.MaxPly
		if wide {
			lo, hi = wideMinPly, wideMaxPly
		}
		g.PositionsIn(lo, hi, func(p *humandata.Position) {
			into := train
			measured := p.Ply >= humandata.MinPly && p.Ply <= humandata.MaxPly
			if held {
				if !measured || !humandata.InHeldOutSample(p) {
					return
				}
				into = test
			} else if p.Scramble() && !wide {
				return
			}
			feats := x.Extract(p.Pos)
			chosen := -1
			rows, scores = rows[:0], scores[:0]
			us := p.Pos.SideToMove()
			for i := range feats {
				if feats[i].Move == p.Played {
					chosen = i
				}
				rows = append(rows, human.CtxMove(feats[i].Move, us))
				scores = append(scores, float32(base.Score(&feats[i], p.Rating)))
			}
			if chosen < 0 || len(feats) > 255 {
				return
			}
			inputs = human.CtxBoard(p.Pos, inputs[:0])
			if err := into.add(p.Rating, p.Ply, chosen, inputs, rows, scores); err != nil && werr == nil {
				werr = err
			}
		})
	}
	if werr != nil {
		train.f.Close()
		test.f.Close()
		return 0, 0, werr
	}
	if err := train.close(); err != nil {
		test.f.Close()
		return 0, 0, err
	}
	return train.n, test.n, test.close()
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
