package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeBlocks writes block files as label would: every third position
// not kept, the others with a score that depends on the position.
func writeBlocks(t *testing.T, dir string, ps []position, bs int) {
	t.Helper()
	for b := 0; b*bs < len(ps); b++ {
		part := ps[b*bs : min((b+1)*bs, len(ps))]
		scores := make([]int16, len(part))
		for i := range part {
			scores[i] = int16((b*bs+i)*37%2001 - 1000)
			if (b*bs+i)%3 == 0 {
				scores[i] = notKept
			}
		}
		if err := os.WriteFile(blockPath(dir, b), blockFromScores(part, scores), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// pack then unpack gives the block files back byte for byte; blocks
// whose file exists are left alone; the archive of other positions (another
// seed) is refused with a message that says so.
func TestArchiveRoundTrip(t *testing.T) {
	dir := t.TempDir()
	games := filepath.Join(dir, "games.txt")
	if err := os.WriteFile(games, []byte(twoGames), 0o644); err != nil {
		t.Fatal(err)
	}
	ps, err := positions(strings.NewReader(twoGames), 4, 37)
	if err != nil {
		t.Fatal(err)
	}
	const bs = 7
	src := filepath.Join(dir, "src")
	os.Mkdir(src, 0o755)
	writeBlocks(t, src, ps, bs)
	arch := filepath.Join(dir, "a.bin.gz")
	if err := runPack([]string{"-games", games, "-minply", "4", "-block", "7", "-outdir", src, "-out", arch, "-note", "test"}); err != nil {
		t.Fatal(err)
	}
	dst := filepath.Join(dir, "dst")
	if err := runUnpack([]string{"-games", games, "-minply", "4", "-block", "7", "-outdir", dst, arch}); err != nil {
		t.Fatal(err)
	}
	n := 0
	for b := 0; b*bs < len(ps); b++ {
		want, _ := os.ReadFile(blockPath(src, b))
		got, err := os.ReadFile(blockPath(dst, b))
		if err != nil || !bytes.Equal(got, want) {
			t.Fatalf("block %d: got %q (%v), want %q", b, got, err, want)
		}
		n++
	}
	if n < 2 {
		t.Fatalf("only %d blocks: the test needs several", n)
	}
	// An existing block file is kept as it is.
	os.WriteFile(blockPath(dst, 0), []byte("mine\n"), 0o644)
	if err := runUnpack([]string{"-games", games, "-minply", "4", "-block", "7", "-outdir", dst, arch}); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(blockPath(dst, 0)); string(got) != "mine\n" {
		t.Errorf("unpack replaced an existing block: %q", got)
	}
	// Other positions (another seed): refused, nothing written.
	other := filepath.Join(dir, "other")
	err = runUnpack([]string{"-games", games, "-minply", "4", "-block", "7", "-seed", "38", "-outdir", other, arch})
	if err == nil || !strings.Contains(err.Error(), "other positions") {
		t.Errorf("another seed: %v", err)
	}
	if _, err := os.Stat(blockPath(other, 0)); err == nil {
		t.Error("a block was written from an archive of other positions")
	}
}

// pack refuses a block file that is not label's output for its
// positions (a line out of order, a score that does not fit).
func TestPackRefusesForeignBlocks(t *testing.T) {
	ps, err := positions(strings.NewReader(twoGames), 4, 37)
	if err != nil {
		t.Fatal(err)
	}
	part := ps[:5]
	good := blockFromScores(part, []int16{10, notKept, -20, 30, 40})
	if s, err := scoresFromBlock(part, good); err != nil || s[1] != notKept || s[2] != -20 {
		t.Fatalf("label's own block: %v %v", s, err)
	}
	lines := strings.Split(strings.TrimSuffix(string(good), "\n"), "\n")
	swapped := strings.Join([]string{lines[1], lines[0], lines[2], lines[3]}, "\n") + "\n"
	if _, err := scoresFromBlock(part, []byte(swapped)); err == nil {
		t.Error("lines out of order were accepted")
	}
	big := strings.Replace(string(good), ";10;", ";40000;", 1)
	if _, err := scoresFromBlock(part, []byte(big)); err == nil {
		t.Error("a score over int16 was accepted")
	}
}

// A damaged archive is an error, never a panic or a huge allocation.
func FuzzReadArchive(f *testing.F) {
	var b bytes.Buffer
	writeArchive(&b, 7, "seed", []archivedBlock{{index: 3, sum: 42, scores: []int16{1, notKept, -5}}})
	f.Add(b.Bytes())
	f.Add([]byte("SFLB"))
	f.Fuzz(func(t *testing.T, data []byte) {
		readArchive(bytes.NewReader(data))
	})
}
