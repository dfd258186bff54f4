package schooldriver

import (
	"strings"
	"testing"

	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/rules"
)

// TestIncident_BroughtRefusedRemedied: at the rate of a round in two, the
// planned incident comes through the shared loop (Think, then each step
// tried); while it is under way a step other than its remedy is refused
// with the incident's own article and words, the status names it with its
// article, and its remedy taken clears it. The article is the one the
// table's regulation gives the incident, checked against rules' topics.
func TestIncident_BroughtRefusedRemedied(t *testing.T) {
	r := rules.ItalianClassic
	h := newHost(t, locales.English, r)
	d := NewBlackjack(h, r, 3)
	d.Rate = 2
	var pending blackjack.PendingIncident
	for round := 0; round < 40 && pending.Article == ""; round++ {
		if err := d.Deal(); err != nil {
			t.Fatal(err)
		}
		d.Planned = true // this round brings one, when it can
		for i := 0; d.Playing() && i < 5000; i++ {
			h.tick++
			if p, ok := d.Round.Pending(); ok {
				pending = p
				break
			}
			if d.Thinking() {
				d.Think()
				continue
			}
			act, _ := dueAction(d)
			if res, err := d.Try(act); err != nil || !res.Accepted {
				t.Fatalf("the step due %+v: %+v %v", act, res, err)
			}
		}
	}
	if pending.Article == "" {
		t.Fatal("no incident came in 40 rounds at a round in two")
	}
	kind := pending.Kind.String()
	if d.IncKind != kind || !strings.Contains(d.Incident, pending.Article) || d.Brought != 1 || d.Planned {
		t.Fatalf("the status: kind %q %q, brought %d, still planned %v", d.IncKind, d.Incident, d.Brought, d.Planned)
	}
	if !strings.Contains(rulesArticles(r), "|"+pending.Article+"|") {
		t.Errorf("the incident's article %q is none of 000's", pending.Article)
	}
	if a, q := d.Article(); a != pending.Article || q != pending.Quote {
		t.Errorf("the article due: %q; want the incident's %q", a, pending.Article)
	}
	// A step that is not the remedy: refused with the incident's article.
	wrong := blackjack.Action{Kind: blackjack.CollectCards}
	if pending.Remedy.Kind == blackjack.CollectCards {
		wrong = blackjack.Action{Kind: blackjack.DealerStand}
	}
	res, err := d.Try(wrong)
	if err != nil || res.Refusal == nil {
		t.Fatalf("a step other than the remedy: %+v %v", res, err)
	}
	if res.Refusal.Article != pending.Article || !strings.Contains(res.Refusal.Why, d.IncidentName(kind)) || res.Refusal.Quote == "" {
		t.Errorf("the stop: %+v; want the incident's article %q", res.Refusal, pending.Article)
	}
	if seed := readSeed(t, "000"); seed != "" && !inSeed(fold(seed), res.Refusal.Quote) {
		t.Errorf("the incident's words %q are not in 000", res.Refusal.Quote)
	}
	// The remedy, as the engine states it due, clears the incident.
	act, ok := dueAction(d)
	if !ok {
		t.Fatal("no remedy due")
	}
	if res, err := d.Try(act); err != nil || !res.Accepted {
		t.Fatalf("the remedy %+v: %+v %v", act, res, err)
	}
	for i := 0; i < 10 && d.IncKind != ""; i++ {
		act, ok := dueAction(d)
		if !ok {
			break
		}
		d.Try(act) // a remedy of more than one step
	}
	if d.IncKind != "" || d.Incident != "" {
		t.Errorf("after the remedy the incident is still said: %q", d.Incident)
	}
}

// rulesArticles is every article the table's regulation cites, as
// "|a|b|…|".
func rulesArticles(r rules.RuleSet) string {
	var b strings.Builder
	b.WriteString("|")
	for t := rules.Topic(0); t < rules.Topic(255); t++ {
		if a := r.Article(t); a != "" {
			b.WriteString(a + "|")
		}
	}
	return b.String()
}
