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

// Model holds the weights: NumSets sets of NumFeatures each.
type Model struct {
	W []float32
}

// NewModel returns a model whose weights are all zero (every legal move
// equally likely).
func NewModel() *Model { return &Model{W: make([]float32, NumSets*NumFeatures)} }

// weightsMagic starts a weights file; the version changes with the
// feature layout.
const weightsMagic = "CMHUMAN1"

// MarshalBinary writes the weights: the magic, the feature and set
// counts, then the weights as little-endian float32.
func (m *Model) MarshalBinary() ([]byte, error) {
	out := make([]byte, 0, 16+4*len(m.W))
	out = append(out, weightsMagic...)
	out = binary.LittleEndian.AppendUint32(out, uint32(NumFeatures))
	out = binary.LittleEndian.AppendUint32(out, uint32(NumSets))
	for _, w := range m.W {
		out = binary.LittleEndian.AppendUint32(out, math.Float32bits(w))
	}
	return out, nil
}

// UnmarshalBinary reads weights written by MarshalBinary; weights of
// another feature layout are refused.
func (m *Model) UnmarshalBinary(data []byte) error {
	if len(data) < 16 || string(data[:8]) != weightsMagic {
		return errors.New("human model: not a weights file of this version")
	}
	nf := binary.LittleEndian.Uint32(data[8:])
	ns := binary.LittleEndian.Uint32(data[12:])
	if nf != uint32(NumFeatures) || ns != uint32(NumSets) {
		return fmt.Errorf("human model: weights for %d features × %d sets, this program has %d × %d", nf, ns, NumFeatures, NumSets)
	}
	if len(data) != 16+4*NumFeatures*NumSets {
		return fmt.Errorf("human model: weights file is %d bytes, want %d", len(data), 16+4*NumFeatures*NumSets)
	}
	m.W = make([]float32, NumFeatures*NumSets)
	for i := range m.W {
		m.W[i] = math.Float32frombits(binary.LittleEndian.Uint32(data[16+4*i:]))
	}
	return nil
}

//go:embed weights.bin
var embeddedWeights []byte

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
	return float64(s)
}

// MoveProb is a legal move and its probability.
type MoveProb struct {
	Move engine.Move
	P    float64
}

// Predictor gives move probabilities with one model; it keeps buffers,
// so use one per goroutine.
type Predictor struct {
	Model *Model
	x     Extractor
}

// NewPredictor returns a predictor for m.
func NewPredictor(m *Model) *Predictor { return &Predictor{Model: m} }

// Predict returns the legal moves of p with the probability that a
// player rated rating plays each, most likely first (ties in the move
// generator's order). The probabilities sum to 1; there are none when
// the game is over. p is unchanged.
func (pr *Predictor) Predict(p *engine.Position, rating int) []MoveProb {
	feats := pr.x.Extract(p)
	return Softmax(pr.Model, feats, rating)
}

// Softmax turns the features of the legal moves into probabilities,
// most likely first.
func Softmax(m *Model, feats []MoveFeatures, rating int) []MoveProb {
	out := make([]MoveProb, len(feats))
	if len(feats) == 0 {
		return out
	}
	maxS := math.Inf(-1)
	scores := make([]float64, len(feats))
	for i := range feats {
		scores[i] = m.Score(&feats[i], rating)
		maxS = max(maxS, scores[i])
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
