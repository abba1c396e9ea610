// Command nnuetrain trains the NNUE (package nnue) on the data nnuegen
// writes and saves the quantised net:
//
//	nice -n 15 go run ./scripts/nnuetrain -data data.txt -hidden 64 -epochs 30 -out assets/nnue/default.nnue
//
// The trainer runs on the CPU in float32 (-threads goroutines share each
// minibatch), with the same architecture as
// the engine's net (768 inputs per perspective -> H, clipped ReLU to
// [0,1], -> 1 output from [side to move, other side]), Adam on minibatches,
// loss = mean squared error between sigmoid(output) and the target
// lambda*sigmoid(score/400) + (1-lambda)*result, both from the side to
// move's point of view (the output is in units of 400 cp). The learning
// rate drops by -lrdrop every -lrevery epochs. The validation loss is
// printed every epoch for the float net and, at the end, for the
// quantised one; -valdata takes it from other games (nnuegen with another
// seed), otherwise a share of the positions (-val) is held out. Everything
// is seeded (-seed): the same data and flags give the same file.
//
// -kingbuckets N gives each perspective N sets of input weights, one per
// region of its own king (nnue.KingLayout), with the board mirrored so
// that this king stands on files a-d (package nnue, kingbuckets.go). With
// more than one bucket the weights are trained "factorised": each input's
// weight is a shared part plus its bucket's own, so that a bucket that
// sees few positions still starts from what all buckets learnt (-kbdecay
// pulls the buckets' own parts toward zero); the saved net holds their
// sums.
// scripts/nnue.sh runs the generator and this trainer end to end.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"

	"chessmaster/engine"
	"chessmaster/nnue"
)

const (
	qa    = 255
	qb    = 64
	scale = 400
	wClip = 1.98 // keeps 32 features + bias well inside the int16 accumulator
)

type sample struct {
	feats  [2][]uint16 // side to move's perspective, then the other's
	bucket uint8       // output bucket (nnue.Bucket of the piece count)
	target float32
	hand   int16 // the hand-written static evaluation (side to move), for comparison
}

type model struct {
	h, buckets int
	kb         int       // king buckets (0: none)
	kingMap    [32]uint8 // their layout
	w1, b1     []float32 // w1[f*h+i]; f counts every king bucket's inputs
	w1f        []float32 // with king buckets: the shared part, [768*h]
	kbDecay    float32   // weight decay of w1 when it is the buckets' own part
	w2         []float32 // [buckets*2h]
	b2         []float32 // [buckets]
}

