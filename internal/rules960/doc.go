// Package rules960 is a small, separate implementation of the rules of
// chess for Chess960 games (standard chess is the start position 518):
// a mailbox board, a plain make-and-test legal move generator, Chess960
// castling, UCI and SAN moves, and the numbering of the 960 start
// positions. It shares no code with the engine's bitboard generator, so
// it can judge the engine's moves (and an opponent's) independently: the
// controller's second check in Chess960 games and the tests that replay
// real Chess960 games and matches against Stockfish use it. It favours
// plainness over speed.
package rules960
