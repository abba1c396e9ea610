package ui

import (
	"runtime"
	"testing"

	"fyne.io/fyne/v2/test"

	"chessmaster/engine"
	"chessmaster/master"
)

// useCPUs makes the machine look as if it had n logical CPUs until the
// test ends.
func useCPUs(t *testing.T, n int) {
	t.Helper()
	old := numCPU
	numCPU = func() int { return n }
	t.Cleanup(func() { numCPU = old })
}

// humanVsComputer is a person (White, to move first, so that the
// computer does not think in the tests) against the computer at level.
func humanVsComputer(level, threads int) master.Settings {
	s := twoHumans()
	s.Black = master.PlayerConfig{Kind: master.Computer, Level: level, Threads: threads}
	return s
}

// The computer's threads default to all cores but one (at least one, at
// most the engine's limit), and the Preferences dialog offers 1 to the
// number of cores.
func TestComputerThreadsDefault(t *testing.T) {
	if got, want := defaultComputerThreads(), max(1, min(runtime.NumCPU()-1, engine.MaxThreads)); got != want {
		t.Errorf("this machine (%d CPUs): default %d threads, want %d", runtime.NumCPU(), got, want)
	}
	for _, c := range []struct{ cpus, most, def int }{
		{1, 1, 1}, {2, 2, 1}, {8, 8, 7}, {64, 64, 63}, {65, 64, 64}, {256, 64, 64},
	} {
		useCPUs(t, c.cpus)
		if got := maxComputerThreads(); got != c.most {
			t.Errorf("%d CPUs: at most %d threads, want %d", c.cpus, got, c.most)
		}
		if got := defaultComputerThreads(); got != c.def {
			t.Errorf("%d CPUs: default %d threads, want %d", c.cpus, got, c.def)
		}
	}

	useCPUs(t, 8)
	s := humanVsComputer(0, 0)
	h := newHarness(t, Options{Settings: &s})
	if got := h.a.settings.Black.Threads; got != 7 {
		t.Errorf("full strength with nothing chosen: %d threads, want 7 of 8 cores", got)
	}
	f := h.a.showPreferences()
	if n := len(f.threads.Options); n != 8 || f.threads.Options[0] != "1" || f.threads.Selected != "7" {
		t.Errorf("threads offered %q, chosen %q; want 1..8 with 7", f.threads.Options, f.threads.Selected)
	}
	if f.threadsHint.Text == "" {
		t.Error("no word on what the threads apply to")
	}

	// A preference from a bigger machine is kept within this one's cores.
	h.fa.Preferences().SetInt(prefComputerThreads, 48)
	if got := h.a.computerThreads(); got != 8 {
		t.Errorf("48 threads remembered on 8 cores: %d", got)
	}
}

// The threads chosen in Preferences go to every full-strength Computer
// the window makes: New Game, Players and Settings, the next start. A
// limited level always gets one thread.
func TestComputerThreadsPreference(t *testing.T) {
	useCPUs(t, 8)
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	p := h.fa.Preferences()

	f := h.a.showPreferences()
	f.threads.SetSelected("3")
	if got := p.Int(prefComputerThreads); got != 3 {
		t.Fatalf("threads preference %d, want 3", got)
	}
	test.Tap(h.overlayButtons()["Close"])

	// New Game: full strength gets the preference.
	g := h.a.showNewGame()
	g.black.kind.SetSelected("Computer")
	g.black.level.SetSelected(levelName(0))
	test.Tap(h.overlayButtons()["Start"])
	h.waitFor("new game", func() bool { return h.a.state.Black.Kind == master.Computer })
	if got := h.a.settings.Black.Threads; got != 3 {
		t.Errorf("New Game at full strength: %d threads, want 3", got)
	}
	if got := h.a.settings.White.Threads; got != 0 {
		t.Errorf("the human was given %d threads", got)
	}

	// Players and Settings: a limited level gets one thread.
	g = h.a.showSettings()
	g.black.level.SetSelected(levelName(3))
	test.Tap(h.overlayButtons()["Apply"])
	h.waitFor("settings", func() bool { return h.a.state.Black.Level == 3 })
	if got := h.a.settings.Black.Threads; got != 1 {
		t.Errorf("level 3: %d threads, want 1", got)
	}

	// Whatever a new game's settings ask for, the preference decides.
	h.a.startNewGame(humanVsComputer(5, 6))
	if got := h.a.settings.Black.Threads; got != 1 {
		t.Errorf("level 5 asking for 6 threads: %d", got)
	}
	h.a.startNewGame(humanVsComputer(0, 6))
	if got := h.a.settings.Black.Threads; got != 3 {
		t.Errorf("full strength asking for 6 threads: %d, want the preference's 3", got)
	}

	// The next start restores the game with the threads chosen since.
	p.SetInt(prefComputerThreads, 5)
	h.a.close()
	h.start(Options{})
	if got := h.a.settings.Black; got.Kind != master.Computer || got.Level != 0 || got.Threads != 5 {
		t.Errorf("next start: %+v, want full strength with 5 threads", got)
	}

	// -threads on the command line is kept for its game; without it the
	// preference applies.
	h.a.close()
	cmd := humanVsComputer(0, 2)
	h.start(Options{Settings: &cmd})
	if got := h.a.settings.Black.Threads; got != 2 {
		t.Errorf("-threads 2: %d threads", got)
	}
	h.a.close()
	cmd = humanVsComputer(0, 0)
	h.start(Options{Settings: &cmd})
	if got := h.a.settings.Black.Threads; got != 5 {
		t.Errorf("command line without -threads: %d threads, want 5", got)
	}
}
