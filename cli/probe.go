package cli

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"chessmaster/tablebase"
)

// runProbe implements "chessmaster probe [-syzygy DIR] FEN": it prints the
// tablebase value of a position and its best move. Exit status: 0 probed,
// 1 position not covered by the tables, 2 bad arguments or FEN.
func runProbe(args []string) int {
	return probeCommand(args, os.Stdout, os.Stderr)
}

// dirList collects repeated -syzygy flags.
type dirList []string

func (d *dirList) String() string     { return strings.Join(*d, ";") }
func (d *dirList) Set(v string) error { *d = append(*d, v); return nil }

func probeCommand(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("probe", stderr)
	var dirs dirList
	fs.Var(&dirs, "syzygy", "directory of extra Syzygy tables, e.g. 5-7 pieces (repeatable; also a ':' or ';' separated list)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, `usage: chessmaster probe [-syzygy DIR] FEN

Probes the Syzygy tablebases (the built-in 3-4-piece set plus any -syzygy
directories) and prints one line:
  wdl <n> dtz <n> best <uci move>
wdl is -2 loss, -1 blessed loss, 0 draw, 1 cursed win, 2 win for the side
to move, taking the FEN's halfmove clock into account; dtz is the distance
to the next capture or pawn move in plies (negative when losing); best is
0000 when there is no legal move. The FEN may be one quoted argument or
its fields as separate arguments; it is checked as everywhere else in
chessmaster (the halfmove clock and fullmove number may be left out
together).
Exit status: 0 probed, 1 position not in the tables, 2 error (bad
arguments, FEN or -syzygy folder).`)
		fs.PrintDefaults()
	}
	fen, code, ok := parseFENArgs(fs, args)
	if !ok {
		return code
	}
	epos, err := fenArgPosition(fen)
	if err != nil {
		fmt.Fprintln(stderr, "chessmaster probe:", err)
		return 2
	}
	pos := epos.TablebasePosition()
	tb, err := probeTables(dirs)
	if err != nil {
		fmt.Fprintln(stderr, "chessmaster probe:", err)
		return 2
	}
	defer tb.Close()

	wdl, err := tb.ProbeWDL(pos)
	if err != nil {
		return probeFailed(stderr, err)
	}
	dtz, err := tb.ProbeDTZ(pos)
	if err != nil {
		return probeFailed(stderr, err)
	}
	if pos.Rule50 > 0 && dtz != 0 {
		wdl = tablebase.WDLFromDTZ(dtz, pos.Rule50)
	}
	best := "0000"
	if b, _, err := tb.ProbeRoot(pos); err == nil {
		best = b.UCI
	} else if !errors.Is(err, tablebase.ErrNoMoves) {
		return probeFailed(stderr, err)
	}
	fmt.Fprintf(stdout, "wdl %d dtz %d best %s\n", wdl, dtz, best)
	return 0
}

// probeTables returns the built-in tables plus those in dirs (each a
// folder or a list of folders separated as for -syzygy). Every folder is
// checked first, so that a mistyped one is named in the error rather
// than reported as "open .".
func probeTables(dirs []string) (*tablebase.Tablebases, error) {
	tb := tablebase.New()
	if err := tb.AddEmbedded(); err != nil {
		return nil, err
	}
	for _, list := range dirs {
		for _, d := range tablebase.SplitPathList(list) {
			if err := checkSyzygyFolder(d); err != nil {
				return nil, err
			}
			if err := tb.AddPath(d); err != nil {
				return nil, err
			}
		}
	}
	return tb, nil
}

// checkSyzygyFolder makes sure dir is an existing folder and that every
// table file in it (*.rtbw, *.rtbz) is a regular file: a pipe or a device
// under a table's name would block or never end when read.
func checkSyzygyFolder(dir string) error {
	st, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("syzygy folder %s does not exist", dir)
	case err != nil:
		return fmt.Errorf("syzygy folder %s: %w", dir, pathCause(err))
	case !st.IsDir():
		return fmt.Errorf("syzygy folder %s is not a folder", dir)
	}
	ents, err := os.ReadDir(dir)
	if err != nil {
		return fmt.Errorf("syzygy folder %s: %w", dir, pathCause(err))
	}
	for _, e := range ents {
		if ext := filepath.Ext(e.Name()); ext != ".rtbw" && ext != ".rtbz" {
			continue
		}
		path := filepath.Join(dir, e.Name())
		st, err := os.Stat(path) // follows links
		if err != nil {
			return fmt.Errorf("syzygy table %s: %w", path, pathCause(err))
		}
		if !st.Mode().IsRegular() && !st.IsDir() {
			return fmt.Errorf("syzygy table %s is not a regular file", path)
		}
	}
	return nil
}

// pathCause drops the operation and path of an *fs.PathError, which the
// messages above already name.
func pathCause(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// probeFailed reports a position the tables cannot answer (too many
// pieces, castling rights, missing or damaged table): the errors say which.
func probeFailed(stderr io.Writer, err error) int {
	fmt.Fprintln(stderr, "chessmaster probe:", err)
	return 1
}
