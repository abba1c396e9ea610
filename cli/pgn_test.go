package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf16"

	"chessmaster/pgn"
)

func pgnRunCmd(t *testing.T, stdin string, tty bool, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := pgnCommand(args, strings.NewReader(stdin), &out, &errOut, tty)
	return code, out.String(), errOut.String()
}

// readGames reads PGN text that must be valid.
func readGames(t *testing.T, text string) []*pgn.Game {
	t.Helper()
	games, err := pgn.Read(strings.NewReader(text))
	if err != nil {
		t.Fatalf("output does not read back: %v\n%s", err, text)
	}
	return games
}

func TestPGNCommandWritesEveryGame(t *testing.T) {
	files := []string{"../pgn/testdata/lichess-eval-clock.pgn", "../pgn/testdata/chesscom-clock.pgn", "../testdata/pgn/kasparov-deep-blue-1997.pgn"}
	code, out, errOut := pgnRunCmd(t, "", false, files...)
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	var want []*pgn.Game
	for _, f := range files {
		data, _ := os.ReadFile(f)
		want = append(want, readGames(t, string(data))...)
	}
	got := readGames(t, out)
	if len(got) != len(want) {
		t.Fatalf("%d games written, want %d", len(got), len(want))
	}
	for i := range got {
		if pgn.Write(got[i]) != pgn.Write(want[i]) {
			t.Errorf("game %d differs:\n%s\nvs\n%s", i+1, pgn.Write(got[i]), pgn.Write(want[i]))
		}
	}
	flat := strings.Join(strings.Fields(out), " ") // Write wraps lines
	if !strings.Contains(flat, "[%eval #-3]") || !strings.Contains(flat, "[%clk 0:02:59.9]") {
		t.Error("embedded commands lost")
	}
	for _, line := range strings.Split(out, "\n") {
		if len(line) > 80 && !strings.HasPrefix(line, "[") {
			t.Errorf("line longer than 80 columns: %q", line)
		}
	}
}

// threeGameFile writes a file whose second game cannot be read.
func threeGameFile(t *testing.T) string {
	path := filepath.Join(t.TempDir(), "three.pgn")
	text := "[Event \"one\"]\n\n1. e4 e5 1-0\n\n" +
		"[Event \"two\"]\n\n1. d4 (1. c4 d5 *\n\n" +
		"[Event \"three\"]\n\n1. c4 {English} c5 $1 (1... e5) 0-1\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestPGNCommandSkipsBrokenGame(t *testing.T) {
	path := threeGameFile(t)
	code, out, errOut := pgnRunCmd(t, "", false, path)
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	want := path + ": game 2: line 7: a variation opened with '(' is never closed; skipped"
	if !strings.Contains(errOut, want) {
		t.Errorf("stderr %q lacks %q", errOut, want)
	}
	games := readGames(t, out)
	if len(games) != 2 || games[0].Tag("Event") != "one" || games[1].Tag("Event") != "three" {
		t.Errorf("written: %s", out)
	}
}

func TestPGNCommandSelectsGames(t *testing.T) {
	file := "../testdata/pgn/kasparov-deep-blue-1997.pgn"
	for spec, rounds := range map[string][]string{
		"1,3":   {"01", "03"},
		"2-4":   {"02", "03", "04"},
		"5-":    {"05", "06"},
		"6, 1":  {"01", "06"},
		"1-1,2": {"01", "02"},
	} {
		code, out, errOut := pgnRunCmd(t, "", false, "-games", spec, file)
		if code != 0 || errOut != "" {
			t.Errorf("-games %s: exit %d %s", spec, code, errOut)
		}
		var got []string
		for _, g := range readGames(t, out) {
			got = append(got, g.Tag("Site"))
		}
		if strings.Join(got, " ") != strings.Join(rounds, " ") {
			t.Errorf("-games %s wrote %v, want %v", spec, got, rounds)
		}
	}
	code, out, errOut := pgnRunCmd(t, "", false, "-games", "2,9", file)
	if code != 1 || !strings.Contains(errOut, "no game 9 (the file has 6)") || len(readGames(t, out)) != 1 {
		t.Errorf("-games 2,9: exit %d, stderr %q", code, errOut)
	}
	for _, bad := range []string{"0", "x", "3-1", "1,,2", "-2"} {
		code, out, errOut := pgnRunCmd(t, "", false, "-games", bad, file)
		if code != 2 || out != "" || !strings.Contains(errOut, "-games") {
			t.Errorf("-games %q: exit %d, stderr %q", bad, code, errOut)
		}
	}
}

func TestPGNCommandMainline(t *testing.T) {
	code, out, errOut := pgnRunCmd(t, "", false, "-mainline", "../pgn/testdata/lichess-eval-clock.pgn", "../pgn/testdata/annotated-variations.pgn")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d %s", code, errOut)
	}
	moves := out[strings.Index(out, "\n\n"):]
	for _, s := range []string{"{", "(", "$", ";"} {
		if strings.Contains(moves, s) {
			t.Errorf("-mainline output has %q:\n%s", s, out)
		}
	}
	games := readGames(t, out)
	if len(games) != 4 || len(games[0].MainLine()) != 14 || games[0].Tag("Site") != "https://lichess.org/x7Rk2PqA" {
		t.Errorf("games %d:\n%s", len(games), out)
	}
}

