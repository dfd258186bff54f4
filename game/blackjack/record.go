package blackjack

import (
	"encoding/json"

	"sabot/game"
	"sabot/rules"
)

// Record is the hand history of a finished round, as JSON. Amounts are in
// units with two decimals; nets are the players' (+ won, - lost).
type Record struct {
	Rules  string       `json:"rules"`
	Dealer DealerRecord `json:"dealer"`
	Boxes  []BoxRecord  `json:"boxes"`
	// TableNet is the net of every stake at the table, every player's
	// (Round.Net): not one player's. Records written before it was named
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

// DealerRecord is the dealer's hand.
type DealerRecord struct {
	Cards     rules.Cards `json:"cards"`
	Total     int         `json:"total"`
	Blackjack bool        `json:"blackjack"`
	Bust      bool        `json:"bust"`
	// Discarded: the dealer removed his only card, no box being in play
	// (000 Art.6).
	Discarded bool `json:"discarded,omitempty"`
}

// SideRecord is a side bet: insurance, desafío, Perfect Pair.
type SideRecord struct {
	Stake  rules.Money `json:"stake"`
	Result string      `json:"result,omitempty"`
	Net    rules.Money `json:"net"`
}

// BoxRecord is one box.
type BoxRecord struct {
	Box      int         `json:"box"`
	Player   string      `json:"player,omitempty"`
	Standing bool        `json:"standing,omitempty"`
	Bet      rules.Money `json:"bet"`
	// NoBet: a position without a bet that held cards of the deal (004
	// Regole particolari 2), played by the dealer's rule.
	NoBet       bool         `json:"no_bet,omitempty"`
	Insurance   SideRecord   `json:"insurance"`
	EvenMoney   bool         `json:"even_money,omitempty"`
	PerfectPair *SideRecord  `json:"perfect_pair,omitempty"`
	Hands       []HandRecord `json:"hands"`
	// Net is the holder's net; each co-bettor's is in his StakeRecord.
	Net rules.Money `json:"net"`
	// Behind are the co-bettors' stakes on the box, each settled on its own
	// (000 Art. 28).
	Behind []StakeRecord `json:"behind,omitempty"`
}

// StakeRecord is a co-bettor's stake on a box.
type StakeRecord struct {
	// Stake is its number on the box: 2 for the first co-bettor.
	Stake     int           `json:"stake"`
	Player    string        `json:"player,omitempty"`
	Standing  bool          `json:"standing,omitempty"`
	Bet       rules.Money   `json:"bet"`
	Insurance *SideRecord   `json:"insurance,omitempty"`
	EvenMoney bool          `json:"even_money,omitempty"`
	Hands     []ShareRecord `json:"hands"`
	Net       rules.Money   `json:"net"`
}

// ShareRecord is a co-bettor's money on one hand of the box (hands where he
// has none are left out).
type ShareRecord struct {
	Hand    int         `json:"hand"`
	Stake   rules.Money `json:"stake"`
	Doubled bool        `json:"doubled,omitempty"`
	Result  string      `json:"result"`
	Net     rules.Money `json:"net"`
}

// HandRecord is one hand of a box.
type HandRecord struct {
	Cards     rules.Cards `json:"cards"`
	Total     int         `json:"total"`
	Stake     rules.Money `json:"stake"`
	Result    string      `json:"result"`
	Blackjack bool        `json:"blackjack"`
	Net       rules.Money `json:"net"`
	Doubled   bool        `json:"doubled,omitempty"`
	Split     bool        `json:"split,omitempty"`
	// Ace is the argentine declaration, "1" or "11".
	Ace     string      `json:"ace,omitempty"`
	Desafio *SideRecord `json:"desafio,omitempty"`
}

// Record returns the round's hand history. It is complete once Done; before
// that it shows the round so far.
func (r *Round) Record() Record {
	dt := rules.HandTotal(r.dealer)
	rec := Record{
		Rules: r.rs.ID,
		Dealer: DealerRecord{
			Cards: append(rules.Cards(nil), r.dealer...), Total: dt.Value,
			Blackjack: rules.IsNatural(r.dealer), Bust: dt.Value > 21, Discarded: r.discarded,
		},
		TableNet: r.Net(), Void: r.void, VoidReason: r.voidReason,
		Burnt: append(rules.Cards(nil), r.burnt...), CutCardOut: r.CutCardOut(),
		Incidents: append([]string(nil), r.incidents...), Eliminated: append(rules.Cards(nil), r.discards...),
	}
	if len(r.dealer) == 0 {
		rec.Dealer.Cards = rules.Cards{}
	}
	for i := range r.boxes {
		b := &r.boxes[i]
		br := BoxRecord{
			Box: b.Number, Player: b.Player, Standing: b.Standing, Bet: b.Bet, NoBet: b.NoBet,
			Insurance: SideRecord{Stake: b.Insurance, Net: b.InsuranceNet},
			EvenMoney: b.EvenMoney, Net: b.Net(),
		}
		if b.Insurance > 0 {
			br.Insurance.Result = b.InsuranceResult.String()
		}
		if b.PerfectPair > 0 {
			br.PerfectPair = &SideRecord{Stake: b.PerfectPair, Result: b.PerfectPairResult.String(), Net: b.PerfectPairNet}
		}
		for j := range b.Hands {
			h := &b.Hands[j]
			hr := HandRecord{
				Cards: append(rules.Cards{}, h.Cards...), Total: h.Total().Value, Stake: h.Stake,
				Result: h.Result.String(), Blackjack: h.Blackjack(), Net: h.Net,
				Doubled: h.Doubled, Split: h.FromSplit, Ace: h.Ace.String(),
			}
			if h.Desafio > 0 {
				hr.Desafio = &SideRecord{Stake: h.Desafio, Result: h.DesafioResult.String(), Net: h.DesafioNet}
			}
			br.Hands = append(br.Hands, hr)
		}
		for k := range b.Behind {
			s := &b.Behind[k]
			sr := StakeRecord{Stake: k + 2, Player: s.Player, Standing: s.Standing, Bet: s.Bet, EvenMoney: s.EvenMoney, Net: s.Net(), Hands: []ShareRecord{}}
			if s.Insurance > 0 {
				sr.Insurance = &SideRecord{Stake: s.Insurance, Result: s.InsuranceResult.String(), Net: s.InsuranceNet}
			}
			for j := range s.On {
				if sh := &s.On[j]; sh.Amount > 0 {
					sr.Hands = append(sr.Hands, ShareRecord{Hand: j + 1, Stake: sh.Amount, Doubled: sh.Doubled, Result: sh.Result.String(), Net: sh.Net})
				}
			}
			br.Behind = append(br.Behind, sr)
		}
		rec.Boxes = append(rec.Boxes, br)
	}
	rec.Actions = make([]string, len(r.log))
	for i, l := range r.log {
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
