package cli

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"chessmaster/nnue"
)

var benchNodesLine = regexp.MustCompile(`(?m)^(\d+) nodes \d+ nps\n\z`)

func benchOutput(t *testing.T, want int, args ...string) (stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	if got := benchMain(args, &out, &errb); got != want {
		t.Fatalf("bench %v: status %d, want %d\nstdout:\n%s\nstderr:\n%s", args, got, want, out.String(), errb.String())
	}
	return out.String(), errb.String()
}

func benchNodes(t *testing.T, out string) string {
	t.Helper()
	m := benchNodesLine.FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no \"N nodes M nps\" last line in:\n%s", out)
	}
	return m[1]
}

// bench evaluates with the built-in net by default, as full strength
// plays: the first line names it, the node count is the same run after
// run, the same with -nnue spelled out (flags may follow the depth) and
// with -evalfile naming the same net, and -nnue=false (the hand-written
// evaluation) says nothing about a net.
func TestBenchNNUEDeterministic(t *testing.T) {
	plain, _ := benchOutput(t, 0, "4")
	// The width comes from the embedded file, so a retrained net of
	// another width keeps this test honest without editing it.
	net, err := nnue.Default()
	if err != nil {
		t.Fatal(err)
	}
	if want := fmt.Sprintf("Evaluation: NNUE, the built-in net (768 -> 2x%d -> 1)\n", net.H); !strings.HasPrefix(plain, want) {
		t.Errorf("bench: first line of\n%s", plain)
	}
	a, _ := benchOutput(t, 0, "-nnue", "4")
	b, _ := benchOutput(t, 0, "4", "-nnue")
	na, nb, np := benchNodes(t, a), benchNodes(t, b), benchNodes(t, plain)
	if na != nb || na != np {
		t.Fatalf("bench 4: %s nodes, bench -nnue 4: %s, then %s", np, na, nb)
	}
	hand, _ := benchOutput(t, 0, "-nnue=false", "4")
	if strings.Contains(hand, "NNUE") || !strings.HasPrefix(hand, "Position 1/") {
		t.Errorf("bench -nnue=false output:\n%s", hand)
	}
	if nh := benchNodes(t, hand); nh == np {
		t.Logf("bench 4 and bench -nnue=false 4 both %s nodes (possible, but suspicious)", nh)
	}
	f, _ := benchOutput(t, 0, "-evalfile", filepath.Join("..", "assets", "nnue", "default.nnue"), "4")
	if nf := benchNodes(t, f); nf != np {
		t.Errorf("bench -evalfile default.nnue 4: %s nodes, the built-in net gave %s", nf, np)
	}
}

func TestBenchEvalFileErrors(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "none.nnue")
	if _, e := benchOutput(t, 2, "-evalfile", missing, "1"); !strings.Contains(e, "file not found: "+missing) {
		t.Errorf("missing net: stderr %q", e)
	}
	bad := filepath.Join(dir, "bad.nnue")
	if err := os.WriteFile(bad, []byte("not a net"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, e := benchOutput(t, 1, "-evalfile", bad, "1"); !strings.Contains(e, "not an NNUE file") {
		t.Errorf("bad net: stderr %q", e)
	}
	// A folder (or a pipe, a device) is not read at all: a usage error.
	if _, e := benchOutput(t, 2, "-evalfile", dir, "1"); !strings.Contains(e, dir+" is a folder, not a regular file") {
		t.Errorf("folder as net: stderr %q", e)
	}
	benchOutput(t, 2, "-nnue", "0")
	benchOutput(t, 2, "-nosuchflag")
}