func TestPGNCommandUsage(t *testing.T) {
	code, out, errOut := pgnRunCmd(t, "", false, "-h")
	if code != 0 || out != "" || !strings.Contains(errOut, "usage: chessmaster pgn") || !strings.Contains(errOut, "-mainline") {
		t.Errorf("-h: exit %d, stderr %q", code, errOut)
	}
	code, _, errOut = pgnRunCmd(t, "", false)
	if code != 2 || !strings.Contains(errOut, "usage:") {
		t.Errorf("no file: exit %d, stderr %q", code, errOut)
	}
	code, _, errOut = pgnRunCmd(t, "", false, "-bogus", "x.pgn")
	if code != 2 {
		t.Errorf("bad flag: exit %d, stderr %q", code, errOut)
	}
	missing := filepath.Join(t.TempDir(), "nope.pgn")
	code, out, errOut = pgnRunCmd(t, "", false, "../testdata/pgn/molinari-bordais-1979.pgn", missing)
	if code != 2 || out != "" || !strings.Contains(errOut, "file not found: "+missing) {
		t.Errorf("missing file: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	code, _, errOut = pgnRunCmd(t, "", false, t.TempDir())
	if code != 2 || !strings.Contains(errOut, "is a folder") {
		t.Errorf("folder: exit %d, stderr %q", code, errOut)
	}
}

// Standard input, a UTF-16 file (read whole) and a file that is not PGN.
func TestPGNCommandOtherInputs(t *testing.T) {
	code, out, errOut := pgnRunCmd(t, "[Event \"in\"]\n1. e4 *\n", false, "-")
	if code != 0 || readGames(t, out)[0].Tag("Event") != "in" {
		t.Errorf("stdin: exit %d %s", code, errOut)
	}
	dir := t.TempDir()
	u16 := filepath.Join(dir, "utf16.pgn")
	units := utf16.Encode([]rune("\ufeff[Event \"Café\"]\r\n\r\n1. e4 e5 1-0\r\n"))
	var b []byte
	for _, u := range units {
		b = append(b, byte(u), byte(u>>8))
	}
	os.WriteFile(u16, b, 0o644)
	code, out, errOut = pgnRunCmd(t, "", false, u16)
	if code != 0 || readGames(t, out)[0].Tag("Event") != "Café" {
		t.Errorf("UTF-16: exit %d %q %s", code, out, errOut)
	}
	bin := filepath.Join(dir, "x.png")
	os.WriteFile(bin, []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR\x00\x00"), 0o644)
	code, _, errOut = pgnRunCmd(t, "", false, bin)
	if code != 1 || !strings.Contains(errOut, bin+": not a PGN file") {
		t.Errorf("binary: exit %d %q", code, errOut)
	}
}

// Progress goes to stderr only on a terminal, and only for big files.
func TestPGNCommandProgress(t *testing.T) {
	data, _ := os.ReadFile("../testdata/pgn/kasparov-deep-blue-1997.pgn")
	big := filepath.Join(t.TempDir(), "big.pgn")
	var b bytes.Buffer
	for b.Len() < pgnProgressMin+1 {
		b.Write(data)
		b.WriteString("\n")
	}
	os.WriteFile(big, b.Bytes(), 0o644)
	games := bytes.Count(b.Bytes(), []byte("[Event "))

	code, out, errOut := pgnRunCmd(t, "", true, "-mainline", big)
	if code != 0 || !strings.Contains(errOut, "\r") || !strings.Contains(errOut, big+": ") {
		t.Errorf("terminal: exit %d, no progress in %q", code, errOut)
	}
	if n := strings.Count(out, "[Event "); n != games || strings.Contains(out, "\r") {
		t.Errorf("%d games written, want %d", n, games)
	}
	code, _, errOut = pgnRunCmd(t, "", false, "-games", "1", big)
	if code != 0 || errOut != "" {
		t.Errorf("not a terminal: exit %d, stderr %q", code, errOut)
	}
}

// The built program, as a user runs it.
func TestCLIPGN(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program")
	}
	abs := func(p string) string {
		a, err := filepath.Abs(p)
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	lichess := abs("../pgn/testdata/lichess-eval-clock.pgn")
	r := runCLI(t, "", nil, "pgn", lichess)
	r.want(t, 0, "pgn", lichess)
	if strings.Count(r.stdout, "[Event ") != 2 || r.stderr != "" {
		t.Errorf("stdout %q stderr %q", r.stdout, r.stderr)
	}
	broken := threeGameFile(t)
	r = runCLI(t, "", nil, "pgn", "-mainline", broken)
	r.want(t, 1, "pgn", "-mainline", broken)
	if strings.Count(r.stdout, "[Event ") != 2 || !strings.Contains(r.stderr, broken+": game 2: line 7") {
		t.Errorf("stdout %q stderr %q", r.stdout, r.stderr)
	}
	r = runCLI(t, "", nil, "pgn", "missing.pgn")
	r.want(t, 2, "pgn", "missing.pgn")
	if !strings.Contains(r.stderr, "file not found: missing.pgn") || r.stdout != "" {
		t.Errorf("missing file: %q", r.stderr)
	}
	r = runCLI(t, "", nil, "help", "pgn")
	r.want(t, 0, "help", "pgn")
	if !strings.Contains(r.stderr+r.stdout, "-games") {
		t.Errorf("help pgn: %q", r.stderr)
	}
	r = runCLI(t, "", nil, "-h")
	if !strings.Contains(r.stdout, "  pgn ") {
		t.Errorf("the help does not list pgn:\n%s", r.stdout)
	}
}
