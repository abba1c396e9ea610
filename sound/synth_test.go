package sound

import (
	"encoding/binary"
	"flag"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

var wavDir = flag.String("sound.wavdir", "", "write each sound as a WAV file into this folder (to listen to them)")

const fullScale = 32767.0

func TestSoundProperties(t *testing.T) {
	for _, k := range Kinds {
		s := samples(k)
		n := len(s)
		dur := float64(n) / SampleRate
		if d := Duration(k); d < 60*time.Millisecond || d > 400*time.Millisecond {
			t.Errorf("%v lasts %.0f ms, want 60-400 ms", k, dur*1000)
		}
		if n == 0 {
			continue
		}
		var peak, sum, maxStep float64
		for i, v := range s {
			x := float64(v) / fullScale
			peak = math.Max(peak, math.Abs(x))
			sum += x
			if i > 0 {
				maxStep = math.Max(maxStep, math.Abs(x-float64(s[i-1])/fullScale))
			}
		}
		if peak > MaxPeak+1e-9 {
			t.Errorf("%v peaks at %.3f of full scale, more than %.1f", k, peak, MaxPeak)
		}
		if peak < 0.15 {
			t.Errorf("%v peaks at only %.3f of full scale: too quiet", k, peak)
		}
		if dc := sum / float64(n); math.Abs(dc) > 0.001 {
			t.Errorf("%v has a DC offset of %.5f of full scale", k, dc)
		}
		// No click: the sound starts and ends at zero and gets there
		// smoothly.
		if s[0] != 0 || s[n-1] != 0 {
			t.Errorf("%v starts at %d and ends at %d, want 0 and 0", k, s[0], s[n-1])
		}
		head, tail := maxAbs(s[:sec(0.0005)]), maxAbs(s[n-sec(0.002):])
		if head > 0.5*peak {
			t.Errorf("%v: the first 0.5 ms reach %.3f (peak %.3f): no fade-in", k, head, peak)
		}
		if tail > 0.05*peak {
			t.Errorf("%v: the last 2 ms reach %.3f (peak %.3f): no fade-out", k, tail, peak)
		}
		if maxStep > 0.3 {
			t.Errorf("%v jumps by %.3f of full scale between two samples", k, maxStep)
		}
		t.Logf("%-9v %3.0f ms  peak %.2f  max step %.3f", k, dur*1000, peak, maxStep)
	}
	if samples(None) != nil || pcm(None) != nil {
		t.Error("None has samples")
	}
}

// TestSoundCharacter checks what each sound is meant to be: a capture is
// louder than a move, castling has two knocks, the tones sit where they
// should, the tick is soft.
func TestSoundCharacter(t *testing.T) {
	peak := func(k Kind) float64 { return maxAbs(samples(k)) }
	if !(peak(Capture) > peak(Move)) {
		t.Errorf("capture (%.2f) is not louder than a move (%.2f)", peak(Capture), peak(Move))
	}
	if !(peak(LowClock) < peak(Move)) {
		t.Errorf("the low-clock tick (%.2f) is not softer than a move (%.2f)", peak(LowClock), peak(Move))
	}
	// Castling: the second knock starts after 95 ms of near silence.
	c := samples(Castle)
	if quiet, knock := maxAbs(c[sec(0.085):sec(0.094)]), maxAbs(c[sec(0.095):sec(0.11)]); !(knock > 4*quiet) {
		t.Errorf("castling: no second knock (%.3f before, %.3f after 95 ms)", quiet, knock)
	}
	// A move is a low knock, most of its energy below 1 kHz; the check's
	// second tone is A5.
	if f := dominant(samples(Move)[:sec(0.05)], 100, 2000); f < 150 || f > 400 {
		t.Errorf("move: dominant frequency %.0f Hz, want a low knock (150-400 Hz)", f)
	}
	if f := dominant(samples(Check)[sec(0.13):sec(0.25)], 200, 2000); math.Abs(f-noteA5) > 20 {
		t.Errorf("check: second tone at %.0f Hz, want %.0f", f, noteA5)
	}
	if f := dominant(samples(GameEnd)[sec(0.1):sec(0.3)], 100, 1000); f < 250 || f > 400 {
		t.Errorf("game end: strongest note %.0f Hz, want one of C4 E4 G4", f)
	}
	if len(pcm(Move)) != 2*len(samples(Move)) || int16(binary.LittleEndian.Uint16(pcm(Move)[200:])) != samples(Move)[100] {
		t.Error("pcm is not the samples as 16-bit little endian")
	}
	// The sounds are the same each time (seeded noise).
	a := render(Capture)
	for i, v := range samples(Capture) {
		if a[i] != v {
			t.Fatalf("Capture differs between renders at sample %d", i)
		}
	}
}

func TestWriteWAVs(t *testing.T) {
	if *wavDir == "" {
		t.Skip("go test ./sound -run WAV -args -sound.wavdir=DIR writes the sounds to listen to")
	}
	for _, k := range Kinds {
		name := filepath.Join(*wavDir, strings.ReplaceAll(k.String(), " ", "-")+".wav")
		if err := os.WriteFile(name, wav(samples(k)), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Log("wrote", name)
	}
}

// wav wraps mono 16-bit samples in a WAV header.
func wav(s []int16) []byte {
	data := 2 * len(s)
	b := make([]byte, 44+data)
	copy(b, "RIFF")
	binary.LittleEndian.PutUint32(b[4:], uint32(36+data))
	copy(b[8:], "WAVEfmt ")
	binary.LittleEndian.PutUint32(b[16:], 16)
	binary.LittleEndian.PutUint16(b[20:], 1) // PCM
	binary.LittleEndian.PutUint16(b[22:], 1) // mono
	binary.LittleEndian.PutUint32(b[24:], SampleRate)
	binary.LittleEndian.PutUint32(b[28:], 2*SampleRate)
	binary.LittleEndian.PutUint16(b[32:], 2)
	binary.LittleEndian.PutUint16(b[34:], 16)
	copy(b[36:], "data")
	binary.LittleEndian.PutUint32(b[40:], uint32(data))
	for i, v := range s {
		binary.LittleEndian.PutUint16(b[44+2*i:], uint16(v))
	}
	return b
}

func maxAbs(s []int16) float64 {
	var m float64
	for _, v := range s {
		m = math.Max(m, math.Abs(float64(v))/fullScale)
	}
	return m
}

// dominant is the frequency between lo and hi Hz (in 5 Hz steps) with the
// most energy in s, by a plain DFT.
func dominant(s []int16, lo, hi float64) float64 {
	best, bestF := -1.0, 0.0
	for f := lo; f <= hi; f += 5 {
		var re, im float64
		w := 2 * math.Pi * f / SampleRate
		for i, v := range s {
			re += float64(v) * math.Cos(w*float64(i))
			im += float64(v) * math.Sin(w*float64(i))
		}
		if e := re*re + im*im; e > best {
			best, bestF = e, f
		}
	}
	return bestF
}
