package main

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"time"

	"chessmaster/human"
	"chessmaster/scripts/humandata"
)

// Fitting settings. The per-set L2 penalties shrink the rating-band
// deviations toward the pooled weights (a band with little data keeps
// deviations near zero) and the slope toward no rating effect.
const (
	batchSize = 512
	lrStart   = 0.02
	lrEnd     = 0.002
	l2Pooled  = 1e-7
	l2Slope   = 1e-6
	l2Band    = 2e-5
	l2Hidden  = 1e-6
	// initScale bounds the seeded uniform start of the hidden layer.
	initScale = 0.05
	// maxBandWeight caps how much more a position of a thin rating band
	// weighs than one of the richest band.
	maxBandWeight = 3.0
)

// loadSample reads the chunk files matching pattern in order.
func loadSample(cache, prefix string) (*Sample, error) {
	paths, err := filepath.Glob(filepath.Join(cache, prefix+"-*.bin"))
	if err != nil {
		return nil, err
	}
	sort.Strings(paths)
	if len(paths) == 0 {
		return nil, fmt.Errorf("no %s chunks in %s: run the extract stage first", prefix, cache)
	}
	s := NewSample()
	for _, p := range paths {
		if err := s.ReadChunk(p, nil); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// bandWeights weighs each rating band's positions so that thin bands
// count more, up to maxBandWeight: sqrt(richest / this band).
func bandWeights(s *Sample) [human.NumBands]float64 {
	var n [human.NumBands]float64
	for _, r := range s.Rating {
		n[human.Band(int(r))]++
	}
	top := 0.0
	for _, c := range n {
		top = max(top, c)
	}
	var w [human.NumBands]float64
	for b, c := range n {
		w[b] = 1
		if c > 0 {
			w[b] = min(maxBandWeight, math.Sqrt(top/c))
		}
	}
	return w
}

// checkpoint is the fit's state after an epoch.
type checkpoint struct {
	Epoch int
	W     []float32
	M, V  []float64
	Step  int
}

func (c *checkpoint) save(path string) error {
	b := binary.LittleEndian.AppendUint64(nil, uint64(c.Epoch))
	b = binary.LittleEndian.AppendUint64(b, uint64(c.Step))
	for _, w := range c.W {
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(w))
	}
	for _, x := range append(append([]float64(nil), c.M...), c.V...) {
		b = binary.LittleEndian.AppendUint64(b, math.Float64bits(x))
	}
	if err := os.WriteFile(path+".part", b, 0o644); err != nil {
		return err
	}
	return os.Rename(path+".part", path)
}

func loadCheckpoint(path string, n int) (*checkpoint, bool) {
	b, err := os.ReadFile(path)
	if err != nil || len(b) != 16+4*n+16*n {
		return nil, false
	}
	c := &checkpoint{Epoch: int(binary.LittleEndian.Uint64(b)), Step: int(binary.LittleEndian.Uint64(b[8:]))}
	c.W, c.M, c.V = make([]float32, n), make([]float64, n), make([]float64, n)
	o := 16
	for i := range c.W {
		c.W[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[o:]))
		o += 4
	}
	for i := range c.M {
		c.M[i] = math.Float64frombits(binary.LittleEndian.Uint64(b[o:]))
		o += 8
	}
	for i := range c.V {
		c.V[i] = math.Float64frombits(binary.LittleEndian.Uint64(b[o:]))
		o += 8
	}
	return c, true
}

