package human

import (
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"sort"
	"sync"

	"chessmaster/engine"
)

// Rating bands: each has its own deviation from the pooled weights.
// bandEdges are the lower edges of bands 1..; band 0 is below 1200.
var bandEdges = [...]int{1200, 1400, 1600, 1800, 2000, 2200}

// NumBands is the number of rating bands.
const NumBands = len(bandEdges) + 1

// Weight sets: the pooled weights, the rating slope, then one deviation
// per band.
const (
	setPooled = 0
	setSlope  = 1
	setBand0  = 2
	// NumSets is the number of weight sets of a model.
	NumSets = setBand0 + NumBands
)

// Band returns the rating band of rating.
func Band(rating int) int {
	b := 0
	for _, e := range bandEdges {
		if rating >= e {
			b++
		}
	}
	return b
}

// RatingSlope is the rating as the slope weights see it: 0 at 1800, one
// unit per 400 points, held to 800..2600.
func RatingSlope(rating int) float32 {
	r := min(max(rating, 800), 2600)
	return float32(r-1800) / 400
}

// Model holds the weights: NumSets sets of NumFeatures each for the
// linear part, and an optional hidden layer of Hidden units over the
// same features and the rating (W1: NumFeatures+1 rows of Hidden, the
// last row for RatingSlope; B1 its biases; V the units' weights in the
// move's score). With Hidden 0 the model is a plain conditional logit.
type Model struct {
	W      []float32
	Hidden int
	W1     []float32
	B1, V  []float32
}

// NewModel returns a model whose weights are all zero (every legal move
// equally likely), with hidden units of its own.
func NewModel(hidden int) *Model {
	return &Model{
		W:      make([]float32, NumSets*NumFeatures),
		Hidden: hidden,
		W1:     make([]float32, (NumFeatures+1)*hidden),
		B1:     make([]float32, hidden),
		V:      make([]float32, hidden),
	}
}

// weightsMagic starts a weights file; the version changes with the
// feature layout.
const weightsMagic = "CMHUMAN2"

// maxHidden bounds the hidden units a weights file may ask for.
const maxHidden = 1024

// MarshalBinary writes the weights: the magic, the feature, set and
// hidden-unit counts, then W, W1, B1 and V as little-endian float32.
func (m *Model) MarshalBinary() ([]byte, error) {
	out := make([]byte, 0, 20+4*(len(m.W)+len(m.W1)+2*m.Hidden))
	out = append(out, weightsMagic...)
	out = binary.LittleEndian.AppendUint32(out, uint32(NumFeatures))
	out = binary.LittleEndian.AppendUint32(out, uint32(NumSets))
	out = binary.LittleEndian.AppendUint32(out, uint32(m.Hidden))
	for _, part := range [][]float32{m.W, m.W1, m.B1, m.V} {
		for _, w := range part {
			out = binary.LittleEndian.AppendUint32(out, math.Float32bits(w))
		}
	}
	return out, nil
}

// UnmarshalBinary reads weights written by MarshalBinary; weights of
// another feature layout are refused.
func (m *Model) UnmarshalBinary(data []byte) error {
	if len(data) < 20 || string(data[:8]) != weightsMagic {
		return errors.New("human model: not a weights file of this version")
	}
	nf := binary.LittleEndian.Uint32(data[8:])
	ns := binary.LittleEndian.Uint32(data[12:])
	nh := binary.LittleEndian.Uint32(data[16:])
	if nf != uint32(NumFeatures) || ns != uint32(NumSets) {
		return fmt.Errorf("human model: weights for %d features × %d sets, this program has %d × %d", nf, ns, NumFeatures, NumSets)
	}
	if nh > maxHidden {
		return fmt.Errorf("human model: %d hidden units, at most %d", nh, maxHidden)
	}
	out := NewModel(int(nh))
	want := 20 + 4*(len(out.W)+len(out.W1)+len(out.B1)+len(out.V))
	if len(data) != want {
		return fmt.Errorf("human model: weights file is %d bytes, want %d", len(data), want)
	}
	o := 20
	for _, part := range [][]float32{out.W, out.W1, out.B1, out.V} {
		for i := range part {
			part[i] = math.Float32frombits(binary.LittleEndian.Uint32(data[o:]))
			o += 4
		}
	}
	*m = *out
	return nil
}

//go:embed weights.bin
var embeddedWeights []byte

//go:embed context.bin
var embeddedContext []byte

var (
	contextOnce sync.Once
	contextNet  *ContextNet
	contextErr  error
)

// DefaultContext returns the shipped board-context net (fitted by
// scripts/humanctx on top of the shipped move-feature model).
func DefaultContext() (*ContextNet, error) {
	contextOnce.Do(func() {
		c := &ContextNet{}
		if err := c.UnmarshalBinary(embeddedContext); err != nil {
			contextErr = err
			return
		}
		contextNet = c
	})
	return contextNet, contextErr
}

var (
	defaultOnce  sync.Once
	defaultModel *Model
	defaultErr   error
)

// Default returns the shipped model (fitted by scripts/humanfit).
func Default() (*Model, error) {
	defaultOnce.Do(func() {
		m := &Model{}
		if err := m.UnmarshalBinary(embeddedWeights); err != nil {
			defaultErr = err
			return
		}
		defaultModel = m
	})
	return defaultModel, defaultErr
}

