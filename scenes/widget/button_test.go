package widget

import (
	"image"
	"testing"

	"sabot/scenes/draw"
	"sabot/scenes/input"
)

// A button's target is its design rectangle in the frame's pixels: a point
// just inside each edge is on it, a point just outside is not, at any scale.
func TestButtonContainsItsRectangleInPixels(t *testing.T) {
	b := Button{R: draw.R{X: 100, Y: 200, W: 180, H: 50}, Event: input.Event{Action: input.Back}}
	for _, f := range []draw.Frame{draw.NewFrame(draw.DesignW, draw.DesignH), draw.NewFrame(2*draw.DesignW, 2*draw.DesignH), draw.NewFrame(1920, 1200)} {
		r := image.Rect(int(f.X(100)), int(f.Y(200)), int(f.X(280)), int(f.Y(250)))
		cases := []struct {
			p    image.Point
			want bool
		}{
			{r.Min, true},
			{r.Max.Sub(image.Pt(1, 1)), true},
			{image.Pt((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2), true},
			{r.Min.Sub(image.Pt(1, 0)), false},
			{r.Min.Sub(image.Pt(0, 1)), false},
			{r.Max, false},
			{image.Pt(r.Max.X, r.Min.Y), false},
		}
		for _, c := range cases {
			if got := b.Contains(f, c.p); got != c.want {
				t.Errorf("frame %+v, button at %v: Contains(%v) = %v; want %v", f, r, c.p, got, c.want)
			}
		}
		if tg := b.Target(f); tg.Event != b.Event || tg.Rect != f.Rect(b.R) {
			t.Errorf("target %+v; want the event %+v on %v", tg, b.Event, f.Rect(b.R))
		}
	}
}

// Only a normal button is lit under the pointer: a primary or a disabled
// one keeps its look.
func TestButtonState(t *testing.T) {
	cases := []struct {
		look    draw.ButtonState
		hovered bool
		want    draw.ButtonState
	}{
		{draw.ButtonNormal, false, draw.ButtonNormal},
		{draw.ButtonNormal, true, draw.ButtonHover},
		{draw.ButtonPrimary, true, draw.ButtonPrimary},
		{draw.ButtonDisabled, true, draw.ButtonDisabled},
		{draw.ButtonDisabled, false, draw.ButtonDisabled},
	}
	for _, c := range cases {
		if got := (Button{Look: c.look}).State(c.hovered); got != c.want {
			t.Errorf("look %v hovered %v: state %v; want %v", c.look, c.hovered, got, c.want)
		}
	}
}

// The targets of a row of buttons find each one's event under the pointer,
// and Hover names the button a screen lights on its next paint.
func TestButtonTargetsHitTest(t *testing.T) {
	f := draw.NewFrame(1920, 1200)
	buttons := []Button{
		{R: draw.R{X: 40, Y: 700, W: 200, H: 50}, Event: input.Event{Action: input.Confirm}},
		{R: draw.R{X: 240, Y: 700, W: 200, H: 50}, Event: input.Event{Action: input.Back}},
	}
	var targets []input.Target
	for _, b := range buttons {
		targets = append(targets, b.Target(f))
	}
	for i, b := range buttons {
		p := f.Rect(b.R).Min.Add(image.Pt(2, 2))
		if h := Hover(targets, p); h != i {
			t.Errorf("the pointer on button %d hovers target %d", i, h)
		}
		if ev, ok := input.HitTest(targets, p); !ok || ev != b.Event {
			t.Errorf("a click on button %d sends %+v, %v; want %+v", i, ev, ok, b.Event)
		}
	}
	if h := Hover(targets, image.Pt(0, 0)); h != -1 {
		t.Errorf("the pointer off the buttons hovers target %d", h)
	}
}
