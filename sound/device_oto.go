//go:build cgo || windows || darwin

package sound

import (
	"bytes"

	"github.com/ebitengine/oto/v3"
)

// openDevice opens the audio device through oto (ALSA through cgo on
// Linux, pure Go on Windows and macOS). It returns when the device is
// ready or failed; the caller bounds the wait.
func openDevice() (output, error) {
	quietALSA()
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
		SampleRate:   SampleRate,
		ChannelCount: 1,
		Format:       oto.FormatSignedInt16LE,
	})
	if err != nil {
		return nil, err
	}
	<-ready
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return otoOutput{ctx}, nil
}

type otoOutput struct{ ctx *oto.Context }

func (o otoOutput) start(pcm []byte) voice {
	p := o.ctx.NewPlayer(bytes.NewReader(pcm))
	p.Play()
	return otoVoice{p}
}

func (o otoOutput) err() error { return o.ctx.Err() }

// otoVoice keeps its oto.Player referenced while it plays: oto closes a
// player that is garbage collected.
type otoVoice struct{ p *oto.Player }

func (v otoVoice) playing() bool { return v.p.IsPlaying() }

// fadeOut sets the volume to zero; oto ramps to it over the next buffer
// it mixes, so there is no click.
func (v otoVoice) fadeOut() { v.p.SetVolume(0) }

func (v otoVoice) close() { _ = v.p.Close() }