func main() {
	data := flag.String("data", "data.txt", "training data (nnuegen output): one file or a comma-separated list")
	valData := flag.String("valdata", "", "validation data from other games (nnuegen with another seed); empty: hold out -val of -data by position")
	threads := flag.Int("threads", runtime.NumCPU(), "goroutines computing each minibatch's gradient")
	lrDrop := flag.Float64("lrdrop", 0.3, "multiply the learning rate by this")
	lrEvery := flag.Int("lrevery", 10, "... every this many epochs")
	mirror := flag.Bool("mirror", true, "also train on the a-h mirror image of positions without castling rights")
	hidden := flag.Int("hidden", 64, "hidden neurons per perspective")
	buckets := flag.Int("buckets", 1, "output buckets, chosen by the number of pieces (nnue.Bucket)")
	kbDecay := flag.Float64("kbdecay", 0, "with two or more king buckets: decoupled weight decay of each bucket's own part of the input weights (pulls them toward the shared part; one bucket has no own part)")
	kingBuckets := flag.Int("kingbuckets", 0, "king buckets, 1, 2, 4 or 8 (nnue.KingLayout), with the board mirrored to the king's wing; 0: none")
	epochs := flag.Int("epochs", 30, "passes over the training data")
	batch := flag.Int("batch", 256, "minibatch size")
	lr := flag.Float64("lr", 1e-3, "Adam learning rate")
	lambda := flag.Float64("lambda", 0.7, "weight of the search score in the target (the rest is the game result)")
	val := flag.Float64("val", 0.1, "share of positions held out for validation")
	seed := flag.Uint64("seed", 1, "random seed")
	out := flag.String("out", "default.nnue", "output net file")
	evalNet := flag.String("evalnet", "", "only print this net's loss on -valdata (or -data) and stop")
	flag.Parse()
	if *evalNet != "" {
		if err := evalOnly(*evalNet, *valData, *data, float32(*lambda)); err != nil {
			fmt.Fprintln(os.Stderr, "nnuetrain:", err)
			os.Exit(1)
		}
		return
	}

	start := time.Now()
	kingMap, kb := [32]uint8{}, *kingBuckets
	if kb > 0 {
		m, err := nnue.KingLayout(kb)
		if err != nil {
			fmt.Fprintln(os.Stderr, "nnuetrain:", err)
			os.Exit(1)
		}
		kingMap = m
		// The a-h mirror image of a position has the same inputs.
		*mirror = false
	}
	frame := &nnue.Net{KB: kb, KingMap: kingMap}
	samples, err := readFiles(*data, float32(*lambda), *mirror, *buckets, frame)
	if err != nil {
		fmt.Fprintln(os.Stderr, "nnuetrain:", err)
		os.Exit(1)
	}
	rng := rand.New(rand.NewPCG(*seed, 0x747261696e))
	rng.Shuffle(len(samples), func(i, j int) { samples[i], samples[j] = samples[j], samples[i] })
	var valSet, train []sample
	if *valData != "" {
		// Held-out positions from other games: positions of one game are
		// alike, so a split by position flatters the net.
		if valSet, err = readFiles(*valData, float32(*lambda), false, *buckets, frame); err != nil {
			fmt.Fprintln(os.Stderr, "nnuetrain:", err)
			os.Exit(1)
		}
		train = samples
	} else {
		nVal := int(float64(len(samples)) * *val)
		valSet, train = samples[:nVal], samples[nVal:]
	}
	fmt.Printf("%d training positions, %d validation positions (read in %v); H=%d, %d output buckets, %d king buckets\n", len(train), len(valSet), time.Since(start).Round(time.Second), *hidden, *buckets, kb)
	var mean float64
	for _, s := range train {
		mean += float64(s.target)
	}
	mean /= float64(len(train))
	var base float64
	for _, s := range valSet {
		d := float64(s.target) - mean
		base += d * d
	}
	fmt.Printf("validation loss of a constant prediction: %.5f\n", base/float64(len(valSet)))
	var hand float64
	for _, s := range valSet {
		d := float64(sigmoid(float32(s.hand)/scale) - s.target)
		hand += d * d
	}
	fmt.Printf("validation loss of the hand-written static evaluation: %.5f\n", hand/float64(len(valSet)))

	m := newModel(*hidden, *buckets, kb, kingMap, rng)
	m.kbDecay = float32(*kbDecay)
	opt := newAdam(m, max(*threads, 1))
	rate := *lr
	// The net saved is the one of the epoch with the lowest validation
	// loss: with little data the net starts to learn its games by heart
	// (the training loss keeps falling while the validation loss rises).
	best, bestLoss, bestEpoch := m.clone(), math.Inf(1), 0
	for ep := 1; ep <= *epochs; ep++ {
		if ep > 1 && *lrEvery > 0 && (ep-1)%*lrEvery == 0 {
			rate *= *lrDrop
		}
		rng.Shuffle(len(train), func(i, j int) { train[i], train[j] = train[j], train[i] })
		var sum float64
		for i := 0; i < len(train); i += *batch {
			b := train[i:min(i+*batch, len(train))]
			sum += m.step(b, opt, float32(rate))
		}
		vl := m.loss(valSet)
		fmt.Printf("epoch %2d (lr %.2g, %v): train loss %.5f, validation loss %.5f\n", ep, rate, time.Since(start).Round(time.Second), sum/float64(len(train)), vl)
		if vl < bestLoss {
			best, bestLoss, bestEpoch = m.clone(), vl, ep
		}
	}
	fmt.Printf("keeping epoch %d (validation loss %.5f)\n", bestEpoch, bestLoss)
	net := best.quantise()
	fmt.Printf("quantised net: validation loss %.5f\n", quantLoss(net, valSet))
	f, err := os.Create(*out)
	if err == nil {
		err = net.Write(f)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "nnuetrain:", err)
		os.Exit(1)
	}
	fmt.Println("wrote", *out)
}

