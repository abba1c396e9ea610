// Package pgn is the Portable Game Notation format: the game model (a
// tree of moves with comments, NAGs and variations), its reader and its
// writer, and the atomic file write used to save it.
//
// It knows the format only. It never decides whether a move is legal:
// the controller (package master) replays every move of a game it loads
// through its own rules referee, so a file can hold any text and this
// package still reads it.
//
// Large files: Index (or a Scanner over a stream) finds every game's
// place, first line and tags in one pass without building move trees;
// ReadGameAt then reads one game alone, exactly as Read would have read
// it in the whole file. A game that cannot be read is listed with its
// line and reason and the others still open. ReplaceGame and AppendGame
// save one game into a multi-game file, keeping every other game byte for
// byte, through the same atomic, link-safe write.
//
// Embedded commands ([%clk 0:03:12], [%eval -1.5], [%eval #-3],
// [%csl Ga4], [%cal Ge2e4]) stay in the comments as written; Node's
// Clock, Eval, Squares and Arrows read them and SetClock, SetEval,
// SetSquares and SetArrows rewrite only the command.
package pgn
