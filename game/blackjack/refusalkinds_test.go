package blackjack_test

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"sabot/game"
	"sabot/game/blackjack"
	"sabot/game/blackjack/notation"
	"sabot/game/blackjack/script"
	"sabot/rules"
)

// Every kind of refusal the dealer school gives, at each of the four
// blackjack tables: its article is one of that table's regulation, its quote
// is not empty and speaks of what is refused.

// kindRounds are rounds at each table that, between them, bring every
// moment of the dealer's procedure: the deal, insurance or the desafío, a
// Black Jack, hits and busts, a split, a double, the dealer's play and the
// settlement.
var kindRounds = map[string][]script.Script{
	"italian-classic": {
		schoolRounds["classic"], schoolRounds["burn"], schoolRounds["at-once"], schoolRounds["insurance"],
		schoolRounds["even-money"], schoolRounds["all-bust"], schoolRounds["dealer-bust"], insured, split,
		{Rules: "italian-classic", Shoe: "TS TD AC 6S 5D KH 9H 5C 2C", Boxes: []script.Box{{Box: 1, Bet: 1000}, {Box: 2, Bet: 1000}},
			Decisions: []string{"insurance 5", "no-insurance", "hit", "hit"}},
	},
	"italian-shuffler": {
		onTable(schoolRounds["classic"], "italian-shuffler"), onTable(schoolRounds["burn"], "italian-shuffler"),
		onTable(schoolRounds["at-once"], "italian-shuffler"), onTable(schoolRounds["insurance"], "italian-shuffler"),
		onTable(schoolRounds["all-bust"], "italian-shuffler"), onTable(schoolRounds["dealer-bust"], "italian-shuffler"),
		onTable(insured, "italian-shuffler"), onTable(split, "italian-shuffler"),
	},
	// 004's reserved tables dealt from a shoe: the Shuffler Mate table's
	// rounds, its articles but for the shoe's own.
	"italian-shuffler-shoe": {
		onTable(schoolRounds["classic"], "italian-shuffler-shoe"), onTable(schoolRounds["burn"], "italian-shuffler-shoe"),
		onTable(schoolRounds["at-once"], "italian-shuffler-shoe"), onTable(schoolRounds["insurance"], "italian-shuffler-shoe"),
		onTable(schoolRounds["all-bust"], "italian-shuffler-shoe"), onTable(schoolRounds["dealer-bust"], "italian-shuffler-shoe"),
		onTable(insured, "italian-shuffler-shoe"), onTable(split, "italian-shuffler-shoe"),
	},
	"italian-online": {
		onTable(schoolRounds["classic"], "italian-online"), onTable(schoolRounds["insurance"], "italian-online"),
		onTable(schoolRounds["all-bust"], "italian-online"), onTable(schoolRounds["dealer-bust"], "italian-online"),
		onTable(insured, "italian-online"), onTable(split, "italian-online"),
		{Rules: "italian-online", Shoe: "TS 9S 7H 6S 9D KH TC", Boxes: []script.Box{{Box: 1, Bet: 1000}, {Box: 2, Bet: 1000}}, Decisions: []string{"hit", "stand"}},
	},
	"argentine": {
		schoolRounds["argentine"], schoolRounds["argentine-hits"], standRounds["argentine"],
		{Rules: "argentine", Shoe: "TS 9S 8S 7H 6D KD TD 9D TC 5C", Boxes: []script.Box{{Box: 1, Bet: 1000}, {Box: 2, Bet: 1000}, {Box: 3, Bet: 1000}},
			Decisions: []string{"hit", "hit", "stand", "stand"}},
	},
}

func onTable(s script.Script, id string) script.Script {
	s.Rules = id
	return s
}