// evalOnly prints the loss of an existing net on the validation data
// (its own output buckets): nets trained on other data compared on the
// same targets.
func evalOnly(netPath, valData, data string, lambda float32) error {
	f, err := os.Open(netPath)
	if err != nil {
		return err
	}
	net, err := nnue.Load(f)
	f.Close()
	if err != nil {
		return err
	}
	if valData == "" {
		valData = data
	}
	set, err := readFiles(valData, lambda, false, net.Buckets(), net)
	if err != nil {
		return err
	}
	fmt.Printf("%s: loss %.5f on %d positions of %s\n", netPath, quantLoss(net, set), len(set), valData)
	return nil
}

func sigmoid(x float32) float32 { return float32(1 / (1 + math.Exp(-float64(x)))) }

// readFiles reads every file of a comma-separated list; frame's king
// buckets (none when KB is 0) decide the inputs.
func readFiles(list string, lambda float32, mirror bool, buckets int, frame *nnue.Net) ([]sample, error) {
	var all []sample
	for _, path := range strings.Split(list, ",") {
		s, err := readData(path, lambda, mirror, buckets, frame)
		if err != nil {
			return nil, err
		}
		all = append(all, s...)
	}
	return all, nil
}

// readData parses "FEN;score;result" lines (White's point of view).
// With mirror, a position without castling rights also gives its a-h
// mirror image (same score and result: without castling, chess is
// symmetric between the wings), which doubles what little data there is.
func readData(path string, lambda float32, mirror bool, buckets int, frame *nnue.Net) ([]sample, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []sample
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		parts := strings.Split(sc.Text(), ";")
		if len(parts) != 3 {
			return nil, fmt.Errorf("%s:%d: want FEN;score;result", path, n)
		}
		p, err := engine.ParseFEN(parts[0])
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", path, n, err)
		}
		score, err1 := strconv.Atoi(parts[1])
		result, err2 := strconv.ParseFloat(parts[2], 64)
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("%s:%d: bad score or result", path, n)
		}
		stm := 0
		if p.SideToMove() == engine.Black {
			stm = 1
			score, result = -score, 1-result
		}
		s := sample{hand: int16(min(max(engine.Evaluate(p), -30000), 30000))}
		views := [2]nnue.View{}
		for k, persp := range [2]int{stm, 1 - stm} {
			views[k] = frame.View(persp, int(p.KingSquare(engine.Color(persp))))
		}
		for sq := engine.Square(0); sq < 64; sq++ {
			pc := p.PieceAt(sq)
			if pc == engine.NoPiece {
				continue
			}
			for k := range 2 {
				s.feats[k] = append(s.feats[k], uint16(views[k].Feature(int(pc.Color()), int(pc.Type())-1, int(sq))))
			}
		}
		s.bucket = uint8(nnue.Bucket(len(s.feats[0]), buckets))
		s.target = lambda*sigmoid(float32(score)/scale) + (1-lambda)*float32(result)
		out = append(out, s)
		if fields := strings.Fields(parts[0]); mirror && len(fields) > 2 && fields[2] == "-" {
			mir := s
			for k := range mir.feats {
				mir.feats[k] = make([]uint16, len(s.feats[k]))
				for i, f := range s.feats[k] {
					mir.feats[k][i] = f ^ 7 // the square's file, a <-> h
				}
			}
			out = append(out, mir)
		}
	}
	return out, sc.Err()
}

func newModel(h, buckets, kb int, kingMap [32]uint8, rng *rand.Rand) *model {
	m := &model{h: h, buckets: buckets, kb: kb, kingMap: kingMap, w1: make([]float32, nnue.Inputs*max(kb, 1)*h), b1: make([]float32, h),
		w2: make([]float32, buckets*2*h), b2: make([]float32, buckets)}
	init := m.w1
	if kb > 1 {
		// The shared part starts where a net without buckets would; each
		// bucket's own part starts at zero.
		m.w1f = make([]float32, nnue.Inputs*h)
		init = m.w1f
	}
	for i := range init {
		init[i] = float32(rng.NormFloat64() * 0.05)
	}
	for i := range m.b1 {
		m.b1[i] = 0.1
	}
	for i := range m.w2 {
		m.w2[i] = float32(rng.NormFloat64() * 0.1)
	}
	return m
}

