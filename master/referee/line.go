package referee

import (
	"fmt"
	"strconv"
	"strings"

	"chessmaster/internal/fenfields"
)

// PlayLine plays moves (SAN, leniently, or UCI) from fen and returns each
// move in UCI, the position before each (fens[i] before moves[i]) and the
// position reached. A move that is not legal ends it with an error naming
// the move ("move 12...Nf3: ...").
func PlayLine(fen string, moves []string) (ucis, fens []string, final *Pos, err error) {
	return PlayLineVariant(fen, false, moves)
}

// PlayLineVariant is PlayLine for standard chess or Chess960.
func PlayLineVariant(fen string, chess960 bool, moves []string) (ucis, fens []string, final *Pos, err error) {
	if strings.TrimSpace(fen) == "" {
		fen = startFEN
	}
	pos, _, err := ParseFENVariant(fen, chess960)
	if err != nil {
		return nil, nil, nil, err
	}
	for _, mv := range moves {
		before := pos.String()
		m, err := pos.FindMove(mv)
		if err != nil {
			return nil, nil, nil, fmt.Errorf("move %s%s: %w", MoveLabel(before), QuoteMove(mv), err)
		}
		fens = append(fens, before)
		ucis = append(ucis, pos.UCI(m))
		pos = pos.Update(m)
	}
	return ucis, fens, pos, nil
}

// QuoteMove is move text for a message: cut short when it is longer than
// any move, so that a garbage token from a file cannot make a huge one.
func QuoteMove(text string) string {
	if len(text) > maxMoveText {
		return text[:maxMoveText] + "…"
	}
	return text
}

// startFEN is the standard initial position, for an empty FEN.
const startFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// MoveLabel is "12." or "12..." for the move about to be played in fen.
func MoveLabel(fen string) string {
	f := fenfields.Split(fen)
	n := strconv.Itoa(f.FullmoveNumber(1))
	if f.BlackToMove() {
		return n + "..."
	}
	return n + "."
}

// GameOver reports whether the game is over in pos by a rule the position
// alone shows (checkmate, stalemate, a dead position) and which.
func GameOver(pos *Pos) (over bool, why string) {
	if pos.NoLegalMoves() {
		if InCheck(pos) {
			return true, "checkmate"
		}
		return true, "stalemate"
	}
	if DeadPosition(pos) {
		return true, "insufficient material"
	}
	return false, ""
}
