package punto

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"sabot/game"
	"sabot/rules"
)

// fuzzShoe builds a shoe of distinct cards from data: each byte picks one of
// the cards of a deck not used yet. The first byte, when it is below 16,
// places the cut card after that many cards.
func fuzzShoe(data []byte) (*rules.Shoe, rules.Cards) {
	var deck rules.Cards
	for s := rules.Spades; s <= rules.Clubs; s++ {
		for r := rules.Ace; r <= rules.King; r++ {
			deck = append(deck, rules.Card{Rank: r, Suit: s})
		}
	}
	var cards rules.Cards
	for i, b := range data {
		if i == 0 || len(deck) == 0 {
			continue
		}
		k := int(b) % len(deck)
		cards = append(cards, deck[k])
		deck = append(deck[:k], deck[k+1:]...)
	}
	shoe := rules.NewStackedShoe(cards)
	if len(data) > 0 && data[0] < 16 {
		shoe.PlaceCutAfter(int(data[0]))
	}
	return shoe, cards
}

// fuzzBets builds bets from triples of bytes: position (0-10, so some are
// off the table), side (some invalid), amount (some outside the limits).
func fuzzBets(data []byte) (bets []Bet, blank bool, button int) {
	button = 1
	if len(data) > 0 {
		button = int(data[0])%10 + 1 // 10 is off the table
		blank = data[0] >= 250
		data = data[1:]
	}
	for i := 0; i+2 < len(data) && len(bets) < 12; i += 3 {
		amount := rules.Units(int64(data[i+2]%20+1) * 10)
		if data[i+2] >= 250 {
			amount = rules.Money(int64(data[i+2]) - 255) // 0 or negative
		}
		bets = append(bets, Bet{Position: int(data[i]) % 11, On: Side(data[i+1] % 5), Amount: amount, Standing: data[i] >= 128})
	}
	return bets, blank, button
}

// fuzzAction makes an action from two bytes: any kind (some unknown), side,
// position, amount and scores, legal or not.
func fuzzAction(a, b byte) Action {
	return Action{Kind: ActionKind(a % 18), Side: Side(b % 5), Position: int(b % 11), Amount: rules.Money(int64(b) * 50),
		Call: rules.ReaderCall(b % 4), Banco: int(a % 11), Punto: int(b % 11)}
}

