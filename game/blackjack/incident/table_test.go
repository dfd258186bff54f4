package incident

import (
	"testing"

	"sabot/game/blackjack"
	"sabot/rules"
)

// TestEveryIncidentHasItsRow: the table of incidents has a row for every
// kind, with its own name (read back by ParseIncident), a precondition, a
// refusal, and a rule that at least one table's regulation gives an article;
// a row whose cards come out of the shoe draws one or two.
func TestEveryIncidentHasItsRow(t *testing.T) {
	seen := map[string]blackjack.IncidentKind{}
	for _, k := range blackjack.Incidents() {
		rule, ok := Rule(k)
		if !ok {
			t.Errorf("incident %d: no row", k)
			continue
		}
		row := rule.(*row)
		name := row.kind.String()
		if row.kind != k || name == "" || row.when == nil || row.refuse == nil {
			t.Errorf("incident %d: row %+v lacks its name, precondition or refusal", k, name)
			continue
		}
		if other, ok := seen[name]; ok {
			t.Errorf("incidents %d and %d are both called %q", other, k, name)
		}
		seen[name] = k
		if got, err := blackjack.ParseIncident(name); err != nil || got != k {
			t.Errorf("ParseIncident(%q) = %v, %v; want %d", name, got, err, k)
		}
		ruled := false
		for _, rs := range rules.All() {
			ruled = ruled || k.RuledAt(rs)
		}
		if !ruled {
			t.Errorf("incident %s: no table's regulation rules it", k)
		}
		if row.shoe > 2 || (row.stage == nil && row.shoe == 0) {
			t.Errorf("incident %s: %d cards out of the shoe, staged by default", k, row.shoe)
		}
	}
	if _, ok := Rule(blackjack.NoIncident); ok {
		t.Error("NoIncident has a row")
	}
	if len(seen) != len(table)-1 {
		t.Errorf("%d incidents named; want %d", len(seen), len(table)-1)
	}
}
