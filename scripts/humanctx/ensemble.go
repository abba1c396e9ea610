package main

import (
	"fmt"
	"os"

	"chessmaster/human"
)

// compareNets prints the validation and held-out log loss and top-1
// rate of each context net in paths alone and of their mean: the nets'
// terms averaged, the move features' scores kept once. It reads the
// cache only (no fitting positions).
func compareNets(cache string, paths []string) error {
	_, valid, test, err := loadSets(cache, false, false)
	if err != nil {
		return err
	}
	nets := make([]*human.ContextNet, len(paths))
	for i, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		nets[i] = &human.ContextNet{}
		if err := nets[i].UnmarshalBinary(data); err != nil {
			return fmt.Errorf("%s: %w", p, err)
		}
	}
	for _, set := range []struct {
		name string
		d    *dataset
	}{{"validation", valid}, {"held-out", test}} {
		for i, c := range nets {
			l, t := evaluate(c, set.d)
			fmt.Printf("%s, %s: log loss %.4f, top-1 %.2f%%\n", set.name, paths[i], l, 100*t)
			l, t = evaluateWithMirror(c, set.d)
			fmt.Printf("%s, %s with its mirror image: log loss %.4f, top-1 %.2f%%\n", set.name, paths[i], l, 100*t)
		}
		l, t := evaluateMean(nets, set.d)
		fmt.Printf("%s, mean of %d nets: log loss %.4f, top-1 %.2f%%\n", set.name, len(nets), l, 100*t)
	}
	return nil
}

// evaluateMean is evaluate for the mean of nets' scores.
func evaluateMean(nets []*human.ContextNet, d *dataset) (float64, float64) {
	loss, hits := 0.0, 0
	sc := &scratch{}
	var sum []float64
	for i := range d.Len() {
		sum = sum[:0]
		for k, c := range nets {
			forward(c, d, i, sc)
			if k == 0 {
				sum = append(sum, sc.s...)
				continue
			}
			for j, v := range sc.s {
				sum[j] += v
			}
		}
		for j := range sum {
			sum[j] /= float64(len(nets))
		}
		l, hit := judgeScores(sum, int(d.Chosen[i]))
		loss += l
		if hit {
			hits++
		}
	}
	return loss / float64(d.Len()), float64(hits) / float64(d.Len())
}
