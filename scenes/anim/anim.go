package anim

import "math"

// Task is one step of an animation. Step advances it by one tick and
// reports whether it has finished.
type Task interface {
	Step() (done bool)
}

// Queue runs tasks one after the other.
type Queue struct {
	tasks []Task
}

// Add appends tasks to the queue.
func (q *Queue) Add(t ...Task) { q.tasks = append(q.tasks, t...) }

// Busy reports whether a task is waiting or running.
func (q *Queue) Busy() bool { return len(q.tasks) > 0 }

// Update steps the first task by one tick and drops it when it is done.
func (q *Queue) Update() {
	if len(q.tasks) == 0 {
		return
	}
	if q.tasks[0].Step() {
		q.tasks[0] = nil
		q.tasks = q.tasks[1:]
	}
}

// Clear drops every task.
func (q *Queue) Clear() { q.tasks = q.tasks[:0] }

// Tween calls OnStep with the eased progress, from just above 0 to 1, once
// per tick for Ticks ticks, then OnDone.
type Tween struct {
	Ticks  int
	OnStep func(p float64)
	OnDone func()
	t      int
}

// Step implements Task.
func (w *Tween) Step() bool {
	w.t++
	p := 1.0
	if w.Ticks > 0 {
		p = math.Min(1, float64(w.t)/float64(w.Ticks))
	}
	if w.OnStep != nil {
		w.OnStep(EaseOut(p))
	}
	if p >= 1 {
		if w.OnDone != nil {
			w.OnDone()
		}
		return true
	}
	return false
}

// Wait is a task that does nothing for some ticks.
type Wait int

// Step implements Task.
func (w *Wait) Step() bool {
	*w--
	return *w <= 0
}

// NewWait returns a pause of ticks ticks.
func NewWait(ticks int) *Wait {
	w := Wait(ticks)
	return &w
}

// Func is a task that runs once.
type Func func()

// Step implements Task.
func (f Func) Step() bool {
	f()
	return true
}

// EaseOut is a cubic ease-out: fast at first, settling at the end, like a
// card sliding to rest.
func EaseOut(p float64) float64 {
	q := 1 - p
	return 1 - q*q*q
}

// Scale returns ticks scaled by a speed factor in percent (150 slow, 100
// normal, 50 fast), at least one tick.
func Scale(ticks, factor int) int {
	return max(1, ticks*factor/100)
}
