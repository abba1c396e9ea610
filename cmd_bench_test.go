package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
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

// bench -nnue evaluates with the built-in net: a node count of its own,
// the same run after run, and the same as -evalfile with the same net
// (flags may follow the depth). Plain bench says nothing about a net.
func TestBenchNNUEDeterministic(t *testing.T) {
	plain, _ := benchOutput(t, 0, "4")
	if strings.Contains(plain, "NNUE") || !strings.HasPrefix(plain, "Position 1/") {
		t.Errorf("plain bench output changed:\n%s", plain)
	}
	a, _ := benchOutput(t, 0, "-nnue", "4")
	b, _ := benchOutput(t, 0, "4", "-nnue")
	if !strings.HasPrefix(a, "Evaluation: NNUE, the built-in net (768 -> 2x128 -> 1)\n") {
		t.Errorf("bench -nnue: first line of\n%s", a)
	}
	na, nb := benchNodes(t, a), benchNodes(t, b)
	if na != nb {
		t.Fatalf("bench -nnue 4: %s nodes, then %s", na, nb)
	}
	if np := benchNodes(t, plain); np == na {
		t.Logf("bench 4 and bench -nnue 4 both %s nodes (possible, but suspicious)", np)
	}
	f, _ := benchOutput(t, 0, "-evalfile", filepath.Join("assets", "nnue", "default.nnue"), "4")
	if nf := benchNodes(t, f); nf != na {
		t.Errorf("bench -evalfile default.nnue 4: %s nodes, -nnue gave %s", nf, na)
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
	benchOutput(t, 2, "-nnue", "0")
	benchOutput(t, 2, "-nosuchflag")
}