// wrongTries are the dealer's steps tried in place of each step due: every
// kind of step, on the boxes and hands of the rounds, with the amount due
// and a wrong one.
func wrongTries(r *blackjack.Round, due blackjack.Action) []blackjack.Action {
	tries := []blackjack.Action{
		{Kind: blackjack.CloseBets}, {Kind: blackjack.Burn, Cards: 5}, {Kind: blackjack.Burn, Cards: 3}, {Kind: blackjack.Deal}, {Kind: blackjack.Deal, FaceDown: true},
		{Kind: blackjack.OfferInsurance}, {Kind: blackjack.OfferEvenMoney}, {Kind: blackjack.RevealHole}, {Kind: blackjack.DealerStand},
		{Kind: blackjack.Announce, Total: 17}, {Kind: blackjack.Announce, Total: 30}, {Kind: blackjack.Announce, Total: blackjack.AnnouncedBust}, {Kind: blackjack.Announce, Total: blackjack.AnnouncedBlackjack},
		{Kind: blackjack.DiscardDealerCard}, {Kind: blackjack.CollectCards}, {Kind: blackjack.CollectHandCards}, {Kind: blackjack.LastRound},
		{Kind: blackjack.BurnCard}, {Kind: blackjack.PickUpCard}, {Kind: blackjack.NextCardsBank}, {Kind: blackjack.VoidRound},
	}
	for box := 1; box <= 3; box++ {
		for hand := 1; hand <= 2; hand++ {
			tries = append(tries, blackjack.Action{Kind: blackjack.Deal, Box: box, Hand: hand}, blackjack.Action{Kind: blackjack.Deal, Box: box, Hand: hand, FaceDown: true}, blackjack.Action{Kind: blackjack.AskDesafio, Box: box, Hand: hand}, blackjack.Action{Kind: blackjack.AskDouble, Box: box, Hand: hand}, blackjack.Action{Kind: blackjack.AskAce, Box: box, Hand: hand}, blackjack.Action{Kind: blackjack.RevealDouble, Box: box, Hand: hand}, blackjack.Action{Kind: blackjack.CollectHandCards, Box: box, Hand: hand}, blackjack.Action{Kind: blackjack.Refuse, Box: box, Hand: hand}, blackjack.Action{Kind: blackjack.OfferCard, Box: box, Hand: hand}, blackjack.Action{Kind: blackjack.CallTotal, Box: box, Hand: hand, Total: 12}, blackjack.Action{Kind: blackjack.CallTotal, Box: box, Hand: hand, Total: blackjack.AnnouncedBust})
			for _, bet := range []blackjack.BetKind{blackjack.MainBet, blackjack.InsuranceBet, blackjack.EvenMoneyBet, blackjack.DesafioBet} {
				for _, k := range []blackjack.Kind{blackjack.Pay, blackjack.Collect} {
					tries = append(tries, blackjack.Action{Kind: k, Box: box, Hand: hand, Bet: bet, Amount: rules.Units(10)}, blackjack.Action{Kind: k, Box: box, Hand: hand, Bet: bet, Amount: rules.Units(3)})
				}
			}
		}
		tries = append(tries, blackjack.Action{Kind: blackjack.VoidBox, Box: box, Hand: 1})
	}
	if due.Kind == blackjack.Pay || due.Kind == blackjack.Collect {
		wrong := due
		wrong.Amount++
		tries = append(tries, wrong)
	}
	return tries
}

// refusal is one refusal seen: its code, article and quote, and an example.
type refusal struct {
	code, article, quote, example string
}

// collectRefusals plays each round with the automatic dealer and, at every
// step, tries every wrong step on a copy of the round; it returns the
// refusals seen, one per code and article.
func collectRefusals(t *testing.T, id string) map[string]refusal {
	t.Helper()
	seen := map[string]refusal{}
	for _, s := range kindRounds[id] {
		r := scriptRound(t, s)
		decisions := s.Decisions
		for n := 0; n < 300 && !r.Done(); n++ {
			due, dealer := r.NextDealerAction()
			for _, a := range wrongTries(r, due) {
				c := r.Clone()
				_, err := c.Apply(a)
				var ie *game.IllegalError
				if !errors.As(err, &ie) {
					continue
				}
				key := ie.Code + " (" + ie.Article + ")"
				if _, ok := seen[key]; !ok {
					now := due.String()
					if dealer && len(ie.Legal) == 1 {
						now = ie.Legal[0] // the step required, past the free ones
					}
					seen[key] = refusal{ie.Code, ie.Article, ie.Quote, a.String() + " for " + now + ": " + ie.Reason}
				}
			}
			if dealer {
				if _, err := r.Apply(due); err != nil {
					t.Fatalf("%s: %s: %v", id, due, err)
				}
				continue
			}
			d, err := notation.ParseDecision(decisions[0])
			if err != nil {
				t.Fatal(err)
			}
			decisions = decisions[1:]
			if _, err := r.Apply(d); err != nil {
				t.Fatalf("%s: %s: %v", id, d, err)
			}
		}
		if !r.Done() {
			t.Fatalf("%s: a round does not end", id)
		}
	}
	return seen
}

