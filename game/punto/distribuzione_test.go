package punto

import (
	"errors"
	"strings"
	"testing"

	"sabot/game"
	"sabot/rules"
)

// The shoes of the tests, worked out by hand from the Tabella della Regola.
const (
	// Punto 4S KD = 4 asks carta, Banco 3H 3C = 6; Punto draws 5D: 9.
	// Banco 6 draws only on a third card of 6-7: stands. Punto wins 9-6.
	shoePuntoWins = "4S 3H KD 3C 5D 2S"
	// Punto 2S AD = 3, Banco 4H 4C = 8: a battuta, nobody draws. Banco wins.
	shoeBancoNatural = "2S 4H AD 4C 9D"
	// Punto 6S KD = 6 stands, Banco 3H 3C = 6: Punto stood, Banco stands
	// on 6. A tie.
	shoeTie = "6S 3H KD 3C 9D"
)

func TestDistribuzione_FullCoupInOrder(t *testing.T) {
	r := coup{shoe: shoePuntoWins, bets: "1 punto 10; 2 banco 20; 3 egalite 10", decisions: "carta"}.play(t)
	rec := r.Record()
	want := "P 4S KD 5D =9 | B 3H 3C =6 | punto | reader 1 | 1 punto +10.00, 2 banco -20.00, 3 egalite -10.00 | button 2"
	if got := summary(rec); got != want {
		t.Errorf("record\n got %s\nwant %s", got, want)
	}
	wantActions := "close, deal punto, deal banco, deal punto, deal banco, give 1, carta, turn banco, draw punto, turn punto, " +
		"announce banco 6 punto 9, indicate punto, collect 2 banco, collect 3 egalite, pay 1 punto 10.00, discard, button 2"
	if got := actions(rec); got != wantActions {
		t.Errorf("actions\n got %s\nwant %s", got, wantActions)
	}
	if got, want := strings.Join(phrases(rec.Announcements), " "), "rien-ne-va-plus banco-punto vince-punto"; got != want {
		t.Errorf("announcements %q; want %q", got, want)
	}
	if rec.HouseNet != rules.Units(20) {
		t.Errorf("house net %s; want 20.00", rec.HouseNet)
	}
	checkMoney(t, rec)
}

func phrases(ps []Phrase) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = string(p)
	}
	return out
}

// TestDistribuzione_CloseThenFourCardsFaceDownPBPB: "Rien ne va plus", then four
// cards face down, the first and third to Punto, the second and fourth to
// Banco.
func TestDistribuzione_CloseThenFourCardsFaceDownPBPB(t *testing.T) {
	r, err := New(coup{shoe: shoePuntoWins, bets: "1 punto 10"}.setup(t))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, a := range []string{"close", "deal punto", "deal banco", "deal punto", "deal banco"} {
		ev, err := r.Apply(MustParseAction(a))
		if err != nil {
			t.Fatalf("%s: %v", a, err)
		}
		for _, e := range ev {
			got = append(got, e.String())
		}
	}
	want := []string{"announce rien-ne-va-plus", "card punto 4S down 1", "card banco 3H down 1", "card punto KD down 2", "card banco 3C down 2"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("events\n got %q\nwant %q", got, want)
	}
	if r.FaceUp(Punto) || r.FaceUp(Banco) {
		t.Error("a card of the deal is face up")
	}
	if a := r.Awaiting(); a != Dealer {
		t.Errorf("after the deal %s must act; want the dealer, to give the cards", a)
	}
	if a, _ := r.NextDealerAction(); a.String() != "give 1" {
		t.Errorf("next step %s; want give 1", a)
	}
}

