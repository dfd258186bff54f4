package verbatim

import "testing"

// TestMisquoted checks the check itself on a made-up regulation: a quote
// passes only with the regulation's words, accents and punctuation, cut at
// word boundaries and kept in order.
func TestMisquoted(t *testing.T) {
	const text = "Art. 8 Si realizza Black Jack con le prime due carte. Il Black Jack é pagato 3 a 2. Art. 9 L’assicurazione é pagata 2 a 1."
	cases := []struct {
		name, quote, want string
	}{
		{"whole sentence", "Il Black Jack é pagato 3 a 2.", ""},
		{"two pieces", "Si realizza Black Jack … L’assicurazione é pagata 2 a 1.", ""},
		{"leading cut", "…con le prime due carte.", ""},
		{"accent changed", "Il Black Jack è pagato 3 a 2.", "Il Black Jack è pagato 3 a 2."},
		{"apostrophe changed", "L'assicurazione é pagata 2 a 1.", "L'assicurazione é pagata 2 a 1."},
		{"word changed", "Il Black Jack é pagato 6 a 5.", "Il Black Jack é pagato 6 a 5."},
		{"cut inside a word", "ealizza Black Jack", "ealizza Black Jack"},
		{"cut inside the last word", "Si realizza Black J", "Si realizza Black J"},
		{"pieces out of order", "L’assicurazione é pagata 2 a 1. … Il Black Jack é pagato 3 a 2.", "Il Black Jack é pagato 3 a 2."},
	}
	for _, c := range cases {
		if got := Misquoted(text, c.quote); got != c.want {
			t.Errorf("%s: Misquoted(%q) = %q; want %q", c.name, c.quote, got, c.want)
		}
	}
	if got := Normalize("la  puntata\n**è a Punto \"non legge\"**.\r\n"); got != `la puntata è a Punto "non legge".` {
		t.Errorf("Normalize = %q", got)
	}
}

// The check itself, on a made-up regulation: only the regulation's words,
// accents and apostrophes pass, cut at word boundaries and in order.
func TestMisquotedCut(t *testing.T) {
	const text = "Art. 30 Il taglio del mazzo é offerto al giocatore; se rinuncia la passa al giocatore alla sua sinistra. Art. 31 Il taglio deve essere eseguito in modo casuale."
	cases := []struct{ quote, want string }{
		{"Il taglio deve essere eseguito in modo casuale.", ""},
		{"Il taglio del mazzo é offerto … alla sua sinistra.", ""},
		{"…se rinuncia la passa al giocatore alla sua sinistra.", ""},
		{"Il taglio del mazzo è offerto", "Il taglio del mazzo è offerto"},
		{"alla sua destra.", "alla sua destra."},
		{"aglio deve essere", "aglio deve essere"},
		{"Il taglio deve essere eseguito … Il taglio del mazzo", "Il taglio del mazzo"},
	}
	for _, c := range cases {
		if got := Misquoted(text, c.quote); got != c.want {
			t.Errorf("Misquoted(%q) = %q; want %q", c.quote, got, c.want)
		}
	}
	if got := Normalize("la  **carta**\r\n \"vista\""); got != `la carta "vista"` {
		t.Errorf("Normalize = %q", got)
	}
}
