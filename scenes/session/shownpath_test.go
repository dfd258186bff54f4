package session

import "testing"

// The notices show a path under the user's home with "~" for it, and any
// other path, or any path when the home is unknown or is the root, whole.
func TestShownPath(t *testing.T) {
	for _, c := range []struct {
		path, home, want string
	}{
		{"/home/ana/.config/sabot", "/home/ana", "~/.config/sabot"},
		{"/home/ana/.config/sabot", "/home/ana/", "~/.config/sabot"},
		{"/home/ana", "/home/ana", "~"},
		{"/home/anabel/.config/sabot", "/home/ana", "/home/anabel/.config/sabot"},
		{"/srv/sabot", "/home/ana", "/srv/sabot"},
		{"/home/ana/.config/sabot", "", "/home/ana/.config/sabot"},
		{"/home/ana/.config/sabot", "/", "/home/ana/.config/sabot"},
		{"/home/ana/.config/sabot", "ana", "/home/ana/.config/sabot"},
		{"round-log.jsonl", "/home/ana", "round-log.jsonl"},
	} {
		if got := shownPath(c.path, c.home); got != c.want {
			t.Errorf("shownPath(%q, %q) = %q; want %q", c.path, c.home, got, c.want)
		}
	}
}
