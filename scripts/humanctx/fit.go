package main

import (
	"chessmaster/scripts/humandata"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"sync"
	"time"

	"chessmaster/human"
)

type config struct {
	Hidden, Epochs, Batch int
	// Block is the residual block's units (0: none).
	Block  int
	LR, L2 float64
	// BandWeight weights each rating band's positions by
	// sqrt(richest band / this band), at most 3 (as scripts/humanfit
	// does), so the thin low-rated data counts for more.
	BandWeight bool
	// Wide fits on the -wide cache (see extract.go).
	Wide bool
	// Seed fixes the initial weights and the order of the positions.
	Seed uint64
	// Mirror adds to the fitting positions the left-right mirror image
	// of each one without castling rights (mirror.go).
	Mirror bool
	// BaseFile is the move-feature model the extraction scores the moves
	// with ("": the shipped one).
	BaseFile string
}

func defaultConfig() config {
	return config{Hidden: 256, Epochs: 12, Batch: 1024, LR: 2e-3, L2: 0.3, BandWeight: true, Seed: seed}
}

// seed is the default Seed, the shipped net's.
const seed = 20261126

// shards: a step's gradient is summed over this many fixed slices of
// the batch, in this order, whatever the number of cores: the weights
// then do not depend on the machine.
const shards = 4

// validEvery: the fitting chunks c with c%validEvery == validEvery-1
// (5% of the fitting games, whole games) are kept aside to choose the
// epoch; the held-out games are only measured.
const validEvery = humandata.ValidEvery

// net is a context net whose weight arrays are views into one flat
// vector, so the optimiser sees one array.
type net struct {
	*human.ContextNet
	flat []float32
}

func newNet(hidden, block int) net {
	c := human.NewBlockNet(hidden, block)
	n := 0
	for _, p := range [][]float32{c.W1, c.B1, c.WR, c.WB, c.V, c.BV, c.W2, c.B2, c.W3} {
		n += len(p)
	}
	flat := make([]float32, n)
	o := 0
	take := func(p *[]float32) {
		l := len(*p)
		*p = flat[o : o+l : o+l]
		o += l
	}
	take(&c.W1)
	take(&c.B1)
	take(&c.WR)
	take(&c.WB)
	take(&c.V)
	take(&c.BV)
	take(&c.W2)
	take(&c.B2)
	take(&c.W3)
	return net{c, flat}
}

func fitAndWrite(cache, out string, cfg config) error {
	train, valid, test, err := loadSets(cache, true, cfg.Wide)
	if err != nil {
		return err
	}
	if cfg.Mirror {
		fmt.Fprintf(os.Stderr, "mirror images: %d fitting positions added\n", train.addMirrors())
	}
	fmt.Fprintf(os.Stderr, "%d fitting, %d validation, %d held-out positions; %d hidden units, block %d\n", train.Len(), valid.Len(), test.Len(), cfg.Hidden, cfg.Block)
	rng := rand.New(rand.NewPCG(cfg.Seed, cfg.Seed^0x5eed))
	nt := newNet(cfg.Hidden, cfg.Block)
	// He-style start for the first layer (about 25 pieces are on); the
	// output rows start at zero, so the untrained net adds nothing.
	std := math.Sqrt(2.0 / 25)
	for i := range nt.W1 {
		nt.W1[i] = float32(rng.NormFloat64() * std)
	}
	// The block's first layer starts at random and its second at zero,
	// so the block starts as nothing and the net as one without it.
	for i := range nt.W2 {
		nt.W2[i] = float32(rng.NormFloat64() * math.Sqrt(2.0/float64(cfg.Hidden)))
	}
	baseLoss, baseTop := evaluate(nil, valid)
	fmt.Fprintf(os.Stderr, "move features alone: validation loss %.4f, top-1 %.2f%%\n", baseLoss, 100*baseTop)
	best := append([]float32(nil), nt.flat...)
	bestLoss := baseLoss
	opt := newAdam(len(nt.flat))
	grads := make([]net, shards)
	for s := range grads {
		grads[s] = newNet(cfg.Hidden, cfg.Block)
	}
	weights := bandWeights(train, cfg.BandWeight)
	order := make([]int, train.Len())
	for i := range order {
		order[i] = i
	}
	steps := (train.Len() + cfg.Batch - 1) / cfg.Batch
	total := steps * cfg.Epochs
	start := time.Now()
	for ep := range cfg.Epochs {
		rng.Shuffle(len(order), func(a, b int) { order[a], order[b] = order[b], order[a] })
		sum := 0.0
		for st := range steps {
			batch := order[st*cfg.Batch : min((st+1)*cfg.Batch, len(order))]
			sum += gradient(nt, grads, train, batch, weights)
			// The step size falls linearly to a tenth over the fit.
			done := float64(ep*steps+st) / float64(total)
			opt.step(nt.flat, grads, cfg.LR*(1-0.9*done), cfg.L2)
		}
		vl, vt := evaluate(nt.ContextNet, valid)
		fmt.Fprintf(os.Stderr, "epoch %d: fitting loss %.4f, validation loss %.4f, top-1 %.2f%% (%s)\n",
			ep+1, sum/float64(train.Len()), vl, 100*vt, time.Since(start).Round(time.Second))
		if vl < bestLoss {
			bestLoss = vl
			copy(best, nt.flat)
		}
	}
	copy(nt.flat, best)
	report(nt.ContextNet, test)
	data, err := nt.MarshalBinary()
	if err != nil {
		return err
	}
	tmp := out + ".part"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "wrote %s (%d bytes)\n", filepath.Clean(out), len(data))
	return os.Rename(tmp, out)
}

