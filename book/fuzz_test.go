package book_test

import (
	"chessmaster/engine"
	"encoding/binary"
	"math/rand/v2"
	"testing"

	"chessmaster/book"
)

// FuzzLoad: arbitrary bytes either load as a book or give an error, and a
// book that loads can be probed without panicking.
func FuzzLoad(f *testing.F) {
	key := mustKey(f, "startpos")
	f.Add([]byte{})
	f.Add(make([]byte, 17))
	f.Add(makeBook([]book.Entry{{Key: key, Move: encodeMove(f, "e2e4"), Weight: 1}}))
	f.Add(makeBook([]book.Entry{
		{Key: key, Move: encodeMove(f, "e1h1"), Weight: 2},
		{Key: key, Move: 0xffff, Weight: 0xffff, Learn: 0xffffffff},
	}))
	f.Add(rawBook([]book.Entry{{Key: 2}, {Key: 1}}))
	f.Fuzz(func(t *testing.T, data []byte) {
		b, err := book.Load(data)
		if err != nil {
			if b != nil {
				t.Fatal("book returned with an error")
			}
			return
		}
		if b.Len()*entrySize != len(data) {
			t.Fatalf("Len %d for %d bytes", b.Len(), len(data))
		}
		// Probe the position of the first entry's key and the start.
		first := book.Entry{
			Key:    binary.BigEndian.Uint64(data[0:8]),
			Move:   binary.BigEndian.Uint16(data[8:10]),
			Weight: binary.BigEndian.Uint16(data[10:12]),
			Learn:  binary.BigEndian.Uint32(data[12:16]),
		}
		if got := b.Entries(first.Key); len(got) == 0 || got[0] != first {
			t.Fatalf("Entries(first key) = %v, want it to start with %v", got, first)
		}
		for _, fen := range []string{"startpos", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"} {
			if _, err := b.Moves(fen); err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(1, 2))
			if _, _, err := b.Choose(fen, rng, book.Options{}); err != nil {
				t.Fatal(err)
			}
			if _, _, err := b.Choose(fen, rng, book.Options{BestOnly: true}); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// FuzzKey: any string is either a FEN with a key or an *engine.FENError.
func FuzzKey(f *testing.F) {
	for _, tc := range publishedKeys {
		f.Add(tc.fen)
	}
	f.Add("startpos")
	f.Add("")
	f.Add("8/8/8/8/8/8/8/8 w - - 0 1")
	f.Add("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 x")
	f.Add("k7/8/8/8/8/8/8/7K b - a3 99999999999999999999 1")
	f.Add("K1k5/8/8/pP6/8/8/8/8 w - a6")
	b, err := book.Default()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, fen string) {
		key, err := book.Key(fen)
		if err != nil {
			if _, ok := err.(*engine.FENError); !ok {
				t.Fatalf("book.Key error %T, want *engine.FENError", err)
			}
			return
		}
		again, _ := book.Key(fen)
		if again != key {
			t.Fatal("book.Key is not deterministic")
		}
		if _, err := b.Moves(fen); err != nil {
			t.Fatalf("book.Key accepted %q but Moves failed: %v", fen, err)
		}
	})
}
