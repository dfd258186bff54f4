package sound

import (
	"bytes"
	"errors"
	"io"

	"github.com/ebitengine/oto/v3"
	"github.com/hajimehoshi/ebiten/v2/audio/mp3"

	"sabot/assets"
	"sabot/locales"
)

// SampleRate is the rate every sound is played at.
const SampleRate = 44100

// voice is what the player needs of an audio output: oto.Player, or a fake
// in tests.
type voice interface {
	Play()
	Pause()
	IsPlaying() bool
	SetVolume(float64)
	Close() error
}

// device is what the player needs of an audio device: an oto.Context, or a
// fake in tests.
type device interface {
	// Ready reports whether the device has finished opening.
	Ready() bool
	// Err is the device's error, once it has failed.
	Err() error
	// NewVoice returns an output playing src (16-bit stereo PCM).
	NewVoice(src io.Reader) voice
	// Suspend stops feeding the device (nothing plays), Resume starts
	// again; both only once it is Ready.
	Suspend() error
	Resume() error
}

// Player plays sounds. Its methods are called from the game's Update; it
// is not safe for concurrent use.
type Player struct {
	bank   *assets.Bank
	dev    device
	volume float64
	muted  bool

	down     bool // the device failed or was never there
	reported bool // Update has reported it

	effects []voice
	calls   []queued // the dealer's calls waiting, first is next
	talking voice    // the call being played
	// suspended: nothing plays, and the device is not fed silence (which
	// costs a thread's time, all of it on ALSA's null device).
	suspended bool
}

type queued struct {
	lang   locales.Lang
	phrase assets.Phrase
}

// New returns a player for the sounds of bank. With enabled false (for
// screenshots and tests) it never opens a device and plays nothing, without
// any notice. Opening the device is asynchronous: sounds played before it is
// ready are dropped.
func New(bank *assets.Bank, enabled bool) *Player {
	p := &Player{bank: bank, volume: 0.8}
	if !enabled {
		p.down, p.reported = true, true
		return p
	}
	dev, err := openOto()
	if err != nil {
		p.down = true
		return p
	}
	p.dev = dev
	p.suspended = true // openOto suspends it as soon as it is open
	return p
}

// newWithDevice is New with a given device, for tests.
func newWithDevice(bank *assets.Bank, dev device) *Player {
	return &Player{bank: bank, dev: dev, volume: 0.8}
}

// Available reports whether sound can be heard (a device is open and has
// not failed). Muting does not change it.
func (p *Player) Available() bool { return !p.down && p.dev != nil && p.dev.Ready() }

// Update advances the player by one tick: it releases the outputs that have
// finished, starts the next of the dealer's calls, and watches the device. It
// returns true once, on the tick the device is found missing or broken, so
// that the game can say "no audio device" once.
func (p *Player) Update() (lostDevice bool) {
	if !p.down && p.dev != nil && p.dev.Ready() && p.dev.Err() != nil {
		p.down = true
		p.stopAll()
	}
	if p.down {
		if !p.reported {
			p.reported = true
			return true
		}
		return false
	}
	kept := p.effects[:0]
	for _, v := range p.effects {
		if v.IsPlaying() {
			kept = append(kept, v)
		} else {
			v.Close()
		}
	}
	for i := len(kept); i < len(p.effects); i++ {
		p.effects[i] = nil
	}
	p.effects = kept
	if p.talking != nil && !p.talking.IsPlaying() {
		p.talking.Close()
		p.talking = nil
	}
	for p.talking == nil && len(p.calls) > 0 {
		c := p.calls[0]
		p.calls = p.calls[1:]
		if data, ok := p.bank.Voice(c.lang, c.phrase); ok {
			p.talking = p.start(data)
		}
	}
	p.rest()
	return false
}

// rest suspends the device when nothing plays.
func (p *Player) rest() {
	if p.suspended || p.down || p.dev == nil || !p.dev.Ready() || p.talking != nil || len(p.effects) > 0 || len(p.calls) > 0 {
		return
	}
	if p.dev.Suspend() == nil {
		p.suspended = true
	}
}

