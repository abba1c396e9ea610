package sound

import (
	"errors"
	"strings"
	"sync"
	"testing"
	"time"
)

// fakeOutput records the sounds started on it.
type fakeOutput struct {
	mu     sync.Mutex
	voices []*fakeVoice
	fail   error
}

type fakeVoice struct {
	out           *fakeOutput
	n             int // bytes of PCM
	faded, closed bool
	finished      bool
}

func (o *fakeOutput) start(pcm []byte) voice {
	o.mu.Lock()
	defer o.mu.Unlock()
	v := &fakeVoice{out: o, n: len(pcm)}
	o.voices = append(o.voices, v)
	return v
}

func (o *fakeOutput) err() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.fail
}

func (v *fakeVoice) playing() bool {
	v.out.mu.Lock()
	defer v.out.mu.Unlock()
	return !v.finished && !v.closed
}

func (v *fakeVoice) fadeOut() {
	v.out.mu.Lock()
	v.faded = true
	v.out.mu.Unlock()
}

func (v *fakeVoice) close() {
	v.out.mu.Lock()
	v.closed = true
	v.out.mu.Unlock()
}

// started waits until n voices have started and returns them.
func (o *fakeOutput) started(t *testing.T, n int) []fakeVoice {
	t.Helper()
	deadline := time.Now().Add(2 * time.Second)
	for {
		o.mu.Lock()
		if len(o.voices) >= n || time.Now().After(deadline) {
			vs := make([]fakeVoice, len(o.voices))
			for i, v := range o.voices {
				vs[i] = *v
			}
			o.mu.Unlock()
			if len(vs) != n {
				t.Fatalf("%d sounds started, want %d", len(vs), n)
			}
			return vs
		}
		o.mu.Unlock()
		time.Sleep(time.Millisecond)
	}
}

func fakePlayer(t *testing.T, o opener, timeout time.Duration) *Player {
	t.Helper()
	p := newPlayer(&device{done: make(chan struct{})}, o, timeout)
	p.stale = time.Minute // the tests' machine may be busy
	t.Cleanup(p.Close)
	return p
}

func withOutput(out *fakeOutput) opener {
	return func() (output, error) { return out, nil }
}

// waitErr waits for the Player to report an error.
func waitErr(t *testing.T, p *Player, within time.Duration) error {
	t.Helper()
	deadline := time.Now().Add(within)
	for p.Err() == nil {
		if time.Now().After(deadline) {
			t.Fatalf("no error within %v", within)
		}
		time.Sleep(time.Millisecond)
	}
	return p.Err()
}

// playFast plays every kind and fails when Play takes 5 ms or more. A
// Play that was slow is timed again a few times, so that the scheduler
// pausing the test on a busy machine does not count; a Play that blocks
// is slow each time.
func playFast(t *testing.T, p *Player, rounds int) {
	t.Helper()
	for i := 0; i < rounds; i++ {
		for _, k := range Kinds {
			var d time.Duration
			for try := 0; try < 4; try++ {
				start := time.Now()
				p.Play(k)
				if d = time.Since(start); d < 5*time.Millisecond {
					break
				}
			}
			if d >= 5*time.Millisecond {
				t.Fatalf("Play(%v) took %v", k, d)
			}
		}
	}
}

func TestPlayerNoDevice(t *testing.T) {
	noDev := errors.New("no audio device here")
	p := fakePlayer(t, func() (output, error) { return nil, noDev }, time.Second)
	playFast(t, p, 20)
	if err := waitErr(t, p, time.Second); err != noDev {
		t.Fatalf("Err() = %v, want %v", err, noDev)
	}
	playFast(t, p, 20)
	p.SetMuted(true)
	playFast(t, p, 20)
	p.Notify(Event{SAN: "e4"})
	if !p.Muted() {
		t.Error("not muted")
	}
}

