package main

import "chessmaster/human"

// mirrorOf returns the left-right mirror image of position i of d (its
// inputs and move rows; the base scores, the chosen move and the rating
// stay), and false when a side may still castle there.
func mirrorOf(d *dataset, i int, inputs, rows []uint16) ([]uint16, []uint16, bool) {
	inputs, rows = inputs[:0], rows[:0]
	for _, in := range d.Inputs[d.InOff[i]:d.InOff[i+1]] {
		m, ok := human.CtxMirrorInput(in)
		if !ok {
			return inputs, rows, false
		}
		inputs = append(inputs, m)
	}
	for _, r := range d.Rows[d.MvOff[i]:d.MvOff[i+1]] {
		rows = append(rows, human.CtxMirrorMove(r))
	}
	return inputs, rows, true
}

// addMirrors appends the mirror image of every position of d without
// castling rights and returns how many it added. The mirror keeps the
// original's base scores: the move-feature model is nearly, not exactly,
// symmetric, and the net learns only what those scores miss.
func (d *dataset) addMirrors() int {
	n := d.Len()
	var inputs, rows []uint16
	added := 0
	for i := range n {
		var ok bool
		inputs, rows, ok = mirrorOf(d, i, inputs, rows)
		if !ok {
			continue
		}
		d.Rating = append(d.Rating, d.Rating[i])
		d.Chosen = append(d.Chosen, d.Chosen[i])
		d.Inputs = append(d.Inputs, inputs...)
		d.InOff = append(d.InOff, uint32(len(d.Inputs)))
		d.Rows = append(d.Rows, rows...)
		d.Base = append(d.Base, d.Base[d.MvOff[i]:d.MvOff[i+1]]...)
		d.MvOff = append(d.MvOff, uint32(len(d.Rows)))
		added++
	}
	return added
}

// evaluateWithMirror is evaluate for net c with its terms averaged over
// each position and its mirror image (where it has one): what Predict
// would give if it looked at both.
func evaluateWithMirror(c *human.ContextNet, d *dataset) (float64, float64) {
	loss, hits := 0.0, 0
	sc, scm := &scratch{}, &scratch{}
	one := newDataset()
	var inputs, rows []uint16
	var sum []float64
	for i := range d.Len() {
		forward(c, d, i, sc)
		sum = append(sum[:0], sc.s...)
		var ok bool
		if inputs, rows, ok = mirrorOf(d, i, inputs, rows); ok {
			*one = dataset{
				Rating: d.Rating[i : i+1], Chosen: d.Chosen[i : i+1],
				InOff: []uint32{0, uint32(len(inputs))}, Inputs: inputs,
				MvOff: []uint32{0, uint32(len(rows))}, Rows: rows,
				Base: d.Base[d.MvOff[i]:d.MvOff[i+1]],
			}
			forward(c, one, 0, scm)
			for j := range sum {
				sum[j] = (sum[j] + scm.s[j]) / 2
			}
		}
		l, hit := judgeScores(sum, int(d.Chosen[i]))
		loss += l
		if hit {
			hits++
		}
	}
	return loss / float64(d.Len()), float64(hits) / float64(d.Len())
}
