package assets

import _ "embed"

// Puzzles is the built-in puzzle set: "puzzles/puzzles.pgn", puzzles
// mined by "chessmaster puzzles" from rated lichess games, which lichess
// releases under CC0 (see "puzzles/COPYING.txt", and
// scripts/puzzles.sh, which makes the set again). Package puzzle reads it.
//
//go:embed puzzles/puzzles.pgn
var Puzzles []byte

// PuzzlesCopying is the licence note of the puzzle set.
//
//go:embed puzzles/COPYING.txt
var PuzzlesCopying string