// TestDistribuzione_HighestPuntoBetReads: the two Punto cards go to the highest
// Punto bet; Banco and Egalité bets do not read; with no Punto bet the
// dealer plays Punto.
func TestDistribuzione_HighestPuntoBetReads(t *testing.T) {
	cases := []struct {
		bets      string
		decisions string
		reader    int
	}{
		{"2 punto 10; 5 punto 50; 7 punto 20", "carta", 5},
		{"2 punto 10; 5 banco 500; 7 punto 20", "carta", 7},
		{"2 punto 10; 4 egalite 500; 9 punto 10.50", "carta", 9},
		{"3 banco 10; 4 egalite 10", "", 0},
		{"", "", 0},
	}
	for _, c := range cases {
		r := coup{shoe: shoePuntoWins, bets: c.bets, decisions: c.decisions}.play(t)
		rec := r.Record()
		if rec.Reader != c.reader {
			t.Errorf("bets %q: reader %d; want %d", c.bets, rec.Reader, c.reader)
		}
		gave := strings.Contains(actions(rec), "give ")
		if gave != (c.reader > 0) {
			t.Errorf("bets %q: actions %s", c.bets, actions(rec))
		}
	}
}

// TestButtonOrderBreaksReaderTies: on equal Punto bets the order starts from
// the button holder and goes upward, wrapping from 9 to 1 (Interpretation).
func TestButtonOrderBreaksReaderTies(t *testing.T) {
	cases := []struct {
		button int
		bets   string
		reader int
	}{
		{1, "3 punto 20; 8 punto 20", 3},
		{5, "3 punto 20; 8 punto 20", 8},
		{9, "3 punto 20; 8 punto 20", 3},
		{9, "3 punto 20; 8 punto 20; 9 punto 20", 9},
		{4, "2 punto 20; 4 punto 10; 6 punto 20", 6},
		{7, "2 punto 20; 4 punto 10; 6 punto 20", 2},
		{6, "2 punto 20; 6 punto 10; 5 punto 20", 2},
	}
	for _, c := range cases {
		r := coup{shoe: shoePuntoWins, button: c.button, bets: c.bets, decisions: "carta"}.play(t)
		if got := r.Record().Reader; got != c.reader {
			t.Errorf("button %d, bets %q: reader %d; want %d", c.button, c.bets, got, c.reader)
		}
	}
}

// TestArt13_StandingPlayerDoesNotRead: a standing player betting Punto at a
// free position does not read the cards, whatever his stake; his bet is
// settled as any other.
func TestArt13_StandingPlayerDoesNotRead(t *testing.T) {
	cases := []struct {
		bets, decisions, want string
	}{
		{"5 punto 100 standing; 2 punto 10", "carta",
			"P 4S KD 5D =9 | B 3H 3C =6 | punto | reader 2 | 5 punto +100.00, 2 punto +10.00 | button 2"},
		{"5 punto 100 standing; 5 egalite 10 standing", "",
			"P 4S KD 5D =9 | B 3H 3C =6 | punto | reader 0 | 5 punto +100.00, 5 egalite -10.00 | button 2"},
	}
	for _, c := range cases {
		r := coup{shoe: shoePuntoWins, bets: c.bets, decisions: c.decisions}.play(t)
		if got := summary(r.Record()); got != c.want {
			t.Errorf("bets %q\n got %s\nwant %s", c.bets, got, c.want)
		}
	}

	// The student dealer who gives the cards to the standing player.
	r, _ := New(coup{shoe: shoePuntoWins, bets: "5 punto 100 standing; 2 punto 10"}.setup(t))
	playUntil(t, r, Give)
	_, err := r.Apply(Action{Kind: Give, Position: 5})
	checkIllegal(t, err, "wrong-reader", "Art. 13", "go to position 2")
}

// TestNoPuntoBet_DealerPlaysPunto: "Se nessun giocatore scommette a Punto,
// la mano viene completata dal Dealer": no cards given, no call asked.
func TestNoPuntoBet_DealerPlaysPunto(t *testing.T) {
	r := coup{shoe: shoePuntoWins, bets: "2 banco 20"}.play(t)
	rec := r.Record()
	want := "close, deal punto, deal banco, deal punto, deal banco, turn punto, turn banco, draw punto, " +
		"announce banco 6 punto 9, indicate punto, collect 2 banco, discard, button 2"
	if got := actions(rec); got != want {
		t.Errorf("actions\n got %s\nwant %s", got, want)
	}
	if rec.Call != "" {
		t.Errorf("call %q; the dealer makes no call", rec.Call)
	}

	r, _ = New(coup{shoe: shoePuntoWins, bets: "2 banco 20"}.setup(t))
	playUntil(t, r, Turn)
	_, err := r.Apply(Action{Kind: Call, Call: rules.CallCarta})
	checkIllegal(t, err, "no-reader", "Distribuzione", "the dealer plays Punto")
}

