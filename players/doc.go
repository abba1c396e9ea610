// Package players holds the programs that play a side of the board: the
// built-in engine at a difficulty level (ComputerPlayer), the random mover
// (RandomPlayer) and the client for external UCI engines (UCIPlayer), plus
// the engine that answers hints (Hint) and the analyser (Analyse). Package
// wiring registers the player kinds (MakeComputer, MakeRandom,
// MakeUCIEngine), Hint and Analyse with package master; the Human kind is
// the controller's own.
package players
