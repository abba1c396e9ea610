package cli

import (
	"fmt"
	"io"

	"chessmaster/master"

	"chessmaster/internal/safefile"
)

// What the study commands (review, practice) share: opening the PGN file
// they study, and writing the reviewed games. (The review of one game,
// reviewGame, is in review.go.)

// pgnWriteFile saves text atomically; a link keeps pointing at its file
// and a device or folder is refused (package safefile).
func pgnWriteFile(path, text string) error {
	return safefile.Write(path, []byte(text))
}

// openPGNForStudy opens a PGN file for review or practice in a controller
// of its own (two humans: nobody moves). On failure it has said why on
// stderr and returns nil with the exit status: 2 for a missing file, 1 for
// a file that cannot be read.
func openPGNForStudy(cmd, path string, stderr io.Writer) (*master.ChessMaster, []master.GameSummary, int) {
	if err := checkInputFile(path); err != nil {
		fmt.Fprintf(stderr, "chessmaster %s: %v\n", cmd, err)
		return nil, nil, 2
	}
	c, err := master.New(master.Settings{White: master.PlayerConfig{Kind: master.Human}, Black: master.PlayerConfig{Kind: master.Human}})
	if err != nil {
		fmt.Fprintf(stderr, "chessmaster %s: %v\n", cmd, err)
		return nil, nil, 1
	}
	sums, err := c.LoadPGNFile(path)
	if err != nil {
		c.Close()
		fmt.Fprintf(stderr, "chessmaster %s: %v\n", cmd, err)
		return nil, nil, 1
	}
	// A game read despite a broken tag is named, as pgn -check names it,
	// so that what is reviewed is not a silent guess at the tag.
	for i, s := range sums {
		for _, w := range s.Warnings {
			fmt.Fprintf(stderr, "chessmaster %s: %s: game %d: %s\n", cmd, path, i+1, w)
		}
	}
	return c, sums, 0
}
