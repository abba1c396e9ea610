package sound

import (
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"
)

// output is an open audio device.
type output interface {
	// start plays 16-bit mono PCM at SampleRate and returns at once.
	start(pcm []byte) voice
	// err is a problem the device had since it opened (nil if none).
	err() error
}

// voice is one sound that is playing.
type voice interface {
	playing() bool
	fadeOut() // to silence within a few milliseconds, without a click
	close()
}

// OpenTimeout is how long a Player waits for the audio device before it
// gives up and stays silent. Opening never blocks New.
const OpenTimeout = 3 * time.Second

// staleAfter: a sound that could not start within this long after Play is
// dropped rather than played late.
const staleAfter = 250 * time.Millisecond

// maxVoices bounds the voices kept (playing or fading) at once.
const maxVoices = 8

// opener opens the device (openDevice, or a fake in tests).
type opener func() (output, error)

// device is the process's one audio device: oto allows one context per
// process, so every Player shares it.
type device struct {
	once sync.Once
	done chan struct{} // closed when out or err is set
	out  output
	err  error
}

var theDevice = &device{done: make(chan struct{})}

// open starts opening the device in the background, once, and gives up
// after timeout.
func (d *device) open(o opener, timeout time.Duration) {
	d.once.Do(func() {
		go func() {
			type result struct {
				out output
				err error
			}
			res := make(chan result, 1)
			go func() {
				out, err := o()
				res <- result{out, err}
			}()
			t := time.NewTimer(timeout)
			defer t.Stop()
			select {
			case r := <-res:
				d.out, d.err = r.out, r.err
				if d.out == nil && d.err == nil {
					d.err = errors.New("sound: no audio device")
				}
			case <-t.C:
				d.err = fmt.Errorf("sound: the audio device did not open within %v", timeout)
			}
			close(d.done)
		}()
	})
}

// Player plays the sounds. Its methods may be called from any goroutine
// and never block; all of them do nothing on a nil *Player.
type Player struct {
	muted atomic.Bool
	reqs  chan request
	quit  chan struct{}
	done  chan struct{} // closed when the worker has stopped
	close sync.Once

	errMu sync.Mutex
	err   error

	stale time.Duration // staleAfter; longer in tests on a busy machine

	tickMu   sync.Mutex
	tickSide Side  // the clock that last ticked (NoSide: none)
	tickSec  int64 // its whole seconds left then
}

type request struct {
	kind Kind // None: fade out what is playing
	at   time.Time
}

// New returns a Player, at once. It opens the audio device in the
// background; until the device is open, and for good if it cannot be
// opened, the Player plays silently and Err says why.
func New() *Player {
	return newPlayer(theDevice, openDevice, OpenTimeout)
}

func newPlayer(d *device, o opener, timeout time.Duration) *Player {
	p := &Player{
		reqs:  make(chan request, 8),
		quit:  make(chan struct{}),
		done:  make(chan struct{}),
		stale: staleAfter,
	}
	d.open(o, timeout)
	go p.run(d)
	return p
}

// Play starts sound k and returns at once. Nothing plays when the Player
// is muted, k is None, or there is no device; when the Player is busy the
// sound may be dropped. A new sound fades out the ones still playing,
// except LowClock, which plays over them.
func (p *Player) Play(k Kind) {
	if p == nil || k == None || p.muted.Load() {
		return
	}
	p.send(request{kind: k, at: time.Now()})
}

func (p *Player) send(r request) {
	select {
	case p.reqs <- r:
	case <-p.quit:
	default: // busy: drop it rather than block the caller
	}
}

// Notify plays the sound for an event (KindFor). A low clock ticks once
// for each whole second the running side has left, not at each of the
// controller's tenths.
func (p *Player) Notify(ev Event) {
	if p == nil {
		return
	}
	k := KindFor(ev)
	if ev.Clock && ev.SAN == "" && !ev.GameOver {
		if !p.tick(ev, k == LowClock) {
			return
		}
	}
	p.Play(k)
}

// tick reports whether a clock report that is low should tick now, and
// remembers which second it ticked for.
func (p *Player) tick(e Event, low bool) bool {
	p.tickMu.Lock()
	defer p.tickMu.Unlock()
	if !low {
		// Plenty of time, another side's turn, or both stopped: the next
		// low second ticks again.
		p.tickSide = NoSide
		return false
	}
	s := int64(e.Left / time.Second)
	if e.Running == p.tickSide && s == p.tickSec {
		return false
	}
	p.tickSide, p.tickSec = e.Running, s
	return true
}

// SetMuted mutes or unmutes the Player. Muting also fades out what is
// playing.
func (p *Player) SetMuted(m bool) {
	if p == nil {
		return
	}
	if p.muted.Swap(m) != m && m {
		p.send(request{kind: None, at: time.Now()})
	}
}

// Muted reports whether the Player is muted.
func (p *Player) Muted() bool { return p != nil && p.muted.Load() }

// Err says why the Player is silent: the device could not be opened, did
// not open in time, failed later, or this build has no audio. It is nil
// while the device is opening and while sound works.
func (p *Player) Err() error {
	if p == nil {
		return errors.New("sound: no player")
	}
	p.errMu.Lock()
	defer p.errMu.Unlock()
	return p.err
}

func (p *Player) setErr(err error) {
	p.errMu.Lock()
	p.err = err
	p.errMu.Unlock()
}

// Close stops the Player: what is playing fades out and later calls do
// nothing. The shared device stays open for other Players.
func (p *Player) Close() {
	if p == nil {
		return
	}
	p.close.Do(func() { close(p.quit) })
	<-p.done
}

// run is the Player's goroutine: it waits for the device, then plays the
// requests.
func (p *Player) run(d *device) {
	defer close(p.done)
	select {
	case <-d.done:
	case <-p.quit:
		return
	}
	out := d.out
	if d.err != nil {
		p.setErr(d.err)
		out = nil
	}
	var voices []voice
	defer func() {
		for _, v := range voices {
			v.fadeOut()
		}
		if len(voices) > 0 {
			time.Sleep(30 * time.Millisecond) // let the fades play
		}
		for _, v := range voices {
			v.close()
		}
	}()
	for {
		var r request
		select {
		case r = <-p.reqs:
		case <-p.quit:
			return
		}
		if out == nil {
			continue
		}
		if err := out.err(); err != nil {
			p.setErr(err)
			out = nil
			continue
		}
		// Forget the voices that have finished.
		kept := voices[:0]
		for _, v := range voices {
			if v.playing() {
				kept = append(kept, v)
			} else {
				v.close()
			}
		}
		clear(voices[len(kept):])
		voices = kept
		if r.kind != LowClock { // a new sound, or muting (None)
			for _, v := range voices {
				v.fadeOut()
			}
		}
		if r.kind == None || p.muted.Load() || time.Since(r.at) > p.stale {
			continue
		}
		for len(voices) >= maxVoices {
			voices[0].close()
			voices = voices[1:]
		}
		voices = append(voices, out.start(pcm(r.kind)))
	}
}
