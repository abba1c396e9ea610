package cli

// These tests run the built chessmaster binary the way a user does: exit
// statuses, what goes to stdout and stderr, and that no expected condition
// ends in a Go stack trace.

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"chessmaster/wiring"
)

var cliBuild struct {
	once sync.Once
	dir  string
	path string
	err  error
	out  []byte
}

// TestMain wires the components as main does and hands the commands
// FyneApp.toml, as main does, for the tests that run them in this process;
// afterwards it removes the binary the CLI tests built.
func TestMain(m *testing.M) {
	wiring.Wire()
	toml, err := os.ReadFile("../FyneApp.toml")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fyneAppTOML = string(toml)
	// The commands run in this process keep what they keep (the
	// terminal's unsaved games) in a cache folder of the test run, not
	// in the user's.
	cache, err := os.MkdirTemp("", "chessmaster-cli-cache")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Setenv("XDG_CACHE_HOME", cache) // Linux and the BSDs
	os.Setenv("LocalAppData", cache)   // Windows
	code := m.Run()
	if cliBuild.dir != "" {
		os.RemoveAll(cliBuild.dir)
	}
	os.RemoveAll(cache)
	os.Exit(code)
}

// cliBinary builds the program once per test run. -ldflags gives it a
// commit to fall back on where the build records no VCS information.
func cliBinary(t *testing.T) string {
	t.Helper()
	cliBuild.once.Do(func() {
		cliBuild.dir, cliBuild.err = os.MkdirTemp("", "chessmaster-cli-")
		if cliBuild.err != nil {
			return
		}
		cliBuild.path = filepath.Join(cliBuild.dir, "chessmaster")
		if runtime.GOOS == "windows" {
			cliBuild.path += ".exe"
		}
		cmd := exec.Command("go", "build", "-ldflags", "-X chessmaster/cli.buildCommit=0123456789ab", "-o", cliBuild.path, "..")
		cliBuild.out, cliBuild.err = cmd.CombinedOutput()
	})
	if cliBuild.err != nil {
		t.Fatalf("go build: %v\n%s", cliBuild.err, cliBuild.out)
	}
	return cliBuild.path
}

type cliResult struct {
	code           int
	stdout, stderr string
}

// runCLI runs the binary in an empty directory with args, stdin and extra
// environment. DISPLAY and WAYLAND_DISPLAY are removed (so that no window
// can open in a test) unless env sets them; HOME points at a temporary
// directory so nothing touches the user's settings.
func runCLI(t *testing.T, stdin string, env []string, args ...string) cliResult {
	t.Helper()
	bin := cliBinary(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Dir = t.TempDir()
	home := t.TempDir()
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		switch k {
		case "DISPLAY", "WAYLAND_DISPLAY", "HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME":
			continue
		}
		cmd.Env = append(cmd.Env, kv)
	}
	cmd.Env = append(cmd.Env, "HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, ".config"),
		"XDG_DATA_HOME="+filepath.Join(home, ".local", "share"), "XDG_CACHE_HOME="+filepath.Join(home, ".cache"))
	cmd.Env = append(cmd.Env, env...)
	cmd.Stdin = strings.NewReader(stdin)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if ctx.Err() != nil {
		t.Fatalf("chessmaster %s: still running after 2 minutes\nstdout:\n%s\nstderr:\n%s", strings.Join(args, " "), stdout.String(), stderr.String())
	}
	res := cliResult{stdout: stdout.String(), stderr: stderr.String()}
	if ee, ok := err.(*exec.ExitError); ok {
		res.code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("chessmaster %s: %v", strings.Join(args, " "), err)
	}
	return res
}

// want checks the exit status and that no stack trace was printed.
func (r cliResult) want(t *testing.T, code int, args ...string) {
	t.Helper()
	cmdline := "chessmaster " + strings.Join(args, " ")
	if r.code != code {
		t.Errorf("%s: exit status %d, want %d\nstdout:\n%s\nstderr:\n%s", cmdline, r.code, code, r.stdout, r.stderr)
	}
	for _, s := range []string{"goroutine ", "panic:"} {
		if strings.Contains(r.stdout+r.stderr, s) {
			t.Errorf("%s: output has a stack trace (%q):\n%s%s", cmdline, s, r.stdout, r.stderr)
		}
	}
}

// The sub-commands every help must list.
var documentedCommands = []string{"gui", "uci", "terminal", "match", "probe", "book", "bench", "version", "help"}