// loadSets reads the cache's fitting, validation and held-out positions
// (the fitting ones only when withTrain).
func loadSets(cache string, withTrain, wide bool) (train, valid, test *dataset, err error) {
	train, valid, test = newDataset(), newDataset(), newDataset()
	for c := 0; ; c++ {
		tp, hp := chunkPath(cache, trainKind(wide), c), chunkPath(cache, testKind(wide), c)
		if !exists(tp) || !exists(hp) {
			if c == 0 {
				return nil, nil, nil, fmt.Errorf("no cache in %s: run -stage extract first", cache)
			}
			return train, valid, test, nil
		}
		into := train
		if c%validEvery == validEvery-1 {
			into = valid
		} else if !withTrain {
			into = nil
		}
		if into != nil {
			if err := into.readChunk(tp); err != nil {
				return nil, nil, nil, err
			}
		}
		if err := test.readChunk(hp); err != nil {
			return nil, nil, nil, err
		}
	}
}

// scratch holds one goroutine's buffers: the hidden layer h, the
// block's units a and its output ho (ho is h without a block), and
// their gradients.
type scratch struct {
	h, a, ho, dh, da, dh1 []float32
	s                     []float64
}

// forward computes the hidden layer and the move scores of position i
// (c nil: the base scores alone) into sc.
func forward(c *human.ContextNet, d *dataset, i int, sc *scratch) {
	lo, hi := d.MvOff[i], d.MvOff[i+1]
	sc.s = sc.s[:0]
	if c == nil {
		for j := lo; j < hi; j++ {
			sc.s = append(sc.s, float64(d.Base[j]))
		}
		return
	}
	sc.h = c.HiddenLayer(d.Inputs[d.InOff[i]:d.InOff[i+1]], int(d.Rating[i]), sc.h)
	var ho []float32
	sc.a, ho = c.Residual(sc.h, sc.a, sc.ho)
	if c.Block > 0 {
		sc.ho = ho
	}
	for j := lo; j < hi; j++ {
		sc.s = append(sc.s, float64(d.Base[j]+c.Term(d.Rows[j], ho)))
	}
}

// softmaxInPlace turns scores into probabilities and returns the log
// probability of the chosen move.
func softmaxInPlace(s []float64, chosen int) float64 {
	m := math.Inf(-1)
	for _, v := range s {
		m = max(m, v)
	}
	sum := 0.0
	for k, v := range s {
		s[k] = math.Exp(v - m)
		sum += s[k]
	}
	for k := range s {
		s[k] /= sum
	}
	return math.Log(max(s[chosen], 1e-300))
}

