package blackjack

import (
	"fmt"
	"strings"

	"sabot/rules"
)

// An IncidentRule is an incident as the table of incidents
// (game/blackjack/incident) rules it: when it can happen, how it comes into
// the round, and how a step is refused while it is pending. Round.Incident
// brings it into the round, handing it a Floor: what it sees of the round
// and what it may do to it. Once the incident is in, its remedy is the
// dealer's step due, checked by Apply and taken by the automatic dealer
// like any other.
type IncidentRule interface {
	// Kind is the incident the rule is for.
	Kind() IncidentKind
	// When says why the incident cannot happen now; nil when it can.
	When(f *Floor) error
	// Stage brings the incident into the round and sets its remedy due;
	// an error leaves no incident pending.
	Stage(f *Floor) error
	// Refuse explains why the dealer's step a is refused while the
	// incident is pending and due is the step due (isRemedy: a is one of
	// the remedies' steps, BurnCard to VoidRound); nil when the usual
	// explanation fits.
	Refuse(f *Floor, a, due Action, isRemedy bool) error
}

// Incident brings the incident its rule describes into the round now, as it
// happens at a real table, and returns its events (an EvIncident, with the
// card when one comes out of the shoe). The remedy the table's regulation
// prescribes is then due: Turn().Due, Legal and NextDealerAction name it,
// Apply checks it. An incident that cannot happen now (rule.When), that the
// table's regulation does not rule, that comes when the round is over or
// while another is handled, changes nothing and returns an error that says
// why. The rules of Sabot's incidents are game/blackjack/incident's, which
// brings them by kind (incident.Bring).
func (r *Round) Incident(rule IncidentRule) ([]Event, error) {
	kind := rule.Kind()
	if kind <= NoIncident || kind >= numIncidents {
		return nil, fmt.Errorf("incident %d: unknown (want one of %s)", kind, strings.Join(incidentNames[1:], ", "))
	}
	if r.rs.Article(kind.Topic()) == "" {
		return nil, fmt.Errorf("incident %s: the regulation of %s does not rule it", kind, r.rs.ID)
	}
	if r.phase == phDone {
		return nil, fmt.Errorf("incident %s: the round is over", kind)
	}
	if r.inc.kind != NoIncident {
		return nil, fmt.Errorf("incident %s: the %s is still being handled", kind, r.inc.kind)
	}
	f := &Floor{r: r}
	if err := rule.When(f); err != nil {
		return nil, fmt.Errorf("incident %s: %w", kind, err)
	}
	r.events = r.events[:0]
	r.inc = incidentState{kind: kind, rule: rule}
	if err := rule.Stage(f); err != nil {
		r.inc = incidentState{}
		return nil, err
	}
	r.incidents = append(r.incidents, fmt.Sprintf("%s at %d", kind, len(r.log)))
	r.advance()
	return r.events, nil
}

// A Floor is what an incident's rule sees of the round as it is brought in
// (Round.Incident), beyond the round's exported state, and the changes an
// incident makes to the round. Only the round hands one out.
type Floor struct{ r *Round }

// Round is the round the incident comes into.
func (f *Floor) Round() *Round { return f.r }

// InDeal reports whether the round is dealing its initial cards.
func (f *Floor) InDeal() bool { return f.r.phase == phDeal }

// InInsurance reports whether the round is at the insurance (or even
// money, or "¿asegura?") after the deal.
func (f *Floor) InInsurance() bool { return f.r.phase == phInsurance }

// InPlay reports whether the players are playing their hands.
func (f *Floor) InPlay() bool { return f.r.phase == phPlay }

// InSettlement reports whether the bets are being settled.
func (f *Floor) InSettlement() bool { return f.r.phase == phSettle }

// Step is the position of the step due in its part of the round: in the
// deal, the card's (0 the first; the boxes' first cards, then the dealer's
// at len(Round().Boxes()), then the second round); in the settlement, 0
// before the first payment or collection.
func (f *Floor) Step() int { return f.r.step }

// Announced reports whether the dealer has announced his total.
func (f *Floor) Announced() bool { return f.r.announced }

// CutOut reports whether the cut card is out of the shoe or seen.
func (f *Floor) CutOut() bool { return f.r.shoe.CutOut() || f.r.cutSeen }

// ShoeRemaining is the number of cards left in the shoe.
func (f *Floor) ShoeRemaining() int { return f.r.shoe.Remaining() }

// DealerBlackjack reports whether the dealer's two cards, the hole card
// included, make a blackjack.
func (f *Floor) DealerBlackjack() bool { return f.r.dealerBJ }

// DealerValue is the value of the dealer's hand, face-down cards included.
func (f *Floor) DealerValue() int { return f.r.dealerT.Value }

// Result is the result of hand h against the dealer's as it stands.
func (f *Floor) Result(h *Hand) Result {
	res, _ := f.r.result(h)
	return res
}

// Refusal is the refusal of the dealer's step a while the incident is
// pending, citing its article: code is the refusal's kind, the rest its
// reason.
func (f *Floor) Refusal(a Action, code, format string, args ...any) error {
	return f.r.illegal(a, code, fmt.Sprintf(format, args...), f.r.inc.kind.Topic())
}

// Hold draws the incident's n cards (one, or two that come out together)
// and holds them out of the deal, laid on box (0: on none), and sets its
// remedy due (zero: the round's due step is itself the remedy, and the
// card held is the next one dealt). On an empty shoe there is no incident.
func (f *Floor) Hold(box, n int, remedy Action) error {
	r := f.r
	kind := r.inc.kind
	r.inc.box = box
	c, ok := r.draw()
	if !ok {
		r.inc = incidentState{}
		return fmt.Errorf("incident %s: the shoe is empty", kind)
	}
	if n == 2 {
		// Drawn before the first is held, so that the shoe gives it.
		if r.inc.second, r.inc.two = r.draw(); !r.inc.two {
			r.inc = incidentState{}
			return fmt.Errorf("incident %s: the shoe is empty", kind)
		}
	}
	r.inc.card, r.inc.held = c, true
	r.emit(Event{Kind: EvIncident, Incident: kind, Card: c, Box: r.inc.box})
	if r.inc.two {
		r.emit(Event{Kind: EvIncident, Incident: kind, Card: r.inc.second})
	}
	r.inc.remedy = remedy
	return nil
}

// Mark brings in an incident of box's hand (0, 0: of none) and its card if
// it shows one, with its remedy due (zero: none yet, the round's due step
// is what it changes).
func (f *Floor) Mark(box, hand int, card rules.Card, remedy Action) {
	r := f.r
	r.inc.box, r.inc.hand, r.inc.card, r.inc.remedy = box, hand, card, remedy
	r.emit(Event{Kind: EvIncident, Incident: r.inc.kind, Card: card, Box: box, Hand: hand})
}
