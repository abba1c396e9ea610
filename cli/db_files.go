package cli

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"chessmaster/posindex"
)

// openIndexes opens the position index of each PGN file for the search
// and explore commands, building it (with a progress line on a terminal)
// when the cache has none for the file as it is now. Games the index
// could not replay are named on stderr, a few per file. status is
// exitUsage for a file that is missing or a folder, exitFailed for one
// that cannot be indexed; the indexes already opened are closed then.
func openIndexes(cmd string, files []string, stderr io.Writer, tty bool) (idxs []*posindex.Index, status int) {
	for _, f := range files {
		if err := checkInputFile(f); err != nil {
			fmt.Fprintf(stderr, "chessmaster %s: %v\n", cmd, err)
			return nil, exitUsage
		}
	}
	closeAll := func() {
		for _, x := range idxs {
			x.Close()
		}
	}
	for _, f := range files {
		var last time.Time
		shown := false
		opt := posindex.Options{}
		if tty {
			opt.Progress = func(done, total int64) {
				if time.Since(last) < 200*time.Millisecond {
					return
				}
				last, shown = time.Now(), true
				fmt.Fprintf(stderr, "\r\033[Kindexing %s: %d%%", f, done*100/max(total, 1))
			}
		}
		x, err := posindex.Open(context.Background(), f, opt)
		if shown {
			fmt.Fprint(stderr, "\r\033[K")
		}
		if err != nil {
			fmt.Fprintf(stderr, "chessmaster %s: %v\n", cmd, err)
			closeAll()
			return nil, exitFailed
		}
		idxs = append(idxs, x)
		if x.NotSaved != nil {
			fmt.Fprintf(stderr, "chessmaster %s: %s: %v\n", cmd, f, x.NotSaved)
		}
		reportProblems(cmd, f, x, stderr)
	}
	return idxs, exitOK
}

// reportProblems names on stderr the games of x that are not indexed, or
// only up to an illegal move: their positions cannot be found.
func reportProblems(cmd, file string, x *posindex.Index, stderr io.Writer) {
	var first []string
	n := 0
	for g := 1; g <= x.Games(); g++ {
		info, _ := x.Game(g)
		if info.Problem == "" {
			continue
		}
		if n++; n <= 3 {
			first = append(first, fmt.Sprintf("game %d: %s", g, info.Problem))
		}
	}
	if n == 0 {
		return
	}
	more := ""
	if n > len(first) {
		more = fmt.Sprintf("; and %d more", n-len(first))
	}
	fmt.Fprintf(stderr, "chessmaster %s: %s: %d of %d games not wholly indexed (%s%s)\n",
		cmd, file, n, x.Games(), strings.Join(first, "; "), more)
}
