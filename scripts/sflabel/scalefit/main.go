// Command scalefit compares the labels of sflabel with our own
// evaluations on the same positions: it fits k in ours = k * theirs over
// the positions whose labels lie within ±600 cp, for the hand-written
// static evaluation and for the built-in net, so the labels can be put on
// the scale the engine's search margins were tuned for (sflabel -scale).
//
//	go run ./scripts/sflabel/scalefit sf-data/block-00000.txt ...
package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"

	"chessmaster/engine"
	"chessmaster/nnue"
)

func main() {
	net, err := nnue.Default()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var sxyH, sxxH, sxyN, n float64
	for _, path := range os.Args[1:] {
		f, err := os.Open(path)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			parts := strings.Split(sc.Text(), ";")
			if len(parts) < 2 {
				continue
			}
			theirs, err := strconv.Atoi(parts[1])
			if err != nil || theirs > 600 || theirs < -600 {
				continue
			}
			p, err := engine.ParseFEN(parts[0])
			if err != nil {
				continue
			}
			hand := engine.Evaluate(p)
			p.EnableNNUE(net)
			nn := engine.Evaluate(p)
			if p.SideToMove() == engine.Black {
				hand, nn = -hand, -nn
			}
			x := float64(theirs)
			sxxH += x * x
			sxyH += x * float64(hand)
			sxyN += x * float64(nn)
			n++
		}
		f.Close()
	}
	fmt.Printf("%.0f positions: hand-written = %.3f x label, net = %.3f x label\n", n, sxyH/sxxH, sxyN/sxxH)
}
