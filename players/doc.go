// Package players holds the programs that play a side of the board: the
// built-in engine at a difficulty level (ComputerPlayer), the random mover
// (RandomPlayer) and the client for external UCI engines (UCIPlayer), plus
// the engine that answers hints. Importing the package registers the
// Computer, Random and UCIEngine kinds and the hint engine with package
// master; the Human kind is the controller's own.
package players
