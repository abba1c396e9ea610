// Package practice turns a reviewed game into exercises: each position
// where one side made a mistake or a blunder is set again, the user tries
// to find a better move, and the engine judges it with the review's own
// yardstick (the winning chances the move keeps).
package practice

import (
	"context"
	"fmt"

	"chessmaster/engine"
	"chessmaster/review"
)

// Exercise is one position to solve.
type Exercise struct {
	Ply      int    // the move of the game that went wrong (1 = White's first)
	White    bool   // White is to move
	FEN      string // the position before the mistake
	Played   string // the game's move (UCI)
	Best     string // the engine's move (UCI)
	Class    review.Class
	Before   review.Score // the position with best play (White's view)
	startFEN string
	moves    []string // the game's moves up to FEN
}

// Side chooses whose mistakes to practice.
type Side int

const (
	Both Side = iota
	WhiteOnly
	BlackOnly
)

// Exercises lists the mistakes and blunders of a review, in game order.
// fens[i] is the position before move i+1; moves are the game's moves.
func Exercises(rep *review.Report, startFEN string, moves, fens []string, side Side) []Exercise {
	var out []Exercise
	for i, m := range rep.Moves {
		if m.Class < review.Mistake || m.Best == "" {
			continue
		}
		if side == WhiteOnly && !m.White || side == BlackOnly && m.White {
			continue
		}
		// The engine cannot play a null move (review.NullMove): after one,
		// the exercise's game starts from the position the null move left.
		from, since := startFEN, 0
		for k := i - 1; k >= 0; k-- {
			if moves[k] == review.NullMove {
				from, since = fens[k+1], k+1
				break
			}
		}
		out = append(out, Exercise{Ply: m.Ply, White: m.White, FEN: fens[i], Played: m.UCI, Best: m.Best,
			Class: m.Class, Before: m.Before, startFEN: from, moves: moves[since:i]})
	}
	return out
}

// Verdict is the judgement of one try.
type Verdict struct {
	Good bool    // as good as the engine's move: not even an inaccuracy by the review's rules
	Loss float64 // winning chances the try gives away against the best move, 0..100
	Same bool    // the try is the game's own (bad) move
	// Mate: the try lets a forced mate slip or lets one in (review.Judge's
	// rule); such a try is not good even when it keeps most of the chances.
	Mate review.MateRule
}

// Judge evaluates tries with the engine at a fixed node budget.
type Judge struct {
	eng   *engine.Engine
	nodes uint64
}

// NewJudge makes a judge searching nodes per try (review.DefaultNodes when
// 0).
func NewJudge(nodes uint64) *Judge {
	if nodes == 0 {
		nodes = review.DefaultNodes
	}
	e := engine.New()
	e.SetHashSize(16)
	return &Judge{eng: e, nodes: nodes}
}

// Try judges move (UCI, legal in ex.FEN) for the exercise.
func (j *Judge) Try(ctx context.Context, ex Exercise, move string) (Verdict, error) {
	if move == ex.Best {
		return Verdict{Good: true}, nil
	}
	line := append(append([]string(nil), ex.moves...), move)
	if err := j.eng.SetPosition(ex.startFEN, line); err != nil {
		return Verdict{}, fmt.Errorf("that move: %w", err)
	}
	after, _, _, _ := review.ScorePosition(ctx, j.eng, j.nodes)
	if ctx.Err() != nil {
		return Verdict{}, ctx.Err()
	}
	v := review.Judge(ex.Before, after, ex.White, false, review.EngineScale)
	return Verdict{Good: v.Class < review.Inaccuracy, Loss: v.Loss, Same: move == ex.Played, Mate: v.Mate}, nil
}
