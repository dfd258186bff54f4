package game

import (
	"fmt"
	"strings"
)

// ParseIncidentName finds an incident's name in names, the names of a
// game's incident kinds by kind with "" for no incident at index 0, case
// and surrounding space ignored. It returns the kind's index, or an error
// that names the text and the names allowed.
func ParseIncidentName(names []string, s string) (int, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	for k := 1; k < len(names); k++ {
		if names[k] == t {
			return k, nil
		}
	}
	return 0, fmt.Errorf("unknown incident %q: want one of %s", s, strings.Join(names[1:], ", "))
}
