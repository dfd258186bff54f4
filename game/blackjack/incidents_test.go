package blackjack

import (
	"testing"

	"sabot/rules"
)

// TestEveryIncidentHasItsRow: the table of incidents has a row for every
// kind, with its own name (read back by ParseIncident), a precondition, a
// refusal, and a rule that at least one table's regulation gives an article;
// a row whose cards come out of the shoe draws one or two.
func TestEveryIncidentHasItsRow(t *testing.T) {
	seen := map[string]IncidentKind{}
	for _, k := range Incidents() {
		row := incidents[k]
		if row.name == "" || row.when == nil || row.refuse == nil {
			t.Errorf("incident %d: row %+v lacks its name, precondition or refusal", k, row.name)
			continue
		}
		if other, ok := seen[row.name]; ok {
			t.Errorf("incidents %d and %d are both called %q", other, k, row.name)
		}
		seen[row.name] = k
		if got, err := ParseIncident(row.name); err != nil || got != k {
			t.Errorf("ParseIncident(%q) = %v, %v; want %d", row.name, got, err, k)
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
	if len(seen) != int(numIncidents)-1 {
		t.Errorf("%d incidents named; want %d", len(seen), numIncidents-1)
	}
}
