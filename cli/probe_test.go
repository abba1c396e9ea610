package cli

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"chessmaster/assets"
	"chessmaster/engine"
	"chessmaster/internal/fentest"
)

func runProbeCmd(args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = probeCommand(args, &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestProbeCommand(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		// Values from testdata/epd/syzygy-endgames.epd. Qxh2 is the only
		// winning move (Fathom agrees); elsewhere only the values are fixed.
		{[]string{"8/8/K4k2/7q/8/8/7Q/8 b - - 0 1"}, "wdl 2 dtz 1 best h5h2\n"},
		{strings.Fields("8/8/K4k2/7q/8/8/7Q/8 b - - 0 1"), "wdl 2 dtz 1 best h5h2\n"},
		{[]string{"2K5/8/8/8/6P1/8/2n5/1k6 w - - 0 1"}, "wdl 0 dtz 0 best "},
		{[]string{"3B4/K7/8/k3N3/8/8/8/8 b - - 0 1"}, "wdl -2 dtz -53 best "},
		// The 50-move rule saves the losing side.
		{[]string{"3B4/K7/8/k3N3/8/8/8/8 b - - 60 1"}, "wdl -1 dtz -53 best "},
		// Checkmated: no best move.
		{[]string{"7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"}, "wdl -2 dtz -1 best 0000\n"},
	} {
		code, out, errOut := runProbeCmd(c.args...)
		if code != 0 || !strings.HasPrefix(out, c.want) {
			t.Errorf("probe %q: exit %d, out %q, err %q; want %q", c.args, code, out, errOut, c.want)
		}
		if f := strings.Fields(out); len(f) != 6 || len(f[5]) < 4 {
			t.Errorf("probe %q: output %q is not one full line", c.args, out)
		}
	}
}

func TestProbeCommandErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"8/8/8/8/8/k7/8/1QRBK3 w - - 0 1"}, 1, "too many pieces"},
		{[]string{"r3k3/8/8/8/8/8/8/4K3 w q - 0 1"}, 1, "castling rights"},
		{[]string{"not a fen"}, 2, "FEN"},
		{[]string{}, 2, "usage"},
		{[]string{"-syzygy", "/nonexistent/dir", "8/8/K4k2/7q/8/8/7Q/8 b - - 0 1"}, 2, "nonexistent"},
	} {
		code, out, errOut := runProbeCmd(c.args...)
		if code != c.code || out != "" || !strings.Contains(errOut, c.msg) {
			t.Errorf("probe %q: exit %d out %q err %q; want exit %d and %q", c.args, code, out, errOut, c.code, c.msg)
		}
	}
}

// TestProbeCommandSyzygyDir adds a directory of tables: it is accepted and
// the built-in tables stay available. (No 5-piece table ships with the
// repository, so a material known only from the directory is tested in
// the tablebase package with AddPath.)
func TestProbeCommandSyzygyDir(t *testing.T) {
	dir := t.TempDir()
	data, err := fs.ReadFile(assets.Syzygy, "syzygy/KQvK.rtbw")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "KQvK.rtbw"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runProbeCmd("-syzygy", dir, "8/8/K4k2/7q/8/8/7Q/8 b - - 0 1")
	if code != 0 || out != "wdl 2 dtz 1 best h5h2\n" {
		t.Errorf("exit %d out %q err %q", code, out, errOut)
	}
}

// The probe command checks its FEN with the engine's validator: the shared
// malformed FENs are usage errors (exit 2) with the validator's message;
// the valid edge cases are probed or reported as not covered (0 or 1).
func TestProbeCommandFENValidation(t *testing.T) {
	for _, fen := range fentest.Malformed {
		code, out, errOut := runProbeCmd(fen)
		want := "usage"
		if strings.TrimSpace(fen) != "" {
			want = engine.ValidateFEN(fen).Error()
		}
		if code != 2 || out != "" || !strings.Contains(errOut, want) {
			t.Errorf("probe %q: exit %d, out %q, err %q; want exit 2 and %q", fen, code, out, errOut, want)
		}
	}
	for _, fen := range fentest.Valid {
		code, _, errOut := runProbeCmd(fen)
		if (code != 0 && code != 1) || strings.Contains(errOut, "invalid") {
			t.Errorf("probe %q: exit %d, err %q", fen, code, errOut)
		}
	}
	// Formerly accepted by probe's own parser, now rejected like everywhere.
	for _, fen := range []string{
		"8/8/K4k2/7q/8/8/7Q/8 b - - 0 100001",
		"8/8/K4k2/7q/8/8/7Q/08 b - - 0 1",
		"8/8/K4k2/7q/8/8/7Q/44 b - - 0 1",
	} {
		if code, _, errOut := runProbeCmd(fen); code != 2 || !strings.Contains(errOut, "invalid FEN") {
			t.Errorf("probe %q: exit %d, err %q", fen, code, errOut)
		}
	}
}

// A -syzygy folder that does not exist, is a file, or holds a table name
// that is not a regular file is named in the error (exit 2); formerly a
// missing folder gave "open .: no such file or directory".
func TestProbeCommandSyzygyFolderErrors(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "KQvK.rtbw")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	const fen = "8/8/K4k2/7q/8/8/7Q/8 b - - 0 1"
	missing := filepath.Join(dir, "missing_dir")
	cases := []struct{ dir, msg string }{
		{missing, "syzygy folder " + missing + " does not exist"},
		{"missing_dir", "syzygy folder missing_dir does not exist"},
		{file, "syzygy folder " + file + " is not a folder"},
	}
	if runtime.GOOS != "windows" {
		cases = append(cases, struct{ dir, msg string }{dir + ":" + missing, "syzygy folder " + missing + " does not exist"})
		weird := filepath.Join(dir, "weird")
		if err := os.Mkdir(weird, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink("/dev/zero", filepath.Join(weird, "KRvK.rtbw")); err == nil {
			cases = append(cases, struct{ dir, msg string }{weird, "syzygy table " + filepath.Join(weird, "KRvK.rtbw") + " is not a regular file"})
		}
	}
	for _, c := range cases {
		code, out, errOut := runProbeCmd("-syzygy", c.dir, fen)
		if code != 2 || out != "" || !strings.Contains(errOut, c.msg) || strings.Contains(errOut, "open .") {
			t.Errorf("probe -syzygy %s: exit %d out %q err %q; want exit 2 and %q", c.dir, code, out, errOut, c.msg)
		}
	}
}
