package anim

import "testing"

func TestQueueRunsTasksInOrder(t *testing.T) {
	var q Queue
	var log []string
	var last float64
	q.Add(
		&Tween{Ticks: 3, OnStep: func(p float64) { last = p }, OnDone: func() { log = append(log, "slide") }},
		NewWait(2),
		Func(func() { log = append(log, "flip") }),
	)
	ticks := 0
	for q.Busy() {
		q.Update()
		ticks++
		if ticks > 100 {
			t.Fatal("the queue never drains")
		}
	}
	if ticks != 6 || len(log) != 2 || log[0] != "slide" || log[1] != "flip" || last != 1 {
		t.Errorf("ticks %d, log %v, last %v", ticks, log, last)
	}
}

func TestEaseAndScale(t *testing.T) {
	if EaseOut(0) != 0 || EaseOut(1) != 1 || EaseOut(0.5) <= 0.5 {
		t.Error("EaseOut is not an ease-out")
	}
	if Scale(30, 150) != 45 || Scale(30, 50) != 15 || Scale(1, 50) != 1 {
		t.Error("Scale")
	}
	var q Queue
	q.Add(NewWait(5))
	q.Clear()
	if q.Busy() {
		t.Error("Clear left a task")
	}
}
