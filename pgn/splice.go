package pgn

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"

	"chessmaster/internal/regularfile"
	"chessmaster/internal/safefile"
)

// This file saves one game into a multi-game file in place: every other
// game keeps its bytes, and the file is replaced in one rename through
// internal/safefile (a symbolic link keeps pointing at its file, and
// devices, pipes and folders are refused). The file is streamed into the
// new one, never held whole: a database may be far larger than memory
// allows, and the window opens such files by their index.

// ReplaceGame rewrites the PGN file at path with game index (0-based in
// entries, which Index made from this file) replaced by text, one game in
// any PGN layout (Write's output fits). The bytes before and after the
// game, the other games included, are kept as they are; text gets the
// file's line ends (CRLF in a CRLF file). It fails, leaving the file
// untouched, when the file changed since it was indexed, when text is not
// exactly one readable game, or when the file is not a regular file.
//
// A change of the file that keeps every game's place and tags (a move or
// a comment rewritten in the same number of bytes) is not seen here:
// ReplaceGameIfUnchanged, given the file's version as it was read, sees
// any change.
func ReplaceGame(path string, entries []Entry, index int, text string) error {
	return replaceGame(path, nil, entries, index, text)
}

// ErrFileChanged is matched (errors.Is) by the error of a save into a
// file that changed since it was read: its games moved, or (with a
// recorded safefile.Version) any byte, its size or its modification time
// changed.
var ErrFileChanged = errors.New("the file changed since it was read (another program may have edited it)")

// ReplaceGameIfUnchanged is ReplaceGame for a file whose version when it
// was read (and indexed into entries) is read: if the file is not that
// version any more it fails with ErrFileChanged, leaving the file as it
// is. Writing over the other program's edit is the caller's choice: index
// the file again and call this with its new version.
func ReplaceGameIfUnchanged(path string, read safefile.Version, entries []Entry, index int, text string) error {
	return replaceGame(path, &read, entries, index, text)
}

func replaceGame(path string, read *safefile.Version, entries []Entry, index int, text string) error {
	if index < 0 || index >= len(entries) {
		return fmt.Errorf("saving %s: no game %d (the file has %d)", path, index+1, len(entries))
	}
	f, fi, err := openRegular(path, false)
	if err != nil {
		return err
	}
	defer f.Close() // on the ways out before the copy (closing twice is harmless)
	size := fi.Size()
	if read != nil {
		now, err := safefile.ReadVersion(f)
		if err != nil {
			return fmt.Errorf("saving %s: %w", path, plainErr(err))
		}
		if !read.Same(now) {
			return fmt.Errorf("saving %s: %w", path, ErrFileChanged)
		}
	}
	old, err := Index(f, size)
	if err != nil {
		return fmt.Errorf("saving %s: %w", path, err)
	}
	if !sameEntries(old, entries) {
		return fmt.Errorf("saving %s: %w", path, ErrFileChanged)
	}
	e := entries[index]
	eol, err := fileLineEnd(f, e.Offset, e.End(), size)
	if err != nil {
		return fmt.Errorf("saving %s: %w", path, plainErr(err))
	}
	t, err := gameText(text, 1, eol)
	if err != nil {
		return fmt.Errorf("saving %s: the new text of game %d: %w", path, index+1, err)
	}
	shift := int64(len(t)) - e.Length
	return writeFile(path, func(tmp *os.File) error {
		if err := copyRange(tmp, f, 0, e.Offset); err != nil {
			return fmt.Errorf("saving %s: %w", path, plainErr(err))
		}
		if _, err := tmp.Write(t); err != nil {
			return fmt.Errorf("saving %s: %w", path, plainErr(err))
		}
		if err := copyRange(tmp, f, e.End(), size); err != nil {
			return fmt.Errorf("saving %s: %w", path, plainErr(err))
		}
		// Closed before the rename: Windows does not replace a file
		// that is open.
		f.Close()
		// Check that the other games are where and what they were: the
		// bytes around the new game were copied as they are, so the same
		// places (those after it moved by the new game's change in
		// length) hold the same games.
		again, err := Index(tmp, size+shift)
		if err != nil || len(again) != len(old) {
			return fmt.Errorf("saving %s: the new text of game %d would change the games around it", path, index+1)
		}
		for i, a := range again {
			b := old[i]
			if i == index {
				if a.Err != nil {
					return fmt.Errorf("saving %s: the new text of game %d: %w", path, index+1, a.Err)
				}
				continue
			}
			want := b.Offset
			if i > index {
				want += shift
			}
			if a.Offset != want || a.Length != b.Length || (a.Err == nil) != (b.Err == nil) {
				return fmt.Errorf("saving %s: the new text of game %d would change game %d", path, index+1, i+1)
			}
		}
		return nil
	})
}