// TestReaderCalls_AllaRegola: 8-9 battuta, 0-5 carta, 6-7 no carta. A wrong
// call is not refused: it is corrected "alla regola" and the coup goes on by
// the rule.
func TestReaderCalls_AllaRegola(t *testing.T) {
	const (
		four  = "4S 3H KD 3C 5D 2S" // Punto 4, Banco 6
		seven = "7S 3H KD 3C 5D 2S" // Punto 7, Banco 6
		nine  = "4S 3H 5D 3C 5H 2S" // Punto 9 (battuta), Banco 6
		six   = "6S 3H KD 3C 5D 2S" // Punto 6, Banco 6
	)
	cases := []struct {
		shoe, call, want string
	}{
		{four, "carta", "P 4S KD 5D =9 | B 3H 3C =6 | punto | reader 1 | 1 punto +10.00 | button 2"},
		{four, "no-carta", "P 4S KD 5D =9 | B 3H 3C =6 | punto | reader 1 | 1 punto +10.00 | button 2 | alla-regola no-carta>carta"},
		{four, "battuta", "P 4S KD 5D =9 | B 3H 3C =6 | punto | reader 1 | 1 punto +10.00 | button 2 | alla-regola battuta>carta"},
		{seven, "no-carta", "P 7S KD =7 | B 3H 3C =6 | punto | reader 1 | 1 punto +10.00 | button 2"},
		{seven, "carta", "P 7S KD =7 | B 3H 3C =6 | punto | reader 1 | 1 punto +10.00 | button 2 | alla-regola carta>no-carta"},
		{nine, "battuta", "P 4S 5D =9 | B 3H 3C =6 | punto | reader 1 | 1 punto +10.00 | button 2"},
		{nine, "carta", "P 4S 5D =9 | B 3H 3C =6 | punto | reader 1 | 1 punto +10.00 | button 2 | alla-regola carta>battuta"},
		{nine, "no-carta", "P 4S 5D =9 | B 3H 3C =6 | punto | reader 1 | 1 punto +10.00 | button 2 | alla-regola no-carta>battuta"},
		{six, "battuta", "P 6S KD =6 | B 3H 3C =6 | egalite | reader 1 | 1 punto +0.00 push | button 2 | alla-regola battuta>no-carta"},
	}
	for _, c := range cases {
		r := coup{shoe: c.shoe, bets: "1 punto 10", decisions: c.call}.play(t)
		if got := summary(r.Record()); got != c.want {
			t.Errorf("%s on %s\n got %s\nwant %s", c.call, c.shoe, got, c.want)
		}
	}

	// The events of a battuta called "carta": the call only, the cards
	// still down; the correction comes when the reader shows them
	// (TestDistribuzione_WrongCallCardsDown_RebuiltAllaRegola).
	r, _ := New(coup{shoe: nine, bets: "1 punto 10"}.setup(t))
	playUntil(t, r, Call)
	ev, err := r.Apply(MustParseAction("carta"))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := eventStrings(ev), "call 1 carta"; got != want {
		t.Errorf("events %q; want %q", got, want)
	}
}

// TestTabella_BancoBattutaStopsPunto: the reader rightly asks carta on 3,
// but Banco turns 8: a battuta, neither side receives a card.
func TestTabella_BancoBattutaStopsPunto(t *testing.T) {
	r := coup{shoe: shoeBancoNatural, bets: "1 punto 10; 2 banco 10", decisions: "carta"}.play(t)
	want := "P 2S AD =3 | B 4H 4C =8 | banco | reader 1 | 1 punto -10.00, 2 banco +9.50 | button 2"
	if got := summary(r.Record()); got != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
	if r.Record().Call != "carta" {
		t.Errorf("call %q; want carta", r.Record().Call)
	}
}

