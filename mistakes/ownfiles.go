package mistakes

import (
	"bufio"
	"bytes"
	"io"
	"strings"

	"chessmaster/pgn"
)

// Recognising the files this package writes, so that the command
// replaces a report or a mistakes PGN of an earlier run without asking
// but refuses to replace anything else (a user's notes, a user's games).

// reportTitle starts the first line of every report (WriteReport):
// "# Mistakes of NAME" in Markdown, "Mistakes of NAME" underlined with
// "=" in text.
const reportTitle = "Mistakes of "

// IsReport reports whether r holds a report WriteReport wrote: its first
// line is the report's title and, in text, the second underlines it. An
// empty file counts too: it holds nothing to lose.
func IsReport(r io.Reader) bool {
	sc := bufio.NewScanner(r)
	if !sc.Scan() {
		return sc.Err() == nil
	}
	first := strings.TrimRight(sc.Text(), "\r")
	if strings.HasPrefix(first, "# "+reportTitle) {
		return true
	}
	if !strings.HasPrefix(first, reportTitle) || !sc.Scan() {
		return false
	}
	second := strings.TrimRight(sc.Text(), "\r")
	return second != "" && strings.Trim(second, "=") == ""
}

// IsPracticePGN reports whether r holds only games PracticePGN wrote:
// each has the Event "Mistakes of NAME" and the Annotator "ChessMaster"
// that mistakeGame gives it. An empty file (or only blank space) counts
// too; text with no game at all does not.
func IsPracticePGN(r io.Reader) (bool, error) {
	sc := pgn.NewScanner(r)
	games := 0
	for sc.Next() {
		e := sc.Entry()
		if !strings.HasPrefix(e.Tag("Event"), reportTitle) || e.Tag("Annotator") != annotator {
			return false, nil
		}
		games++
	}
	if err := sc.Err(); err != nil {
		return false, err
	}
	if games > 0 {
		return true, nil
	}
	return blank(r), nil
}

// blank: r, read by the scanner to its end, held no game; a reader that
// can be rewound is looked at again for anything but white space.
func blank(r io.Reader) bool {
	s, ok := r.(io.ReadSeeker)
	if !ok {
		return false
	}
	if _, err := s.Seek(0, io.SeekStart); err != nil {
		return false
	}
	buf := make([]byte, 32<<10)
	for {
		n, err := s.Read(buf)
		if len(bytes.TrimSpace(buf[:n])) > 0 {
			return false
		}
		if err != nil {
			return err == io.EOF
		}
	}
}