// AppendGame adds text, one or more games, at the end of the PGN file at
// path after a blank line, creating the file when it does not exist. The
// existing bytes are kept; text gets the file's line ends.
func AppendGame(path, text string) error {
	f, fi, err := openRegular(path, true)
	if err != nil {
		return err
	}
	var size int64
	var src io.ReaderAt = bytes.NewReader(nil)
	if f != nil {
		defer f.Close()
		size, src = fi.Size(), f
	}
	eol, err := fileLineEnd(src, 0, 0, size)
	if err != nil {
		return fmt.Errorf("saving %s: %w", path, plainErr(err))
	}
	t, err := gameText(text, -1, eol)
	if err != nil {
		return fmt.Errorf("saving %s: the new game: %w", path, err)
	}
	// What goes between the old end and the new game: a line end if the
	// last line is open, then one blank line.
	tail := make([]byte, min(size, int64(2*len(eol))))
	if _, err := src.ReadAt(tail, size-int64(len(tail))); err != nil && err != io.EOF {
		return fmt.Errorf("saving %s: %w", path, plainErr(err))
	}
	var sep []byte
	if size > 0 {
		if last := tail[len(tail)-1]; last != '\n' && last != '\r' {
			sep = append(sep, eol...)
		}
		if !bytes.HasSuffix(append(tail, sep...), []byte(eol+eol)) {
			sep = append(sep, eol...)
		}
	}
	before, err1 := Index(src, size)
	added, _ := Index(bytes.NewReader(t), int64(len(t)))
	newSize := size + int64(len(sep)+len(t)+len(eol))
	return writeFile(path, func(tmp *os.File) error {
		if err := copyRange(tmp, src, 0, size); err != nil {
			return fmt.Errorf("saving %s: %w", path, plainErr(err))
		}
		for _, b := range [][]byte{sep, t, []byte(eol)} {
			if _, err := tmp.Write(b); err != nil {
				return fmt.Errorf("saving %s: %w", path, plainErr(err))
			}
		}
		if f != nil {
			// Closed before the rename: Windows does not replace a
			// file that is open.
			f.Close()
		}
		after, err2 := Index(tmp, newSize)
		ok := err1 == nil && err2 == nil && len(after) == len(before)+len(added)
		for i := 0; ok && i < len(after); i++ {
			if i < len(before) {
				ok = after[i].Offset == before[i].Offset && after[i].Length == before[i].Length && errText(after[i].Err) == errText(before[i].Err)
			} else {
				ok = after[i].Err == nil
			}
		}
		if !ok {
			return fmt.Errorf("saving %s: the file's last game is not closed (a comment opened with { ?); the new game would merge with it", path)
		}
		return nil
	})
}

// openRegular opens the file at path for reading, refusing, without
// blocking, anything that is not a regular file (through links). A
// missing file gives a nil file and no error when missingOK.
func openRegular(path string, missingOK bool) (*os.File, fs.FileInfo, error) {
	f, fi, err := regularfile.Open(path)
	switch {
	case err == nil:
		return f, fi, nil
	case errors.Is(err, fs.ErrNotExist) && missingOK:
		return nil, nil, nil
	case errors.Is(err, fs.ErrNotExist):
		return nil, nil, fmt.Errorf("saving %s: file not found", path)
	case errors.Is(err, regularfile.ErrNotRegular):
		kind := "not a regular file"
		if st, serr := os.Stat(path); serr == nil {
			kind = safefile.Kind(st.Mode())
		}
		return nil, nil, fmt.Errorf("saving %s: it is %s, not a regular file; games are saved only into regular files", path, kind)
	}
	return nil, nil, fmt.Errorf("saving %s: %w", path, errors.Unwrap(err))
}

// copyRange copies bytes [from, to) of r to w without holding them all.
func copyRange(w io.Writer, r io.ReaderAt, from, to int64) error {
	n, err := io.Copy(w, io.NewSectionReader(r, from, to-from))
	if err == nil && n != to-from {
		err = io.ErrUnexpectedEOF
	}
	return err
}

// writeFile replaces path atomically; safefile's errors name the user's
// path (never the temporary file) and say why in the user's terms.
func writeFile(path string, fill func(tmp *os.File) error) error {
	return safefile.WriteWith(path, fill)
}

// plainErr drops the file name an *os.PathError or *os.LinkError carries
// (it may be a temporary file's), keeping the reason.
func plainErr(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}

// lineEndSample is how much of a file fileLineEnd reads to find its
// line ends: the first line end decides, and a line of PGN is short.
const lineEndSample = 64 << 10

// fileLineEnd is "\r\n" when the first line end within bytes [from, to)
// of r is CRLF, "\n" when it is LF; when that range (or the part of it
// read) has none, the first line end of the file (size bytes) decides,
// and "\n" when the file has none either.
func fileLineEnd(r io.ReaderAt, from, to, size int64) (string, error) {
	for _, span := range [][2]int64{{from, to}, {0, size}} {
		n := min(span[1]-span[0], lineEndSample)
		if n <= 0 {
			continue
		}
		buf := make([]byte, n)
		if _, err := r.ReadAt(buf, span[0]); err != nil && err != io.EOF {
			return "", err
		}
		if i := bytes.IndexByte(buf, '\n'); i >= 0 {
			if i > 0 && buf[i-1] == '\r' {
				return "\r\n", nil
			}
			return "\n", nil
		}
	}
	return "\n", nil
}

// gameText checks that text reads as want games (-1: at least one) and
// returns it without surrounding blank space, with eol line ends.
func gameText(text string, want int, eol string) ([]byte, error) {
	t := strings.TrimPrefix(text, "\ufeff")
	t = strings.TrimSpace(t)
	games, err := Read(strings.NewReader(t))
	if err != nil {
		return nil, err
	}
	if want > 0 && len(games) != want {
		return nil, fmt.Errorf("it holds %d games, not %d", len(games), want)
	}
	t = strings.ReplaceAll(t, "\r\n", "\n")
	t = strings.ReplaceAll(t, "\r", "\n")
	if eol != "\n" {
		t = strings.ReplaceAll(t, "\n", eol)
	}
	return []byte(t), nil
}

// sameEntries: both lists place the same games at the same bytes, on the
// same lines, with the same tags, readable or not alike. Without the
// file's version (ReplaceGameIfUnchanged) an edit that keeps all of
// these, a move rewritten in as many bytes, still goes unseen.
func sameEntries(a, b []Entry) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if x.Offset != y.Offset || x.Length != y.Length || x.Line != y.Line || errText(x.Err) != errText(y.Err) || len(x.Tags) != len(y.Tags) {
			return false
		}
		for j := range x.Tags {
			if x.Tags[j] != y.Tags[j] {
				return false
			}
		}
	}
	return true
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
