package main

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"chessmaster/engine"
	"chessmaster/human"
)

// tinyData writes a chunk of a few real positions through the chunk
// writer and reads it back.
func tinyData(t *testing.T) *dataset {
	t.Helper()
	fens := []string{
		engine.StartFEN,
		"r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
		"4k3/8/8/8/1b6/8/8/R3K3 w Q - 0 1",
		"r3k2r/pppq1ppp/2npbn2/4p3/4P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 4 9",
	}
	path := filepath.Join(t.TempDir(), "chunk.bin")
	w, err := newChunkWriter(path)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for i, fen := range fens {
		p, err := engine.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		var legal engine.MoveList
		p.GenerateLegal(&legal)
		var rows []uint16
		var base []float32
		for _, m := range legal.Slice() {
			rows = append(rows, human.CtxMove(m, p.SideToMove()))
			base = append(base, float32(rng.NormFloat64()))
		}
		if err := w.add(900+400*i, 12, i%legal.N, human.CtxBoard(p, nil), rows, base); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.close(); err != nil {
		t.Fatal(err)
	}
	d := newDataset()
	if err := d.readChunk(path); err != nil {
		t.Fatal(err)
	}
	if d.Len() != len(fens) {
		t.Fatalf("read %d positions, wrote %d", d.Len(), len(fens))
	}
	return d
}

func TestChunkRefusesDamage(t *testing.T) {
	d := tinyData(t)
	if d.Chosen[1] != 1 || d.Rating[2] != 1700 {
		t.Fatalf("read back chosen %d, rating %d", d.Chosen[1], d.Rating[2])
	}
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.bin")
	// A header that promises moves the file does not hold.
	if err := os.WriteFile(bad, []byte{0x84, 0x03, 12, 30, 1, 2, 0, 0}, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := newDataset().readChunk(bad); err == nil {
		t.Fatal("a truncated chunk was read")
	}
}

// The trainer's gradient matches finite differences of the loss.
func TestGradientMatchesFiniteDifferences(t *testing.T) {
	for _, block := range []int{0, 5} {
		t.Run(fmt.Sprintf("block %d", block), func(t *testing.T) { checkGradient(t, block) })
	}
}

func checkGradient(t *testing.T, block int) {
	d := tinyData(t)
	nt := newNet(6, block)
	rng := rand.New(rand.NewPCG(3, 4))
	for i := range nt.flat {
		nt.flat[i] = float32(rng.NormFloat64() * 0.3)
	}
	batch := []int{0, 1, 2, 3}
	grads := make([]net, shards)
	for s := range grads {
		grads[s] = newNet(6, block)
	}
	var ones [human.NumBands]float32
	for b := range ones {
		ones[b] = 1
	}
	gradient(nt, grads, d, batch, ones)
	loss := func() float64 {
		sum := 0.0
		sc := &scratch{}
		for _, i := range batch {
			l, _ := judge(nt.ContextNet, d, i, sc)
			sum += l
		}
		return sum / float64(len(batch))
	}
	total := make([]float64, len(nt.flat))
	var touched []int
	for i := range total {
		for s := range grads {
			total[i] += float64(grads[s].flat[i])
		}
		if total[i] != 0 {
			touched = append(touched, i)
		}
	}
	checked := 0
	check := func(i int) {
		g := total[i]
		const h = 1e-3
		old := nt.flat[i]
		nt.flat[i] = old + h
		up := loss()
		nt.flat[i] = old - h
		down := loss()
		nt.flat[i] = old
		num := (up - down) / (2 * h)
		if math.Abs(num-g) > 2e-3+0.05*math.Abs(num) {
			t.Fatalf("weight %d: gradient %.5f, finite differences %.5f", i, g, num)
		}
		checked++
	}
	for trial := 0; trial < 80; trial++ {
		check(touched[rng.IntN(len(touched))])
	}
	// Every block weight with a gradient (they are the flat vector's
	// tail), so that the block's backward pass is checked whole.
	blockStart := len(nt.flat) - len(nt.W2) - len(nt.B2) - len(nt.W3)
	blockChecked := 0
	for _, i := range touched {
		if i >= blockStart {
			check(i)
			blockChecked++
		}
	}
	if block > 0 && blockChecked < 10 {
		t.Fatalf("only %d block weights had a gradient", blockChecked)
	}
	if checked < 20 {
		t.Fatalf("only %d weights with a gradient were checked", checked)
	}
}

// Fitting runs the same way twice: the same seed gives the same weights.
func TestFitIsDeterministic(t *testing.T) {
	d := tinyData(t)
	fit := func() []float32 {
		nt := newNet(4, 0)
		rng := rand.New(rand.NewPCG(seed, seed))
		for i := range nt.W1 {
			nt.W1[i] = float32(rng.NormFloat64() * 0.1)
		}
		opt := newAdam(len(nt.flat))
		grads := make([]net, shards)
		for s := range grads {
			grads[s] = newNet(4, 0)
		}
		w := bandWeights(d, true)
		for range 20 {
			gradient(nt, grads, d, []int{0, 1, 2, 3}, w)
			opt.step(nt.flat, grads, 0.01, 0.1)
		}
		return nt.flat
	}
	a, b := fit(), fit()
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("weight %d: %v, then %v", i, a[i], b[i])
		}
	}
	before, _ := evaluate(nil, d)
	nt := newNet(4, 0)
	copy(nt.flat, a)
	after, _ := evaluate(nt.ContextNet, d)
	if !(after < before) {
		t.Fatalf("20 steps on 4 positions did not lower their loss: %.4f -> %.4f", before, after)
	}
}
