// Package tablebase probes Syzygy endgame tablebases (WDL .rtbw and DTZ
// .rtbz files) in pure Go.
//
// It is self-contained on purpose, like Fathom: it has its own small
// position type and a simple legal move generator for positions with few
// pieces, so the engine can import it without a cycle, and so the prober can
// be checked against Fathom and reused on its own. It is the one exception to
// "one position model": callers hand it the engine's position through
// engine.(*Position).TablebasePosition, not FEN strings. The probing logic follows the reference
// design by Ronald de Man (as used by Fathom and Stockfish): a WDL probe
// resolves captures with a small search before reading the table, because
// the tables store "don't care" values where a capture is best; a DTZ probe
// does the same for zeroing moves and does a one-ply search when the table
// only stores the other side to move.
//
// Table files are opened lazily on the first probe that needs them. Small
// files (and embedded ones) are read into memory; large files are read with
// ReadAt on demand, so a 6-piece set does not need to fit in RAM. Probing is
// safe from several goroutines.
package tablebase
