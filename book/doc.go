// Package book reads polyglot opening books (.bin files) and picks book
// moves for a position.
//
// A polyglot book is a flat array of 16-byte big-endian entries (key,
// move, weight, learn) sorted by key, where the key is the polyglot hash
// of a position. The package hashes a Position (pieces, side to move,
// castling rights, en-passant square); it has no FEN parser of its own.
// The engine imports this package, so this package cannot import the
// engine: instead the engine builds Positions ((*engine.Position).
// BookPosition, PolyglotKey) and package wiring registers the engine's FEN
// validator (engine.BookPositionOfFEN) with RegisterFENParser, which the
// FEN-taking functions (Key, Moves, Choose) use. A program that calls
// wiring.Wire therefore reads FENs here exactly as everywhere else.
//
// Open reads only regular files of at most MaxFileSize bytes.
//
// Typical use:
//
//	b, err := book.Default()              // or book.Open("my.bin")
//	moves, err := b.Moves(fen)            // every book move, best first
//	uci, ok, err := b.Choose(fen, rng, book.Options{MaxPly: 20})
//	uci, ok = b.ChoosePosition(pos.BookPosition(), rng, opt) // pos an *engine.Position
package book
