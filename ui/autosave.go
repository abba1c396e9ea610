package ui

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"chessmaster/internal/safefile"
	"chessmaster/internal/slotlock"
	"chessmaster/master"
)

// The game in the window is written to a file of its own, its autosave
// slot, at every change, atomically (a temporary file, fsync, rename),
// before the change is shown as done. Everything the next start needs to
// put the game back (the board's place in the game, its file, whether it
// was being played, the clocks) is in the same file, so no second copy
// can disagree with it.
//
// Each running window holds a slot of its own, guarded by a lock file
// that the operating system frees when the program ends, however it
// ends: two windows never write over each other's game. A slot keeps two
// generations, so that a damaged file still leaves the game before it.
// See docs/notes/autosave.md.

// maxSlots bounds how many windows keep autosaves side by side.
const maxSlots = 32

// autosaveSlot is one window's place for its autosave: slot 1 is
// autosave.pgn (the name older versions used), slot n autosave-n.pgn.
type autosaveSlot struct {
	n    int
	dir  string
	lock *slotlock.Lock
}

func (s *autosaveSlot) base() string {
	if s.n == 1 {
		return "autosave"
	}
	return fmt.Sprintf("autosave-%d", s.n)
}

// path is the newest generation, prevPath the one before it.
func (s *autosaveSlot) path() string     { return filepath.Join(s.dir, s.base()+".pgn") }
func (s *autosaveSlot) prevPath() string { return filepath.Join(s.dir, s.base()+".1.pgn") }
func (s *autosaveSlot) lockPath() string { return filepath.Join(s.dir, s.base()+".lock") }

// damagedPath is where a damaged autosave is kept for the user to look
// at, instead of being overwritten by the next move.
func (s *autosaveSlot) damagedPath() string {
	return filepath.Join(s.dir, s.base()+".damaged.pgn")
}

// slotNumber reads the slot of an autosave file's name: "autosave.pgn"
// is 1, "autosave-3.pgn" 3; other names are 0.
func slotNumber(name string) int {
	if name == "autosave.pgn" {
		return 1
	}
	var n int
	var rest string
	if k, _ := fmt.Sscanf(name, "autosave-%d%s", &n, &rest); k == 2 && rest == ".pgn" && n > 1 && n <= maxSlots {
		return n
	}
	return 0
}

// autosaveDir is the folder beside the app's preferences ("" when the app
// has no storage).
func autosaveDir(fa fyne.App) string {
	root := fa.Storage().RootURI()
	if root == nil || root.Scheme() != "file" {
		return ""
	}
	return root.Path()
}

// autosavePath is this window's autosave file ("" without a slot). It
// stays the slot's name after the window closed, though the window no
// longer writes there.
func (a *App) autosavePath() string {
	if a.slot == nil {
		return ""
	}
	return a.slot.path()
}

// takeSlot gives the window the first autosave slot no running window
// holds. keepUnsaved passes over free slots whose game has unsaved
// changes (the window does not restore it: it must stay recoverable)
// while another slot is free.
func (a *App) takeSlot(keepUnsaved bool) {
	dir := autosaveDir(a.fyneApp)
	if dir == "" || os.MkdirAll(dir, 0o700) != nil {
		return
	}
	for pass := 0; pass < 2; pass++ {
		for n := 1; n <= maxSlots; n++ {
			s := &autosaveSlot{n: n, dir: dir}
			l, err := slotlock.TryLock(s.lockPath())
			if err != nil {
				continue
			}
			if pass == 0 && keepUnsaved && slotHasUnsaved(s) {
				l.Release()
				continue
			}
			s.lock = l
			a.slot = s
			return
		}
	}
}

// releaseSlot lets another window use the slot; the game stays in it.
func (a *App) releaseSlot() {
	if a.slot != nil && a.slot.lock != nil {
		a.slot.lock.Release()
		a.slot.lock = nil
	}
}

