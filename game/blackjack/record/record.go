package record

import (
	"encoding/json"

	"sabot/game"
	"sabot/game/blackjack"
	"sabot/rules"
)

// Record is the hand history of a finished round, as JSON. Amounts are in
// units with two decimals; nets are the players' (+ won, - lost).
type Record struct {
	Rules  string `json:"rules"`
	Dealer Dealer `json:"dealer"`
	Boxes  []Box  `json:"boxes"`
	// TableNet is the net of every stake at the table, every player's
	// (blackjack.Round.Net): not one player's. Records written before it was named
	// so have it as "net", which UnmarshalJSON reads.
	TableNet rules.Money `json:"table_net"`
	// Void is set when the round was void and every bet returned.
	Void       bool   `json:"void,omitempty"`
	VoidReason string `json:"void_reason,omitempty"`
	// CutCardOut: the cut card came out; the round was the last of the shoe.
	CutCardOut bool `json:"cut_card_out,omitempty"`
	// Burnt are the cards burnt at the start of the round.
	Burnt rules.Cards `json:"burnt,omitempty"`
	// Incidents are the incidents brought into the round, each with the
	// number of actions before it ("exposed-card at 7"); Eliminated are
	// the cards their remedies took out of play.
	Incidents  []string    `json:"incidents,omitempty"`
	Eliminated rules.Cards `json:"eliminated,omitempty"`
	// Actions are every action of the round, dealer's and players', in
	// notation.
	Actions []string `json:"actions"`
	// School is the dealer school's verdict when the student gave the
	// dealer's steps (a script's "dealer_steps"); the round ends at the
	// first wrong step, so the record then shows the round so far.
	School *game.School `json:"school,omitempty"`
}

// Dealer is the dealer's hand.
type Dealer struct {
	Cards     rules.Cards `json:"cards"`
	Total     int         `json:"total"`
	Blackjack bool        `json:"blackjack"`
	Bust      bool        `json:"bust"`
	// Discarded: the dealer removed his only card, no box being in play
	// (000 Art.6).
	Discarded bool `json:"discarded,omitempty"`
}

// Side is a side bet: insurance, desafío, Perfect Pair.
type Side struct {
	Stake  rules.Money `json:"stake"`
	Result string      `json:"result,omitempty"`
	Net    rules.Money `json:"net"`
}

// Box is one box.
type Box struct {
	Box      int         `json:"box"`
	Player   string      `json:"player,omitempty"`
	Standing bool        `json:"standing,omitempty"`
	Bet      rules.Money `json:"bet"`
	// NoBet: a position without a bet that held cards of the deal (004
	// Regole particolari 2), played by the dealer's rule.
	NoBet       bool   `json:"no_bet,omitempty"`
	Insurance   Side   `json:"insurance"`
	EvenMoney   bool   `json:"even_money,omitempty"`
	PerfectPair *Side  `json:"perfect_pair,omitempty"`
	Hands       []Hand `json:"hands"`
	// Net is the holder's net; each co-bettor's is in his Stake.
	Net rules.Money `json:"net"`
	// Behind are the co-bettors' stakes on the box, each settled on its own
	// (000 Art. 28).
	Behind []Stake `json:"behind,omitempty"`
}

// Stake is a co-bettor's stake on a box.
type Stake struct {
	// Stake is its number on the box: 2 for the first co-bettor.
	Stake     int         `json:"stake"`
	Player    string      `json:"player,omitempty"`
	Standing  bool        `json:"standing,omitempty"`
	Bet       rules.Money `json:"bet"`
	Insurance *Side       `json:"insurance,omitempty"`
	EvenMoney bool        `json:"even_money,omitempty"`
	Hands     []Share     `json:"hands"`
	Net       rules.Money `json:"net"`
}

// Share is a co-bettor's money on one hand of the box (hands where he
// has none are left out).
type Share struct {
	Hand    int         `json:"hand"`
	Stake   rules.Money `json:"stake"`
	Doubled bool        `json:"doubled,omitempty"`
	Result  string      `json:"result"`
	Net     rules.Money `json:"net"`
}

// Hand is one hand of a box.
type Hand struct {
	Cards     rules.Cards `json:"cards"`
	Total     int         `json:"total"`
	Stake     rules.Money `json:"stake"`
	Result    string      `json:"result"`
	Blackjack bool        `json:"blackjack"`
	Net       rules.Money `json:"net"`
	Doubled   bool        `json:"doubled,omitempty"`
	Split     bool        `json:"split,omitempty"`
	// Ace is the argentine declaration, "1" or "11".
	Ace     string `json:"ace,omitempty"`
	Desafio *Side  `json:"desafio,omitempty"`
}

