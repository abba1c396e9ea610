package cli

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"chessmaster/master"
)

// applyChess960Flag reads "-chess960 N|random|fen": Chess960 from start
// position N (0-959), from one chosen at random, or from the -fen
// position (typed, KQkq, Shredder-FEN or X-FEN castling letters).
func applyChess960Flag(s *master.Settings, v string, haveFEN bool) error {
	v = strings.ToLower(strings.TrimSpace(v))
	s.Chess960 = true
	switch v {
	case "fen":
		if !haveFEN {
			return errors.New("-chess960 fen needs -fen with the position")
		}
		return nil
	case "random":
		if haveFEN {
			return errors.New("-chess960 random and -fen both give the start position: use -chess960 fen")
		}
		s.StartFEN, _ = master.RandomChess960Start()
		return nil
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return fmt.Errorf("-chess960 %q: want a start position number 0-959, random, or fen", v)
	}
	if haveFEN {
		return errors.New("-chess960 N and -fen both give the start position: use -chess960 fen")
	}
	fen, err := master.Chess960StartFEN(n)
	if err != nil {
		return fmt.Errorf("-chess960: %w", err)
	}
	s.StartFEN = fen
	return nil
}