// TestPlayerDeviceHangs: a device that never answers makes the Player
// silent after the timeout; Play never waits for it, even with its queue
// full.
func TestPlayerDeviceHangs(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
	p := fakePlayer(t, func() (output, error) { <-release; return nil, errors.New("too late") }, 50*time.Millisecond)
	playFast(t, p, 50) // far more than the queue holds
	err := waitErr(t, p, 2*time.Second)
	if !strings.Contains(err.Error(), "did not open") {
		t.Fatalf("Err() = %v, want a timeout", err)
	}
	playFast(t, p, 20)
}

func TestPlayerPlays(t *testing.T) {
	out := &fakeOutput{}
	p := fakePlayer(t, withOutput(out), time.Second)
	p.Play(Move)
	vs := out.started(t, 1)
	if vs[0].n != len(pcm(Move)) {
		t.Errorf("started %d bytes, want the move's %d", vs[0].n, len(pcm(Move)))
	}
	// A newer sound fades out the older one.
	p.Play(Capture)
	vs = out.started(t, 2)
	if !vs[0].faded || vs[1].faded {
		t.Errorf("after a capture: move faded %v, capture faded %v; want true, false", vs[0].faded, vs[1].faded)
	}
	// The low-clock tick plays over what is playing.
	p.Play(LowClock)
	vs = out.started(t, 3)
	if vs[1].faded || vs[2].n != len(pcm(LowClock)) {
		t.Errorf("the tick faded the capture (%v) or was not the tick (%d bytes)", vs[1].faded, vs[2].n)
	}
	// Muting fades out what plays and plays nothing more.
	p.SetMuted(true)
	p.Play(Check)
	p.Notify(Event{GameOver: true})
	p.SetMuted(false)
	p.Play(Promote)
	vs = out.started(t, 4)
	if !vs[1].faded || !vs[2].faded {
		t.Error("muting did not fade out what was playing")
	}
	if vs[3].n != len(pcm(Promote)) {
		t.Errorf("after unmuting: %d bytes, want the promotion's %d", vs[3].n, len(pcm(Promote)))
	}
	if p.Err() != nil {
		t.Errorf("Err() = %v with a working device", p.Err())
	}
	p.Close()
	p.Play(Move) // after Close: nothing, no panic
	p.Close()
	out.mu.Lock()
	defer out.mu.Unlock()
	if len(out.voices) != 4 {
		t.Errorf("%d sounds after Close, want 4", len(out.voices))
	}
	for i, v := range out.voices {
		if !v.closed {
			t.Errorf("voice %d not closed by Close", i)
		}
	}
}

// TestPlayerDropsLateSounds: what was asked for while the device was
// still opening is not played once it opens: it would come too late.
func TestPlayerDropsLateSounds(t *testing.T) {
	out := &fakeOutput{}
	release := make(chan struct{})
	p := fakePlayer(t, func() (output, error) { <-release; return out, nil }, 5*time.Second)
	p.stale = staleAfter
	p.Play(Move)
	time.Sleep(staleAfter + 50*time.Millisecond)
	close(release)
	p.Play(Castle)
	vs := out.started(t, 1)
	if vs[0].n != len(pcm(Castle)) {
		t.Errorf("played %d bytes, want the castling's %d (the stale move dropped)", vs[0].n, len(pcm(Castle)))
	}
}

func TestPlayerDeviceFailsLater(t *testing.T) {
	out := &fakeOutput{}
	p := fakePlayer(t, withOutput(out), time.Second)
	p.Play(Move)
	out.started(t, 1)
	gone := errors.New("device unplugged")
	out.mu.Lock()
	out.fail = gone
	out.mu.Unlock()
	p.Play(Move)
	if err := waitErr(t, p, time.Second); err != gone {
		t.Fatalf("Err() = %v, want %v", err, gone)
	}
	p.Play(Move)
	time.Sleep(20 * time.Millisecond)
	out.started(t, 1)
}

