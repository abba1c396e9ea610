// Command humanfit fits the human move model (package human) on the
// shared lichess games and writes its weights to human/weights.bin.
//
//	go run ./scripts/humanfit                 # extract features (cached), fit, write the weights (16 hidden units)
//	go run ./scripts/humanfit -stage extract  # only the feature cache
//
// Everything depends on fixed seeds only: a rerun writes the same
// weights. Both stages are resumable: the feature cache is written per
// chunk of games and the fit keeps a checkpoint after each epoch in the
// cache folder. Run it with `nice -n 10` and GOMAXPROCS=1 on a shared
// machine; see docs/notes/human.md.
package main

import (
	"flag"
	"fmt"
	"os"

	"chessmaster/scripts/humandata"
)

func main() {
	src := flag.String("src", humandata.DefaultSource, "the games (xz-compressed PGN)")
	cache := flag.String("cache", humandata.DefaultCache(), "folder for the decompressed games, the feature cache and checkpoints")
	stage := flag.String("stage", "all", "extract, fit or all")
	out := flag.String("out", "human/weights.bin", "where the weights go")
	epochs := flag.Int("epochs", 6, "passes over the fitting positions")
	hidden := flag.Int("hidden", 16, "hidden units beside the linear part (0: a plain conditional logit; the shipped model has 16)")
	all := flag.Bool("all", false, "extract every fitting position, not the sample that keeps all positions under 1400, half of 1400-1599 and 12% of the rest (use another -cache)")
	partFlag := flag.String("part", "0/1", "for -stage extract: K/N extracts the chunks c with c mod N = K, so N processes can share the work")
	flag.Parse()
	var part, parts int
	if _, err := fmt.Sscanf(*partFlag, "%d/%d", &part, &parts); err != nil || parts < 1 || part < 0 || part >= parts {
		fmt.Fprintf(os.Stderr, "humanfit: -part %q: want K/N with 0 <= K < N\n", *partFlag)
		os.Exit(2)
	}
	if err := run(*src, *cache, *stage, *out, *epochs, *hidden, *all, part, parts); err != nil {
		fmt.Fprintln(os.Stderr, "humanfit:", err)
		os.Exit(1)
	}
}

func run(src, cache, stage, out string, epochs, hidden int, all bool, part, parts int) error {
	switch stage {
	case "extract", "fit", "all":
	default:
		return fmt.Errorf("unknown stage %q (extract, fit or all)", stage)
	}
	if stage != "fit" {
		if err := extract(src, cache, all, part, parts); err != nil {
			return err
		}
	}
	if stage != "extract" {
		return fitAndWrite(cache, out, epochs, hidden)
	}
	return nil
}