// Score returns the model's logit of a move with features f for a
// player rated rating.
func (m *Model) Score(f *MoveFeatures, rating int) float64 {
	return float64(m.linear(f, rating)) + float64(m.hidden(f, RatingSlope(rating), nil))
}

// linear is the conditional-logit part of the score.
func (m *Model) linear(f *MoveFeatures, rating int) float32 {
	pooled := m.W[setPooled*NumFeatures : (setPooled+1)*NumFeatures]
	slope := m.W[setSlope*NumFeatures : (setSlope+1)*NumFeatures]
	b := setBand0 + Band(rating)
	band := m.W[b*NumFeatures : (b+1)*NumFeatures]
	r := RatingSlope(rating)
	var s float32
	for _, i := range f.Active {
		s += pooled[i] + r*slope[i] + band[i]
	}
	for k, v := range f.Dense {
		i := fBinaryCount + k
		s += v * (pooled[i] + r*slope[i] + band[i])
	}
	return s
}

// hidden is the hidden layer's part of the score; when act is not nil it
// receives the units' activations (for fitting).
func (m *Model) hidden(f *MoveFeatures, r float32, act []float32) float32 {
	h := m.Hidden
	if h == 0 {
		return 0
	}
	var buf [64]float32
	pre := buf[:0]
	if h > len(buf) {
		pre = make([]float32, 0, h)
	}
	pre = append(pre, m.B1...)
	for _, i := range f.Active {
		row := m.W1[int(i)*h : (int(i)+1)*h]
		for k := range pre {
			pre[k] += row[k]
		}
	}
	for d, v := range f.Dense {
		row := m.W1[(fBinaryCount+d)*h : (fBinaryCount+d+1)*h]
		for k := range pre {
			pre[k] += v * row[k]
		}
	}
	row := m.W1[NumFeatures*h : (NumFeatures+1)*h]
	var s float32
	for k := range pre {
		a := max(pre[k]+r*row[k], 0)
		if act != nil {
			act[k] = a
		}
		s += a * m.V[k]
	}
	return s
}

// Activations returns the hidden units' activations for f (fitting
// uses them for the gradient); act must hold Hidden values.
func (m *Model) Activations(f *MoveFeatures, rating int, act []float32) {
	m.hidden(f, RatingSlope(rating), act)
}

// MoveProb is a legal move and its probability.
type MoveProb struct {
	Move engine.Move
	P    float64
}

// Predictor gives move probabilities with one model and, when Ctx is
// set, the board-context net on top of it; it keeps buffers, so use one
// per goroutine.
type Predictor struct {
	Model  *Model
	Ctx    *ContextNet
	x      Extractor
	inputs []uint16
	h      []float32 // the hidden layer
	a, h2  []float32 // the residual block's units and its output
}

// NewPredictor returns a predictor for m alone.
func NewPredictor(m *Model) *Predictor { return &Predictor{Model: m} }

// NewPredictorWith returns a predictor for m with the context net c.
func NewPredictorWith(m *Model, c *ContextNet) *Predictor { return &Predictor{Model: m, Ctx: c} }

// DefaultPredictor returns a predictor of the shipped model and context
// net.
func DefaultPredictor() (*Predictor, error) {
	m, err := Default()
	if err != nil {
		return nil, err
	}
	c, err := DefaultContext()
	if err != nil {
		return nil, err
	}
	return NewPredictorWith(m, c), nil
}

// Predict returns the legal moves of p with the probability that a
// player rated rating plays each, most likely first (ties in the move
// generator's order). The probabilities sum to 1; there are none when
// the game is over. p is unchanged.
func (pr *Predictor) Predict(p *engine.Position, rating int) []MoveProb {
	if p.NNUEEnabled() {
		// The features were fitted with the hand-written evaluation; a
		// position that evaluates with the network is judged on a copy
		// that does not.
		p = p.Copy()
		p.EnableNNUE(nil)
	}
	feats := pr.x.Extract(p)
	scores := make([]float64, len(feats))
	for i := range feats {
		scores[i] = pr.Model.Score(&feats[i], rating)
	}
	if pr.Ctx != nil && len(feats) > 0 {
		pr.inputs = CtxBoard(p, pr.inputs[:0])
		pr.h = pr.Ctx.HiddenLayer(pr.inputs, rating, pr.h)
		var h []float32
		pr.a, h = pr.Ctx.Residual(pr.h, pr.a, pr.h2)
		if pr.Ctx.Block > 0 {
			pr.h2 = h
		}
		us := p.SideToMove()
		for i := range feats {
			scores[i] += float64(pr.Ctx.Term(CtxMove(feats[i].Move, us), h))
		}
	}
	return softmaxScores(feats, scores)
}

// softmaxScores turns the moves' scores into probabilities, most likely
// first (ties in the move generator's order).
func softmaxScores(feats []MoveFeatures, scores []float64) []MoveProb {
	out := make([]MoveProb, len(feats))
	if len(feats) == 0 {
		return out
	}
	maxS := math.Inf(-1)
	for _, s := range scores {
		maxS = max(maxS, s)
	}
	sum := 0.0
	for i := range feats {
		e := math.Exp(scores[i] - maxS)
		out[i] = MoveProb{Move: feats[i].Move, P: e}
		sum += e
	}
	for i := range out {
		out[i].P /= sum
	}
	sort.SliceStable(out, func(a, b int) bool { return out[a].P > out[b].P })
	return out
}
