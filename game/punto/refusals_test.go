package punto

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"sabot/game"
)

// seed002 returns 002's text with its emphasis marks and runs of spaces
// normalised, or "" when the regulations are not beside the repository
// (../shared/seeds, as CI has them).
func seed002(t *testing.T) string {
	t.Helper()
	paths, _ := filepath.Glob("../../../shared/seeds/002_*")
	if len(paths) != 1 {
		return ""
	}
	b, err := os.ReadFile(paths[0])
	if err != nil {
		t.Fatal(err)
	}
	return strings.Join(strings.Fields(strings.ReplaceAll(string(b), "*", "")), " ")
}

// refusalKindsWithoutArticle are the refusals that state a fact of the
// table, not a step of the procedure, and so cite nothing: a step that
// names no bet on the layout, a bet settled already, a step that is not a
// step (the school's buttons cannot make the last one).
var refusalKindsWithoutArticle = map[string]bool{"no-such-bet": true, "already-settled": true, "bad-action": true}

// TestRefusals_EveryKindCites002: every kind of refusal the Punto Banco
// school can give, each made to happen, cites an article of 002 that is in
// the regulation and not empty, and quotes words of 002 that speak of what
// is refused (the sentence that decides, whole). The table covers every
// code the package's refusals use.
func TestRefusals_EveryKindCites002(t *testing.T) {
	const (
		deal4 = "close; deal punto; deal banco; deal punto; deal banco"
		four  = "4S 3H KD 3C 5D 2S" // Punto 4, Banco 6
		seven = "7S 3H KD 4C 5D 2S" // Punto 7, Banco 7
	)
	type incident struct {
		kind IncidentKind
		at   int
	}
	cases := []struct {
		code, shoe, bets string
		blank            bool
		before           string // steps and calls, separated by ";"
		inc              incident
		step             string
		words            string // in the quote
	}{
		{"bets-open", incShoe, incBets, false, "", incident{}, "deal punto", "Rien ne va plus"},
		{"blank-coup", incShoe, "", true, "", incident{}, "close", "Colpo in Bianco"},
		{"no-incident", incShoe, incBets, false, "close", incident{}, "bianco", "Colpo in Bianco"},
		{"wrong-side", incShoe, incBets, false, "close", incident{}, "deal banco", "inverte l'ordine"},
		{"too-few-cards", incShoe, incBets, false, "close; deal punto; deal banco; deal punto", incident{}, "give 1", "numero maggiore o minore"},
		{"too-many-cards", incShoe, incBets, false, deal4, incident{}, "deal punto", "numero maggiore o minore"},
		{"wrong-reader", incShoe, incBets, false, deal4, incident{}, "give 2", "somma più elevata"},
		{"not-your-turn", incShoe, incBets, false, deal4 + "; give 1", incident{}, "turn banco", "chiedere carta"},
		{"no-reader", incShoe, "2 banco 20", false, deal4, incident{}, "give 1", "nessun giocatore scommette a Punto"},
		{"not-now", incShoe, incBets, false, "close; deal punto; deal banco", incident{}, "bianco", "prima carta"},
		{"out-of-order", incShoe, incBets, false, deal4, incident{}, "discard", "somma più elevata"},
		{"wrong-order", incShoe, incBets, false, deal4 + "; give 1; no-carta", incident{}, "draw banco", "scopre le sue carte"},
		{"card-not-due", seven, "1 punto 10", false, deal4 + "; give 1; no-carta; turn banco", incident{}, "draw punto", "terza carta non dovuta"},
		{"by-the-call", four, "1 punto 10", false, deal4 + "; give 1; no-carta; turn banco", incident{}, "draw punto", "deve scoprire le sue carte"},
		{"wrong-score", incShoe, incBets, false, deal4 + "; give 1; no-carta; turn banco; draw banco; turn punto", incident{}, "announce banco 1 punto 1", "Le carte parlano"},
		{"wrong-settlement", incShoe, incBets, false, deal4 + "; give 1; no-carta; turn banco; draw banco; turn punto; announce banco 2 punto 7; indicate punto", incident{}, "pay 2 banco 19", "regolamento generale"},
		{"wrong-amount", incShoe, incBets, false, deal4 + "; give 1; no-carta; turn banco; draw banco; turn punto; announce banco 2 punto 7; indicate punto; collect 2 banco", incident{}, "pay 1 punto 9.50", "regolamento generale"},
		{"wrong-settlement", "6S 3H KD 3C", "1 punto 10", false, deal4 + "; give 1; no-carta; turn banco; turn punto; announce banco 6 punto 6; indicate egalite", incident{}, "collect 1 punto", "parità"},
		// The winning box (Distribuzione): skipped, wrong, before the
		// score, twice; on a tie, Egalité's.
		{"box-not-indicated", incShoe, incBets, false, deal4 + "; give 1; no-carta; turn banco; draw banco; turn punto; announce banco 2 punto 7", incident{}, "collect 2 banco", "indica la casella vincente"},
		{"wrong-box", incShoe, incBets, false, deal4 + "; give 1; no-carta; turn banco; draw banco; turn punto; announce banco 2 punto 7", incident{}, "indicate banco", "Vince la casella che realizza il punteggio più alto"},
		{"wrong-box", "6S 3H KD 3C", "1 punto 10", false, deal4 + "; give 1; no-carta; turn banco; turn punto; announce banco 6 punto 6", incident{}, "indicate punto", "pagate le puntate su Egalité"},
		{"box-before-score", incShoe, incBets, false, deal4 + "; give 1; no-carta; turn banco; draw banco; turn punto", incident{}, "indicate punto", "annunciando prima il punteggio a Banco"},
		{"box-indicated", incShoe, incBets, false, deal4 + "; give 1; no-carta; turn banco; draw banco; turn punto; announce banco 2 punto 7; indicate punto", incident{}, "indicate punto", "indica la casella vincente"},
		{"wrong-button", incShoe, incBets, false, deal4 + "; give 1; no-carta; turn banco; draw banco; turn punto; announce banco 2 punto 7; indicate punto; collect 2 banco; pay 1 punto 10; discard", incident{}, "button 3", "Bottone"},
		{"round-over", incShoe, incBets, false, deal4 + "; give 1; no-carta; turn banco; draw banco; turn punto; announce banco 2 punto 7; indicate punto; collect 2 banco; pay 1 punto 10; discard; button 2", incident{}, "discard", "esaurito"},
		// The incidents: the remedy due, another step refused.
		{"exposed-card", incShoe, incBets, false, "", incident{ExposedCard, 1}, "deal punto", "prima carta della mano sia visibile"},
		{"card-valid", incShoe, incBets, false, "", incident{ExposedCard, 3}, "bianco", "considerata valida"},
		{"fallen-card", incShoe, incBets, false, "", incident{FallenCard, 2}, "deal banco", "cade a terra"},
		{"stuck-cards", "5H 6H " + incShoe, incBets, false, "", incident{StuckCards, 1}, "deal punto", "aderenti"},
		{"stuck-cards-ordered", "5H 6H " + incShoe, incBets, false, "", incident{StuckCardsOrdered, 1}, "burn", "ripristinare il corretto ordine d’uscita"},
		{"swapped-cards", incShoe, incBets, false, "", incident{SwappedCards, 2}, "deal banco", "inverte l'ordine"},
		{"swapped-cards-unclear", incShoe, incBets, false, "", incident{SwappedCardsUnclear, 2}, "pick-up", "non è chiaramente ricostruibile"},
		{"undue-third-card", incShoe, incBets, false, "no-carta", incident{UndueThirdCard, 8}, "draw banco", "terza carta non dovuta"},
		{"wrong-count", incShoe, incBets, false, "", incident{WrongCount, 5}, "give 1", "numero maggiore"},
		{"wrong-count-unclear", incShoe, incBets, false, "", incident{WrongCountUnclear, 5}, "give 1", "non è chiaramente ricostruibile"},
		{"short-deal", incShoe, incBets, false, "", incident{ShortDeal, 4}, "give 1", "numero maggiore o minore"},
		{"extra-card", "4S 2H 3D AC 5H 9C", incBets, false, "no-carta", incident{ExtraCard, 6}, "turn banco", "carta di troppo"},
		{"extra-card-seen", "4S 2H 3D AC 9C 5H", incBets, false, "no-carta", incident{ExtraCardSeen, 9}, "under-shoe", "Se invece viene vista"},
	}
	seed := seed002(t)
	if seed == "" {
		t.Log("the regulations are not in ../shared/seeds: the articles and quotes are checked for words, not against 002's text")
	}
	covered := map[string]bool{}
	for _, c := range cases {
		r, err := New(coup{shoe: c.shoe, button: 1, bets: c.bets, blank: c.blank}.setup(t))
		if err != nil {
			t.Fatal(err)
		}
		var steps []string
		for _, s := range strings.Split(c.before, ";") {
			if s = strings.TrimSpace(s); s != "" {
				steps = append(steps, s)
			}
		}
		if c.inc.kind != NoIncident {
			driveTo(t, r, c.inc.at, steps)
			if _, err := r.Incident(c.inc.kind); err != nil {
				t.Fatalf("%s: %v", c.code, err)
			}
		} else {
			for _, s := range steps {
				if _, err := r.Apply(MustParseAction(s)); err != nil {
					t.Fatalf("%s: %s: %v", c.code, s, err)
				}
			}
		}
		ie := r.CheckDealerStep(MustParseAction(c.step))
		if ie == nil || ie.Code != c.code {
			t.Errorf("%s: %q gave %v", c.code, c.step, ie)
			continue
		}
		covered[c.code] = true
		checkCites(t, c.code, ie, c.words, seed)
	}
	// The cut card's calls (Art. 5): the coup "four" with the cut card
	// after cut cards.
	for _, c := range []struct {
		code, cut, before, step, words string
	}{
		{"last-coup-call", "2", "close; deal punto; deal banco; deal punto", "deal banco", "Ultimo colpo della taglia"},
		{"last-coup-words", "2", "close; deal punto; deal banco; deal punto", "ultimo-colpo-minimo-sette", "Quando dal sabot esce la mascherina"},
		{"last-coup-words", "0", "close; deal punto", "ultimo-colpo", "minimo sette carte o nullo"},
		{"last-coup-said", "2", "close; deal punto; deal banco; deal punto; ultimo-colpo", "ultimo-colpo", "Ultimo colpo della taglia"},
		{"no-cut-card", "", "close; deal punto", "ultimo-colpo", "Quando dal sabot esce la mascherina"},
	} {
		r, err := New(coup{shoe: four, cut: c.cut, button: 1, bets: "1 punto 10"}.setup(t))
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range strings.Split(c.before, ";") {
			if _, err := r.Apply(MustParseAction(strings.TrimSpace(s))); err != nil {
				t.Fatalf("%s: %s: %v", c.code, s, err)
			}
		}
		ie := r.CheckDealerStep(MustParseAction(c.step))
		if ie == nil || ie.Code != c.code {
			t.Errorf("%s: %q gave %v", c.code, c.step, ie)
			continue
		}
		covered[c.code] = true
		checkCites(t, c.code, ie, c.words, seed)
	}
	// Every code the refusals use is walked, or states a fact with no
	// article.
	for _, code := range refusalCodes(t) {
		if !covered[code] && !refusalKindsWithoutArticle[code] {
			t.Errorf("the refusal %q is not walked", code)
		}
	}
}

