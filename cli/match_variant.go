package cli

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"chessmaster/match"
)

// matchVariant applies "match -variant" and "-positions": a Chess960
// match plays the numbered start positions (each with both colours), or
// random ones when none are given and no -openings file or -fen is.
func matchVariant(cfg *match.Config, variant, positions string, haveOpenings bool) error {
	switch strings.ToLower(strings.TrimSpace(variant)) {
	case "standard", "chess", "":
		if positions != "" {
			return errors.New("-positions needs -variant chess960")
		}
		return nil
	case "chess960", "960", "fischerandom", "frc":
	default:
		return fmt.Errorf("-variant %q: want standard or chess960", variant)
	}
	cfg.Settings.Chess960 = true
	if positions != "" && (haveOpenings || cfg.Settings.StartFEN != "") {
		return errors.New("-positions and -openings/-fen both give the start positions: use one")
	}
	if haveOpenings || cfg.Settings.StartFEN != "" {
		return nil
	}
	var numbers []int
	if positions != "" {
		var err error
		if numbers, err = match.ParseChess960Positions(positions); err != nil {
			return fmt.Errorf("-positions: %w", err)
		}
	} else {
		numbers = match.RandomChess960Numbers((cfg.Games+1)/2, rand.New(rand.NewPCG(rand.Uint64(), 960)))
	}
	ops, err := match.Chess960StartPositions(numbers)
	if err != nil {
		return err
	}
	cfg.StartPositions = ops
	return nil
}
