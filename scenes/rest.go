package scenes

import (
	"sabot/scenes/input"
	"sabot/scenes/session"
)

// The App rests when nothing moves: its pacer (scenes/pace) asks for frames
// only while awake reports true, and for one frame when a still scene's
// clock changes its figure (clockIn).

// awake reports whether the App needs the next tick whatever the user
// does: a fade, a key held for the next screen or held down (the arrows
// repeat by ticks), a notice on show, a sound to start, or a scene that is
// not still (session.Still).
func (a *App) awake() bool {
	if a.mgr.Transitioning() || len(a.held) > 0 || len(a.fed) > 0 || a.relayout {
		return true
	}
	if a.NoticeOnShow() || a.Sound.Awake() || (!a.opts.NoInput && input.Holding()) {
		return true
	}
	s := a.mgr.Current()
	if s == nil {
		return false
	}
	if b, ok := s.(session.Busy); ok && b.Busy() {
		return true
	}
	st, ok := s.(session.Still)
	return !ok || !st.Still()
}

// clockIn returns in how many ticks the still scene's clock changes its
// figure (session.Clock), 0 for none.
func (a *App) clockIn() int64 {
	c, ok := a.mgr.Current().(session.Clock)
	if !ok {
		return 0
	}
	if at := c.NextChange(); at > 0 {
		return max(1, at-a.Tick)
	}
	return 0
}
