package cli

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"chessmaster/pgn"
)

// TestCLIMatchPGNAppends: -pgn adds the match's games at the end of the
// file, as cutechess-cli's -pgnout does; the games in it keep every byte
// (it used to be truncated). A file without a final newline gets a blank
// line before the first game added, a link keeps pointing at its file,
// and a file whose last game is not closed is refused before any game.
func TestCLIMatchPGNAppends(t *testing.T) {
	dir := t.TempDir()
	args := func(path string) []string {
		return []string{"match", "-white", "random", "-black", "random", "-games", "2", "-quiet", "-pgn", path}
	}
	for _, c := range []struct{ name, content string }{
		{"six games", sixGames},
		{"no final newline", strings.TrimRight(sixGames, "\n")},
		{"new file", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "games.pgn")
			if c.content != "" {
				os.WriteFile(path, []byte(c.content), 0o644)
			}
			r := runCLI(t, "", nil, args(path)...)
			r.want(t, 0, args(path)...)
			data, _ := os.ReadFile(path)
			if !strings.HasPrefix(string(data), c.content) {
				t.Fatalf("the games in the file changed:\n%s", data)
			}
			entries, err := pgn.Index(bytes.NewReader(data), int64(len(data)))
			want := len(gameBytes(t, []byte(c.content))) + 2
			if err != nil || len(entries) != want {
				t.Fatalf("%d games (want %d), %v:\n%s", len(entries), want, err, data)
			}
			for _, e := range entries {
				if e.Err != nil {
					t.Errorf("game %d: %v", e.Number, e.Err)
				}
			}
		})
	}

	if runtime.GOOS != "windows" {
		real := filepath.Join(dir, "real.pgn")
		link := filepath.Join(dir, "link.pgn")
		os.WriteFile(real, []byte(sixGames), 0o644)
		if err := os.Symlink(real, link); err == nil {
			runCLI(t, "", nil, args(link)...).want(t, 0, args(link)...)
			data, _ := os.ReadFile(real)
			if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 || len(gameBytes(t, data)) != 8 {
				t.Errorf("through a link: %v, %d games", err, len(gameBytes(t, data)))
			}
		}
	}

	open := filepath.Join(dir, "open.pgn")
	broken := sixGames + "\n[Event \"G7\"]\n\n1. e4 {an endless comment\n"
	os.WriteFile(open, []byte(broken), 0o644)
	r := runCLI(t, "", nil, args(open)...)
	r.want(t, 2, args(open)...)
	if data, _ := os.ReadFile(open); string(data) != broken || !strings.Contains(r.stderr, "not complete") {
		t.Errorf("file with an open comment: stderr %q", r.stderr)
	}
}

// crashingEngine writes a UCI engine that plays 1. e4 and then dies (exit
// status 139, as after a segmentation fault) when asked for its second move.
func crashingEngine(t *testing.T) string {
	t.Helper()
	if _, err := os.Stat("/bin/sh"); err != nil || runtime.GOOS == "windows" {
		t.Skip("no /bin/sh")
	}
	path := filepath.Join(t.TempDir(), "crashy")
	script := `#!/bin/sh
n=0
while IFS= read -r line; do
  case "$line" in
    uci) echo "id name Crashy"; echo uciok;;
    isready) echo readyok;;
    go*) n=$((n+1)); if [ $n -ge 2 ]; then echo "segmentation fault" >&2; exit 139; fi; echo "bestmove e2e4";;
    quit) exit 0;;
  esac
done
`
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestCLIMatchEngineCrashExitStatus: an engine that crashes during a game
// loses that game by forfeit, the match plays on and is reported, and the
// exit status is 1 with the failed games listed (it was 0, as if nothing
// had happened). "match -h" says so.
func TestCLIMatchEngineCrashExitStatus(t *testing.T) {
	engine := crashingEngine(t)
	games := filepath.Join(t.TempDir(), "games.pgn")
	args := []string{"match", "-white", "uci:" + engine, "-black", "random", "-games", "1",
		"-fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "-pgn", games}
	r := runCLI(t, "", nil, args...)
	r.want(t, 1, args...)
	// The saved game says how it ended: abandoned (not a rules
	// infraction), with the reason in a comment.
	saved, err := os.ReadFile(games)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`[Termination "abandoned"]`, "Crashy (White) failed to move", "segmentation fault"} {
		if !strings.Contains(string(saved), want) {
			t.Errorf("saved game lacks %q:\n%s", want, saved)
		}
	}
	for _, want := range []string{"1 game(s) lost by forfeit because an engine failed", "game 1 (Crashy vs ", "exited (status 139)", "segmentation fault"} {
		if !strings.Contains(r.stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, r.stderr)
		}
	}
	if !strings.Contains(r.stdout, "Score of Crashy vs ") {
		t.Errorf("no summary:\n%s", r.stdout)
	}
	h := runCLI(t, "", nil, "match", "-h")
	h.want(t, 0, "match", "-h")
	if !strings.Contains(h.stderr, "Exit status:") || !strings.Contains(h.stderr, "crashed") {
		t.Errorf("match -h says nothing of the exit status after a crash:\n%s", h.stderr)
	}
}