// refusalWords are, for each refusal code, words one of which the quote
// must hold (lower case): what the refusal is about, in the regulation's
// words.
var refusalWords = map[string][]string{
	"wrong-step":           nil, // the step due: checked by its own words below
	"wrong-order":          {"carta", "carte", "cartas", "puntat", "fiches", "apuesta", "casell", "sinistra", "destra", "mano", "mani"},
	"face-down":            {"cubierta", "coperta", "tapada"},
	"face-up":              {"scopert", "descubierta"},
	"dealer-must-draw":     {"17", "diecisiete", "sedici", "16", "regola"},
	"dealer-must-stand":    {"17", "diecisiete", "diciassette", "regola"},
	"dealer-bust":          {"sball", "supera", "21"},
	"wrong-total":          {"annuncia", "punto", "puntaje"},
	"wrong-result":         {"paga", "ritira", "perd", "pierden", "vinc", "premiad", "pagamento", "pagat", "gana", "premio", "100%", "150%"},
	"wrong-amount":         {"paga", "pagat", "3 a 2", "2 a 1", "150%", "100%", "metà", "mitad", "pari", "volte", "2 por 1", "vincita", "ritir", "retirar"},
	"player-turn":          {"giocator", "jugador", "apostador"},
	"not-your-turn":        {"giocator", "jugador", "apostador"},
	"no-call":              {"puntaje", "punto"},
	"call-total":           {"puntaje"},
	"wrong-box":            {"puntaje"},
	"wrong-call":           {"punto"},
	"cards-by-box":         {"cartas"},
	"cards-now":            {"carte", "cartas"},
	"last-hand":            {"ultima mano"},
	"refuse-request":       nil,
	"over":                 {"carte", "cartas", "colpo", "pase", "esaurito"},
	"no-incident":          nil, // the step due: by its own words
	"bj-at-once":           {"black jack"},
	"bust-at-once":         {"ritirat", "ritirerà"},
	"insurance-loses":      {"assicurazione", "si perde"},
	"insurance-loses-call": {"assicurazione"},
	"no-discard":           {"carta", "cartas", "colpo"},
	"split-order":          {"mani", "mano", "carta"},
	"bust-at-end":          {"sballato", "pierden"},
}

// stepWords are the words of the step due, for the refusals that cite it.
var stepWords = map[string][]string{
	"close-bets":    {"rien ne va plus", "puntat", "apuestas", "carte"},
	"burn":          {"bruc", "annullare", "carte"},
	"deal":          {"carta", "carte", "cartas"},
	"offer":         {"assicur", "pari"},
	"ask":           {"as", "once", "asegura", "dobla"},
	"reveal":        {"carta", "cartas"},
	"dealer":        {"17", "regola", "diecisiete"},
	"announce":      {"punto", "annuncia"},
	"discard":       {"carta"},
	"pay":           {"paga", "pagat", "ritira", "perd", "premiad", "apuestas", "pagamento", "pagar", "assicura", "2 por 1"},
	"collect":       {"paga", "ritira", "ritirat", "perd", "apuestas", "assicura", "sballa", "incamer"},
	"collect-cards": {"carte", "cartas", "colpo", "fine della mano"},
	"refuse":        nil,
}

// articleHeading reads "Art. 13d", "Regole particolari 13", "Cap. 1" as
// what the seed writes: "Art. 13", "regole particolari", "capitolo 1".
var artNumber = regexp.MustCompile(`^Art\. ?(\d+)`)