// gradient fills grads (one per shard) with the batch's gradient of the
// mean log loss and returns the batch's summed loss.
func gradient(nt net, grads []net, d *dataset, batch []int, weights [human.NumBands]float32) float64 {
	losses := make([]float64, shards)
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	inv := float32(1) / float32(len(batch))
	for s := range shards {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			g := grads[s]
			clear(g.flat)
			n := nt.Hidden
			sc := &scratch{dh: make([]float32, n), dh1: make([]float32, n), da: make([]float32, nt.Block)}
			lo, hi := s*len(batch)/shards, (s+1)*len(batch)/shards
			for _, i := range batch[lo:hi] {
				forward(nt.ContextNet, d, i, sc)
				chosen := int(d.Chosen[i])
				losses[s] -= softmaxInPlace(sc.s, chosen)
				clear(sc.dh)
				m0 := int(d.MvOff[i])
				wi := inv * weights[human.Band(int(d.Rating[i]))]
				ho := sc.h
				if nt.Block > 0 {
					ho = sc.ho
				}
				for j := range sc.s {
					gj := float32(sc.s[j]) * wi
					if j == chosen {
						gj -= wi
					}
					row := int(d.Rows[m0+j])
					g.BV[row] += gj
					v := nt.V[row*n : (row+1)*n]
					gv := g.V[row*n : (row+1)*n]
					for k, hk := range ho {
						gv[k] += gj * hk
						sc.dh[k] += gj * v[k]
					}
				}
				if nt.Block > 0 {
					blockGradient(nt, g, sc)
				}
				r := human.RatingSlope(int(d.Rating[i]))
				band := human.Band(int(d.Rating[i]))
				gb := g.WB[band*n : (band+1)*n]
				for k, hk := range sc.h {
					if hk <= 0 {
						sc.dh[k] = 0
						continue
					}
					g.B1[k] += sc.dh[k]
					g.WR[k] += r * sc.dh[k]
					gb[k] += sc.dh[k]
				}
				for _, in := range d.Inputs[d.InOff[i]:d.InOff[i+1]] {
					gw := g.W1[int(in)*n : (int(in)+1)*n]
					for k, v := range sc.dh {
						gw[k] += v
					}
				}
			}
		}()
	}
	wg.Wait()
	sum := 0.0
	for _, l := range losses {
		sum += l
	}
	return sum
}

// blockGradient turns sc.dh, the gradient at the block's output, into
// the gradient at its input (back into sc.dh), adding the block's weight
// gradients to g.
func blockGradient(nt net, g net, sc *scratch) {
	n, nb := nt.Hidden, nt.Block
	copy(sc.dh1, sc.dh) // the skip connection
	for j, aj := range sc.a {
		sc.da[j] = 0
		if aj <= 0 {
			continue
		}
		w3 := nt.W3[j*n : (j+1)*n]
		g3 := g.W3[j*n : (j+1)*n]
		sum := float32(0)
		for k, v := range sc.dh {
			g3[k] += aj * v
			sum += w3[k] * v
		}
		sc.da[j] = sum
		g.B2[j] += sum
	}
	for k, hk := range sc.h {
		w2 := nt.W2[k*nb : (k+1)*nb]
		sum := float32(0)
		if hk > 0 {
			g2 := g.W2[k*nb : (k+1)*nb]
			for j, v := range sc.da {
				g2[j] += hk * v
				sum += w2[j] * v
			}
		}
		sc.dh1[k] += sum
	}
	copy(sc.dh, sc.dh1)
}

// bandWeights returns each band's weight (all 1 unless on), scaled so
// that the mean weight of a position is 1.
func bandWeights(d *dataset, on bool) [human.NumBands]float32 {
	var w [human.NumBands]float32
	for b := range w {
		w[b] = 1
	}
	if !on {
		return w
	}
	var count [human.NumBands]int
	for _, r := range d.Rating {
		count[human.Band(int(r))]++
	}
	richest := slices.Max(count[:])
	total := 0.0
	for b, n := range count {
		if n > 0 {
			w[b] = float32(min(3, math.Sqrt(float64(richest)/float64(n))))
		}
		total += float64(w[b]) * float64(n)
	}
	for b := range w {
		w[b] *= float32(float64(d.Len()) / total)
	}
	fmt.Fprintf(os.Stderr, "band weights %v for %v positions\n", w, count)
	return w
}

// adam is the Adam optimiser with decoupled weight decay.
type adam struct {
	m, v []float32
	t    int
}