// TestDistribuzione_AnnouncementBancoFirst: the dealer announces Banco's
// score, then Punto's; then he indicates the winning box (its own step,
// TestDistribuzione_IndicaLaCasellaVincente).
func TestDistribuzione_AnnouncementBancoFirst(t *testing.T) {
	r, _ := New(coup{shoe: shoePuntoWins, bets: "1 punto 10"}.setup(t))
	playUntil(t, r, Announce)
	a, _ := r.NextDealerAction()
	if a.String() != "announce banco 6 punto 9" {
		t.Errorf("announcement %s; want announce banco 6 punto 9", a)
	}
	ev, err := r.Apply(a)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := eventStrings(ev), "announce banco-punto 6 9"; got != want {
		t.Errorf("events %q; want %q", got, want)
	}
	ev, err = r.Apply(MustParseAction("indicate punto"))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := eventStrings(ev), "announce vince-punto"; got != want {
		t.Errorf("events %q; want %q", got, want)
	}
	if ev[0].Side != Punto {
		t.Errorf("the dealer points at %s; want punto", ev[0].Side)
	}
}

// TestArt9_LeCarteParlano: a wrong score announced is corrected at once;
// the cards, not the words, settle the coup.
func TestArt9_LeCarteParlano(t *testing.T) {
	r, _ := New(coup{shoe: shoePuntoWins, bets: "1 punto 10; 2 banco 10"}.setup(t))
	playUntil(t, r, Announce)
	ev, err := r.Apply(MustParseAction("announce banco 9 punto 6"))
	if err != nil {
		t.Fatalf("a wrong announcement is corrected, not refused: %v", err)
	}
	if got, want := eventStrings(ev), "announce banco-punto 9 6; correction le-carte-parlano 6 9"; got != want {
		t.Errorf("events %q; want %q", got, want)
	}
	if ev[1].Article != "Art. 9" {
		t.Errorf("article %q", ev[1].Article)
	}
	finish(t, r)
	want := "P 4S KD 5D =9 | B 3H 3C =6 | punto | reader 1 | 1 punto +10.00, 2 banco -10.00 | button 2 | le-carte-parlano banco 9 punto 6>banco 6 punto 9"
	if got := summary(r.Record()); got != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
}

// TestTie_PuntoBancoReturnedEgalitePaid: "In caso di parità ... il colpo è
// dichiarato nullo e vengono pagate le puntate su Egalité" (8:1).
func TestTie_PuntoBancoReturnedEgalitePaid(t *testing.T) {
	r := coup{shoe: shoeTie, bets: "1 punto 10; 1 egalite 10; 2 banco 20; 3 egalite 12.50", decisions: "no-carta"}.play(t)
	rec := r.Record()
	want := "P 6S KD =6 | B 3H 3C =6 | egalite | reader 1 | 1 punto +0.00 push, 1 egalite +80.00, 2 banco +0.00 push, 3 egalite +100.00 | button 2"
	if got := summary(rec); got != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
	if got, want := actions(rec), "pay 1 egalite 80.00, pay 3 egalite 100.00, return 1 punto, return 2 banco, discard, button 2"; !strings.HasSuffix(got, want) {
		t.Errorf("settlement\n got %s\nwant ... %s", got, want)
	}
	checkMoney(t, rec)
}

// playUntil plays the coup with the automatic dealer and rule calls until
// the step due is of kind k.
func playUntil(t testing.TB, r *Round, k ActionKind) {
	t.Helper()
	for !r.Done() {
		a, _ := r.due()
		if a.Kind == k {
			return
		}
		if _, err := r.Apply(a); err != nil {
			t.Fatalf("Apply(%s): %v", a, err)
		}
	}
	t.Fatalf("the coup ended before a %s step", Action{Kind: k})
}

// finish plays the coup to its end.
func finish(t testing.TB, r *Round) {
	t.Helper()
	if _, err := r.PlayOut(nil); err != nil {
		t.Fatal(err)
	}
}

