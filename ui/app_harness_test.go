package ui

import (
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"chessmaster/master"
	"chessmaster/puzzle"
	"chessmaster/ui/widgets/widgettest"
)

// harness runs an App in Fyne's test driver. Controller events arrive on
// the controller's goroutine; they are queued and run on the test goroutine
// by pump, as fyne.Do would run them on the UI goroutine.
type harness struct {
	t  *testing.T
	fa fyne.App
	a  *App

	mu    sync.Mutex
	queue []func()

	// clocks stands in for the controller's SetClocks in the next start
	// (nil: the controller's own, if it has one).
	clocks clockSetter
}

func twoHumans() master.Settings {
	return master.Settings{
		White:         master.PlayerConfig{Kind: master.Human},
		Black:         master.PlayerConfig{Kind: master.Human},
		AllowTakeback: true,
	}
}

func newHarness(t *testing.T, opts Options) *harness {
	t.Helper()
	// Fyne's test storage lives in os.TempDir(): each test gets its own,
	// so that the autosave file of one test (or of another run on the
	// machine) is not the next test's "last session".
	t.Setenv("TMPDIR", t.TempDir())
	// The puzzle profile is shared with the terminal's, in the user's
	// config folder: a test's is its own.
	t.Setenv(puzzle.ProfileEnv, filepath.Join(t.TempDir(), "puzzles.json"))
	h := &harness{t: t, fa: test.NewTempApp(t)}
	h.start(opts)
	return h
}

// start opens a window on the harness's app (a second start simulates the
// next session: preferences carry over).
func (h *harness) start(opts Options) {
	h.t.Helper()
	a, err := newApp(h.fa, opts, runtimeEnv{post: h.post, clocks: h.clocks})
	if err != nil {
		h.t.Fatal(err)
	}
	h.a = a
	a.board.Animation = 0
	a.win.Resize(fyne.NewSize(1000, 700))
	h.t.Cleanup(func() { a.close(); h.pump() })
	h.pump()
}

func (h *harness) post(f func()) {
	h.mu.Lock()
	h.queue = append(h.queue, f)
	h.mu.Unlock()
}

// pump runs the queued UI work.
func (h *harness) pump() {
	for {
		h.mu.Lock()
		q := h.queue
		h.queue = nil
		h.mu.Unlock()
		if len(q) == 0 {
			return
		}
		for _, f := range q {
			f()
		}
	}
}

// waitFor pumps until cond holds, failing after a few seconds.
func (h *harness) waitFor(what string, cond func() bool) {
	h.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		h.pump()
		if cond() {
			return
		}
		if time.Now().After(deadline) {
			h.t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// play makes moves on the board by tapping, as a user would.
func (h *harness) play(moves ...string) {
	h.t.Helper()
	for _, m := range moves {
		// A tap before the board takes moves again (its turn's events
		// still on their way, as on a loaded machine) would be lost.
		h.waitFor("the board to take "+m, h.a.board.AcceptsInput)
		want := len(h.a.ctrl.Snapshot().Moves) + 1
		widgettest.TapSquare(h.a.board, m[:2])
		widgettest.TapSquare(h.a.board, m[2:4])
		if len(m) == 5 {
			if !h.a.board.ChoosePromotion(m[4]) {
				h.t.Fatalf("no promotion chooser for %s", m)
			}
		}
		h.waitFor("move "+m, func() bool { return len(h.a.state.Moves) >= want })
	}
}

// typeShortcut sends a keyboard shortcut to the window as the desktop
// driver does. Fyne's test canvas wraps the software canvas (which has the
// shortcut handler) behind an interface, so it is reached by reflection.
func (h *harness) typeShortcut(sc fyne.Shortcut) {
	h.t.Helper()
	v := reflect.ValueOf(h.a.win.Canvas())
	for v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface {
		if t, ok := v.Interface().(interface{ TypedShortcut(fyne.Shortcut) }); ok {
			t.TypedShortcut(sc)
			return
		}
		v = v.Elem()
		if v.Kind() == reflect.Struct {
			v = v.FieldByName("WindowlessCanvas")
		}
	}
	h.t.Fatal("cannot reach the canvas's shortcut handler")
}

// pressShortcut delivers a shortcut the way Fyne's desktop driver does
// for a key press: a main-menu item with that shortcut runs first (even a
// disabled one), else the canvas's handler. typeShortcut alone is the
// second half.
func (h *harness) pressShortcut(sc fyne.Shortcut) {
	h.t.Helper()
	for _, m := range h.a.win.MainMenu().Items {
		for _, it := range m.Items {
			if it.Shortcut != nil && it.Shortcut.ShortcutName() == sc.ShortcutName() && it.Action != nil {
				it.Action()
				return
			}
		}
	}
	h.typeShortcut(sc)
}

// overlayButtons returns the buttons of the topmost dialog by label.
func (h *harness) overlayButtons() map[string]*widget.Button {
	out := map[string]*widget.Button{}
	top := h.a.win.Canvas().Overlays().Top()
	if top == nil {
		return out
	}
	for _, o := range test.LaidOutObjects(top) {
		if b, ok := o.(*widget.Button); ok {
			out[b.Text] = b
		}
	}
	return out
}

// overlayText joins the labels of the topmost dialog.
func (h *harness) overlayText() string {
	top := h.a.win.Canvas().Overlays().Top()
	if top == nil {
		return ""
	}
	var parts []string
	for _, o := range test.LaidOutObjects(top) {
		switch l := o.(type) {
		case *widget.Label:
			parts = append(parts, l.Text)
		case *widget.RichText:
			parts = append(parts, l.String())
		}
	}
	return strings.Join(parts, "\n")
}

func (h *harness) sans() []string {
	var out []string
	for _, m := range h.a.state.Moves {
		out = append(out, m.SAN)
	}
	return out
}