// fitAndWrite fits the model on the cached fitting positions, reports
// the held-out figures after each epoch and writes the weights.
func fitAndWrite(cache, out string, epochs, hidden int) error {
	train, err := loadSample(cache, "train")
	if err != nil {
		return err
	}
	test, err := loadSample(cache, "test")
	if err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "fitting on %d positions, measuring on %d held-out positions\n", train.Len(), test.Len())
	bw := bandWeights(train)
	fmt.Fprintf(os.Stderr, "band weights: %.2f\n", bw)
	shape := human.NewModel(hidden)
	lin, nw1 := len(shape.W), len(shape.W1)
	n := lin + nw1 + 2*hidden
	ckPath := filepath.Join(cache, fmt.Sprintf("fit-%d-h%d.ckpt", epochs, hidden))
	ck, ok := loadCheckpoint(ckPath, n)
	if !ok {
		ck = &checkpoint{W: make([]float32, n), M: make([]float64, n), V: make([]float64, n)}
		// The hidden layer starts from seeded small weights (all zero
		// would give it no gradient).
		rng := rand.New(rand.NewPCG(humandata.Seed, 0x41dde))
		for i := lin; i < n; i++ {
			ck.W[i] = float32((2*rng.Float64() - 1) * initScale)
		}
	} else {
		fmt.Fprintf(os.Stderr, "continuing after epoch %d\n", ck.Epoch)
	}
	// The model's slices are views of the checkpoint's parameters.
	model := &human.Model{W: ck.W[:lin], Hidden: hidden, W1: ck.W[lin : lin+nw1], B1: ck.W[lin+nw1 : lin+nw1+hidden], V: ck.W[lin+nw1+hidden:]}
	grad := make([]float64, n)
	var acts []float32
	order := make([]int, train.Len())
	var feats []human.MoveFeatures
	var probs []float64
	for ep := ck.Epoch; ep < epochs; ep++ {
		start := time.Now()
		for i := range order {
			order[i] = i
		}
		rng := rand.New(rand.NewPCG(humandata.Seed, uint64(ep)))
		rng.Shuffle(len(order), func(a, b int) { order[a], order[b] = order[b], order[a] })
		steps := (len(order) + batchSize - 1) / batchSize
		for s := range steps {
			frac := (float64(ep) + float64(s)/float64(steps)) / float64(epochs)
			lr := lrStart * math.Pow(lrEnd/lrStart, frac)
			clear(grad)
			wsum := 0.0
			for _, i := range order[s*batchSize : min((s+1)*batchSize, len(order))] {
				rating := int(train.Rating[i])
				w := bw[human.Band(rating)]
				wsum += w
				feats = train.Features(i, feats)
				probs = softmax(model, feats, rating, probs)
				addGradient(grad, feats, probs, int(train.Chosen[i]), rating, w)
				if hidden > 0 {
					acts = addHiddenGradient(grad[lin:], model, feats, probs, int(train.Chosen[i]), rating, w, acts)
				}
			}
			ck.Step++
			adam(ck, grad, wsum, lr, lin)
		}
		ck.Epoch = ep + 1
		if err := ck.save(ckPath); err != nil {
			return err
		}
		fmt.Fprintf(os.Stderr, "epoch %d (%s): %s\n", ep+1, time.Since(start).Round(time.Second), measure(model, test))
	}
	b, err := model.MarshalBinary()
	if err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "held-out after fitting: %s\n", measure(model, test))
	return os.WriteFile(out, b, 0o644)
}

// softmax returns the model's probabilities of feats in their order.
func softmax(m *human.Model, feats []human.MoveFeatures, rating int, buf []float64) []float64 {
	buf = buf[:0]
	top := math.Inf(-1)
	for j := range feats {
		s := m.Score(&feats[j], rating)
		buf = append(buf, s)
		top = max(top, s)
	}
	sum := 0.0
	for j := range buf {
		buf[j] = math.Exp(buf[j] - top)
		sum += buf[j]
	}
	for j := range buf {
		buf[j] /= sum
	}
	return buf
}

// addGradient adds the weighted gradient of the cross-entropy of one
// position to grad (pooled, slope and band sets).
func addGradient(grad []float64, feats []human.MoveFeatures, probs []float64, chosen, rating int, w float64) {
	nf := human.NumFeatures
	r := float64(human.RatingSlope(rating))
	band := (2 + human.Band(rating)) * nf
	for j := range feats {
		g := probs[j]
		if j == chosen {
			g--
		}
		g *= w
		for _, f := range feats[j].Active {
			grad[f] += g
			grad[nf+int(f)] += r * g
			grad[band+int(f)] += g
		}
		for k, v := range feats[j].Dense {
			f := human.NumFeatures - len(feats[j].Dense) + k
			gv := g * float64(v)
			grad[f] += gv
			grad[nf+f] += r * gv
			grad[band+f] += gv
		}
	}
}

