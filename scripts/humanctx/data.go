package main

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"os"

	"chessmaster/human"
)

// dataset holds positions of the cache in flat arrays.
type dataset struct {
	Rating []uint16
	Chosen []uint8
	InOff  []uint32 // inputs of position i: Inputs[InOff[i]:InOff[i+1]]
	Inputs []uint16
	MvOff  []uint32 // moves of position i: Rows/Base[MvOff[i]:MvOff[i+1]]
	Rows   []uint16
	Base   []float32
}

func newDataset() *dataset { return &dataset{InOff: []uint32{0}, MvOff: []uint32{0}} }

func (d *dataset) Len() int { return len(d.Rating) }

// readChunk appends the positions of a chunk file (see extract.go).
func (d *dataset) readChunk(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	r := bufio.NewReaderSize(f, 1<<16)
	le := binary.LittleEndian
	var hdr [6]byte
	buf := make([]byte, 0, 2048)
	for {
		if _, err := io.ReadFull(r, hdr[:]); err != nil {
			if errors.Is(err, io.EOF) {
				return nil
			}
			return fmt.Errorf("%s: %w", path, err)
		}
		n, chosen, k := int(hdr[3]), int(hdr[4]), int(hdr[5])
		if chosen >= n {
			return fmt.Errorf("%s: chosen move %d of %d", path, chosen, n)
		}
		buf = buf[:2*k+6*n]
		if _, err := io.ReadFull(r, buf); err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		d.Rating = append(d.Rating, le.Uint16(hdr[:]))
		d.Chosen = append(d.Chosen, uint8(chosen))
		for i := range k {
			in := le.Uint16(buf[2*i:])
			if int(in) >= human.CtxInputs {
				return fmt.Errorf("%s: input %d out of range", path, in)
			}
			d.Inputs = append(d.Inputs, in)
		}
		d.InOff = append(d.InOff, uint32(len(d.Inputs)))
		for j := range n {
			o := 2*k + 6*j
			row := le.Uint16(buf[o:])
			if int(row) >= 4096 {
				return fmt.Errorf("%s: move row %d out of range", path, row)
			}
			d.Rows = append(d.Rows, row)
			d.Base = append(d.Base, math.Float32frombits(le.Uint32(buf[o+2:])))
		}
		d.MvOff = append(d.MvOff, uint32(len(d.Rows)))
	}
}
