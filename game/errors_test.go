package game

import "testing"

func TestIllegalErrorMessage(t *testing.T) {
	e := &IllegalError{Action: "double", Reason: "a hand of 12 may not double", Article: "Art. 10", Legal: []string{"hit", "stand"}}
	want := `illegal action "double": a hand of 12 may not double (Art. 10); legal now: hit, stand`
	if e.Error() != want {
		t.Errorf("got %q\nwant %q", e.Error(), want)
	}
	e = &IllegalError{Action: "hit", Reason: "the round is over"}
	if want := `illegal action "hit": the round is over; nothing is legal now`; e.Error() != want {
		t.Errorf("got %q", e.Error())
	}
}