// autosaveMeta is what the autosave keeps beside the game's PGN.
type autosaveMeta struct {
	Saved time.Time `json:"saved"`
	// Cursor is the board's line in the game tree (formatPath).
	Cursor string `json:"cursor"`
	// Running: the game was being played, not paused on a loaded game
	// or an earlier move.
	Running bool `json:"running"`
	// Study: the game was opened from a file and not continued
	// (master.State.Study). Absent in older autosaves, whose restored
	// games are played on as before.
	Study bool `json:"study,omitempty"`
	// Path is the game's PGN file and FileIndex its place there (-1:
	// none); Dirty says the game has changes that are in no file.
	Path      string `json:"path,omitempty"`
	FileIndex int    `json:"fileIndex"`
	Dirty     bool   `json:"dirty"`
	// Clock holds both clocks' remaining time, when the game has them.
	Clock *savedClock `json:"clock,omitempty"`
	// Settings are the players and options the game was played with: a
	// game started from the command line, or in another window, has
	// other settings than the preferences' last chosen ones, and a
	// window that ended without quitting (a crash, a kill) never wrote
	// them there. Absent in older autosaves.
	Settings *master.Settings `json:"settings,omitempty"`
	// Size and CRC describe the PGN text after the header line: a file
	// cut short or changed anywhere is seen as damaged.
	Size int    `json:"size"`
	CRC  uint32 `json:"crc32"`
}

// savedClock is the clocks of a saved game: remaining times in
// milliseconds, the time control and the number of moves they belong to.
type savedClock struct {
	White   int64  `json:"white"`
	Black   int64  `json:"black"`
	Control string `json:"control"`
	Ply     int    `json:"ply"`
}

// autosaveHeader starts the first line of an autosave. PGN readers skip
// a line that begins with '%', so the file is still a PGN file.
const autosaveHeader = "%ChessMaster autosave "

// savedGame is one autosave file read back.
type savedGame struct {
	meta autosaveMeta
	pgn  string
	// plain: a PGN file without the header (an older version's, or one
	// put there by hand): the board goes to the end of its main line.
	plain bool
}

// errDamaged: an autosave that is cut short, changed or holds no game.
var errDamaged error = damagedError{}

type damagedError struct{}

func (damagedError) Error() string { return lang.L("the file is incomplete or damaged") }

// encodeAutosave writes the header line and the PGN text.
func encodeAutosave(m autosaveMeta, pgnText string) []byte {
	m.Size, m.CRC = len(pgnText), crc32.ChecksumIEEE([]byte(pgnText))
	head, _ := json.Marshal(m)
	return []byte(autosaveHeader + string(head) + "\n" + pgnText)
}

// parseAutosave reads an autosave back, checking that it is whole.
func parseAutosave(data []byte) (savedGame, error) {
	if !bytes.HasPrefix(data, []byte(autosaveHeader)) {
		// No header: usable if it holds a game.
		sums, err := master.ParsePGN(bytes.NewReader(data))
		if err != nil || len(sums) == 0 {
			return savedGame{}, errDamaged
		}
		return savedGame{pgn: string(data), plain: true, meta: autosaveMeta{Running: true, Dirty: true, FileIndex: -1}}, nil
	}
	line, body, ok := bytes.Cut(data[len(autosaveHeader):], []byte("\n"))
	var m autosaveMeta
	if !ok || json.Unmarshal(line, &m) != nil || m.Size != len(body) || m.CRC != crc32.ChecksumIEEE(body) {
		return savedGame{}, errDamaged
	}
	return savedGame{meta: m, pgn: string(body)}, nil
}

// readSmallFile reads a file of at most 16 MB.
func readSmallFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, 16<<20+1))
	if err == nil && len(data) > 16<<20 {
		err = errors.New(lang.L("the file is larger than 16 MB"))
	}
	return data, err
}

// readAutosaveFile reads and checks one autosave file.
func readAutosaveFile(path string) (savedGame, error) {
	data, err := readSmallFile(path)
	if err != nil {
		return savedGame{}, err
	}
	return parseAutosave(data)
}

