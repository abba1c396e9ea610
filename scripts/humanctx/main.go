// Command humanctx fits the human model's board-context net (package
// human, context.go) on the shared lichess games, on top of the shipped
// move-feature model (human/weights.bin, fitted by scripts/humanfit),
// and writes its weights to human/context.bin.
//
//	go run ./scripts/humanctx                  # extract (cached), fit, write the weights
//	go run ./scripts/humanctx -stage extract   # only the cache
//	go run ./scripts/humanctx -stage fit       # fit on the cache
//
// The extraction runs the move-feature model on every position (about
// 1 ms each) and keeps, per position, the board and each legal move's
// base score; it runs on -workers cores and is resumable by chunk of
// games. The fit is single-threaded and depends on fixed seeds only, so
// a rerun writes the same weights. Refit it whenever weights.bin changes:
// the net learns what the move features miss.
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"strings"

	"chessmaster/scripts/humandata"
)

func main() {
	src := flag.String("src", humandata.DefaultSource, "the games (xz-compressed PGN)")
	cache := flag.String("cache", humandata.DefaultCache(), "folder for the decompressed games and the cache")
	stage := flag.String("stage", "all", "extract, fit, all or compare")
	compare := flag.String("nets", "", "for -stage compare: comma-separated context net files, measured alone and averaged")
	out := flag.String("out", "human/context.bin", "where the weights go")
	workers := flag.Int("workers", runtime.GOMAXPROCS(0), "cores for the extraction")
	cfg := defaultConfig()
	flag.IntVar(&cfg.Hidden, "hidden", cfg.Hidden, "hidden units")
	flag.IntVar(&cfg.Block, "block", cfg.Block, "units of the residual block after the hidden layer (0: none)")
	flag.IntVar(&cfg.Epochs, "epochs", cfg.Epochs, "passes over the fitting positions (the epoch with the best validation loss is kept)")
	flag.Float64Var(&cfg.LR, "lr", cfg.LR, "Adam's step size")
	flag.Float64Var(&cfg.L2, "l2", cfg.L2, "weight decay per step (decoupled)")
	flag.IntVar(&cfg.Batch, "batch", cfg.Batch, "positions per step")
	flag.BoolVar(&cfg.BandWeight, "band-weight", cfg.BandWeight, "weight the thin rating bands up (sqrt of the richest band's count over theirs, at most 3)")
	flag.BoolVar(&cfg.Wide, "wide", false, "fit on (and extract) also the time-scramble moves and the plies outside 10-80")
	flag.BoolVar(&cfg.Mirror, "mirror", false, "also fit on the left-right mirror image of each fitting position without castling rights")
	flag.Uint64Var(&cfg.Seed, "seed", cfg.Seed, "seed of the initial weights and of the order of the positions")
	flag.StringVar(&cfg.BaseFile, "base", "", "for -stage extract: the move-feature model's weights whose scores the cache holds (default: the shipped human/weights.bin); give it its own -cache")
	flag.Parse()
	if err := run(*src, *cache, *stage, *out, *workers, cfg, *compare); err != nil {
		fmt.Fprintln(os.Stderr, "humanctx:", err)
		os.Exit(1)
	}
}

func run(src, cache, stage, out string, workers int, cfg config, compareList string) error {
	switch stage {
	case "compare":
		return compareNets(cache, strings.Split(compareList, ","))
	case "extract", "fit", "all":
	default:
		return fmt.Errorf("unknown stage %q (extract, fit or all)", stage)
	}
	if stage != "fit" {
		if err := extract(src, cache, max(workers, 1), cfg.Wide, cfg.BaseFile); err != nil {
			return err
		}
	}
	if stage != "extract" {
		return fitAndWrite(cache, out, cfg)
	}
	return nil
}
