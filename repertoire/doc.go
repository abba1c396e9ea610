// Package repertoire is the opening repertoire trainer: a repertoire of
// moves for one colour (built from a PGN with variations, or by playing
// moves into it), stored in the user's config folder, drilled with
// spaced repetition (SM-2), and compared with games to say where a game
// left it.
//
// A repertoire is a set of positions, keyed by their FEN without the
// move counters (so transpositions meet), each with the moves the
// repertoire plays or expects there. Every position where the
// repertoire's colour is to move and the repertoire has a move is a
// card: the trainer shows it, the user answers with a move, and the
// card's schedule (schedule.go) says when it is asked again.
//
// Moves are kept in UCI, with the SAN they were given as; the package
// reads SAN through the engine's reader and writes no SAN itself (the
// front ends show moves through package notation).
package repertoire