// Suspended reports whether the device is suspended because nothing plays.
func (p *Player) Suspended() bool { return p.suspended }

// Play plays a sound effect at once.
func (p *Player) Play(s assets.Sound) {
	if !p.Available() || p.muted {
		return
	}
	if data := p.bank.Effect(s); data != nil {
		if v := p.start(data); v != nil {
			p.effects = append(p.effects, v)
		}
	}
}

// Say queues one of the dealer's calls in a language; it plays when the
// calls before it have finished.
func (p *Player) Say(l locales.Lang, ph assets.Phrase) {
	if !p.Available() || p.muted {
		return
	}
	p.calls = append(p.calls, queued{l, ph})
}

// Busy reports whether a call is playing or waiting.
func (p *Player) Busy() bool { return p.talking != nil || len(p.calls) > 0 }

// Awake reports whether Update has work on the coming ticks whatever the
// user does: a call to start when the one playing ends, or the device still
// opening (whether it failed is told once it is open). The effects playing
// keep it too: when the last one ends, Update suspends the device.
func (p *Player) Awake() bool {
	if p.down {
		return !p.reported
	}
	return p.Busy() || len(p.effects) > 0 || (p.dev != nil && !p.dev.Ready())
}

// SetVolume sets the volume, 0-100, of every sound from now on and of those
// playing.
func (p *Player) SetVolume(v int) {
	p.volume = float64(min(max(v, 0), 100)) / 100
	for _, o := range p.effects {
		o.SetVolume(p.volume)
	}
	if p.talking != nil {
		p.talking.SetVolume(p.volume)
	}
}

// SetMuted mutes or unmutes; muting stops what is playing and drops the
// calls waiting.
func (p *Player) SetMuted(m bool) {
	p.muted = m
	if m {
		p.stopAll()
		p.rest()
	}
}

// Muted reports whether the player is muted.
func (p *Player) Muted() bool { return p.muted }

func (p *Player) stopAll() {
	for _, v := range p.effects {
		v.Pause()
		v.Close()
	}
	p.effects = p.effects[:0]
	if p.talking != nil {
		p.talking.Pause()
		p.talking.Close()
		p.talking = nil
	}
	p.calls = p.calls[:0]
}

// start decodes an MP3 file as it plays (resampled to SampleRate) and
// starts it.
func (p *Player) start(data []byte) voice {
	stream, err := mp3.DecodeWithSampleRate(SampleRate, bytes.NewReader(data))
	if err != nil {
		return nil
	}
	if p.suspended {
		if p.dev.Resume() != nil {
			return nil
		}
		p.suspended = false
	}
	v := p.dev.NewVoice(stream)
	v.SetVolume(p.volume)
	v.Play()
	return v
}

// otoDevice is the real audio device.
type otoDevice struct {
	ctx   *oto.Context
	ready chan struct{}
}

var errNoDevice = errors.New("sound: no audio device")

func openOto() (*otoDevice, error) {
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
		SampleRate:   SampleRate,
		ChannelCount: 2,
		Format:       oto.FormatSignedInt16LE,
	})
	if err != nil {
		return nil, err
	}
	if ctx == nil {
		return nil, errNoDevice
	}
	d := &otoDevice{ctx: ctx, ready: make(chan struct{})}
	// The device is suspended as soon as it is open, and only then said
	// Ready: the first sound resumes it. Otherwise it is fed silence from
	// the start, a thread's worth of time on ALSA's null device while the
	// first frame is being made.
	go func() {
		<-ready
		if ctx.Err() == nil {
			ctx.Suspend()
		}
		close(d.ready)
	}()
	return d, nil
}

func (d *otoDevice) Ready() bool {
	select {
	case <-d.ready:
		return true
	default:
		return false
	}
}

func (d *otoDevice) Err() error { return d.ctx.Err() }

func (d *otoDevice) NewVoice(src io.Reader) voice { return d.ctx.NewPlayer(src) }

func (d *otoDevice) Suspend() error { return d.ctx.Suspend() }

func (d *otoDevice) Resume() error { return d.ctx.Resume() }
