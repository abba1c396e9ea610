package posindex

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"chessmaster/internal/cacheprune"
	"chessmaster/internal/safefile"
)

// CacheLimit is how many bytes of indexes the cache folder keeps: when a
// new index is saved, the indexes used least recently are removed until
// the rest fit (the new one always stays). An index takes about as much
// as its PGN file or less (docs/database.md), so this keeps a few large
// databases and many small files.
var CacheLimit int64 = 4 << 30

// Options tune Open.
type Options struct {
	// CacheDir holds the index files; "" is the user's cache folder
	// (os.UserCacheDir()/chessmaster/index).
	CacheDir string
	// Progress, if not nil, is called while a file is indexed with the
	// bytes read so far and the file's size.
	Progress func(done, total int64)
}

// Open returns the index of the PGN file at path: the one in the cache
// when it was made from this very file (same path, size, modification
// time and content checksum) and passes its checks, else a new one,
// built now and saved to the cache. A damaged or stale index file is
// rebuilt, never used. ctx cancels the building.
func Open(ctx context.Context, path string, opt Options) (*Index, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	fi, err := os.Stat(abs)
	if err != nil {
		return nil, err
	}
	if fi.IsDir() {
		return nil, fmt.Errorf("%s is a folder, not a PGN file", path)
	}
	dir, dirErr := opt.CacheDir, error(nil)
	if dir == "" {
		dir, dirErr = DefaultCacheDir()
	}
	idxPath := filepath.Join(dir, CacheName(abs))
	if dirErr != nil {
		// No cache folder: built and kept in memory below.
	} else if x, err := openIndexFile(idxPath); err == nil {
		if x.Source == abs && x.h.src.size == fi.Size() && x.h.src.mtime == fi.ModTime().UnixNano() {
			if crc, err := fileCRC(abs); err == nil && crc == x.h.src.crc {
				cacheprune.Touch(idxPath) // used: pruned last
				return x, nil
			}
		}
		x.Close()
	}
	b, err := build(ctx, abs, opt.Progress)
	if err != nil {
		return nil, fmt.Errorf("indexing %s: %w", path, err)
	}
	// What the reading left behind (game texts, batches) goes before the
	// file's buffer joins the postings in memory: the peak of a large
	// file's build is then the postings and the buffer, not garbage too.
	runtime.GC()
	data := b.encode()
	b = nil
	saveErr := dirErr
	if saveErr == nil {
		saveErr = os.MkdirAll(dir, 0o755)
	}
	if saveErr == nil {
		saveErr = safefile.Write(idxPath, data)
	}
	if saveErr != nil {
		// The cache cannot be written (a read-only or full disk): the
		// index still answers, from memory, this once.
		x, err := readIndex(memIndex{bytes.NewReader(data)})
		if err != nil {
			return nil, fmt.Errorf("the index just built cannot be read: %w", err)
		}
		x.NotSaved = fmt.Errorf("the index is not saved, so the file will be indexed again next time: %w", saveErr)
		return x, nil
	}
	data = nil
	// The cache keeps the indexes used most recently within CacheLimit.
	cacheprune.Prune(dir, CacheLimit, idxPath)
	x, err := openIndexFile(idxPath)
	if err != nil {
		return nil, fmt.Errorf("the index just written cannot be read: %w", err)
	}
	return x, nil
}

// memIndex is an index file in memory.
type memIndex struct{ *bytes.Reader }

func (m memIndex) Stat() (os.FileInfo, error) { return memInfo(m.Size()), nil }

type memInfo int64

func (i memInfo) Name() string       { return "index" }
func (i memInfo) Size() int64        { return int64(i) }
func (i memInfo) Mode() os.FileMode  { return 0o644 }
func (i memInfo) ModTime() time.Time { return time.Time{} }
func (i memInfo) IsDir() bool        { return false }
func (i memInfo) Sys() any           { return nil }

// DefaultCacheDir is where Open keeps index files by default.
func DefaultCacheDir() (string, error) {
	c, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("no cache folder for the index: %w", err)
	}
	return filepath.Join(c, "chessmaster", "index"), nil
}

// CacheName is the index file's name for the PGN file at the absolute
// path abs.
func CacheName(abs string) string {
	sum := sha256.Sum256([]byte(abs))
	return hex.EncodeToString(sum[:12]) + ".idx"
}

// fileCRC is the content checksum the index keeps of its PGN file.
func fileCRC(path string) (uint32, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	h := crc32.New(castagnoli)
	if _, err := io.CopyBuffer(h, f, make([]byte, 1<<20)); err != nil {
		return 0, err
	}
	return h.Sum32(), nil
}

// IsDamaged reports whether err says an index file failed its checks.
func IsDamaged(err error) bool { return errors.Is(err, errDamaged) }