// writeAutosave stores the game in the window's slot. The previous
// generation, if whole, is first copied to the slot's second file, so a
// damaged newest file still leaves the game as it was a move before. An
// empty text removes both (no game to restore).
func (a *App) writeAutosave(pgnText string, m autosaveMeta) {
	if a.slot == nil || a.slot.lock == nil {
		return // no storage, or the window is closed: the slot is not ours
	}
	err := writeSlot(a.slot, pgnText, m)
	if err != nil {
		fyne.LogError("cannot write the autosave", err)
	}
	failing := a.autosaveErr != nil
	a.autosaveErr = err
	if err != nil && !failing {
		a.warnAutosaveFailed(err)
	}
}

// warnAutosaveFailed says, once each time the autosave starts failing (a
// full disk, a folder made read-only), that the game is no longer kept
// by itself: a crash would lose the moves since. Until an autosave is
// written again, closing the window asks about a game in no file too
// (mustAsk).
func (a *App) warnAutosaveFailed(err error) {
	if a.closed {
		return
	}
	msg := lang.L("The game can no longer be saved automatically: {{.Error}}.", tm{"Error": cleanText(err.Error())}) + "\n" +
		lang.L("Save it with File → Save PGN (Ctrl+S) to keep it; if the program ended now, the moves since the last automatic save would be lost.")
	a.showHeld(dialog.NewInformation(lang.L("Automatic saving failed"), msg, a.win))
}

// writeSlot is writeAutosave for any slot the caller holds.
func writeSlot(s *autosaveSlot, pgnText string, m autosaveMeta) error {
	if pgnText == "" {
		os.Remove(s.path())
		os.Remove(s.prevPath())
		return nil
	}
	if data, err := readSmallFile(s.path()); err == nil {
		if old, err := parseAutosave(data); err == nil {
			if old.pgn == pgnText && sameMeta(old.meta, m) {
				return nil // nothing changed: the file already says it
			}
			if err := safefile.Write(s.prevPath(), data); err != nil {
				return err
			}
		}
	}
	m.Saved = time.Now().UTC().Truncate(time.Second)
	return safefile.Write(s.path(), encodeAutosave(m, pgnText))
}

// sameMeta compares what two autosaves say, not when they were written.
func sameMeta(x, y autosaveMeta) bool {
	x.Saved, x.Size, x.CRC = time.Time{}, 0, 0
	y.Saved, y.Size, y.CRC = time.Time{}, 0, 0
	if (x.Clock == nil) != (y.Clock == nil) || x.Clock != nil && *x.Clock != *y.Clock {
		return false
	}
	x.Clock, y.Clock = nil, nil
	return x == y
}

// slotHasUnsaved reports whether a slot's game has changes that are in
// no file (a damaged newest file counts: it is not to be overwritten).
func slotHasUnsaved(s *autosaveSlot) bool {
	g, err := readAutosaveFile(s.path())
	if errors.Is(err, os.ErrNotExist) {
		g, err = readAutosaveFile(s.prevPath())
		if errors.Is(err, os.ErrNotExist) {
			return false
		}
	}
	return err != nil || g.meta.Dirty
}

// readAutosave is the text of an autosave in the storage folder, or ""
// when there is none: any slot's, for "is this the first start?".
func (a *App) readAutosave() string {
	dir := autosaveDir(a.fyneApp)
	if dir == "" {
		return ""
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if n := slotNumber(e.Name()); n > 0 && e.Type().IsRegular() {
			if data, err := readSmallFile(filepath.Join(dir, e.Name())); err == nil && len(strings.TrimSpace(string(data))) > 0 {
				return string(data)
			}
		}
	}
	return ""
}

// keepDamaged moves a damaged autosave aside, where the next move does
// not overwrite it; it returns the new name.
func keepDamaged(s *autosaveSlot, path string) string {
	if err := os.Rename(path, s.damagedPath()); err != nil {
		return path
	}
	return s.damagedPath()
}
