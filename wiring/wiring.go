// Package wiring connects the components that must not import each other:
// the controller (package master) plays, analyses and hints with programs
// it does not know, and the opening book reads FENs with the engine's
// rules although the engine imports the book. Everything that exists is
// listed in Wire, called first thing by main and by the TestMain of every
// test binary that plays, analyses or reads the book; no package registers
// itself from an init function (TestNoInitRegisters checks).
package wiring

import (
	"chessmaster/book"
	"chessmaster/engine"
	"chessmaster/human"
	"chessmaster/master"
	"chessmaster/players"
)

// Wire registers every component. Call it once, before any goroutine uses
// the controller or the book; calling it again changes nothing.
func Wire() {
	// The opening book's FEN reader: the engine's validator.
	book.RegisterFENParser(engine.BookPositionOfFEN)

	// The levels up to engine.HumanMaxElo play people's moves.
	engine.RegisterHumanPolicy(human.Policy())

	// The players the controller can make, besides the Human it knows.
	master.RegisterPlayer(master.Computer, players.MakeComputer)
	master.RegisterPlayer(master.Random, players.MakeRandom)
	master.RegisterPlayer(master.UCIEngine, players.MakeUCIEngine)

	// Analysis mode and hints (master.Analyse, master.Hint).
	master.RegisterAnalyser(players.Analyse)
	master.RegisterHinter(players.Hint)
}