func eventStrings(ev []Event) string {
	s := make([]string, len(ev))
	for i, e := range ev {
		s[i] = e.String()
	}
	return strings.Join(s, "; ")
}

// checkIllegal checks that err is an *game.IllegalError with the code, the
// article and a reason containing the text.
func checkIllegal(t testing.TB, err error, code, article, text string) {
	t.Helper()
	var ie *game.IllegalError
	if !errors.As(err, &ie) {
		t.Fatalf("error %v; want an *game.IllegalError %s", err, code)
	}
	if ie.Code != code || ie.Article != article || !strings.Contains(ie.Reason, text) {
		t.Errorf("error %q (code %s, article %q); want code %s, article %q, reason with %q", ie.Error(), ie.Code, ie.Article, code, article, text)
	}
	if len(ie.Legal) == 0 {
		t.Errorf("error %q lists no legal action", ie.Error())
	}
}

// TestDistribuzione_IndicaLaCasellaVincente: "Il Dealer indica la casella
// vincente, annunciando prima il punteggio a Banco e poi quello a Punto."
// Right after the announcement, before any bet is settled, the step due is
// the winning box (Egalité's on a tie), the only legal one: a settlement
// in its place is refused citing that sentence; the box indicated is said
// and pointed at, and the settlement follows.
func TestDistribuzione_IndicaLaCasellaVincente(t *testing.T) {
	cases := []struct {
		name, shoe, bets, indicate, settle, phrase string
	}{
		{"punto", shoePuntoWins, "1 punto 10; 2 banco 10", "indicate punto", "collect 2 banco", "vince-punto"},
		{"punto-banco-bet-first", "4S 2H 3D AC 9C 5H", "1 banco 10; 2 punto 10", "indicate punto", "collect 1 banco", "vince-punto"},
		{"banco-wins", "2S 4H 3D 2C 9C", "1 banco 20; 2 punto 10", "indicate banco", "collect 2 punto", "vince-banco"},
		{"tie", "6S 3H KD 3C", "1 punto 10; 2 egalite 10", "indicate egalite", "pay 2 egalite 80.00", "egalite"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, err := New(coup{shoe: c.shoe, bets: c.bets}.setup(t))
			if err != nil {
				t.Fatal(err)
			}
			playUntil(t, r, Announce)
			ann, _ := r.NextDealerAction()
			if _, err := r.Apply(ann); err != nil {
				t.Fatal(err)
			}
			due, ok := r.NextDealerAction()
			if !ok || due.String() != c.indicate {
				t.Fatalf("after %s the step due is %s; want %s", ann, due, c.indicate)
			}
			if legal := r.Legal(); len(legal) != 1 || legal[0] != due {
				t.Errorf("legal %v; want only %s", legal, due)
			}
			ie := r.CheckDealerStep(MustParseAction(c.settle))
			if ie == nil || ie.Code != "box-not-indicated" || ie.Article != "Distribuzione" ||
				!strings.Contains(ie.Quote, "Il Dealer indica la casella vincente, annunciando prima il punteggio a Banco e poi quello a Punto.") {
				t.Errorf("%s before the box: %+v; want box-not-indicated citing Distribuzione with its sentence", c.settle, ie)
			}
			if _, err := r.Apply(MustParseAction(c.settle)); err == nil {
				t.Errorf("%s before the box was applied", c.settle)
			}
			ev, err := r.Apply(due)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := eventStrings(ev), "announce "+c.phrase; got != want || ev[0].Side != due.Side {
				t.Errorf("events %q pointing at %s; want %q pointing at %s", got, ev[0].Side, want, due.Side)
			}
			if next, _ := r.NextDealerAction(); next.String() != c.settle {
				t.Errorf("after the box, %s; want %s", next, c.settle)
			}
			finish(t, r)
			acts := actions(r.Record())
			if !strings.Contains(acts, ann.String()+", "+c.indicate+", "+c.settle) {
				t.Errorf("actions %s: want %s, %s, %s in a row", acts, ann, c.indicate, c.settle)
			}
		})
	}
}