func TestCLIUnknownCommandSuggestsTheClosest(t *testing.T) {
	for typo, want := range map[string]string{
		"termnial": "terminal",
		"bnech":    "bench",
		"matc":     "match",
		"versoin":  "version",
		"UCI":      "uci",
		"prboe":    "probe",
	} {
		r := runCLI(t, "", nil, typo)
		r.want(t, 2, typo)
		if !strings.Contains(r.stderr, `unknown command "`+typo+`"`) {
			t.Errorf("%s: stderr lacks `unknown command %q`:\n%s", typo, typo, r.stderr)
		}
		if !strings.Contains(r.stderr, "did you mean "+want+"?") {
			t.Errorf("%s: stderr lacks %q:\n%s", typo, "did you mean "+want+"?", r.stderr)
		}
		for _, c := range documentedCommands {
			if !regexp.MustCompile(`(?m)^  ` + c + `\b`).MatchString(r.stderr) {
				t.Errorf("%s: the command list lacks %s:\n%s", typo, c, r.stderr)
			}
		}
	}
	// Nothing close: no suggestion, still the list.
	r := runCLI(t, "", nil, "xyzzy")
	r.want(t, 2, "xyzzy")
	if !strings.Contains(r.stderr, `unknown command "xyzzy"`) || strings.Contains(r.stderr, "did you mean") {
		t.Errorf("xyzzy: want an unknown command without a suggestion:\n%s", r.stderr)
	}
}

func TestCLIMissingFile(t *testing.T) {
	for _, args := range [][]string{
		{"nope.pgn"},
		{"games/nope.pgn"},
		{"-white", "computer", "nope.pgn"},
		{"gui", "nope.pgn"},
	} {
		r := runCLI(t, "", nil, args...)
		r.want(t, 2, args...)
		path := args[len(args)-1]
		if !strings.Contains(r.stderr, "file not found: "+path) {
			t.Errorf("%v: stderr lacks %q:\n%s", args, "file not found: "+path, r.stderr)
		}
	}
}

func TestCLIHelpListsEveryCommand(t *testing.T) {
	for _, args := range [][]string{{"-h"}, {"--help"}, {"-help"}, {"help"}} {
		r := runCLI(t, "", nil, args...)
		r.want(t, 0, args...)
		for _, c := range commands() {
			if !regexp.MustCompile(`(?m)^  ` + c.name + `\b.*\S`).MatchString(r.stdout) {
				t.Errorf("%v: the help has no line for %s:\n%s", args, c.name, r.stdout)
			}
		}
		for _, c := range documentedCommands {
			if _, ok := findCommand(c); !ok {
				t.Errorf("command %s is missing from the table", c)
			}
		}
	}
}

// Every command answers -h with its usage and status 0, and an unknown
// flag with status 2.
func TestCLICommandHelpAndBadFlags(t *testing.T) {
	for _, c := range commands() {
		r := runCLI(t, "", nil, c.name, "-h")
		r.want(t, 0, c.name, "-h")
		if !strings.Contains(strings.ToLower(r.stdout+r.stderr), "usage") {
			t.Errorf("%s -h: no usage:\n%s%s", c.name, r.stdout, r.stderr)
		}
		r = runCLI(t, "", nil, c.name, "-no-such-flag")
		r.want(t, 2, c.name, "-no-such-flag")
	}
	r := runCLI(t, "", nil, "help", "bench")
	r.want(t, 0, "help", "bench")
	if !strings.Contains(r.stdout+r.stderr, "chessmaster bench") {
		t.Errorf("help bench: no bench usage:\n%s%s", r.stdout, r.stderr)
	}
}

func TestCLIBadFlagsBeforeACommand(t *testing.T) {
	r := runCLI(t, "", nil, "--bogus", "uci")
	r.want(t, 2, "--bogus", "uci")
	if !strings.Contains(r.stderr, "flag provided but not defined: -bogus") {
		t.Errorf("--bogus uci: unclear error:\n%s", r.stderr)
	}
	r = runCLI(t, "", nil, "-white", "computer", "terminal")
	r.want(t, 2, "-white", "computer", "terminal")
	if !strings.Contains(r.stderr, "the command comes first: chessmaster terminal") {
		t.Errorf("-white computer terminal: unclear error:\n%s", r.stderr)
	}
}

var versionOutput = regexp.MustCompile(`^ChessMaster \d+\.\d+\.\d+ \(commit [0-9a-f]{7,40}(-dirty)?\)\n$`)

