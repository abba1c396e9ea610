// Package cacheprune keeps a cache folder under a size: the files used
// least recently (by modification time, which a cache hit renews with
// Touch) are removed first. The position indexes of PGN files and the
// stored reviews of Mistakes in My Games use it, so that a user who
// explores or reviews many files over the years does not fill the disk.
package cacheprune

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"time"
)

// Touch marks path as just used, so that Prune keeps it longer. Errors
// are ignored: a cache file that cannot be touched is merely pruned
// sooner.
func Touch(path string) {
	now := time.Now()
	_ = os.Chtimes(path, now, now)
}

// Prune removes regular files under dir (its subfolders included), the
// oldest first, until the files left take at most limit bytes. The file
// keep (a path under dir: the one just written, "" for none) is never
// removed, even when it alone is over the limit. Files whose names start
// with "." (a save's temporary file, still being written) are left
// alone, as are folders. It reports how many files it removed. Errors
// reading the folder or removing a file end it quietly: pruning a cache
// is never worth failing the work that wrote into it.
func Prune(dir string, limit int64, keep string) int {
	type entry struct {
		path string
		size int64
		mod  time.Time
	}
	var files []entry
	var total int64
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() || !d.Type().IsRegular() || len(d.Name()) > 0 && d.Name()[0] == '.' {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return nil
		}
		total += info.Size()
		if p != keep {
			files = append(files, entry{p, info.Size(), info.ModTime()})
		}
		return nil
	})
	if total <= limit {
		return 0
	}
	slices.SortFunc(files, func(a, b entry) int { return a.mod.Compare(b.mod) })
	removed := 0
	for _, f := range files {
		if total <= limit {
			break
		}
		if os.Remove(f.path) == nil {
			total -= f.size
			removed++
		}
	}
	return removed
}
