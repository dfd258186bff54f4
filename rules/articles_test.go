package rules

import "testing"

func TestArticles(t *testing.T) {
	cases := []struct {
		rs    RuleSet
		topic Topic
		want  string
	}{
		{ItalianClassic, TopicDouble, "Art. 10"},
		{ItalianClassic, TopicSettlementOrder, "Art. 28"},
		{Argentine, TopicAceDeclaration, "Desarrollo 10"},
		{ItalianShuffler, TopicForcedHit, "Il gioco"},
		{SuperPuntoBanco, TopicLastCoup, "Art. 5"},
		{ItalianOnline, TopicDesafio, ""}, // no such rule there
	}
	for _, c := range cases {
		if got := c.rs.Article(c.topic); got != c.want {
			t.Errorf("%s topic %d: %q; want %q", c.rs.ID, c.topic, got, c.want)
		}
	}
	for _, id := range IDs() {
		if _, ok := articles[id]; !ok {
			t.Errorf("%s has no articles", id)
		}
	}
}

func TestByID(t *testing.T) {
	for _, id := range IDs() {
		rs, err := ByID(id)
		if err != nil || rs.ID != id {
			t.Errorf("ByID(%q) = %v, %v", id, rs.ID, err)
		}
	}
	if _, err := ByID("vegas"); err == nil {
		t.Error("ByID(vegas) succeeded")
	}
	if len(IDs()) != 6 || IDs()[0] != "italian-classic" || IDs()[4] != "super-punto-banco" || IDs()[5] != "italian-shuffler-shoe" {
		t.Errorf("IDs() = %v", IDs())
	}
}

// Art.2: the maximum is ten times the minimum at the Italian casino.
func TestLimitsRatio(t *testing.T) {
	for _, rs := range All() {
		l := rs.Limits
		if l.MaxRatio > 0 && l.Max != Money(l.MaxRatio)*l.Min {
			t.Errorf("%s: max %v is not %d times min %v", rs.ID, l.Max, l.MaxRatio, l.Min)
		}
		if l.Min <= 0 || l.Max < l.Min {
			t.Errorf("%s: limits %v-%v", rs.ID, l.Min, l.Max)
		}
	}
}