// TestCLIMatchInterrupted: Ctrl-C during a match between two instances of
// the program's own UCI engine ends it with a message that says how many
// games were played and where they are (it used to say "context
// canceled"), exit status 1, and the finished games kept in the PGN file.
func TestCLIMatchInterrupted(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no SIGINT")
	}
	bin := cliBinary(t)
	dir := t.TempDir()
	self := filepath.Join(dir, "self")
	os.WriteFile(self, []byte("#!/bin/sh\nexec '"+bin+"' uci\n"), 0o755)
	out := filepath.Join(dir, "games.pgn")
	os.WriteFile(out, []byte(sixGames), 0o644)
	cmd := exec.Command(bin, "match", "-white", "uci:"+self, "-black", "uci:"+self, "-movetime", "5ms", "-games", "40", "-pgn", out)
	cmd.Dir = dir
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stdout bytes.Buffer
	cmd.Stdout = &stdout
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill() // whatever happens, no process is left behind
	var log strings.Builder
	sc := bufio.NewScanner(stderr)
	sent := false
	timer := time.AfterFunc(90*time.Second, func() { cmd.Process.Kill() })
	defer timer.Stop()
	for sc.Scan() {
		log.WriteString(sc.Text() + "\n")
		if !sent && strings.HasPrefix(sc.Text(), "Finished game ") {
			cmd.Process.Signal(syscall.SIGINT)
			sent = true
		}
	}
	err = cmd.Wait()
	code := -1
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err == nil {
		code = 0
	}
	e := log.String()
	m := regexp.MustCompile(`interrupted after (\d+) of 40 game\(s\); the score above counts only those; they are in ` + regexp.QuoteMeta(out)).FindStringSubmatch(e)
	if code != 1 || m == nil || strings.Contains(e, "context canceled") {
		t.Fatalf("exit %d, stderr:\n%s", code, e)
	}
	n, _ := strconv.Atoi(m[1])
	data, _ := os.ReadFile(out)
	if g := gameBytes(t, data); !strings.HasPrefix(string(data), sixGames) || len(g) != 6+n || n < 1 {
		t.Errorf("%d games in the PGN file after %d played:\n%s", len(g), n, data)
	}
	if !strings.Contains(stdout.String(), "Score of ") {
		t.Errorf("no summary of the games played:\n%s", stdout.String())
	}
}

// TestCLIReviewRefusesItsOwnInput: "review F -o F" (also through a
// symbolic or a hard link) is refused before any work, and the file keeps
// its six games; it used to be replaced by the reviewed game alone.
func TestCLIReviewRefusesItsOwnInput(t *testing.T) {
	in := writeSixGames(t)
	outs := []string{in}
	dir := filepath.Dir(in)
	if runtime.GOOS != "windows" {
		if os.Symlink(in, filepath.Join(dir, "sym.pgn")) == nil {
			outs = append(outs, filepath.Join(dir, "sym.pgn"))
		}
	}
	if os.Link(in, filepath.Join(dir, "hard.pgn")) == nil {
		outs = append(outs, filepath.Join(dir, "hard.pgn"))
	}
	for _, out := range outs {
		args := []string{"review", in, "-game", "2", "-nodes", "2000", "-o", out}
		r := runCLI(t, "", nil, args...)
		r.want(t, 2, args...)
		if !strings.Contains(r.stderr, "is one of the games' files") {
			t.Errorf("-o %s: stderr %q", out, r.stderr)
		}
		if data, _ := os.ReadFile(in); string(data) != sixGames {
			t.Fatalf("-o %s: the input changed:\n%s", out, data)
		}
	}
	// Another file is written as before.
	other := filepath.Join(dir, "reviewed.pgn")
	args := []string{"review", in, "-game", "2", "-nodes", "2000", "-o", other, "-quiet"}
	runCLI(t, "", nil, args...).want(t, 0, args...)
	if data, _ := os.ReadFile(other); !strings.Contains(string(data), "1. d4") {
		t.Errorf("review output:\n%s", data)
	}
}
