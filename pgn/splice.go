package pgn

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"

	"chessmaster/internal/safefile"
)

// This file saves one game into a multi-game file in place: every other
// game keeps its bytes, and the file is replaced in one rename through
// internal/safefile (a symbolic link keeps pointing at its file, and
// devices, pipes and folders are refused).

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
	data, fi, err := readRegularInfo(path, false)
	if err != nil {
		return err
	}
	if read != nil && !read.Same(safefile.VersionOf(fi, data)) {
		return fmt.Errorf("saving %s: %w", path, ErrFileChanged)
	}
	old, err := Index(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return fmt.Errorf("saving %s: %w", path, err)
	}
	if !sameEntries(old, entries) {
		return fmt.Errorf("saving %s: %w", path, ErrFileChanged)
	}
	e := entries[index]
	t, err := gameText(text, 1, lineEnd(data[e.Offset:e.End()], data))
	if err != nil {
		return fmt.Errorf("saving %s: the new text of game %d: %w", path, index+1, err)
	}
	out := make([]byte, 0, len(data)-int(e.Length)+len(t))
	out = append(out, data[:e.Offset]...)
	out = append(out, t...)
	out = append(out, data[e.End():]...)

	// Check that the other games are where and what they were.
	again, err := Index(bytes.NewReader(out), int64(len(out)))
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
		if !bytes.Equal(out[a.Offset:a.End()], data[b.Offset:b.End()]) || (a.Err == nil) != (b.Err == nil) {
			return fmt.Errorf("saving %s: the new text of game %d would change game %d", path, index+1, i+1)
		}
	}
	return writeFile(path, out)
}

// AppendGame adds text, one or more games, at the end of the PGN file at
// path after a blank line, creating the file when it does not exist. The
// existing bytes are kept; text gets the file's line ends.
func AppendGame(path, text string) error {
	data, err := readRegular(path, true)
	if err != nil {
		return err
	}
	eol := lineEnd(data, data)
	t, err := gameText(text, -1, eol)
	if err != nil {
		return fmt.Errorf("saving %s: the new game: %w", path, err)
	}
	out := make([]byte, 0, len(data)+len(t)+8)
	out = append(out, data...)
	if len(out) > 0 {
		if out[len(out)-1] != '\n' && out[len(out)-1] != '\r' {
			out = append(out, eol...)
		}
		if !bytes.HasSuffix(out, []byte(eol+eol)) {
			out = append(out, eol...)
		}
	}
	out = append(out, t...)
	out = append(out, eol...)

	before, err1 := Index(bytes.NewReader(data), int64(len(data)))
	after, err2 := Index(bytes.NewReader(out), int64(len(out)))
	added, _ := Index(strings.NewReader(string(t)), int64(len(t)))
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
	return writeFile(path, out)
}

// readRegular reads the file at path, refusing anything that is not a
// regular file (through links). A missing file is empty when missingOK.
func readRegular(path string, missingOK bool) ([]byte, error) {
	data, _, err := readRegularInfo(path, missingOK)
	return data, err
}

// readRegularInfo is readRegular with the file's information, taken
// before it was read (nil for a missing file).
func readRegularInfo(path string, missingOK bool) ([]byte, fs.FileInfo, error) {
	fi, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		if missingOK {
			return nil, nil, nil
		}
		return nil, nil, fmt.Errorf("saving %s: file not found", path)
	}
	if err != nil {
		return nil, nil, fmt.Errorf("saving %s: %w", path, plainErr(err))
	}
	if !fi.Mode().IsRegular() {
		return nil, nil, fmt.Errorf("saving %s: it is %s, not a regular file; games are saved only into regular files", path, safefile.Kind(fi.Mode()))
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, fmt.Errorf("saving %s: %w", path, plainErr(err))
	}
	return data, fi, nil
}

// writeFile replaces path atomically; safefile's errors name the user's
// path (never the temporary file) and say why in the user's terms.
func writeFile(path string, data []byte) error {
	return safefile.Write(path, data)
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

// lineEnd is "\r\n" when sample (or, when sample has no line end, all) is
// written with CRLF, else "\n".
func lineEnd(sample, all []byte) string {
	if bytes.IndexByte(sample, '\n') < 0 {
		sample = all
	}
	if i := bytes.IndexByte(sample, '\n'); i > 0 && sample[i-1] == '\r' {
		return "\r\n"
	}
	return "\n"
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
