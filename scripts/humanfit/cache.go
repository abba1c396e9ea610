package main

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"

	"chessmaster/engine"
	"chessmaster/human"
)

// Sample is a fitting set in memory: positions, each with its legal
// moves' features and the index of the move the person played.
type Sample struct {
	Rating  []uint16
	Ply     []uint8
	Chosen  []uint16
	MoveOff []uint32 // moves of position i: MoveOff[i]..MoveOff[i+1]
	Moves   []engine.Move
	ActOff  []uint32 // active features of move j: Act[ActOff[j]:ActOff[j+1]]
	Act     []uint16
	Dense   [][human.DenseCount]float32
}

// NewSample returns an empty sample.
func NewSample() *Sample { return &Sample{MoveOff: []uint32{0}, ActOff: []uint32{0}} }

// Len is the number of positions.
func (s *Sample) Len() int { return len(s.Rating) }

// Add appends a position.
func (s *Sample) Add(rating, ply, chosen int, feats []human.MoveFeatures) {
	s.Rating = append(s.Rating, uint16(rating))
	s.Ply = append(s.Ply, uint8(ply))
	s.Chosen = append(s.Chosen, uint16(chosen))
	for i := range feats {
		s.Moves = append(s.Moves, feats[i].Move)
		s.Act = append(s.Act, feats[i].Active...)
		s.ActOff = append(s.ActOff, uint32(len(s.Act)))
		s.Dense = append(s.Dense, feats[i].Dense)
	}
	s.MoveOff = append(s.MoveOff, uint32(len(s.Moves)))
}

// Features returns position i's moves as model features (views into s).
func (s *Sample) Features(i int, buf []human.MoveFeatures) []human.MoveFeatures {
	buf = buf[:0]
	for j := s.MoveOff[i]; j < s.MoveOff[i+1]; j++ {
		buf = append(buf, human.MoveFeatures{Move: s.Moves[j], Active: s.Act[s.ActOff[j]:s.ActOff[j+1]], Dense: s.Dense[j]})
	}
	return buf
}

// The chunk file: per position rating u16, ply u8, moves u8, chosen u8,
// then per move: move u16, n u8, n × feature u16, human.DenseCount × dense f32.

// WriteChunk writes positions of s to path (through a temporary file,
// renamed when complete).
func (s *Sample) WriteChunk(path string) error {
	tmp := path + ".part"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	le := binary.LittleEndian
	var b []byte
	for i := range s.Rating {
		b = b[:0]
		n := s.MoveOff[i+1] - s.MoveOff[i]
		b = le.AppendUint16(b, s.Rating[i])
		b = append(b, s.Ply[i], byte(n), byte(s.Chosen[i]))
		for j := s.MoveOff[i]; j < s.MoveOff[i+1]; j++ {
			act := s.Act[s.ActOff[j]:s.ActOff[j+1]]
			b = le.AppendUint16(b, uint16(s.Moves[j]))
			b = append(b, byte(len(act)))
			for _, a := range act {
				b = le.AppendUint16(b, a)
			}
			for _, d := range s.Dense[j] {
				b = le.AppendUint32(b, mathFloat32bits(d))
			}
		}
		if _, err := w.Write(b); err != nil {
			f.Close()
			return err
		}
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// ReadChunk appends the positions of a chunk file to s; keep decides per
// position (by its rating) whether it is taken.
func (s *Sample) ReadChunk(path string, keep func(rating int) bool) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	r := bufio.NewReaderSize(f, 1<<16)
	le := binary.LittleEndian
	var hdr [5]byte
	var feats []human.MoveFeatures
	var act []uint16
	for {
		if _, err := io.ReadFull(r, hdr[:]); err != nil {
			if errors.Is(err, io.EOF) {
				return nil
			}
			return fmt.Errorf("%s: %w", path, err)
		}
		rating, ply, n, chosen := int(le.Uint16(hdr[:])), int(hdr[2]), int(hdr[3]), int(hdr[4])
		feats, act = feats[:0], act[:0]
		offs := make([]int, 0, n+1)
		for range n {
			var mh [3]byte
			if _, err := io.ReadFull(r, mh[:]); err != nil {
				return fmt.Errorf("%s: %w", path, err)
			}
			k := int(mh[2])
			buf := make([]byte, 2*k+4*human.DenseCount)
			if _, err := io.ReadFull(r, buf); err != nil {
				return fmt.Errorf("%s: %w", path, err)
			}
			offs = append(offs, len(act))
			for a := range k {
				act = append(act, le.Uint16(buf[2*a:]))
			}
			var mf human.MoveFeatures
			mf.Move = engine.Move(le.Uint16(mh[:]))
			for d := range mf.Dense {
				mf.Dense[d] = mathFloat32frombits(le.Uint32(buf[2*k+4*d:]))
			}
			feats = append(feats, mf)
		}
		offs = append(offs, len(act))
		for j := range feats {
			feats[j].Active = act[offs[j]:offs[j+1]]
		}
		if keep == nil || keep(rating) {
			s.Add(rating, ply, chosen, feats)
		}
	}
}