func articleInSeed(seed, article string) bool {
	low := strings.ToLower(seed)
	for _, part := range strings.FieldsFunc(article, func(r rune) bool { return r == ';' || r == ',' }) {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		if m := artNumber.FindStringSubmatch(part); m != nil {
			if !regexp.MustCompile(`Art\. ` + m[1] + `\b`).MatchString(seed) {
				return false
			}
			continue
		}
		if strings.HasPrefix(part, "Cap. ") {
			part = "Capitolo " + strings.TrimPrefix(part, "Cap. ")
		}
		head := strings.TrimRight(part, "0123456789-abcd ")
		if head == "" {
			continue // a bare number continuing the list ("Art. 4, 6")
		}
		if !strings.Contains(low, strings.ToLower(head)) {
			return false
		}
	}
	return true
}

func TestDealerSchool_EveryRefusalCitesItsTablesRegulation(t *testing.T) {
	codes := map[string]bool{}
	defer func() {
		// Between the five tables, every kind of refusal of the dealer's
		// procedure is met (the refusal of a player's request, the
		// session's last hand and a step after the round have their own
		// tests: TestDealerSchool_RanOutAndOver, the request and last-hand
		// tests).
		for code := range refusalWords {
			switch code {
			case "refuse-request", "last-hand", "over", "not-your-turn":
				continue
			}
			if !codes[code] && !t.Failed() {
				t.Errorf("no round met a refusal %q", code)
			}
		}
	}()
	for _, id := range []string{"italian-classic", "italian-shuffler", "italian-online", "argentine", "italian-shuffler-shoe"} {
		t.Run(id, func(t *testing.T) {
			rs, err := rules.ByID(id)
			if err != nil {
				t.Fatal(err)
			}
			// Without the regulations beside the repository the articles
			// are not looked up in them; the rest is checked.
			raw, seedErr := readSeed(rs.Source)
			seed := strings.Join(strings.Fields(strings.ReplaceAll(string(raw), "*", "")), " ")
			quotes := map[string]bool{}
			for topic := rules.Topic(0); topic < 255; topic++ {
				if q := rs.Quote(topic); q != "" {
					quotes[q] = true
				}
			}
			seen := collectRefusals(t, id)
			keys := make([]string, 0, len(seen))
			for k := range seen {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				f := seen[k]
				codes[f.code] = true
				if f.article == "" || f.quote == "" {
					t.Errorf("%s: no article or no quote (%s)", k, f.example)
					continue
				}
				if seedErr == nil && !articleInSeed(seed, f.article) {
					t.Errorf("%s: article %q is not in %s's regulation (%s)", k, f.article, id, f.example)
				}
				if !quotes[f.quote] {
					t.Errorf("%s: the quote is not one of the table's (%s)", k, f.example)
				}
				words, ok := refusalWords[f.code]
				if !ok {
					t.Errorf("%s: a code this test does not know (%s)", k, f.example)
					continue
				}
				step := f.example[strings.Index(f.example, " for ")+5:]
				verb := strings.Fields(step)[0]
				if i := strings.IndexByte(verb, '-'); i > 0 && verb != "collect-cards" {
					verb = verb[:i]
				}
				if words == nil || f.code == "no-discard" {
					// Refused for the step due (or, for the dealer's card
					// removed, for what he must do with it): its words.
					words = append(words[:len(words):len(words)], stepWords[verb]...)
				}
				if len(words) == 0 {
					continue
				}
				low := strings.ToLower(f.quote)
				hit := false
				for _, w := range words {
					hit = hit || strings.Contains(low, w)
				}
				if !hit {
					t.Errorf("%s: the quote %q speaks of none of %q (%s)", k, f.quote, words, f.example)
				}
			}
			if len(seen) < 8 {
				t.Errorf("only %d kinds of refusal: %q", len(seen), keys)
			}
			t.Logf("%d kinds: %s", len(seen), strings.Join(keys, "; "))
			if seedErr != nil {
				t.Logf("the articles not looked up in the regulation: %v", seedErr)
			}
		})
	}
}

// readSeed reads a regulation from ../shared beside the repository (the
// repository's parent, or its grandparent for a worktree under wt/).
func readSeed(source string) ([]byte, error) {
	var err error
	for _, up := range []string{"../../..", "../../../.."} {
		var raw []byte
		if raw, err = os.ReadFile(filepath.Join(up, "shared", source)); err == nil {
			return raw, nil
		}
	}
	return nil, err
}
