package school

import (
	"sabot/driver/schooldriver"
	"strings"
	"testing"

	"sabot/game/punto"
	"sabot/locales"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
)

// 002 Distribuzione: «Il Dealer indica la casella vincente, annunciando
// prima il punteggio a Banco e poi quello a Punto.» The school asks for the
// winning side right after the announcement: indicated before the score,
// skipped for the settlement, or the wrong side, it is stopped with the
// article, the whole sentence and why; taken with the table's tool (a
// click on the winning hand, or on an Egalité circle on a tie), it passes
// and the settlement follows.
func TestSchoolPuntoDistribuzione_IndicaLaCasellaVincente(t *testing.T) {
	a, s := openPunto(t)
	a.SetLang(locales.Italian)
	loc := a.Loc
	const sentence = "Il Dealer indica la casella vincente, annunciando prima il punteggio a Banco e poi quello a Punto."
	stopped := func(what, article, quote string, why locales.Key) {
		t.Helper()
		st := s.Stopped
		if st == nil || st.Article != article || !strings.Contains(st.Quote, quote) || st.Why != loc.T(why) {
			t.Fatalf("%s: stop %+v; want %s, %q and %q", what, st, article, quote, loc.T(why))
		}
	}
	var won, tie bool
	for coup := 0; coup < 80 && !(won && tie); coup++ {
		r := s.d.Round
		for i := 0; i < 80 && !r.Done(); i++ {
			pbWait(t, a, s)
			if r.Done() {
				break
			}
			due, _ := r.NextDealerAction()
			switch {
			case due.Kind == punto.Announce && !won:
				s.step(punto.Action{Kind: punto.Indicate, Side: punto.Punto})
				stopped("the side before the score", "Distribuzione", sentence, locales.SchoolPBWhyBoxBeforeScore)
				pbTake(t, a, s, due)
				continue
			case due.Kind == punto.Indicate && due.Side != punto.Egalite && !won:
				wrongs := s.Count.Wrong
				s.step(punto.Action{Kind: punto.Discard})
				stopped("the side skipped", "Distribuzione", sentence, locales.SchoolPBWhyBoxNotIndicated)
				loser := punto.Banco
				if due.Side == punto.Banco {
					loser = punto.Punto
				}
				pbClick(t, a, s, tButton+pbBtnIndicate)
				pbClick(t, a, s, tPBHand+int(loser))
				stopped("the losing side", "Tabella della Regola", "Vince la casella che realizza il punteggio più alto.", locales.SchoolPBWhyWrongBox)
				pbTake(t, a, s, due)
				if s.Stopped != nil || s.Count.Wrong != wrongs+2 {
					t.Fatalf("the winning side %s: stop %+v, %d wrong", due.Side, s.Stopped, s.Count.Wrong-wrongs)
				}
				if want := loc.T(locales.SchoolRight, "Indicare la casella vincente: "+schooldriver.SideWord(loc, due.Side)); s.Said != want {
					t.Errorf("said %q; want %q", s.Said, want)
				}
				if next, _ := r.NextDealerAction(); next.Kind != punto.Collect && next.Kind != punto.Pay && next.Kind != punto.Discard {
					t.Errorf("after the side, %s; want the settlement", next)
				}
				won = true
				continue
			case due.Kind == punto.Indicate && due.Side == punto.Egalite && !tie:
				s.step(punto.Action{Kind: punto.Indicate, Side: punto.Banco})
				stopped("Banco on a tie", "Distribuzione", "vengono pagate le puntate su Egalité", locales.SchoolPBWhyWrongBox)
				wrongs := s.Count.Wrong
				pbTake(t, a, s, due) // the tool, then an Egalité circle
				if s.Stopped != nil || s.Count.Wrong != wrongs || r.Record().Winner != punto.Egalite {
					t.Fatalf("Egalité on a tie: stop %+v", s.Stopped)
				}
				tie = true
				continue
			}
			s.step(due)
			if s.Stopped != nil {
				t.Fatalf("the right step %s was stopped: %+v", due, *s.Stopped)
			}
		}
		scenetest.Press(t, a, scenetest.Key(input.Confirm))
	}
	if !won || !tie {
		t.Fatalf("80 coups: a side won %v, a tie %v", won, tie)
	}
}

