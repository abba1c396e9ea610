package tablebase

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"

	"chessmaster/assets"
)

// Errors returned by the probes. Use errors.Is: the returned errors wrap
// these with details.
var (
	// ErrNotFound: no table for the position's material is loaded.
	ErrNotFound = errors.New("tablebase: position not in the tables")
	// ErrTooManyPieces: more pieces than the largest table loaded.
	ErrTooManyPieces = errors.New("tablebase: too many pieces for the tables")
	// ErrCastling: tables do not cover positions with castling rights.
	ErrCastling = errors.New("tablebase: castling rights present (tables cover positions without castling only)")
	// ErrBadTable: a table file is damaged or truncated. Only that table
	// is disabled; the error is returned for every probe that needs it.
	ErrBadTable = errors.New("bad or truncated table file")
)

// defaultInMemory is the largest file read whole into memory; larger files
// are read with ReadAt on demand.
const defaultInMemory = 16 << 20

// entry pairs the WDL and DTZ tables of one material.
type entry struct {
	wdl, dtz *table
}

// Tablebases is a set of Syzygy tables. The zero value is not usable: call
// New or Default. Adding tables and probing may happen from several
// goroutines.
type Tablebases struct {
	mu       sync.Mutex                            // serialises writers
	tables   atomic.Pointer[map[materialKey]entry] // replaced whole on add
	all      []*table
	maxPiece atomic.Int32
	inMemory int64
}

// New returns an empty set of tables.
func New() *Tablebases {
	t := &Tablebases{inMemory: defaultInMemory}
	m := map[materialKey]entry{}
	t.tables.Store(&m)
	return t
}

var (
	defaultOnce sync.Once
	defaultTB   *Tablebases
	defaultErr  error
)

// Default returns the 3-4-piece tables embedded in the program. The set is
// shared: add more tables to a New set of your own (AddFS with
// assets.Syzygy, then AddPath) rather than to this one.
func Default() (*Tablebases, error) {
	defaultOnce.Do(func() {
		defaultTB = New()
		defaultErr = defaultTB.AddEmbedded()
	})
	return defaultTB, defaultErr
}

// Open returns the tables a player uses: the embedded 3-4-piece ones, plus
// those in the folders of pathList when it is not empty (then the set is
// new and the caller closes it; otherwise it is the shared Default set).
// A folder that does not exist or holds no table is an error naming it.
func Open(pathList string) (*Tablebases, error) {
	if strings.TrimSpace(pathList) == "" {
		return Default()
	}
	t := New()
	if err := t.AddEmbedded(); err != nil {
		return nil, err
	}
	if err := t.AddPath(pathList); err != nil {
		t.Close()
		return nil, fmt.Errorf("syzygy tablebases: %w", err)
	}
	return t, nil
}

// AddEmbedded adds the 3-4-piece tables embedded in the program.
func (t *Tablebases) AddEmbedded() error {
	return t.AddFS(assets.Syzygy, "syzygy")
}

// AddPath adds the tables in each directory of pathList. Directories are
// separated by ';', or by ':' except on Windows (where ':' follows a drive
// letter).
func (t *Tablebases) AddPath(pathList string) error {
	var errs []error
	for _, dir := range SplitPathList(pathList) {
		// Listing a pipe would open it and wait for a writer for ever.
		st, err := os.Stat(dir)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			errs = append(errs, fmt.Errorf("%s: no such folder", dir))
			continue
		case err != nil:
			var pe *fs.PathError
			if errors.As(err, &pe) {
				err = pe.Err // the folder is named once, below
			}
			errs = append(errs, fmt.Errorf("%s: %w", dir, err))
			continue
		case !st.IsDir():
			errs = append(errs, fmt.Errorf("%s: not a folder", dir))
			continue
		}
		if err := t.AddFS(os.DirFS(dir), "."); errors.Is(err, ErrNoTables) {
			// The error names the folder by the name the user gave, not
			// as "." inside it.
			errs = append(errs, fmt.Errorf("%s: %w", dir, ErrNoTables))
		} else if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", dir, err))
		}
	}
	return errors.Join(errs...)
}

// SplitPathList splits a list of folders the way AddPath does: at ';',
// and also at ':' except on Windows (where ':' follows a drive letter).
func SplitPathList(s string) []string {
	var out []string
	for _, part := range strings.Split(s, ";") {
		subs := []string{part}
		if runtime.GOOS != "windows" {
			subs = strings.Split(part, ":")
		}
		for _, d := range subs {
			if d = strings.TrimSpace(d); d != "" {
				out = append(out, d)
			}
		}
	}
	return out
}

// AddFS adds the tables found in directory dir of fsys: every file named
// like KRPvKR.rtbw or KRPvKR.rtbz. Files are not read until a probe needs
// them. A table already known is kept. It is an error when dir holds no
// table at all.
func (t *Tablebases) AddFS(fsys fs.FS, dir string) error {
	ents, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return fmt.Errorf("tablebase: %w", err)
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	old := *t.tables.Load()
	m := make(map[materialKey]entry, len(old)+len(ents))
	for k, v := range old {
		m[k] = v
	}
	found := 0
	for _, e := range ents {
		name := e.Name()
		ext := path.Ext(name)
		// Only regular files (or links): a pipe named like a table
		// would block the probe that opens it.
		if e.Type()&^fs.ModeSymlink != 0 || (ext != ".rtbw" && ext != ".rtbz") {
			continue
		}
		mat, err := parseTableName(strings.TrimSuffix(name, ext))
		if err != nil {
			continue // not a table name; ignore like any other stray file
		}
		found++
		isDTZ := ext == ".rtbz"
		k := mat.key(false)
		en := m[k]
		if (isDTZ && en.dtz != nil) || (!isDTZ && en.wdl != nil) {
			continue
		}
		tb := newTable(mat, isDTZ, fsys, path.Join(dir, name), t.inMemory)
		t.all = append(t.all, tb)
		if isDTZ {
			en.dtz = tb
		} else {
			en.wdl = tb
			if int32(mat.pieces) > t.maxPiece.Load() {
				t.maxPiece.Store(int32(mat.pieces))
			}
		}
		m[k] = en
		m[mat.key(true)] = en
	}
	t.tables.Store(&m)
	if found == 0 {
		return fmt.Errorf("%s: %w", dir, ErrNoTables)
	}
	return nil
}

// ErrNoTables is AddFS's and AddPath's answer for a folder that holds no
// Syzygy table file.
var ErrNoTables = errors.New("no Syzygy table files (.rtbw, .rtbz) in this folder")

// MaxPieces is the largest piece count (kings included) of any WDL table.
func (t *Tablebases) MaxPieces() int { return int(t.maxPiece.Load()) }

// Close releases files kept open for reading. The set must not be probed
// afterwards.
func (t *Tablebases) Close() error {
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, tb := range t.all {
		tb.once.Do(func() { tb.err = errors.New("tablebase: closed") })
		tb.close()
	}
	return nil
}

// lookup finds the table of the position's material, ready to probe.
func (t *Tablebases) lookup(p *Position, dtz bool) (*table, error) {
	en, ok := (*t.tables.Load())[p.key()]
	tb := en.wdl
	kind := ".rtbw"
	if dtz {
		tb, kind = en.dtz, ".rtbz"
	}
	if !ok || tb == nil {
		return nil, fmt.Errorf("%w: no %s%s", ErrNotFound, p.tableName(), kind)
	}
	if err := tb.ready(); err != nil {
		return nil, err
	}
	return tb, nil
}
