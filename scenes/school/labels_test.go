package school

import (
	"testing"

	"sabot/driver/schooldriver"
	"sabot/game/blackjack"
	"sabot/game/blackjack/incident"
	"sabot/game/opening"
	"sabot/game/punto"
	"sabot/locales"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
)

// checkLabels fails for every button the desk painted last, in each
// language, whose label is drawn under the readable size or does not fit
// in its button (the label and its key cap wider than the button).
func checkLabels(t *testing.T, a *session.Context, d *desk, what string) {
	t.Helper()
	for _, l := range locales.Langs() {
		a.SetLang(l)
		d.Dirty = true
		scenetest.Ticks(t, a, 1)
		if len(d.painted) == 0 {
			t.Fatalf("%s %s: no button painted", what, l)
		}
		checkRowSizes(t, d, what, l)
		f := a.Frame
		for _, b := range d.painted {
			r := f.Screen(b.r)
			size, width := draw.ButtonLabelAt(a.Fonts, r, b.label, b.key, b.size)
			if size < f.L(readable)-1e-6 || width > r.W {
				t.Errorf("%s %s: %q (key %q) drawn at %.1f units, %.0f wide in a button %.0f wide",
					what, l, b.label, b.key, size/f.L(1), width/f.L(1), b.r.W)
			}
		}
	}
	a.SetLang(locales.English)
}

// bringIncident plays the table's rounds right until the incident can
// happen, and brings it in; it reports whether it came.
func bringIncident(t *testing.T, a *session.Context, s *Table, k blackjack.IncidentKind) bool {
	t.Helper()
	for i := 0; i < 3000; i++ {
		if s.d.Round.Done() {
			scenetest.Press(t, a, scenetest.Key(input.Confirm))
			continue
		}
		if _, err := incident.Bring(s.d.Round, k); err == nil {
			s.d.NoteIncident()
			return true
		}
		if tu := s.d.Round.Turn(); tu.Dealer {
			take(t, a, s, tu.Due)
			if s.Stopped != nil {
				t.Fatalf("the right step %s was stopped: %+v", tu.Due, *s.Stopped)
			}
			continue
		}
		scenetest.Ticks(t, a, 1)
	}
	return false
}

// pbBringIncident plays the coups right until the incident can happen, and
// brings it in; it reports whether it came.
func pbBringIncident(t *testing.T, a *session.Context, s *Punto, k punto.IncidentKind) bool {
	t.Helper()
	for i := 0; i < 3000; i++ {
		if s.d.Round.Done() {
			scenetest.Press(t, a, scenetest.Key(input.Confirm))
			continue
		}
		if _, err := s.d.Round.Incident(k); err == nil {
			s.d.NoteIncident()
			return true
		}
		if due, ok := s.d.Round.NextDealerAction(); ok && s.d.Round.Awaiting().IsDealer() {
			pbTake(t, a, s, due)
			if s.Stopped != nil {
				t.Fatalf("the right step %s was stopped: %+v", due, *s.Stopped)
			}
			continue
		}
		scenetest.Ticks(t, a, 1)
	}
	return false
}

// Every button of the school, at every table and in every language, keeps
// its label at a readable size and inside the button, the labels of a row
// at one size: in the opening of
// the table, in a round, and with each incident the table's regulation
// rules under way, its remedies' buttons shown with the rest (up to 21 at
// the Argentine table).
func TestSchoolButtonLabelsReadable(t *testing.T) {
	for _, id := range []string{"italian-classic", "italian-shuffler", "italian-online", "argentine"} {
		t.Run(id, func(t *testing.T) {
			if a, s := openRaw(t, id); s.op != nil {
				checkLabels(t, a, &s.desk, "the opening")
			}
			a, s := open(t, id)
			waitDealer(t, a, s)
			checkLabels(t, a, &s.desk, "a round")
			for _, k := range blackjack.Incidents() {
				if !k.RuledAt(s.Rules) {
					continue
				}
				a, s := open(t, id)
				if !bringIncident(t, a, s, k) {
					t.Errorf("%s never came", k)
					continue
				}
				checkLabels(t, a, &s.desk, k.String())
			}
		})
	}
	t.Run("super-punto-banco", func(t *testing.T) {
		a, s := openPunto(t)
		pbWait(t, a, s)
		checkLabels(t, a, &s.desk, "a coup")
		for _, k := range punto.Incidents() {
			a, s := openPunto(t)
			if !pbBringIncident(t, a, s, k) {
				t.Errorf("%s never came", k)
				continue
			}
			checkLabels(t, a, &s.desk, k.String())
		}
	})
}

// 004 Chiusura: the closing's step buttons keep their labels readable and
// inside the buttons in every language, as the opening's do.
func TestSchoolClosingLabelsReadable(t *testing.T) {
	a, s := openRaw(t, "italian-shuffler")
	drive(t, a, s)
	playRound(t, a, s)
	s.d.Rounds = schooldriver.LastHandEvery
	s.deal()
	scenetest.Ticks(t, a, 1)
	if kind, ok := s.Opening(); !ok || kind != opening.Closing {
		t.Fatalf("no closing after the last hand (%v %v)", kind, ok)
	}
	checkLabels(t, a, &s.desk, "the closing")
}