// TestNotifyTicksEachSecond: the controller sends a ClockEvent each tenth
// below ten seconds; the tick sounds once per whole second.
func TestNotifyTicksEachSecond(t *testing.T) {
	out := &fakeOutput{}
	p := fakePlayer(t, withOutput(out), time.Second)
	clock := func(c Side, left time.Duration) Event {
		return Event{Clock: true, Running: c, Left: left}
	}
	ticks := 0
	for left := 10500 * time.Millisecond; left > 7*time.Second; left -= 100 * time.Millisecond {
		p.Notify(clock(WhiteSide, left+time.Millisecond))
	}
	ticks += 3 // 9.x, 8.x, 7.x
	out.started(t, ticks)
	// Black's clock runs (White moved): Black has plenty; then White's
	// runs again with 7.x left after an increment: it ticks again.
	p.Notify(clock(BlackSide, 30*time.Second))
	p.Notify(clock(WhiteSide, 7500*time.Millisecond))
	ticks++
	out.started(t, ticks)
	// The same second again does not tick; a stopped clock does not.
	p.Notify(clock(WhiteSide, 7400*time.Millisecond))
	p.Notify(Event{Clock: true, Left: 7 * time.Second})
	time.Sleep(20 * time.Millisecond)
	for _, v := range out.started(t, ticks) {
		if v.n != len(pcm(LowClock)) {
			t.Errorf("a clock event played %d bytes, not the tick", v.n)
		}
	}
}

func TestNilPlayer(t *testing.T) {
	var p *Player
	p.Play(Move)
	p.Notify(Event{SAN: "e4"})
	p.SetMuted(true)
	if p.Muted() || p.Err() == nil {
		t.Error("a nil Player is muted or has no error")
	}
	p.Close()
}

// TestPlayerConcurrent is for the race detector.
func TestPlayerConcurrent(t *testing.T) {
	out := &fakeOutput{}
	p := fakePlayer(t, withOutput(out), time.Second)
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 200; i++ {
				p.Play(Kinds[i%len(Kinds)])
				p.Notify(Event{Clock: true, Running: WhiteSide, Left: time.Duration(i) * 50 * time.Millisecond})
				p.SetMuted(i%7 == 0)
				_ = p.Muted()
				_ = p.Err()
			}
		}()
	}
	wg.Wait()
	p.Close()
}

// TestNewReal opens the real device: on a machine without one (CI, this
// container) the Player is silent and says why; either way New and Play
// return at once.
func TestNewReal(t *testing.T) {
	start := time.Now()
	p := New()
	defer p.Close()
	if d := time.Since(start); d > 50*time.Millisecond {
		t.Errorf("New took %v", d)
	}
	playFast(t, p, 5)
	select {
	case <-theDevice.done:
	case <-time.After(OpenTimeout + time.Second):
		t.Fatal("the device neither opened nor failed in time")
	}
	playFast(t, p, 5)
	time.Sleep(10 * time.Millisecond)
	if err := p.Err(); err != nil {
		t.Logf("silent: %v", err)
	} else {
		// A device is open: each sound plays to its end, and one faded
		// out stops too.
		t.Log("an audio device is open")
		for _, k := range Kinds {
			start := time.Now()
			v := theDevice.out.start(pcm(k))
			if k == Promote {
				v.fadeOut()
			}
			for v.playing() {
				if time.Since(start) > 3*time.Second {
					t.Fatalf("%v still playing after %v", k, time.Since(start))
				}
				time.Sleep(5 * time.Millisecond)
			}
			t.Logf("%v played for %v (it lasts %v)", k, time.Since(start).Round(time.Millisecond), Duration(k))
			v.close()
		}
		if err := theDevice.out.err(); err != nil {
			t.Errorf("device error: %v", err)
		}
	}
	q := New() // a second Player shares the device
	defer q.Close()
	playFast(t, q, 1)
}
