package sound

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
	"sync"
	"time"
)

// SampleRate is the sounds' sample rate in Hz; they are 16-bit mono.
const SampleRate = 44100

// MaxPeak is the loudest any sound gets, as a fraction of full scale.
const MaxPeak = 0.8

var synth struct {
	once    sync.Once
	samples map[Kind][]int16
	pcm     map[Kind][]byte // samples as 16-bit little-endian bytes
}

// synthesise makes every sound once.
func synthesise() {
	synth.once.Do(func() {
		synth.samples = make(map[Kind][]int16, len(Kinds))
		synth.pcm = make(map[Kind][]byte, len(Kinds))
		for _, k := range Kinds {
			s := render(k)
			b := make([]byte, 2*len(s))
			for i, v := range s {
				binary.LittleEndian.PutUint16(b[2*i:], uint16(v))
			}
			synth.samples[k], synth.pcm[k] = s, b
		}
	})
}

// samples is sound k as 16-bit mono samples at SampleRate (nil for None).
// The slice is shared: do not modify it.
func samples(k Kind) []int16 {
	synthesise()
	return synth.samples[k]
}

// pcm is sound k in the format the device is opened with.
func pcm(k Kind) []byte {
	synthesise()
	return synth.pcm[k]
}

// Duration is how long sound k lasts.
func Duration(k Kind) time.Duration {
	return time.Duration(len(samples(k))) * time.Second / SampleRate
}

// sec converts seconds to samples.
func sec(s float64) int { return int(math.Round(s * SampleRate)) }

// partial is one decaying sine. Its frequency glides exponentially from
// freq*glide to freq with time constant glideTau (glide 1: no glide).
type partial struct {
	freq, amp, tau  float64 // Hz, relative amplitude, decay time constant (s)
	glide, glideTau float64
	attack          float64 // raised-cosine attack (s); 0 for an impact
	phase           float64
}

// add mixes p into buf from sample start on.
func (p partial) add(buf []float64, start int) {
	ph := p.phase
	for i := start; i < len(buf); i++ {
		t := float64(i-start) / SampleRate
		f := p.freq
		if p.glide != 0 && p.glide != 1 {
			f *= 1 + (p.glide-1)*math.Exp(-t/p.glideTau)
		}
		env := p.amp * math.Exp(-t/p.tau)
		if p.attack > 0 && t < p.attack {
			env *= 0.5 - 0.5*math.Cos(math.Pi*t/p.attack)
		}
		if env < 1e-5 && t > p.attack {
			break
		}
		buf[i] += env * math.Sin(ph)
		ph += 2 * math.Pi * f / SampleRate
	}
}

// noiseBurst mixes low-passed white noise decaying with tau from sample
// start on. The noise is seeded so that the sounds are always the same.
func noiseBurst(buf []float64, start int, amp, tau, cutoff float64, seed uint64) {
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	a := lowPassCoef(cutoff)
	var y1, y2 float64
	for i := start; i < len(buf); i++ {
		t := float64(i-start) / SampleRate
		env := amp * math.Exp(-t/tau)
		if env < 1e-5 {
			break
		}
		x := 2*r.Float64() - 1
		y1 += a * (x - y1)
		y2 += a * (y1 - y2)
		buf[i] += env * y2 * 2 // the two poles take about half the level
	}
}

func lowPassCoef(cutoff float64) float64 {
	return 1 - math.Exp(-2*math.Pi*cutoff/SampleRate)
}

// lowPass runs a one-pole low-pass filter over buf, twice (12 dB/octave).
func lowPass(buf []float64, cutoff float64) {
	a := lowPassCoef(cutoff)
	for pass := 0; pass < 2; pass++ {
		var y float64
		for i, x := range buf {
			y += a * (x - y)
			buf[i] = y
		}
	}
}

// tock is one wooden knock at sample start: a low body that drops a
// little in pitch, a faster woody overtone and a very short low-passed
// click. pitch scales the frequencies, bright the overtones and click.
func tock(buf []float64, start int, pitch, bright, amp float64, seed uint64) {
	ps := []partial{
		{freq: 210 * pitch, amp: 1, tau: 0.024, glide: 1.12, glideTau: 0.006},
		{freq: 560 * pitch, amp: 0.45 * bright, tau: 0.011, glide: 1.05, glideTau: 0.004, phase: 0.7},
		{freq: 1270 * pitch, amp: 0.18 * bright, tau: 0.005, phase: 1.9},
	}
	for _, p := range ps {
		p.amp *= amp
		p.add(buf, start)
	}
	noiseBurst(buf, start, 0.5*amp*bright, 0.0018, 2600*bright, seed)
}

// tone is a soft pitched note: a sine with a little second and third
// harmonic, a short attack and an exponential decay.
func tone(buf []float64, start int, freq, amp, attack, tau float64) {
	for h, rel := range []float64{1, 0.22, 0.06} {
		partial{freq: freq * float64(h+1), amp: amp * rel, tau: tau / float64(h+1), attack: attack}.add(buf, start)
	}
}