// forward returns the output and fills acc (2h, pre-activation).
func (m *model) forward(s *sample, acc []float32) float32 {
	h := m.h
	bo := int(s.bucket) * 2 * h
	out := m.b2[s.bucket]
	for k := range 2 {
		a := acc[k*h : (k+1)*h]
		copy(a, m.b1)
		for _, f := range s.feats[k] {
			w := m.w1[int(f)*h : int(f)*h+h]
			for i := range a {
				a[i] += w[i]
			}
			if m.w1f != nil {
				g := int(f) % nnue.Inputs
				w := m.w1f[g*h : g*h+h]
				for i := range a {
					a[i] += w[i]
				}
			}
		}
		w2 := m.w2[bo+k*h : bo+(k+1)*h]
		for i, x := range a {
			out += min(max(x, 0), 1) * w2[i]
		}
	}
	return out
}

func (m *model) clone() *model {
	c := *m
	c.w1, c.b1, c.w2, c.b2 = append([]float32(nil), m.w1...), append([]float32(nil), m.b1...), append([]float32(nil), m.w2...), append([]float32(nil), m.b2...)
	if m.w1f != nil {
		c.w1f = append([]float32(nil), m.w1f...)
	}
	return &c
}

func (m *model) loss(set []sample) float64 {
	acc := make([]float32, 2*m.h)
	var sum float64
	for i := range set {
		d := float64(sigmoid(m.forward(&set[i], acc)) - set[i].target)
		sum += d * d
	}
	return sum / float64(len(set))
}

type adam struct {
	g, mom, vel [5][]float32   // w1, b1, w2, b2, w1f
	wg          [][5][]float32 // each worker's gradient
	t           int
}

func newAdam(m *model, workers int) *adam {
	a := &adam{wg: make([][5][]float32, workers)}
	for i, n := range []int{len(m.w1), len(m.b1), len(m.w2), len(m.b2), len(m.w1f)} {
		a.g[i], a.mom[i], a.vel[i] = make([]float32, n), make([]float32, n), make([]float32, n)
		for w := range a.wg {
			a.wg[w][i] = make([]float32, n)
		}
	}
	return a
}

// step does one minibatch of Adam and returns the summed loss. The
// workers each take a share of the batch into their own gradient, summed
// in a fixed order, so a run is repeatable for a given -threads.
func (m *model) step(batch []sample, a *adam, lr float32) float64 {
	workers := len(a.wg)
	sums := make([]float64, workers)
	var wg sync.WaitGroup
	per := (len(batch) + workers - 1) / workers
	for w := range workers {
		lo, hi := min(w*per, len(batch)), min((w+1)*per, len(batch))
		wg.Add(1)
		go func() {
			defer wg.Done()
			sums[w] = m.gradient(batch[lo:hi], a.wg[w], len(batch))
		}()
	}
	wg.Wait()
	var sum float64
	for _, s := range sums {
		sum += s
	}
	m.adamUpdate(a, lr)
	return sum
}

// gradient adds the loss gradient of part (a share of a minibatch of n
// positions) into g, cleared first, and returns the summed loss.
func (m *model) gradient(part []sample, grad [5][]float32, n int) float64 {
	h := m.h
	for _, g := range grad {
		clear(g)
	}
	acc := make([]float32, 2*h)
	var sum float64
	for i := range part {
		s := &part[i]
		out := m.forward(s, acc)
		p := sigmoid(out)
		d := p - s.target
		sum += float64(d * d)
		dout := 2 * d * p * (1 - p) / float32(n)
		grad[3][s.bucket] += dout
		bo := int(s.bucket) * 2 * h
		for k := range 2 {
			ak := acc[k*h : (k+1)*h]
			w2 := m.w2[bo+k*h : bo+(k+1)*h]
			g2 := grad[2][bo+k*h : bo+(k+1)*h]
			var dacc [512]float32
			da := dacc[:h]
			for j, x := range ak {
				g2[j] += dout * min(max(x, 0), 1)
				if x > 0 && x < 1 {
					da[j] = dout * w2[j]
				}
			}
			for j := range da {
				grad[1][j] += da[j]
			}
			for _, f := range s.feats[k] {
				g := grad[0][int(f)*h : int(f)*h+h]
				for j := range g {
					g[j] += da[j]
				}
				if m.w1f != nil {
					i := int(f) % nnue.Inputs
					g := grad[4][i*h : i*h+h]
					for j := range g {
						g[j] += da[j]
					}
				}
			}
		}
	}
	return sum
}