// adam applies one Adam step with the batch's mean gradient plus the L2
// penalties.
func adam(ck *checkpoint, grad []float64, wsum, lr float64, lin int) {
	const b1, b2, eps = 0.9, 0.999, 1e-8
	nf := human.NumFeatures
	c1 := 1 - math.Pow(b1, float64(ck.Step))
	c2 := 1 - math.Pow(b2, float64(ck.Step))
	for i := range grad {
		l2 := l2Band
		switch {
		case i >= lin:
			l2 = l2Hidden
		case i/nf == 0:
			l2 = l2Pooled
		case i/nf == 1:
			l2 = l2Slope
		}
		g := grad[i]/wsum + 2*l2*float64(ck.W[i])
		ck.M[i] = b1*ck.M[i] + (1-b1)*g
		ck.V[i] = b2*ck.V[i] + (1-b2)*g*g
		ck.W[i] -= float32(lr * (ck.M[i] / c1) / (math.Sqrt(ck.V[i]/c2) + eps))
	}
}

// measure returns the held-out top-1 match rate and log loss per rating
// bucket.
func measure(m *human.Model, s *Sample) string {
	type acc struct{ n, hit, ll float64 }
	var per [human.NumBands]acc
	var all acc
	var feats []human.MoveFeatures
	var probs []float64
	for i := range s.Len() {
		rating := int(s.Rating[i])
		feats = s.Features(i, feats)
		probs = softmax(m, feats, rating, probs)
		best := 0
		for j := range probs {
			if probs[j] > probs[best] {
				best = j
			}
		}
		hit := 0.0
		if best == int(s.Chosen[i]) {
			hit = 1
		}
		ll := -math.Log(max(probs[s.Chosen[i]], 1e-12))
		b := human.Band(rating)
		per[b].n++
		per[b].hit += hit
		per[b].ll += ll
		all.n++
		all.hit += hit
		all.ll += ll
	}
	out := fmt.Sprintf("all %.1f%% (loss %.3f, n %.0f)", 100*all.hit/all.n, all.ll/all.n, all.n)
	for b, a := range per {
		if a.n > 0 {
			out += fmt.Sprintf(" | band %d %.1f%% n %.0f", b, 100*a.hit/a.n, a.n)
		}
	}
	return out
}

// addHiddenGradient adds the weighted gradient of one position's
// cross-entropy with respect to the hidden layer (grad holds W1, B1, V
// in the model's order); acts is a reusable buffer.
func addHiddenGradient(grad []float64, m *human.Model, feats []human.MoveFeatures, probs []float64, chosen, rating int, w float64, acts []float32) []float32 {
	h := m.Hidden
	nw1 := len(m.W1)
	gW1, gB1, gV := grad[:nw1], grad[nw1:nw1+h], grad[nw1+h:]
	r := float64(human.RatingSlope(rating))
	if cap(acts) < h {
		acts = make([]float32, h)
	}
	acts = acts[:h]
	for j := range feats {
		g := probs[j]
		if j == chosen {
			g--
		}
		g *= w
		m.Activations(&feats[j], rating, acts)
		for k, a := range acts {
			if a <= 0 {
				continue
			}
			gV[k] += g * float64(a)
			d := g * float64(m.V[k])
			gB1[k] += d
			for _, f := range feats[j].Active {
				gW1[int(f)*h+k] += d
			}
			for di, v := range feats[j].Dense {
				f := human.NumFeatures - len(feats[j].Dense) + di
				gW1[f*h+k] += d * float64(v)
			}
			gW1[human.NumFeatures*h+k] += d * r
		}
	}
	return acts
}
