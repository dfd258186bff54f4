package sound

import (
	"errors"
	"io"
	"testing"

	"sabot/assets"
	"sabot/locales"
)

type fakeVoice struct {
	dev     *fakeDevice
	src     io.Reader
	playing bool
	volume  float64
	closed  bool
}

func (v *fakeVoice) Play()               { v.playing = true }
func (v *fakeVoice) Pause()              { v.playing = false }
func (v *fakeVoice) IsPlaying() bool     { return v.playing }
func (v *fakeVoice) SetVolume(x float64) { v.volume = x }
func (v *fakeVoice) Close() error        { v.closed = true; return nil }

type fakeDevice struct {
	ready     bool
	err       error
	voices    []*fakeVoice
	suspended bool
}

func (d *fakeDevice) Suspend() error { d.suspended = true; return nil }
func (d *fakeDevice) Resume() error  { d.suspended = false; return nil }

func (d *fakeDevice) Ready() bool { return d.ready }
func (d *fakeDevice) Err() error  { return d.err }
func (d *fakeDevice) NewVoice(src io.Reader) voice {
	v := &fakeVoice{dev: d, src: src}
	d.voices = append(d.voices, v)
	return v
}

func bank(t *testing.T) *assets.Bank {
	t.Helper()
	b, err := assets.Load()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestDisabledPlaysNothingAndSaysNothing(t *testing.T) {
	p := New(bank(t), false)
	p.Play(assets.Chip)
	p.Say(locales.Italian, assets.NoMoreBets)
	for i := 0; i < 3; i++ {
		if p.Update() {
			t.Error("a disabled player reported a lost device")
		}
	}
	if p.Available() || p.Busy() {
		t.Error("a disabled player is available or busy")
	}
}

// A device that fails to open is reported once, and nothing is played.
func TestMissingDeviceIsReportedOnce(t *testing.T) {
	dev := &fakeDevice{}
	p := newWithDevice(bank(t), dev)
	if p.Update() {
		t.Fatal("reported before the device finished opening")
	}
	dev.ready, dev.err = true, errors.New("no ALSA")
	reports := 0
	for i := 0; i < 5; i++ {
		if p.Update() {
			reports++
		}
		p.Play(assets.Chip)
		p.Say(locales.English, assets.Blackjack)
	}
	if reports != 1 {
		t.Errorf("reported %d times; want once", reports)
	}
	if len(dev.voices) != 0 {
		t.Errorf("played %d sounds on a missing device", len(dev.voices))
	}
}

// The calls play one after the other; effects at once; the volume reaches
// every output; a finished output is released.
func TestCallsQueueAndEffectsOverlap(t *testing.T) {
	dev := &fakeDevice{ready: true}
	p := newWithDevice(bank(t), dev)
	p.SetVolume(50)
	p.Play(assets.CardSlide)
	p.Play(assets.Chip)
	if len(dev.voices) != 2 || !dev.voices[0].playing || !dev.voices[1].playing {
		t.Fatalf("effects: %d voices", len(dev.voices))
	}
	p.Say(locales.Italian, assets.Score(7, 6))
	p.Say(locales.Italian, assets.Egalite)
	p.Update()
	if len(dev.voices) != 3 || !p.Busy() {
		t.Fatalf("after the first update: %d voices, busy %v", len(dev.voices), p.Busy())
	}
	p.Update()
	if len(dev.voices) != 3 {
		t.Fatalf("the second call started over the first: %d voices", len(dev.voices))
	}
	dev.voices[2].playing = false // "Banco sette, Punto sei" ends
	dev.voices[0].playing = false // the slide ends
	p.Update()
	if len(dev.voices) != 4 || !dev.voices[2].closed || !dev.voices[0].closed {
		t.Fatalf("after the first call: %d voices, closed %v %v", len(dev.voices), dev.voices[2].closed, dev.voices[0].closed)
	}
	for _, v := range dev.voices {
		if v.volume != 0.5 {
			t.Errorf("volume %v; want 0.5", v.volume)
		}
	}
	dev.voices[3].playing = false
	p.Update()
	if p.Busy() {
		t.Error("still busy after the last call")
	}
}

func TestMuteStopsEverything(t *testing.T) {
	dev := &fakeDevice{ready: true}
	p := newWithDevice(bank(t), dev)
	p.Play(assets.Shuffle)
	p.Say(locales.Spanish, assets.NoMoreBets)
	p.Say(locales.Spanish, assets.CardQuestion)
	p.Update()
	p.SetMuted(true)
	if p.Busy() || dev.voices[0].playing || dev.voices[1].playing {
		t.Error("muting did not stop the sounds")
	}
	p.Play(assets.Chip)
	p.Update()
	if len(dev.voices) != 2 {
		t.Errorf("a muted player played: %d voices", len(dev.voices))
	}
	p.SetMuted(false)
	p.Play(assets.Chip)
	if len(dev.voices) != 3 {
		t.Errorf("unmuted player did not play")
	}
}

// The sound decodes: the stream handed to the output yields PCM.
func TestStreamsDecode(t *testing.T) {
	dev := &fakeDevice{ready: true}
	p := newWithDevice(bank(t), dev)
	p.Play(assets.Chip)
	n, err := io.Copy(io.Discard, dev.voices[0].src)
	if err != nil || n < SampleRate*4/50 {
		t.Errorf("decoded %d bytes, %v", n, err)
	}
}

// The device is suspended while nothing plays (it is not fed silence), and
// resumed by the next sound; the player is awake until then.
func TestDeviceRestsWhenNothingPlays(t *testing.T) {
	dev := &fakeDevice{}
	p := newWithDevice(bank(t), dev)
	if !p.Awake() {
		t.Error("not awake while the device opens")
	}
	p.Update()
	if dev.suspended {
		t.Fatal("suspended before the device was open")
	}
	dev.ready = true
	p.Update()
	if !dev.suspended || !p.Suspended() || p.Awake() {
		t.Fatalf("open and silent: suspended %v, awake %v", dev.suspended, p.Awake())
	}
	p.Play(assets.Chip)
	if dev.suspended || len(dev.voices) != 1 || !dev.voices[0].playing {
		t.Fatalf("a chip: suspended %v, %d voices", dev.suspended, len(dev.voices))
	}
	p.Update()
	if dev.suspended || !p.Awake() {
		t.Fatalf("suspended %v, awake %v while the chip plays", dev.suspended, p.Awake())
	}
	dev.voices[0].playing = false
	p.Update()
	if !dev.suspended || p.Awake() {
		t.Fatalf("after the chip: suspended %v, awake %v", dev.suspended, p.Awake())
	}
	p.Say(locales.Italian, assets.NoMoreBets)
	if !p.Awake() {
		t.Error("a call waits, and the player is not awake")
	}
	p.Update()
	if dev.suspended || len(dev.voices) != 2 || !dev.voices[1].playing {
		t.Fatalf("the call: suspended %v, %d voices", dev.suspended, len(dev.voices))
	}
}
