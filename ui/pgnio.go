package ui

import "chessmaster/master"

// These wrap the controller's PGN functions so the window code does not
// depend on their exact shape.

// loadPGNFile reads a PGN file into the controller and returns one line per
// game (for a chooser).
func loadPGNFile(c *master.ChessMaster, path string) ([]string, error) {
	return nil, errNoPGN
}

// loadGame makes game i of the last loaded file the current game.
func loadGame(c *master.ChessMaster, i int) error { return errNoPGN }

// loadPGNText loads the first game of PGN text.
func loadPGNText(c *master.ChessMaster, text string) error { return errNoPGN }

// savePGNFile writes the current game to path.
func savePGNFile(c *master.ChessMaster, path string) error { return errNoPGN }

// pgnText is the current game as PGN.
func pgnText(c *master.ChessMaster) (string, error) { return "", errNoPGN }