func newAdam(n int) *adam { return &adam{m: make([]float32, n), v: make([]float32, n)} }

// step sums the shards' gradients in shard order and updates w; the
// parameter range is split across the cores (each weight's arithmetic
// is the same whatever the split).
func (a *adam) step(w []float32, grads []net, lr, l2 float64) {
	a.t++
	const b1, b2, eps = 0.9, 0.999, 1e-8
	c1 := 1 - math.Pow(b1, float64(a.t))
	c2 := 1 - math.Pow(b2, float64(a.t))
	alpha := float32(lr * math.Sqrt(c2) / c1)
	decay := float32(1 - lr*l2)
	workers := runtime.GOMAXPROCS(0)
	var wg sync.WaitGroup
	for p := range workers {
		lo, hi := p*len(w)/workers, (p+1)*len(w)/workers
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := lo; i < hi; i++ {
				g := grads[0].flat[i]
				for s := 1; s < len(grads); s++ {
					g += grads[s].flat[i]
				}
				if g == 0 && a.m[i] == 0 {
					continue
				}
				a.m[i] = b1*a.m[i] + (1-b1)*g
				a.v[i] = b2*a.v[i] + (1-b2)*g*g
				w[i] = w[i]*decay - alpha*a.m[i]/(float32(math.Sqrt(float64(a.v[i])))+eps)
			}
		}()
	}
	wg.Wait()
}

// evaluate returns the mean log loss and the top-1 rate on d (c nil: the
// move features alone). The top move is the first best in the cache's
// move order, as Predict lists it.
func evaluate(c *human.ContextNet, d *dataset) (float64, float64) {
	loss, hits := 0.0, 0
	sc := &scratch{}
	for i := range d.Len() {
		l, hit := judge(c, d, i, sc)
		loss += l
		if hit {
			hits++
		}
	}
	return loss / float64(d.Len()), float64(hits) / float64(d.Len())
}

func judge(c *human.ContextNet, d *dataset, i int, sc *scratch) (float64, bool) {
	forward(c, d, i, sc)
	return judgeScores(sc.s, int(d.Chosen[i]))
}

// judgeScores returns the log loss of the chosen move under the scores
// s (turned into probabilities in place) and whether it is the first
// best of them.
func judgeScores(s []float64, chosen int) (float64, bool) {
	top := 0
	for j, v := range s {
		if v > s[top] {
			top = j
		}
	}
	return -softmaxInPlace(s, chosen), top == chosen
}

// report prints the held-out figures per rating band, with and without
// the net.
func report(c *human.ContextNet, d *dataset) {
	type acc struct {
		n            int
		hb, hc       int
		lossB, lossC float64
	}
	bands := map[int]*acc{}
	sc := &scratch{}
	all := &acc{}
	for i := range d.Len() {
		b := human.Band(int(d.Rating[i]))
		if bands[b] == nil {
			bands[b] = &acc{}
		}
		lb, hb := judge(nil, d, i, sc)
		lc, hc := judge(c, d, i, sc)
		for _, a := range []*acc{bands[b], all} {
			a.n++
			a.lossB += lb
			a.lossC += lc
			if hb {
				a.hb++
			}
			if hc {
				a.hc++
			}
		}
	}
	keys := make([]int, 0, len(bands))
	for b := range bands {
		keys = append(keys, b)
	}
	sort.Ints(keys)
	fmt.Fprintln(os.Stderr, "held-out | positions | top-1 move features | top-1 with the net | log loss before | after")
	line := func(name string, a *acc) {
		fmt.Fprintf(os.Stderr, "%s | %d | %.1f%% | %.1f%% | %.3f | %.3f\n", name, a.n,
			100*float64(a.hb)/float64(a.n), 100*float64(a.hc)/float64(a.n), a.lossB/float64(a.n), a.lossC/float64(a.n))
	}
	for _, b := range keys {
		line(bandName(b), bands[b])
	}
	line("all", all)
}

func bandName(b int) string {
	if b == 0 {
		return "below 1200"
	}
	lo := 1000 + 200*b
	if b == human.NumBands-1 {
		return fmt.Sprintf("%d+", lo)
	}
	return fmt.Sprintf("%d-%d", lo, lo+199)
}
