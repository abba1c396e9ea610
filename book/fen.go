package book

import (
	"errors"
	"strings"
)

// StartFEN is the standard starting position. The word "startpos" is
// accepted wherever a FEN is.
const StartFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// ErrNoFENParser is returned by the FEN-taking functions (Key, Moves,
// Choose) when no FEN parser has been registered, i.e. when the program
// did not call wiring.Wire.
var ErrNoFENParser = errors.New("book: no FEN parser registered (call wiring.Wire)")

// fenParser is the registered parser; it is set once, before the program
// (or the test binary) starts its work, and only read afterwards.
var fenParser func(fen string) (*Position, error)

// RegisterFENParser sets the function that turns a FEN into a Position for
// Key, Moves and Choose. Package wiring registers the engine's validator
// (engine.BookPositionOfFEN, ParseFEN's rules), so every program reads
// FENs here exactly as everywhere else; the book cannot call the engine
// directly because the engine imports the book. Call it only before any
// goroutine reads a FEN (wiring.Wire runs first thing in main and in
// TestMain).
func RegisterFENParser(parse func(fen string) (*Position, error)) { fenParser = parse }

// readFEN turns fen ("startpos" accepted, surrounding space ignored) into
// a Position with the registered parser. Its errors are the parser's
// (*engine.FENError).
func readFEN(fen string) (*Position, error) {
	if strings.TrimSpace(fen) == "startpos" {
		fen = StartFEN
	}
	if fenParser == nil {
		return nil, ErrNoFENParser
	}
	return fenParser(fen)
}