// checkCites checks a refusal's article and quote against 002.
func checkCites(t *testing.T, code string, ie *game.IllegalError, words, seed string) {
	t.Helper()
	if ie.Article == "" || strings.Contains(ie.Article, "Interpretation") || ie.Quote == "" {
		t.Errorf("%s: article %q quote %q: want an article of 002 and its words", code, ie.Article, ie.Quote)
		return
	}
	if !strings.Contains(ie.Quote, words) {
		t.Errorf("%s: the quote does not speak of it (%q):\n%s", code, words, ie.Quote)
	}
	if seed == "" {
		return
	}
	for _, part := range regexp.MustCompile(`[;,] *`).Split(ie.Article, -1) {
		want := strings.ToLower(part)
		if n := strings.TrimPrefix(part, "Art. "); n != part {
			want = "articolo " + n
		}
		if !strings.Contains(strings.ToLower(seed), want) {
			t.Errorf("%s: article %q: %q is not in 002", code, ie.Article, part)
		}
	}
	for _, piece := range strings.Split(ie.Quote, "…") {
		if piece = strings.TrimSpace(piece); piece != "" && !strings.Contains(seed, piece) {
			t.Errorf("%s: the quote is not 002's words: %q", code, piece)
		}
	}
}

// refusalCodes reads the codes of the package's refusals from its source:
// the string given to illegal, illegalOn and their helpers.
func refusalCodes(t *testing.T) []string {
	t.Helper()
	files, _ := filepath.Glob("*.go")
	re := regexp.MustCompile(`\b(?:ill|on|illegal|illegalOn)\((?:a, )?"([a-z-]+)"`)
	set := map[string]bool{}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(b), -1) {
			set[m[1]] = true
		}
	}
	for _, k := range Incidents() {
		set[k.String()] = true
	}
	var out []string
	for c := range set {
		out = append(out, c)
	}
	sort.Strings(out)
	if len(out) < 20 {
		t.Fatalf("only %d refusal codes read from the source: %v", len(out), out)
	}
	return out
}