// bell is a chime note: the fundamental, an octave and an inharmonic
// partial (2.76 times the fundamental, as a small bar's) that dies fast.
func bell(buf []float64, start int, freq, amp, tau float64) {
	partial{freq: freq, amp: amp, tau: tau, attack: 0.003}.add(buf, start)
	partial{freq: 2 * freq, amp: 0.18 * amp, tau: tau / 2, attack: 0.003, phase: 0.4}.add(buf, start)
	partial{freq: 2.76 * freq, amp: 0.1 * amp, tau: 0.03, attack: 0.002, phase: 1.1}.add(buf, start)
}

// Notes used below (equal temperament, A4 = 440 Hz).
const (
	noteC4 = 261.63
	noteE4 = 329.63
	noteG4 = 392.00
	noteC5 = 523.25
	noteE5 = 659.25
	noteA5 = 880.00
	noteC6 = 1046.50
	noteE6 = 1318.51
	noteG6 = 1567.98
	noteC7 = 2093.00
)

// render synthesises sound k as finished 16-bit samples.
func render(k Kind) []int16 {
	var (
		buf             []float64
		peak            float64 // target peak, fraction of full scale
		fadeIn, fadeOut float64 // seconds
		lowPassAt       float64 // Hz; 0: none
	)
	switch k {
	case Move:
		buf = make([]float64, sec(0.11))
		tock(buf, 0, 1, 1, 1, 1)
		peak, fadeIn, fadeOut, lowPassAt = 0.5, 0.0015, 0.02, 4000
	case Capture:
		// The piece lands hard and knocks the captured one: two close,
		// brighter knocks.
		buf = make([]float64, sec(0.15))
		tock(buf, 0, 1.15, 1.6, 1, 2)
		tock(buf, sec(0.014), 1.45, 1.3, 0.6, 3)
		peak, fadeIn, fadeOut, lowPassAt = 0.7, 0.001, 0.03, 6000
	case Castle:
		// King, then rook, a little lower.
		buf = make([]float64, sec(0.21))
		tock(buf, 0, 1, 1, 1, 4)
		tock(buf, sec(0.095), 0.9, 1, 0.9, 5)
		peak, fadeIn, fadeOut, lowPassAt = 0.5, 0.0015, 0.02, 4000
	case Check:
		// A rising fourth: E5 then A5.
		buf = make([]float64, sec(0.32))
		tone(buf, 0, noteE5, 1, 0.004, 0.08)
		tone(buf, sec(0.11), noteA5, 1, 0.004, 0.09)
		peak, fadeIn, fadeOut, lowPassAt = 0.55, 0.002, 0.05, 0
	case Promote:
		// C6 E6 G6 C7, each 55 ms after the last.
		buf = make([]float64, sec(0.4))
		for i, f := range []float64{noteC6, noteE6, noteG6, noteC7} {
			bell(buf, sec(0.055*float64(i)), f, 1-0.12*float64(i), 0.11)
		}
		peak, fadeIn, fadeOut, lowPassAt = 0.5, 0.002, 0.08, 7000
	case GameEnd:
		// C major, gently strummed, with the octave on top.
		buf = make([]float64, sec(0.4))
		for i, f := range []float64{noteC4, noteE4, noteG4, noteC5} {
			amp := 1.0
			if i == 3 {
				amp = 0.5
			}
			tone(buf, sec(0.02*float64(i)), f, amp, 0.025, 0.22)
		}
		peak, fadeIn, fadeOut, lowPassAt = 0.5, 0.005, 0.1, 3000
	case LowClock:
		buf = make([]float64, sec(0.06))
		partial{freq: 1750, amp: 1, tau: 0.006, attack: 0.0008}.add(buf, 0)
		partial{freq: 880, amp: 0.6, tau: 0.01, attack: 0.0008, phase: 0.5}.add(buf, 0)
		peak, fadeIn, fadeOut, lowPassAt = 0.25, 0.001, 0.02, 5000
	default:
		return nil
	}
	if lowPassAt > 0 {
		lowPass(buf, lowPassAt)
	}
	return finish(buf, peak, fadeIn, fadeOut)
}

// finish removes any DC offset, fades both ends to silence (raised
// cosine), scales to peak and rounds to 16 bits.
func finish(buf []float64, peak, fadeIn, fadeOut float64) []int16 {
	n := len(buf)
	w := make([]float64, n) // the fade window
	in, out := sec(fadeIn), sec(fadeOut)
	for i := range w {
		w[i] = 1
		if i < in {
			w[i] = 0.5 - 0.5*math.Cos(math.Pi*float64(i)/float64(in))
		}
		if j := n - 1 - i; j < out {
			w[i] *= 0.5 - 0.5*math.Cos(math.Pi*float64(j)/float64(out))
		}
	}
	var mean float64
	for _, x := range buf {
		mean += x
	}
	mean /= float64(n)
	var faded, wsum float64
	for i := range buf {
		buf[i] = (buf[i] - mean) * w[i]
		faded += buf[i]
		wsum += w[i]
	}
	// The fades moved the mean a little: take it out in the window's
	// shape, so that the ends stay exactly zero.
	for i := range buf {
		buf[i] -= faded / wsum * w[i]
	}
	var max float64
	for _, x := range buf {
		max = math.Max(max, math.Abs(x))
	}
	peak = math.Min(peak, MaxPeak)
	s := make([]int16, n)
	if max == 0 {
		return s
	}
	scale := peak * 32767 / max
	for i, x := range buf {
		s[i] = int16(math.Round(x * scale))
	}
	return s
}
