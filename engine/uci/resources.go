package uci

import (
	"fmt"
	"strings"

	"chessmaster/book"
	"chessmaster/internal/regularfile"
	"chessmaster/nnue"
	"chessmaster/tablebase"
)

// resources are the opening book and the Syzygy tables the session has
// loaded for its options. They are loaded on first need (isready or go)
// and again only when BookFile or SyzygyPath changes, never per search.
type resources struct {
	bookLoaded bool
	bookPath   string     // the BookFile the book was loaded for
	book       *book.Book // nil: loading failed

	tbLoaded bool
	tbPath   string // the SyzygyPath the tables were loaded for
	tables   *tablebase.Tablebases
	ownsTB   bool // tables is a private set (not tablebase.Default) to close

	netLoaded bool
	netPath   string    // the EvalFile the net was loaded for
	net       *nnue.Net // nil: even the built-in net failed
}

// syncResources loads what the options ask for and hands it to the
// engine. It must not run while a search is in progress. Problems are
// reported as "info string" and the session carries on: without a book,
// or with the embedded 3-4-piece tables only.
func (s *Session) syncResources() {
	r := &s.res
	if s.opts.OwnBook {
		if !r.bookLoaded || r.bookPath != s.opts.BookFile {
			r.book, r.bookPath, r.bookLoaded = s.loadBook(s.opts.BookFile), s.opts.BookFile, true
		}
		if r.book != nil {
			s.eng.SetBook(r.book, book.Options{})
		} else {
			s.eng.SetBook(nil, book.Options{})
		}
	} else {
		s.eng.SetBook(nil, book.Options{})
	}
	if s.opts.UseNNUE {
		if !r.netLoaded || r.netPath != s.opts.EvalFile {
			r.net, r.netPath, r.netLoaded = s.loadNet(s.opts.EvalFile), s.opts.EvalFile, true
		}
		s.eng.SetNNUE(r.net)
	} else {
		s.eng.SetNNUE(nil)
	}
	if !r.tbLoaded || r.tbPath != s.opts.SyzygyPath {
		if r.ownsTB && r.tables != nil {
			r.tables.Close()
		}
		r.tables, r.ownsTB = s.loadTables(s.opts.SyzygyPath)
		r.tbPath, r.tbLoaded = s.opts.SyzygyPath, true
	}
	if s.opts.SyzygyLimit == 0 {
		// 0 switches probing off; the tables stay loaded for later.
		s.eng.SetTablebases(nil)
	} else {
		s.eng.SetTablebases(r.tables)
		s.eng.SetTablebaseLimit(s.opts.SyzygyLimit)
	}
}

// maxNetBytes bounds the EvalFile read, as nnue.Load bounds its reader:
// far above any net this program reads (a few MiB).
const maxNetBytes = 64 << 20

// loadNet reads the EvalFile ("" = the net built into the program); a
// file that cannot be used is reported and the built-in net is used.
func (s *Session) loadNet(path string) *nnue.Net {
	if path != "" {
		// Only a regular file, and at most maxNetBytes of it: a pipe
		// would block the session for good, a device never end.
		data, err := regularfile.Read(path, maxNetBytes)
		if err == nil {
			var net *nnue.Net
			if net, err = nnue.Parse(data); err == nil {
				return net
			}
			err = fmt.Errorf("%s: %w", path, err)
		}
		s.out.printf("info string EvalFile: %s; using the built-in net", oneLine(err.Error()))
	}
	net, err := nnue.Default()
	if err != nil {
		s.out.printf("info string UseNNUE: %s; using the hand-written evaluation", oneLine(err.Error()))
		return nil
	}
	return net
}

// loadBook opens the BookFile ("" = the book embedded in the program).
func (s *Session) loadBook(path string) *book.Book {
	var (
		b   *book.Book
		err error
	)
	if path == "" {
		b, err = book.Default()
	} else {
		b, err = book.Open(path)
	}
	if err != nil {
		// "%s" in quotes, not %q: %q doubles a Windows path's backslashes.
		s.out.printf("info string OwnBook: cannot use book \"%s\": %s; playing without a book", path, oneLine(err.Error()))
		return nil
	}
	return b
}

// loadTables returns the embedded 3-4-piece tables plus those in the
// SyzygyPath directories. A directory that cannot be used is reported
// and left out; the others are kept (a GUI's list of folders with one
// gone stale still finds the tables in the rest). owned says the set is
// private to this session.
func (s *Session) loadTables(path string) (t *tablebase.Tablebases, owned bool) {
	if path != "" {
		t := tablebase.New()
		if err := t.AddEmbedded(); err == nil {
			if err := t.AddPath(path); err != nil {
				// One line per folder in the error: keep them apart.
				s.out.printf("info string SyzygyPath: %s; left out", strings.ReplaceAll(err.Error(), "\n", "; "))
			}
			s.out.printf("info string SyzygyPath: tables up to %d pieces", t.MaxPieces())
			return t, true
		}
		t.Close()
	}
	t, err := tablebase.Default()
	if err != nil {
		s.out.printf("info string embedded tablebases: %s; playing without tables", oneLine(err.Error()))
		return nil, false
	}
	return t, false
}

// describeSource is the "info string" line announcing a move that did
// not come from the search.
func describeSource(source, note string) string {
	if source == "forced" {
		return "info string the only legal move"
	}
	if note == "" {
		return fmt.Sprintf("info string move from %s", source)
	}
	return fmt.Sprintf("info string move from %s (%s)", source, note)
}