// Of returns round r's hand history. It is complete once Done; before
// that it shows the round so far.
func Of(r *blackjack.Round) Record {
	dealer := r.DealerCards()
	void, voidReason := r.Void()
	dt := rules.HandTotal(dealer)
	rec := Record{
		Rules: r.Rules().ID,
		Dealer: Dealer{
			Cards: append(rules.Cards(nil), dealer...), Total: dt.Value,
			Blackjack: rules.IsNatural(dealer), Bust: dt.Value > 21, Discarded: r.DealerDiscarded(),
		},
		TableNet: r.Net(), Void: void, VoidReason: voidReason,
		Burnt: append(rules.Cards(nil), r.Burnt()...), CutCardOut: r.CutCardOut(),
		Incidents: append([]string(nil), r.IncidentLog()...), Eliminated: append(rules.Cards(nil), r.Eliminated()...),
	}
	if len(dealer) == 0 {
		rec.Dealer.Cards = rules.Cards{}
	}
	boxes := r.Boxes()
	for i := range boxes {
		b := &boxes[i]
		br := Box{
			Box: b.Number, Player: b.Player, Standing: b.Standing, Bet: b.Bet, NoBet: b.NoBet,
			Insurance: Side{Stake: b.Insurance, Net: b.InsuranceNet},
			EvenMoney: b.EvenMoney, Net: b.Net(),
		}
		if b.Insurance > 0 {
			br.Insurance.Result = b.InsuranceResult.String()
		}
		if b.PerfectPair > 0 {
			br.PerfectPair = &Side{Stake: b.PerfectPair, Result: b.PerfectPairResult.String(), Net: b.PerfectPairNet}
		}
		for j := range b.Hands {
			h := &b.Hands[j]
			hr := Hand{
				Cards: append(rules.Cards{}, h.Cards...), Total: h.Total().Value, Stake: h.Stake,
				Result: h.Result.String(), Blackjack: h.Blackjack(), Net: h.Net,
				Doubled: h.Doubled, Split: h.FromSplit, Ace: h.Ace.String(),
			}
			if h.Desafio > 0 {
				hr.Desafio = &Side{Stake: h.Desafio, Result: h.DesafioResult.String(), Net: h.DesafioNet}
			}
			br.Hands = append(br.Hands, hr)
		}
		for k := range b.Behind {
			s := &b.Behind[k]
			sr := Stake{Stake: k + 2, Player: s.Player, Standing: s.Standing, Bet: s.Bet, EvenMoney: s.EvenMoney, Net: s.Net(), Hands: []Share{}}
			if s.Insurance > 0 {
				sr.Insurance = &Side{Stake: s.Insurance, Result: s.InsuranceResult.String(), Net: s.InsuranceNet}
			}
			for j := range s.On {
				if sh := &s.On[j]; sh.Amount > 0 {
					sr.Hands = append(sr.Hands, Share{Hand: j + 1, Stake: sh.Amount, Doubled: sh.Doubled, Result: sh.Result.String(), Net: sh.Net})
				}
			}
			br.Behind = append(br.Behind, sr)
		}
		rec.Boxes = append(rec.Boxes, br)
	}
	log := r.Log()
	rec.Actions = make([]string, len(log))
	for i, l := range log {
		rec.Actions[i] = l.String()
	}
	return rec
}

// UnmarshalJSON reads a record, and the table's net of a record written
// before it was named "table_net" from its "net".
func (r *Record) UnmarshalJSON(data []byte) error {
	type plain Record
	var v struct {
		plain
		TableNet *rules.Money `json:"table_net"`
		OldNet   *rules.Money `json:"net"`
	}
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	*r = Record(v.plain)
	switch {
	case v.TableNet != nil:
		r.TableNet = *v.TableNet
	case v.OldNet != nil:
		r.TableNet = *v.OldNet
	}
	return nil
}

// PlayerNet is the net of every stake the named player has in the record:
// the boxes he holds and his stakes behind others' boxes.
func (r *Record) PlayerNet(player string) rules.Money {
	var n rules.Money
	for _, b := range r.Boxes {
		if b.Player == player {
			n += b.Net
		}
		for _, s := range b.Behind {
			if s.Player == player {
				n += s.Net
			}
		}
	}
	return n
}