// FuzzRound feeds random shoes, bets and action sequences (legal and not)
// to a round: it never panics, a legal action is always accepted and an
// illegal one changes nothing, Legal is never empty while the coup is open,
// every card is dealt once and in the shoe's order, the payouts are the
// table's, the money is conserved, and the dealer school's CheckDealerStep
// passes the due step only and refuses whatever Apply refuses.
func FuzzRound(f *testing.F) {
	f.Add([]byte{99, 4, 3, 13, 3, 5, 2}, []byte{1, 1, 1, 3, 2, 2, 9, 3, 3}, []byte{0, 0, 1, 1, 2, 2, 3, 3, 4, 4})
	f.Add([]byte{0, 40, 2, 11, 2, 9, 1, 8}, []byte{5, 5, 1, 200, 7, 3, 1, 140, 1, 30}, []byte{2, 9, 6, 0, 7, 7, 200, 1, 3, 3})
	f.Add([]byte{3, 1, 2, 3, 4}, []byte{250}, []byte{})
	f.Add([]byte{200, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7}, []byte{8, 1, 2, 9, 3, 2, 1, 1, 251, 133, 1, 5}, []byte{9, 9, 9, 9, 9, 9, 9, 9})
	f.Add([]byte{5, 20, 30, 40, 50, 60, 70, 80, 90, 100}, []byte{3, 2, 1, 2, 2, 0, 2, 3, 2, 4, 1, 5}, []byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17})
	f.Fuzz(func(t *testing.T, shoeData, betData, actData []byte) {
		shoe, cards := fuzzShoe(shoeData)
		bets, blank, button := fuzzBets(betData)
		r, err := New(Setup{Rules: rules.SuperPuntoBanco, Shoe: shoe, Button: button, Bets: bets, Blank: blank})
		if err != nil {
			var se *SetupError
			if !errors.As(err, &se) || se.Field == "" {
				t.Fatalf("New: %v is not a *SetupError naming a field", err)
			}
			return
		}
		var events []Event
		step := func(a Action) {
			before := len(r.actions)
			legal := r.Legal()
			if !r.Done() && len(legal) == 0 {
				t.Fatalf("nothing legal in an open coup after %v", r.Record().Actions)
			}
			isLegal := false
			for _, l := range legal {
				isLegal = isLegal || l == a.normalized()
			}
			// The dealer school's check: exactly the due step passes, and
			// it refuses whatever Apply refuses.
			due, who := r.due()
			checked := r.CheckDealerStep(a)
			if (checked == nil) != (who == Dealer && a.normalized() == due) {
				t.Fatalf("CheckDealerStep(%s) = %v with %s due (%v)", a, checked, due, who)
			}
			if checked != nil && (checked.Code == "" || checked.Action == "") {
				t.Fatalf("CheckDealerStep(%s): %+v has no code", a, checked)
			}
			events, err = r.ApplyAppend(events[:0], a)
			if err != nil && checked == nil {
				t.Fatalf("%s refused by Apply (%v) but passed by CheckDealerStep", a, err)
			}
			switch {
			case isLegal && err != nil:
				t.Fatalf("legal action %s refused: %v", a, err)
			case err != nil:
				var ie *game.IllegalError
				if !errors.As(err, &ie) || ie.Code == "" || ie.Action == "" {
					t.Fatalf("%s: %v is not an IllegalError with a code", a, err)
				}
				if len(r.actions) != before || len(events) != 0 {
					t.Fatalf("refused %s changed the coup", a)
				}
			case a.Kind != Announce:
				// Only a wrong announcement is accepted and not listed.
				if !isLegal {
					t.Fatalf("%s accepted but not listed in %v", a, legal)
				}
			}
			if who := r.Awaiting(); who == Dealer {
				if _, ok := r.NextDealerAction(); !ok {
					t.Fatal("the dealer must act but has no step")
				}
			}
		}
		for i := 0; i+1 < len(actData); i += 2 {
			if r.Done() {
				break
			}
			if actData[i]%7 == 5 { // an incident, refused when it cannot happen now
				before := len(r.actions)
				if _, err := r.Incident(IncidentKind(actData[i+1] % uint8(numIncidents))); err == nil {
					if _, ok := r.Pending(); !ok || len(r.Legal()) == 0 || len(r.actions) != before {
						t.Fatalf("after the incident: pending %v, legal %v", ok, r.Legal())
					}
				}
				continue
			}
			a := fuzzAction(actData[i], actData[i+1])
			if legal := r.Legal(); actData[i]%3 == 0 && len(legal) > 0 {
				a = legal[int(actData[i+1])%len(legal)]
			}
			step(a)
		}
		for n := 0; !r.Done(); n++ {
			if n > 200 {
				t.Fatal("the coup does not end")
			}
			a, _ := r.due()
			step(a)
			if err != nil {
				t.Fatalf("the due step %s: %v", a, err)
			}
		}
		rec := r.Record()
		checkFuzzRecord(t, rec, r, cards)
		if _, err := json.Marshal(rec); err != nil {
			t.Fatalf("record: %v", err)
		}
	})
}

func checkFuzzRecord(t *testing.T, rec Record, r *Round, cards rules.Cards) {
	// Every card dealt once, in the shoe's order: P B P B, Punto's third,
	// Banco's third, then the cards drawn onto the table.
	var dealt rules.Cards
	for i := 0; i < 3; i++ {
		if i < len(rec.Punto.Cards) {
			dealt = append(dealt, rec.Punto.Cards[i])
		}
		if i < len(rec.Banco.Cards) {
			dealt = append(dealt, rec.Banco.Cards[i])
		}
	}
	dealt = append(dealt, rec.TableCards...)
	fromShoe := append(rules.Cards(nil), cards[:r.shoe.Dealt()]...)
	// Laid aside for the next coup: the card drawn too many (Art. 1), or
	// every card a coup rebuilt "alla regola" left over (Art. 8).
	carried, _ := r.CarriedCards()
	for _, c := range carried {
		for i := len(fromShoe) - 1; i >= 0; i-- {
			if fromShoe[i] == c {
				fromShoe = append(fromShoe[:i], fromShoe[i+1:]...)
				break
			}
		}
	}
	for _, c := range rec.Burnt { // burnt as an incident's remedy (Art. 2)
		for i := len(fromShoe) - 1; i >= 0; i-- {
			if fromShoe[i] == c {
				fromShoe = append(fromShoe[:i], fromShoe[i+1:]...)
				break
			}
		}
	}
	if got, want := dealt.String(), fromShoe.String(); got != want {
		t.Fatalf("cards on the table %s; the shoe dealt %s", got, want)
	}
	// The money: each bet as the table pays it, and the house's net minus
	// the players'.
	var players rules.Money
	for _, b := range rec.Bets {
		var want rules.Money
		switch b.Result {
		case Lose:
			want = -b.Amount
		case Win:
			switch b.On {
			case Punto:
				want = b.Amount
			case Banco:
				want = b.Amount * 95 / 100
			case Egalite:
				want = 8 * b.Amount
			}
		case Open:
			t.Fatalf("bet %d %s left open", b.Position, b.On)
		}
		if b.Net != want {
			t.Fatalf("bet %d %s %s %s: net %s; want %s", b.Position, b.On, b.Amount, b.Result, b.Net, want)
		}
		if b.Result == Win && (rec.Winner != b.On || rec.Void) || b.Result == Push && rec.Winner != Egalite {
			t.Fatalf("bet %d %s %s with winner %s", b.Position, b.On, b.Result, rec.Winner)
		}
		players += b.Net
	}
	if players != -rec.HouseNet {
		t.Fatalf("players' net %s, house net %s", players, rec.HouseNet)
	}
	if rec.Blank && rec.ButtonNext != rec.Button || !rec.Blank && rec.ButtonNext != rec.Button%9+1 {
		t.Fatalf("button %d -> %d (blank %v)", rec.Button, rec.ButtonNext, rec.Blank)
	}
}

