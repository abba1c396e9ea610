// Package drill is the endgame trainer: the user plays the winning side
// of a basic ending (KQ v K, KR v K, KBN v K, KP v K, KQ v KR, KR v KB)
// from a random position the Syzygy tables say is won, against the
// tables' best defence.
//
// After each of the user's moves a Session says whether the move kept
// the win and how it changed the distance to zeroing (DTZ: the plies to
// the next capture, pawn move or mate with best play, which is what
// Syzygy tables store; they hold no distance to mate, so the package
// shows DTZ, and a line to mate only as the tables' DTZ-best play,
// which need not be the shortest mate). The drill ends in a mate, a
// draw by rule (stalemate, insufficient material, the 50-move rule,
// threefold repetition) or the loss of the win, with the move that lost
// it.
//
// The package has no user interface: the terminal (chessmaster drill)
// and the window drive a Session.
package drill
