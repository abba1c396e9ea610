package cli

import (
	"bytes"
	"strings"
	"testing"
)

// -from and -to take PGN dates (or their year or month) and refuse
// anything else as a usage error that names the form, before any file is
// indexed (they used to filter out every game: "no game passes the
// filters", exit 1).
func TestSearchRefusesBadDates(t *testing.T) {
	for _, args := range [][]string{
		{"-from", "yesterday"}, {"-from", "2023.13.45"}, {"-to", "2023/01/14"},
		{"-from", "2023.1.14"}, {"-from", "14.01.2023"},
	} {
		var stdout, stderr bytes.Buffer
		full := append([]string{"-fen", "startpos"}, append(args, "/no/such.pgn")...)
		code := searchCommand(full, &stdout, &stderr, false)
		if code != exitUsage || !strings.Contains(stderr.String(), args[0]+": ") || !strings.Contains(stderr.String(), "YYYY.MM.DD") {
			t.Errorf("search %v: exit %d, stderr %q; want 2 naming %s and YYYY.MM.DD", args, code, stderr.String(), args[0])
		}
	}
	// A good date passes on to the files (here: not found).
	var stdout, stderr bytes.Buffer
	searchCommand([]string{"-fen", "startpos", "-from", "2023.??.??", "-to", "2023.01.14", "/no/such.pgn"}, &stdout, &stderr, false)
	if strings.Contains(stderr.String(), "YYYY.MM.DD") {
		t.Errorf("good dates refused: %s", stderr.String())
	}
}
