package main

import (
	"fmt"
	"strings"
	"time"

	"chessmaster/scripts/internal/uciproc"
)

// stockfish is the bench's Stockfish, limited to a rating per bucket.
type stockfish struct{ *uciproc.Engine }

func startStockfish(path string) (*stockfish, error) {
	e, err := uciproc.Start(path, "Threads=1", "UCI_LimitStrength=true")
	if err != nil {
		return nil, err
	}
	return &stockfish{e}, nil
}

// setElo limits the engine to elo (UCI_LimitStrength).
func (sf *stockfish) setElo(elo int) error {
	if err := sf.Send("ucinewgame"); err != nil {
		return err
	}
	return sf.SetOptions(fmt.Sprintf("UCI_Elo=%d", elo))
}

// bestMove searches the position after moves (UCI) from the start for
// movetime and returns its move.
func (sf *stockfish) bestMove(moves []string, movetime time.Duration) (string, error) {
	r, err := sf.Search("position startpos moves "+strings.Join(moves, " "), fmt.Sprintf("go movetime %d", movetime.Milliseconds()))
	return r.BestMove, err
}
