package review

// Class is what a move was worth.
type Class int

const (
	Best       Class = iota // the engine's choice, or as good
	Good                    // lost less than 10% winning chances
	Inaccuracy              // lost 10-20%
	Mistake                 // lost 20-30%
	Blunder                 // lost 30% or more
)

var classNames = [...]string{"best", "good", "inaccuracy", "mistake", "blunder"}

func (c Class) String() string {
	if c >= 0 && int(c) < len(classNames) {
		return classNames[c]
	}
	return "unknown"
}

// NAG is the annotation glyph written for the class ("" for best and
// good): $6 ?!, $2 ?, $4 ??.
func (c Class) NAG() string {
	switch c {
	case Inaccuracy:
		return "$6"
	case Mistake:
		return "$2"
	case Blunder:
		return "$4"
	}
	return ""
}

// Thresholds in lost winning chances (percentage points), as lichess
// uses them.
const (
	// InaccuracyLoss is the loss from which a move is an inaccuracy; a
	// move that loses less is as good as the engine's for practice.
	InaccuracyLoss = 10
	mistakeLoss    = 20
	blunderLoss    = 30
	bestLoss       = 2 // within this of the best move counts as best
)

// Classify names a move from the winning chances it lost and whether it
// was the engine's own choice.
func Classify(loss float64, wasBest bool) Class {
	switch {
	case wasBest || loss < bestLoss:
		return Best
	case loss < InaccuracyLoss:
		return Good
	case loss < mistakeLoss:
		return Inaccuracy
	case loss < blunderLoss:
		return Mistake
	}
	return Blunder
}
