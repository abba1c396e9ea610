package cli

import (
	"fmt"
	"io"

	"chessmaster/internal/safefile"
	"chessmaster/mistakes"
)

// checkMistakesOutputs refuses, before any game is reviewed, outputs that
// would lose something: -report and -pgn naming one file (the PGN would
// overwrite the report), an output that is one of the games' files, and
// an existing file that is not a report (for -report) or a mistakes PGN
// (for -pgn) of an earlier run, unless force (checkOutputs).
func checkMistakesOutputs(reportPath, pgnPath string, inputs []string, force bool) error {
	if reportPath != "" && pgnPath != "" && (sameName(reportPath, pgnPath) || safefile.Same(reportPath, pgnPath)) {
		return fmt.Errorf("-report and -pgn both name %s: the PGN would overwrite the report; give two files", pgnPath)
	}
	return checkOutputs([]outputFile{
		{flag: "-report", path: reportPath,
			ours:    func(r io.ReadSeeker) (bool, error) { return mistakes.IsReport(r), nil },
			foreign: "is not a report of chessmaster mistakes"},
		{flag: "-pgn", path: pgnPath,
			ours:    func(r io.ReadSeeker) (bool, error) { return mistakes.IsPracticePGN(r) },
			foreign: "holds games (or text) that chessmaster mistakes did not write"},
	}, inputs, force)
}