// 002 Art. 2's first remedy: two cards of the deal come out of the sabot
// stuck together and the order they came out can be told. The incident is
// said on the table; burning them is stopped with Art. 2's sentence («se
// possibile, deve ripristinare il corretto ordine d'uscita»); the order is
// restored with the incident panel's button, and the two cards are the
// deal's next two, in that order: the first to Punto, the second to Banco.
func TestSchoolPuntoArt2_StuckCardsOrderRestored(t *testing.T) {
	a, s := openPunto(t)
	a.SetLang(locales.Italian)
	loc := a.Loc
	r := s.d.Round
	pbWait(t, a, s)
	pbTake(t, a, s, punto.Action{Kind: punto.Close})
	if _, err := r.Incident(punto.StuckCardsOrdered); err != nil {
		t.Fatal(err)
	}
	s.d.NoteIncident()
	scenetest.Ticks(t, a, 1) // the incident panel painted
	p, _ := r.Pending()
	if !strings.Contains(s.Incident, loc.T(locales.SchoolIncident("stuck-cards-ordered"))) {
		t.Errorf("the table says %q; want the incident named", s.Incident)
	}
	pbClick(t, a, s, tButton+pbBtnBurn)
	st := s.Stopped
	if st == nil || st.Article != "Art. 2" || !strings.Contains(st.Quote, "se possibile, deve ripristinare il corretto ordine d’uscita. In caso contrario le carte uscite devono essere bruciate.") {
		t.Fatalf("the stuck cards burnt: stop %+v; want Art. 2's sentence", st)
	}
	if due, _ := r.NextDealerAction(); due.Kind != punto.RestoreOrder {
		t.Fatalf("due %s; want restore-order", due)
	}
	if got := schooldriver.PBStepText(loc, punto.Action{Kind: punto.RestoreOrder}); got != "Ripristinare il corretto ordine d'uscita" {
		t.Errorf("the step says %q", got)
	}
	pbTake(t, a, s, punto.Action{Kind: punto.RestoreOrder}) // the panel's button
	if s.Stopped != nil {
		t.Fatalf("restore-order stopped: %+v", *s.Stopped)
	}
	pbTake(t, a, s, punto.Action{Kind: punto.Deal, Side: punto.Punto})
	pbTake(t, a, s, punto.Action{Kind: punto.Deal, Side: punto.Banco})
	if pc, bc := r.Cards(punto.Punto), r.Cards(punto.Banco); pc[0] != p.Cards[0] || bc[0] != p.Cards[1] {
		t.Errorf("Punto's first %s, Banco's first %s; want %s then %s, the order they came out", pc[0], bc[0], p.Cards[0], p.Cards[1])
	}
	pbCoup(t, a, s)
	if rec := r.Record(); !rec.Done || len(rec.Burnt) != 0 || s.Count.Wrong != 1 {
		t.Errorf("coup done %v, burnt %s, %d wrong; want done, nothing burnt, one wrong", rec.Done, rec.Burnt, s.Count.Wrong)
	}
}

// 002 Art. 1, the card drawn too many (the review's case): not seen, it
// lies face down beside the sabot and goes under it («Sotto il sabot»),
// the next coup an ordinary one dealt from it; seen, it lies face up,
// «Sotto il sabot» is stopped citing Art. 1's «Se invece viene vista…», and
// kept for the next coup, a Colpo in Bianco that it opens.
func TestSchoolPuntoArt1_CardTooManySeenOrNot(t *testing.T) {
	for _, c := range []struct {
		kind   punto.IncidentKind
		down   bool
		remedy punto.ActionKind
	}{
		{punto.ExtraCard, true, punto.UnderShoe},
		{punto.ExtraCardSeen, false, punto.NextBianco},
	} {
		t.Run(c.kind.String(), func(t *testing.T) {
			a, s := openPunto(t)
			a.SetLang(locales.Italian)
			r := s.d.Round
			brought := false
			for i := 0; i < 40 && !brought && !r.Done(); i++ {
				pbWait(t, a, s)
				if _, err := r.Incident(c.kind); err == nil {
					brought = true
					s.d.NoteIncident()
					break
				}
				due, _ := r.NextDealerAction()
				s.step(due)
			}
			if !brought {
				t.Fatal("the incident never came")
			}
			scenetest.Ticks(t, a, 1) // the incident panel painted
			p, _ := r.Pending()
			if pbIncidentFaceDown(p.Kind) != c.down {
				t.Errorf("the card drawn too many lies face down %v; want %v", !c.down, c.down)
			}
			wrongs := s.Count.Wrong
			if c.kind == punto.ExtraCardSeen {
				pbClick(t, a, s, tButton+pbBtnUnderShoe)
				st := s.Stopped
				if st == nil || st.Article != "Art. 1" || !strings.Contains(st.Quote, "Se invece viene vista, non è bruciata ma utilizzata per il successivo colpo da svolgersi “In Bianco”") {
					t.Fatalf("«Sotto il sabot» for a card seen: stop %+v; want Art. 1's «Se invece viene vista…»", st)
				}
				wrongs++
			}
			pbTake(t, a, s, punto.Action{Kind: c.remedy})
			if s.Stopped != nil || s.Count.Wrong != wrongs {
				t.Fatalf("the remedy %s: stop %+v", punto.Action{Kind: c.remedy}, s.Stopped)
			}
			pbCoup(t, a, s)
			scenetest.Press(t, a, scenetest.Key(input.Confirm))
			next := s.d.Round
			if next == r || next.Blank() != (c.kind == punto.ExtraCardSeen) {
				t.Fatalf("the next coup blank %v; want %v", next.Blank(), c.kind == punto.ExtraCardSeen)
			}
			for i := 0; i < 10 && len(next.Cards(punto.Punto)) == 0; i++ {
				due, _ := next.NextDealerAction()
				pbTake(t, a, s, due)
			}
			if got := next.Cards(punto.Punto); len(got) == 0 || got[0] != p.Card {
				t.Errorf("the next coup's first card %v; want the card drawn too many, %s", got, p.Card)
			}
		})
	}
}
