package main

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"chessmaster/human"
	"chessmaster/scripts/humandata"
)

// chunkGames is how many games of the file one cache chunk covers.
const chunkGames = 500

// keepTrain returns the share (in percent) of fitting positions of a
// mover's rating that are kept: all of the thin low-rated data, less of
// the plentiful rest, to fit the machine's time budget (about 1 ms of
// feature extraction per position). The held-out sample is
// humandata.InHeldOutSample.
func keepTrain(rating int, all bool) uint64 {
	switch {
	case all:
		return 100
	case rating < 1400:
		return 100
	case rating < 1600:
		return 50
	}
	return 12
}

// extract writes the feature cache: per chunk of games a train and a
// test file. Chunks already written are skipped, so a stopped run
// continues where it stopped.
//
// all keeps every fitting position (not the sample of keepTrain); part
// and parts split the chunks between processes run side by side (chunk c
// belongs to part c mod parts).
func extract(src, cacheDir string, all bool, part, parts int) error {
	path, err := humandata.Decompressed(src, cacheDir)
	if err != nil {
		return err
	}
	f, entries, err := humandata.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	var x human.Extractor
	start := time.Now()
	for c := 0; c*chunkGames < len(entries); c++ {
		trainPath := filepath.Join(cacheDir, fmt.Sprintf("train-%03d.bin", c))
		testPath := filepath.Join(cacheDir, fmt.Sprintf("test-%03d.bin", c))
		if c%parts != part || exists(trainPath) && exists(testPath) {
			continue
		}
		train, test := NewSample(), NewSample()
		for _, e := range entries[c*chunkGames : min((c+1)*chunkGames, len(entries))] {
			g, err := humandata.Read(f, e)
			if err != nil {
				continue
			}
			held := humandata.HeldOut(g.Number)
			g.Positions(func(p *humandata.Position) {
				into := train
				if held {
					if !humandata.InHeldOutSample(p) {
						return
					}
					into = test
				} else {
					if humandata.PositionHash(p)%100 >= keepTrain(p.Rating, all) || p.Scramble() {
						return
					}
				}
				feats := x.Extract(p.Pos)
				chosen := -1
				for i := range feats {
					if feats[i].Move == p.Played {
						chosen = i
					}
				}
				if chosen < 0 || len(feats) > 255 {
					return
				}
				into.Add(p.Rating, p.Ply, chosen, feats)
			})
		}
		if err := train.WriteChunk(trainPath); err != nil {
			return err
		}
		if err := test.WriteChunk(testPath); err != nil {
			return err
		}
		fmt.Fprintf(os.Stderr, "chunk %d: %d fitting, %d held-out positions (%s)\n", c, train.Len(), test.Len(), time.Since(start).Round(time.Second))
	}
	return nil
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
