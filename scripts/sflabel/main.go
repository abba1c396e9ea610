// Command sflabel makes NNUE training data labelled by another engine
// (Stockfish 15.1 here), as issue 37 allows: positions from real games,
// each scored by a fixed-node search of that engine. It writes the lines
// scripts/nnuetrain reads:
//
//	FEN;score;result
//
// score in centipawns from White's point of view, result the game's
// result for White. Three steps:
//
//	sflabel compact -pgn games.pgn[.gz] -out games.txt
//	    one line per standard game: the result and its moves in UCI
//	    notation (a small file that travels to a many-core machine)
//	sflabel selfplay -n 20000 -nodes 1000 -seed 1 -out selfplay.txt
//	    games of our own engine against itself in the same format, for
//	    positions of the kind a search meets
//	sflabel count -games games.txt
//	    how many positions and blocks the games give
//	sflabel label -games games.txt -engine /usr/games/stockfish \
//	    -nodes 3000 -jobs 16 -blocks 0:40 -outdir data/
//	    scores the positions of blocks 0..39 into data/block-NNNNN.txt
//	sflabel pack -games games.txt -outdir data/ -blocks 0:100 -out a.bin.gz
//	sflabel unpack -games games.txt -outdir data/ a.bin.gz ...
//	    keep the scores of labelled blocks in a small archive (two bytes
//	    a position, for the repository) and write the block files again
//	    from it, byte for byte, so labelling resumes across sessions
//
// The positions are every position of each game from ply 8 on plus one
// random legal move away from it (the sort of position a search meets),
// without repeats, the side to move not in check, in an order shuffled
// by -seed: the same games and seed give the same blocks on any machine.
// A block's file appears only when the block is complete, and a block
// whose file exists is skipped, so the work can be split over machines
// and sessions (-blocks) and resumed where it stopped. The engine starts
// each position from an empty hash with one thread, so a label does not
// depend on which job scored it.
//
// A position is kept only when the engine's move is quiet (no capture or
// promotion) and its score is not a mate: the net learns static values.
package main

import (
	"compress/gzip"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	var err error
	switch os.Args[1] {
	case "compact":
		err = runCompact(os.Args[2:])
	case "selfplay":
		err = runSelfPlay(os.Args[2:])
	case "count":
		err = runCount(os.Args[2:])
	case "label":
		err = runLabel(os.Args[2:])
	case "pack":
		err = runPack(os.Args[2:])
	case "unpack":
		err = runUnpack(os.Args[2:])
	default:
		usage()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "sflabel:", err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: sflabel compact|selfplay|count|label|pack|unpack [flags] (see the package comment)")
	os.Exit(2)
}

// positionFlags are the flags that decide the positions and their order.
type positionFlags struct {
	games     *string
	seed      *uint64
	minPly    *int
	blockSize *int
}

func addPositionFlags(fs *flag.FlagSet) positionFlags {
	return positionFlags{
		games:     fs.String("games", "games.txt", "games file written by sflabel compact (.gz: gzip)"),
		seed:      fs.Uint64("seed", 37, "seed of the random moves and of the order"),
		minPly:    fs.Int("minply", 8, "first ply whose position is used"),
		blockSize: fs.Int("block", 5000, "positions per block"),
	}
}

func (pf positionFlags) load() ([]position, error) {
	f, err := os.Open(*pf.games)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var r io.Reader = f
	if strings.HasSuffix(*pf.games, ".gz") {
		zr, err := gzip.NewReader(f)
		if err != nil {
			return nil, err
		}
		r = zr
	}
	return positions(r, *pf.minPly, *pf.seed)
}

func runCount(args []string) error {
	fs := flag.NewFlagSet("count", flag.ExitOnError)
	pf := addPositionFlags(fs)
	fs.Parse(args)
	ps, err := pf.load()
	if err != nil {
		return err
	}
	fmt.Printf("%d positions, %d blocks of %d\n", len(ps), (len(ps)+*pf.blockSize-1) / *pf.blockSize, *pf.blockSize)
	return nil
}

// parseRange reads "a:b" (blocks a..b-1; b empty: to the end).
func parseRange(s string, n int) (int, int, error) {
	a, b, ok := strings.Cut(s, ":")
	if !ok {
		return 0, 0, fmt.Errorf("-blocks %q: want first:end", s)
	}
	lo, hi := 0, n
	if a != "" {
		if _, err := fmt.Sscan(a, &lo); err != nil {
			return 0, 0, fmt.Errorf("-blocks %q: %v", s, err)
		}
	}
	if b != "" {
		if _, err := fmt.Sscan(b, &hi); err != nil {
			return 0, 0, fmt.Errorf("-blocks %q: %v", s, err)
		}
	}
	return max(lo, 0), min(hi, n), nil
}