// FuzzScript feeds hand scripts, dealer-school ones among them, to
// RunScript: nothing panics, a bad script is a one-line *ScriptError naming
// a field, and a dealer-school record's verdict is consistent.
func FuzzScript(f *testing.F) {
	const coup = `"shoe":"2S 4H 3D 2C 9C","button":4,"bets":[{"position":5,"on":"punto","amount":50},{"position":7,"on":"banco","amount":100}],"decisions":["carta"]`
	f.Add(`{"rules":"super-punto-banco",` + coup + `}`)
	f.Add(`{"rules":"super-punto-banco",` + coup + `,"dealer_steps":["close","deal punto","deal banco","deal punto","deal banco","give 5",` +
		`"turn banco","draw punto","turn punto","announce banco 6 punto 4","collect 5 punto","pay 7 banco 95","discard","button 5"]}`)
	f.Add(`{"rules":"super-punto-banco",` + coup + `,"dealer_steps":["close","bianco","announce banco 9 punto 9"]}`)
	f.Add(`{"rules":"super-punto-banco",` + coup + `,"dealer_steps":[]}`)
	f.Add(`{"rules":"super-punto-banco","shoe":"4S 3H KD 3C 5D 2S","cut":0,"dealer_steps":["close","deal punto","deal banco","deal punto","deal banco","turn punto","turn banco","draw rest","annul","discard","button 2"]}`)
	f.Add(`{"rules":"super-punto-banco","shoe":"2S 4H AD 4C 9D","blank":true,"dealer_steps":["bianco","carta",3]}`)
	f.Add(`{"rules":"super-punto-banco",` + coup + `,"incident":{"kind":"fallen-card","at":1},"dealer_steps":["close","bianco","deal punto"]}`)
	f.Add(`{"rules":"super-punto-banco",` + coup + `,"incident":{"kind":"extra-card-seen","at":6}}`)
	f.Add(`{"rules":"super-punto-banco",` + coup + `,"incident":{"kind":"exposed-card","at":"3","x":1}}`)
	f.Add(`{"rules":"super-punto-banco",` + coup + `,"incident":[]}`)
	f.Fuzz(func(t *testing.T, script string) {
		rec, err := RunScript([]byte(script))
		if err != nil {
			var se *ScriptError
			if !errors.As(err, &se) || se.Field == "" || strings.ContainsAny(err.Error(), "\n\r") {
				t.Fatalf("%q: %v is not a one-line *ScriptError naming a field", script, err)
			}
			return
		}
		if sc := rec.School; sc != nil {
			s, _ := ParseScript([]byte(script))
			stopped := sc.FirstWrong != nil && sc.FirstWrong.Due != "" || sc.RanOutBefore != ""
			if sc.StepsOK > len(s.DealerSteps) || (sc.FirstWrong != nil && sc.RanOutBefore != "") || stopped == rec.Done ||
				(sc.FirstWrong != nil && (sc.FirstWrong.Index != sc.StepsOK || sc.FirstWrong.Code == "")) {
				t.Fatalf("%q: inconsistent school %+v %+v (done %v)", script, sc, sc.FirstWrong, rec.Done)
			}
		} else if !rec.Done {
			t.Fatalf("%q: the automatic dealer left the coup open", script)
		}
		if _, err := json.Marshal(rec); err != nil {
			t.Fatalf("record: %v", err)
		}
	})
}
