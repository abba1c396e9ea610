package book_test

import (
	"encoding/binary"
	"slices"
	"strings"
	"testing"

	"chessmaster/book"
)

// encodeMove builds a polyglot move from UCI text such as "e1h1" or
// "a7a8q", the inverse of book.DecodeMove.
func encodeMove(t testing.TB, uci string) uint16 {
	t.Helper()
	if len(uci) < 4 || len(uci) > 5 {
		t.Fatalf("bad UCI %q", uci)
	}
	sq := func(s string) uint16 { return uint16(s[0]-'a') + 8*uint16(s[1]-'1') }
	m := sq(uci[2:4]) | sq(uci[0:2])<<6
	if len(uci) == 5 {
		m |= uint16(strings.IndexByte("\x00nbrq", uci[4])) << 12
	}
	return m
}

// entrySize is the size of one polyglot entry in bytes.
const entrySize = 16

// makeBook serialises entries into polyglot bytes, sorted by key as a
// real book is.
func makeBook(entries []book.Entry) []byte {
	sorted := slices.Clone(entries)
	slices.SortStableFunc(sorted, func(a, b book.Entry) int {
		switch {
		case a.Key < b.Key:
			return -1
		case a.Key > b.Key:
			return 1
		}
		return 0
	})
	return rawBook(sorted)
}

// rawBook serialises entries in the order given.
func rawBook(entries []book.Entry) []byte {
	out := make([]byte, 0, len(entries)*entrySize)
	for _, e := range entries {
		out = binary.BigEndian.AppendUint64(out, e.Key)
		out = binary.BigEndian.AppendUint16(out, e.Move)
		out = binary.BigEndian.AppendUint16(out, e.Weight)
		out = binary.BigEndian.AppendUint32(out, e.Learn)
	}
	return out
}

func mustKey(t testing.TB, fen string) uint64 {
	t.Helper()
	k, err := book.Key(fen)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func defaultBook(t testing.TB) *book.Book {
	t.Helper()
	b, err := book.Default()
	if err != nil {
		t.Fatalf("Default: %v", err)
	}
	return b
}
