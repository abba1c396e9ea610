// Package book reads polyglot opening books (.bin files) and picks book
// moves for a position.
//
// A polyglot book is a flat array of 16-byte big-endian entries (key,
// move, weight, learn) sorted by key, where the key is the polyglot hash
// of a position. The package computes that hash from a FEN itself, so it
// depends on nothing but the standard library and the embedded default
// book in chessmaster/assets; the engine can import it without a cycle.
//
// Typical use:
//
//	b, err := book.Default()              // or book.Open("my.bin")
//	moves, err := b.Moves(fen)            // every book move, best first
//	uci, ok, err := b.Choose(fen, rng, book.Options{MaxPly: 20})
package book
