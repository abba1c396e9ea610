// Package pgn is the Portable Game Notation format: the game model (a
// tree of moves with comments, NAGs and variations), its reader and its
// writer, and the atomic file write used to save it.
//
// It knows the format only. It never decides whether a move is legal:
// the controller (package master) replays every move of a game it loads
// through its own rules referee, so a file can hold any text and this
// package still reads it.
package pgn
