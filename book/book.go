package book

import (
	"cmp"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
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

// MaxFileSize is the largest book file Open reads: 256 MiB, sixteen
// million entries, far more than any published polyglot book (the large
// ones are a few tens of MiB). A larger file is refused before anything is
// read, so a wrong path cannot make the program read without end.
const MaxFileSize = 256 << 20

// maxFileSize is MaxFileSize; tests lower it.
var maxFileSize int64 = MaxFileSize

// Open reads and checks the polyglot book at path. Only a regular file
// (or a link to one) of at most MaxFileSize bytes is read: a device such
// as /dev/zero, a pipe or a folder is refused with "not a regular file".
func Open(path string) (*Book, error) {
	data, err := readBookFile(path)
	if err != nil {
		return nil, err
	}
	return load(data, path)
}

// readBookFile reads path whole if it is a regular file within the size
// limit. The size is checked before opening (opening a pipe would block)
// and the read is bounded as well, in case the file grows or, like the
// files in /proc, reports a size it does not have.
func readBookFile(path string) ([]byte, error) {
	fail := func(format string, args ...any) ([]byte, error) {
		return nil, fmt.Errorf("opening book %s: "+format, append([]any{path}, args...)...)
	}
	st, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("opening book %s: %w", path, cause(err))
	}
	if !st.Mode().IsRegular() {
		return fail("not a regular file (%s)", describeMode(st.Mode()))
	}
	if st.Size() > maxFileSize {
		return fail("the file is %d bytes, larger than the %s a book may have", st.Size(), sizeText(maxFileSize))
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("opening book %s: %w", path, cause(err))
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("reading book %s: %w", path, cause(err))
	}
	if int64(len(data)) > maxFileSize {
		return fail("the file is larger than the %s a book may have", sizeText(maxFileSize))
	}
	return data, nil
}

// cause drops the operation and path that *fs.PathError adds (the message
// names the path already): "no such file or directory".
func cause(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// describeMode names the kind of a file that is not regular.
func describeMode(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "mode " + m.String()
}

// sizeText writes a byte count in MiB when it is a whole number of them.
func sizeText(n int64) string {
	if n >= 1<<20 && n%(1<<20) == 0 {
		return fmt.Sprintf("%d MiB", n>>20)
	}
	return fmt.Sprintf("%d bytes", n)
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
// The FEN is read by the registered parser (the engine's validator); a
// FEN it rejects is an error.
func (b *Book) Moves(fen string) ([]Move, error) {
	p, err := readFEN(fen)
	if err != nil {
		return nil, err
	}
	return b.PositionMoves(p), nil
}

// PositionMoves is Moves for a position given as a Position, e.g. from
// (*engine.Position).BookPosition.
func (b *Book) PositionMoves(p *Position) []Move {
	var moves []Move
	total := 0
	for _, e := range b.Entries(p.Key()) {
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