// adamUpdate sums the workers' gradients and applies them, each worker
// taking a share of every parameter slice. Every parameter is summed and
// updated on its own, in the same order whatever the share, so the
// result does not depend on how the work is split.
func (m *model) adamUpdate(a *adam, lr float32) {
	a.t++
	const b1 = 0.9
	const b2 = 0.999
	c1 := 1 - float32(math.Pow(b1, float64(a.t)))
	c2 := 1 - float32(math.Pow(b2, float64(a.t)))
	params := [5][]float32{m.w1, m.b1, m.w2, m.b2, m.w1f}
	workers := len(a.wg)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k, p := range params {
				per := (len(p) + workers - 1) / workers
				lo, hi := min(w*per, len(p)), min((w+1)*per, len(p))
				m.adamPart(a, k, p, lo, hi, lr, c1, c2)
			}
		}()
	}
	wg.Wait()
}

// adamPart is adamUpdate for parameters lo..hi of slice k (w).
func (m *model) adamPart(a *adam, k int, w []float32, lo, hi int, lr, c1, c2 float32) {
	const b1, b2, eps = 0.9, 0.999, 1e-8
	g, mo, ve := a.g[k], a.mom[k], a.vel[k]
	copy(g[lo:hi], a.wg[0][k][lo:hi])
	for x := 1; x < len(a.wg); x++ {
		for i, v := range a.wg[x][k][lo:hi] {
			g[lo+i] += v
		}
	}
	for i := lo; i < hi; i++ {
		mo[i] = b1*mo[i] + (1-b1)*g[i]
		ve[i] = b2*ve[i] + (1-b2)*g[i]*g[i]
		w[i] -= lr * (mo[i] / c1) / (float32(math.Sqrt(float64(ve[i]/c2))) + eps)
		if k == 0 && m.w1f != nil {
			w[i] -= lr * m.kbDecay * w[i]
		}
		if k < 2 || k == 4 {
			w[i] = min(max(w[i], -wClip), wClip)
		}
	}
}

func (m *model) quantise() *nnue.Net {
	q := func(x float32, s float64) int16 { return int16(math.Round(float64(x) * s)) }
	n := &nnue.Net{H: m.h, QA: qa, QB: qb, Scale: scale, KB: m.kb, KingMap: m.kingMap,
		W1: make([]int16, len(m.w1)), B1: make([]int16, m.h), W2: make([]int16, len(m.w2)), B2: make([]int32, m.buckets)}
	for i, w := range m.w1 {
		if m.w1f != nil {
			// The factorised weight's two parts, summed, held to the same
			// range as one weight (so 32 inputs still fit the int16
			// accumulator).
			w = min(max(w+m.w1f[(i/m.h)%nnue.Inputs*m.h+i%m.h], -wClip), wClip)
		}
		n.W1[i] = q(w, qa)
	}
	for i, w := range m.b1 {
		n.B1[i] = q(w, qa)
	}
	for i, w := range m.w2 {
		n.W2[i] = q(min(max(w, -500), 500), qb)
	}
	for i, b := range m.b2 {
		n.B2[i] = int32(math.Round(float64(b) * qa * qb))
	}
	return n
}

// quantLoss is the validation loss of the integer net as the engine runs
// it (centipawns back through sigmoid(cp/400)).
func quantLoss(n *nnue.Net, set []sample) float64 {
	us, them := make([]int16, n.H), make([]int16, n.H)
	var sum float64
	for _, s := range set {
		for k, acc := range [2][]int16{us, them} {
			feats := make([]int, len(s.feats[k]))
			for i, f := range s.feats[k] {
				feats[i] = int(f)
			}
			n.Refresh(acc, feats)
		}
		d := float64(sigmoid(float32(n.EvaluateBucket(us, them, int(s.bucket)))/scale) - s.target)
		sum += d * d
	}
	return sum / float64(len(set))
}