func TestCLIVersionHasTheCommit(t *testing.T) {
	for _, args := range [][]string{{"-v"}, {"--version"}, {"-version"}, {"version"}} {
		r := runCLI(t, "", nil, args...)
		r.want(t, 0, args...)
		if !versionOutput.MatchString(r.stdout) {
			t.Errorf("%v: stdout %q, want %v", args, r.stdout, versionOutput)
		}
	}
}

var benchLastLine = regexp.MustCompile(`^(\d+) nodes (\d+) nps$`)

// bench's last line is what OpenBench reads, and its node count is the UCI
// bench's.
func TestCLIBench(t *testing.T) {
	r := runCLI(t, "", nil, "bench", "4")
	r.want(t, 0, "bench", "4")
	lines := strings.Split(strings.TrimRight(r.stdout, "\n"), "\n")
	m := benchLastLine.FindStringSubmatch(lines[len(lines)-1])
	if m == nil {
		t.Fatalf("bench 4: last line %q, want \"N nodes M nps\"\n%s", lines[len(lines)-1], r.stdout)
	}
	if !strings.HasSuffix(r.stdout, "\n") {
		t.Errorf("bench 4: the last line has no newline")
	}
	nodes, _ := strconv.ParseUint(m[1], 10, 64)
	if nodes == 0 {
		t.Errorf("bench 4: 0 nodes")
	}
	u := runCLI(t, "bench 4\nquit\n", nil, "uci")
	u.want(t, 0, "uci")
	um := regexp.MustCompile(`Nodes searched\s*:\s*(\d+)`).FindStringSubmatch(u.stdout)
	if um == nil || um[1] != m[1] {
		t.Errorf("bench 4 gave %s nodes, UCI \"bench 4\" said:\n%s", m[1], u.stdout)
	}
	for _, bad := range []string{"0", "x", "65"} {
		r := runCLI(t, "", nil, "bench", bad)
		r.want(t, 2, "bench", bad)
	}
}

// A scripted UCI session, as the Windows CI job runs one.
func TestCLIUCISession(t *testing.T) {
	r := runCLI(t, "uci\nisready\ngo depth 3\nquit\n", nil, "uci")
	r.want(t, 0, "uci")
	for _, s := range []string{"uciok", "readyok", "bestmove "} {
		if !strings.Contains(r.stdout, s) {
			t.Errorf("uci session: no %q in:\n%s", s, r.stdout)
		}
	}
	r = runCLI(t, "", nil, "uci", "extra")
	r.want(t, 2, "uci", "extra")
}

func TestCLINoDisplay(t *testing.T) {
	switch runtime.GOOS {
	case "linux", "freebsd", "openbsd", "netbsd", "dragonfly":
	default:
		t.Skip("only X11/Wayland systems can lack a display")
	}
	pgn, err := filepath.Abs("../testdata/pgn")
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(pgn, "*.pgn"))
	if len(files) == 0 {
		t.Fatal("no PGN file in testdata/pgn")
	}
	const msg = "no display found; to play in the terminal run: chessmaster terminal"
	cases := []struct {
		env  []string
		args []string
	}{
		{nil, nil},
		{nil, []string{files[0]}},
		{nil, []string{"-white", "computer"}},
		// A display that is named but cannot be opened: the driver's
		// failure is recovered.
		{[]string{"DISPLAY=:4242"}, nil},
	}
	for _, tc := range cases {
		r := runCLI(t, "", tc.env, tc.args...)
		r.want(t, 2, tc.args...)
		if !strings.Contains(r.stderr, msg) {
			t.Errorf("%v %v: stderr lacks %q:\n%s", tc.env, tc.args, msg, r.stderr)
		}
	}
}

func TestClosestCommand(t *testing.T) {
	for name, want := range map[string]string{
		"termnial": "terminal", "terminl": "terminal", "bnech": "bench", "matc": "match",
		"versoin": "version", "uic": "uci", "Bench": "bench", "hepl": "help",
		"xyzzy": "", "": "", "q": "", "openingbook": "",
	} {
		if got := closestCommand(name); got != want {
			t.Errorf("closestCommand(%q) = %q, want %q", name, got, want)
		}
	}
	if d := editDistance("termnial", "terminal"); d != 1 {
		t.Errorf("a transposition costs %d, want 1", d)
	}
	for s, want := range map[string]bool{"game.pgn": true, "games/x": true, `c:\x`: true, "termnial": false} {
		if looksLikePath(s) != want {
			t.Errorf("looksLikePath(%q) = %v", s, !want)
		}
	}
}
