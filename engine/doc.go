// Package engine is ChessMaster's chess engine: the bitboard board and its
// move generation, the program's one FEN validator (ParseFEN), evaluation,
// the alpha-beta search with its time management (on several threads
// with SetThreads: Lazy SMP, smp.go), and the difficulty
// levels (SetLevel owns everything a level means: node budget, margin,
// book plies and tablebase use). It consults the opening book (package
// book) and the Syzygy tables (package tablebase) itself. It knows nothing
// of any user interface; engine/uci speaks the UCI protocol on top of it.
package engine
