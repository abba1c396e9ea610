package book

import (
	"cmp"
	"encoding/binary"
	"fmt"
	"os"
	"slices"
	"sort"

	"chessmaster/assets"
)

// Book is a loaded polyglot book. It is read-only after loading, so one
// Book may be shared by any number of goroutines.
type Book struct {
	data []byte // validated entries, sorted by key
}

// Move is one book move of a position.
type Move struct {
	UCI     string  // long algebraic, castling as a king move (e1g1)
	Weight  uint16  // the entry's weight
	Percent float64 // Weight as a share of all weights of the position, 0-100
}

// Load checks data and returns the book it holds. The book keeps data
// (it is not copied): the caller must not change it afterwards.
func Load(data []byte) (*Book, error) {
	return load(data, "<data>")
}

// Open reads and checks the polyglot book at path.
func Open(path string) (*Book, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("opening book %s: %w", path, err)
	}
	return load(data, path)
}

// Default returns the book embedded in the binary (assets.Book).
func Default() (*Book, error) {
	return load(assets.Book, "embedded default book")
}

// load validates data as a polyglot book: non-empty, a whole number of
// 16-byte entries, and keys in ascending order (binary search relies on
// it). The name only labels errors.
func load(data []byte, name string) (*Book, error) {
	bad := func(format string, args ...any) (*Book, error) {
		return nil, &FormatError{Name: name, Reason: fmt.Sprintf(format, args...)}
	}
	switch {
	case len(data) == 0:
		return bad("the file is empty")
	case len(data)%entrySize != 0:
		return bad("size %d bytes is not a multiple of %d", len(data), entrySize)
	}
	var prev uint64
	for i := 0; i < len(data)/entrySize; i++ {
		key := binary.BigEndian.Uint64(data[i*entrySize:])
		if key < prev {
			return bad("entries are not sorted by key (entry %d has a smaller key than entry %d)", i, i-1)
		}
		prev = key
	}
	return &Book{data: data}, nil
}

// Len returns the number of entries in the book.
func (b *Book) Len() int { return len(b.data) / entrySize }

// Entries returns the raw entries stored under key, in file order, or
// nil. It is a binary search: O(log n).
func (b *Book) Entries(key uint64) []Entry {
	n := b.Len()
	first := sort.Search(n, func(i int) bool {
		return binary.BigEndian.Uint64(b.data[i*entrySize:]) >= key
	})
	var out []Entry
	for i := first; i < n; i++ {
		e := readEntry(b.data, i)
		if e.Key != key {
			break
		}
		out = append(out, e)
	}
	return out
}

// Moves returns the book moves of the position in fen ("startpos" is
// accepted), castling converted to king moves, sorted by weight (highest
// first, ties by UCI text). Entries with weight 0 are listed with 0%;
// entries whose move cannot belong to the position (hash collisions) are
// dropped. A position not in the book gives an empty list and no error.
func (b *Book) Moves(fen string) ([]Move, error) {
	p, err := parseFEN(fen)
	if err != nil {
		return nil, err
	}
	return b.movesOf(&p), nil
}

func (b *Book) movesOf(p *position) []Move {
	var moves []Move
	total := 0
	for _, e := range b.Entries(p.key()) {
		uci, ok := p.decodeIn(e.Move)
		if !ok {
			continue
		}
		moves = append(moves, Move{UCI: uci, Weight: e.Weight})
		total += int(e.Weight)
	}
	for i := range moves {
		if total > 0 {
			moves[i].Percent = 100 * float64(moves[i].Weight) / float64(total)
		}
	}
	slices.SortStableFunc(moves, func(x, y Move) int {
		if c := cmp.Compare(y.Weight, x.Weight); c != 0 {
			return c
		}
		return cmp.Compare(x.UCI, y.UCI)
	})
	return moves
}
