package opening

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"sabot/game"
	"sabot/internal/verbatim"
)

const seedsDir = "../../../shared/seeds"

var seedOf = map[string]string{"italian-classic": "000", "argentine": "001", "italian-shuffler": "004", "italian-shuffler-shoe": "004"}

func TestQuotesAreVerbatim(t *testing.T) {
	if _, err := os.Stat(seedsDir); errors.Is(err, fs.ErrNotExist) {
		t.Skipf("the regulations are not in %s: the quotes are not checked", seedsDir)
	}
	for table, kinds := range procedures {
		paths, _ := filepath.Glob(filepath.Join(seedsDir, seedOf[table]+"_*"))
		if len(paths) != 1 {
			t.Fatalf("%s: seed %s found %d times", table, seedOf[table], len(paths))
		}
		raw, err := os.ReadFile(paths[0])
		if err != nil {
			t.Fatal(err)
		}
		text := verbatim.Normalize(string(raw))
		for kind, steps := range kinds {
			for _, s := range steps {
				if s.Article == "" || len(s.Quote) < 20 {
					t.Errorf("%s %s %s: no article or quote", table, kind, s.ID)
				}
				if p := verbatim.Misquoted(text, s.Quote); p != "" {
					t.Errorf("%s %s %s: %q is not in seed %s", table, kind, s.ID, p, seedOf[table])
				}
			}
		}
	}
}

// run does steps in order at table id and returns the first refusal.
func run(t *testing.T, id string, kind Kind, tb Table, override map[string]int) error {
	t.Helper()
	s, err := New(id, kind, tb)
	if err != nil {
		t.Fatal(err)
	}
	for !s.Done() {
		st, _ := s.Due()
		v, _ := s.Want()
		if o, ok := override[st.ID]; ok {
			v = o
		}
		if err := s.Do(st.ID, v); err != nil {
			return err
		}
	}
	return nil
}

func wantIllegal(t *testing.T, err error, code, article string) {
	t.Helper()
	var ie *game.IllegalError
	if !errors.As(err, &ie) {
		t.Fatalf("got %v, want an IllegalError %s (%s)", err, code, article)
	}
	if ie.Code != code || ie.Article != article || (ie.Quote == "") != (article == "") {
		t.Errorf("got %s (%s) quote %q, want %s (%s)", ie.Code, ie.Article, ie.Quote, code, article)
	}
}

func TestProceduresRightStepsPass(t *testing.T) {
	for _, c := range []struct {
		id   string
		kind Kind
		n    int
	}{
		{"italian-classic", Opening, 6}, {"italian-classic", NewShoe, 5},
		{"italian-shuffler", Opening, 8}, {"italian-shuffler", NewShoe, 5}, {"italian-shuffler", Closing, 5},
		{"italian-shuffler-shoe", Opening, 8}, {"italian-shuffler-shoe", NewShoe, 5}, {"italian-shuffler-shoe", Closing, 5},
		{"argentine", Opening, 4}, {"argentine", NewShoe, 4},
	} {
		s, err := New(c.id, c.kind, Table{Boxes: []int{3, 5}, CutCardBox: 5})
		if err != nil {
			t.Fatal(err)
		}
		if len(s.Steps()) != c.n {
			t.Errorf("%s %s: %d steps, want %d", c.id, c.kind, len(s.Steps()), c.n)
		}
		if err := run(t, c.id, c.kind, Table{Boxes: []int{3, 5}, CutCardBox: 5}, nil); err != nil {
			t.Errorf("%s %s: %v", c.id, c.kind, err)
		}
	}
}

func TestNoProcedureStated(t *testing.T) {
	for _, c := range []struct {
		id   string
		kind Kind
	}{{"super-punto-banco", Opening}, {"italian-online", Opening}, {"italian-classic", Closing}, {"argentine", Closing}} {
		if _, err := New(c.id, c.kind, Table{Boxes: []int{1}}); err == nil {
			t.Errorf("%s %s: a procedure its regulation does not state", c.id, c.kind)
		}
	}
	if _, err := New("nowhere", Opening, Table{Boxes: []int{1}}); err == nil {
		t.Error("an unknown table accepted")
	}
	if _, err := New("italian-classic", Opening, Table{}); err == nil {
		t.Error("an opening with no player to cut accepted")
	}
	if _, err := New("italian-classic", Opening, Table{Boxes: []int{9}}); err == nil {
		t.Error("box 9 of a seven-box table accepted")
	}
}

// 004 Apertura 3-5: the steps in their order; the cut before the decks are
// checked is refused with the article of the step due.
func TestApertura3to5_OrderRefused(t *testing.T) {
	s, _ := New("italian-shuffler", Opening, Table{Boxes: []int{2}})
	_ = s.Do("decks-right", 0)
	_ = s.Do("discard-left", 0)
	wantIllegal(t, s.Do("offer-cut", 2), "wrong-step", "Apertura 3")
	if s.Index() != 2 {
		t.Fatal("a refused step moved the session on")
	}
	_ = s.Do("check-decks", 0)
	wantIllegal(t, s.Do("halves-23", 0), "wrong-step", "Apertura 4")
}

// 004 Apertura 1-2: "I sei mazzi di carte vengono posti alla destra
// dell'impiegato. Gli stessi vengono scartati e passati alla sua
// sinistra." The opening begins with the decks put at the dealer's right,
// then unwrapped and passed to his left, before they are checked; a new
// shoe does not take them again (the decks are on the table).
func TestApertura1to2_DecksRightThenUnwrappedToTheLeft(t *testing.T) {
	cases := []struct {
		name    string
		done    []string
		step    string
		article string
	}{
		{"CheckedBeforePutAtTheRight", nil, "check-decks", "Apertura 1"},
		{"UnwrappedBeforePutAtTheRight", nil, "discard-left", "Apertura 1"},
		{"CheckedBeforeUnwrapped", []string{"decks-right"}, "check-decks", "Apertura 2"},
		{"ShuffledBeforeUnwrapped", []string{"decks-right"}, "spread-shuffle", "Apertura 2"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, err := New("italian-shuffler", Opening, Table{Boxes: []int{2}})
			if err != nil {
				t.Fatal(err)
			}
			for _, id := range c.done {
				if err := s.Do(id, 0); err != nil {
					t.Fatal(err)
				}
			}
			wantIllegal(t, s.Do(c.step, 0), "wrong-step", c.article)
		})
	}
	s, _ := New("italian-shuffler", Opening, Table{Boxes: []int{2}})
	for _, id := range []string{"decks-right", "discard-left", "check-decks"} {
		if err := s.Do(id, 0); err != nil {
			t.Fatalf("%s: %v", id, err)
		}
	}
	if st, _ := s.Due(); st.ID != "spread-shuffle" {
		t.Errorf("after Apertura 1-3 the step due is %s, want spread-shuffle", st.ID)
	}
	shoe, _ := Steps("italian-shuffler", NewShoe)
	if len(shoe) == 0 || shoe[0].ID != "spread-shuffle" {
		t.Errorf("a new shoe starts with %v, want spread-shuffle (Apertura 4)", shoe)
	}
}

// 004 Apertura 6: the first player at the dealer's left cuts first.
func TestApertura6_CutFromDealersLeft(t *testing.T) {
	tb := Table{Boxes: []int{6, 2, 4}}
	if err := run(t, "italian-shuffler", Opening, tb, map[string]int{"offer-cut": 2}); err != nil {
		t.Errorf("box 2, the first at the left: %v", err)
	}
	wantIllegal(t, run(t, "italian-shuffler", Opening, tb, map[string]int{"offer-cut": 4}), "wrong-cutter", "Apertura 6")
	wantIllegal(t, run(t, "italian-shuffler", Opening, tb, map[string]int{"offer-cut": 1}), "wrong-cutter", "Apertura 6")
}

// 004 Apertura 7: about a deck and a half (78 cards) cut off.
func TestApertura7_DeckAndAHalfCutOff(t *testing.T) {
	tb := Table{Boxes: []int{1}}
	for v, ok := range map[int]bool{78: true, 65: true, 91: true, 64: false, 92: false, 52: false, 156: false} {
		err := run(t, "italian-shuffler", Opening, tb, map[string]int{"cut-card": v})
		if ok && err != nil {
			t.Errorf("%d cards cut off: %v", v, err)
		}
		if !ok {
			wantIllegal(t, err, "wrong-cut-card", "Apertura 7")
		}
	}
}

// 004 Apertura 8: five cards burnt, face down.
func TestApertura8_BurnFive(t *testing.T) {
	for _, v := range []int{0, 1, 4, 6} {
		wantIllegal(t, run(t, "italian-shuffler", Opening, Table{Boxes: []int{1}}, map[string]int{"burn": v}), "wrong-burn", "Apertura 8")
	}
}

// 004 Chiusura: the closing's steps in order.
func TestChiusura_Order(t *testing.T) {
	s, _ := New("italian-shuffler", Closing, Table{})
	wantIllegal(t, s.Do("print-bordereau", 0), "wrong-step", "Chiusura")
	for _, id := range []string{"closing-inspectors", "count-table", "recap-bank", "print-bordereau", "chip-tray-locked"} {
		if err := s.Do(id, 0); err != nil {
			t.Fatal(err)
		}
	}
	if !s.Done() {
		t.Fatal("closing not done")
	}
	wantIllegal(t, s.Do("count-table", 0), "procedure-over", "")
}

// 000 Art. 30: at a new shoe the cut is offered to the player who received
// the cut card; at the opening (nobody did) to any box holder.
func TestArt30_CutToCutCardHolder(t *testing.T) {
	tb := Table{Boxes: []int{1, 4, 6}, CutCardBox: 4}
	if err := run(t, "italian-classic", NewShoe, tb, map[string]int{"offer-cut": 4}); err != nil {
		t.Errorf("box 4 got the cut card: %v", err)
	}
	wantIllegal(t, run(t, "italian-classic", NewShoe, tb, map[string]int{"offer-cut": 1}), "wrong-cutter", "Art. 30")
	open := Table{Boxes: []int{1, 4, 6}}
	if err := run(t, "italian-classic", Opening, open, map[string]int{"offer-cut": 6}); err != nil {
		t.Errorf("opening, any box holder: %v", err)
	}
	wantIllegal(t, run(t, "italian-classic", Opening, open, map[string]int{"offer-cut": 3}), "wrong-cutter", "Art. 1, 30")
}

// 000 Cap. 1: the cut card about a quarter from the back (78 of six decks).
func TestCap1_CutCardQuarter(t *testing.T) {
	tb := Table{Boxes: []int{1}}
	if err := run(t, "italian-classic", Opening, tb, map[string]int{"cut-card": 80}); err != nil {
		t.Error(err)
	}
	wantIllegal(t, run(t, "italian-classic", Opening, tb, map[string]int{"cut-card": 156}), "wrong-cut-card", "Cap. 1")
}

// 000 Art. 1 and 32: five burnt; the tallone into four parts first.
func TestArt1_32_BurnFiveTalloneFirst(t *testing.T) {
	wantIllegal(t, run(t, "italian-classic", Opening, Table{Boxes: []int{1}}, map[string]int{"burn": 3}), "wrong-burn", "Art. 1")
	s, _ := New("italian-classic", NewShoe, Table{Boxes: []int{1}, CutCardBox: 1})
	wantIllegal(t, s.Do("shuffle-groups", 0), "wrong-step", "Art. 32")
}

// 001 Desarrollo 5-7: the players cut, more than about fifty cards; the
// cut card about a deck from the end; nothing burnt.
func TestDesarrollo5to7(t *testing.T) {
	tb := Table{Boxes: []int{2, 3}}
	if err := run(t, "argentine", Opening, tb, map[string]int{"offer-cut": 3, "cut-size": 200, "cut-card": 52}); err != nil {
		t.Error(err)
	}
	wantIllegal(t, run(t, "argentine", Opening, tb, map[string]int{"offer-cut": 5}), "wrong-cutter", "Desarrollo 5")
	wantIllegal(t, run(t, "argentine", Opening, tb, map[string]int{"cut-size": 30}), "wrong-cut-size", "Desarrollo 6")
	wantIllegal(t, run(t, "argentine", Opening, tb, map[string]int{"cut-card": 104}), "wrong-cut-card", "Desarrollo 7")
	for _, st := range procedures["argentine"][Opening] {
		if st.Param == Burn {
			t.Error("001 states no burn")
		}
	}
}

// Who is offered the cut, in order, when players refuse it: 004 Apertura 6
// from the first player at the dealer's left, clockwise; 000 Art. 30 from
// the player who received the cut card to the player at his left, round
// the table; 001 names no order. Each offer is a step "offer-cut": to a
// refusing player it is right and the cut stays due; to anyone but the
// next player it is stopped with the article.
func TestCutRefusedPassesClockwise(t *testing.T) {
	type offer struct {
		box     int
		code    string // "" right
		article string
	}
	cases := []struct {
		name   string
		id     string
		kind   Kind
		table  Table
		offers []offer
		order  []int // the boxes that refused, in order, when the cut is made
	}{
		{"Apertura6_FirstAtTheLeftRefuses", "italian-shuffler", Opening, Table{Boxes: []int{6, 2, 4}, Refusing: []int{2}},
			[]offer{{4, "wrong-cutter", "Apertura 6"}, {2, "", ""}, {6, "wrong-cutter", "Apertura 6"}, {2, "wrong-cutter", "Apertura 6"}, {4, "", ""}}, []int{2}},
		{"Apertura6_TwoRefuse", "italian-shuffler", NewShoe, Table{Boxes: []int{1, 3, 5, 7}, Refusing: []int{1, 3}},
			[]offer{{1, "", ""}, {5, "wrong-cutter", "Apertura 6"}, {3, "", ""}, {7, "wrong-cutter", "Apertura 6"}, {5, "", ""}}, []int{1, 3}},
		{"Art30_ToTheLeftRoundTheTable", "italian-classic", NewShoe, Table{Boxes: []int{1, 4, 6}, CutCardBox: 6, Refusing: []int{6}},
			[]offer{{6, "", ""}, {4, "wrong-cutter", "Art. 30"}, {1, "", ""}}, []int{6}},
		{"Art30_OpeningAnyoneThenToTheLeft", "italian-classic", Opening, Table{Boxes: []int{1, 4, 6}, Refusing: []int{4}},
			[]offer{{4, "", ""}, {1, "wrong-cutter", "Art. 30"}, {6, "", ""}}, []int{4}},
		{"Desarrollo5_AnyOtherPlayer", "argentine", Opening, Table{Boxes: []int{2, 3, 5}, Refusing: []int{2}},
			[]offer{{2, "", ""}, {2, "wrong-cutter", "Desarrollo 5"}, {5, "", ""}}, []int{2}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, err := New(c.id, c.kind, c.table)
			if err != nil {
				t.Fatal(err)
			}
			for !s.Done() {
				if st, _ := s.Due(); st.Param == Cutter {
					break
				}
				st, _ := s.Due()
				if err := s.Do(st.ID, 0); err != nil {
					t.Fatal(err)
				}
			}
			at := s.Index()
			var refused []int
			for i, o := range c.offers {
				err := s.Do("offer-cut", o.box)
				if o.code == "" {
					if err != nil {
						t.Fatalf("offer %d to box %d: %v", i, o.box, err)
					}
					if i < len(c.offers)-1 {
						refused = s.Refused()
					}
					continue
				}
				wantIllegal(t, err, o.code, o.article)
				if s.Index() != at {
					t.Fatalf("a refused offer moved the session on")
				}
			}
			if s.Index() != at+1 || len(s.Refused()) != 0 {
				t.Errorf("the cut is not made: index %d, refused %v", s.Index(), s.Refused())
			}
			if !slices.Equal(refused, c.order) {
				t.Errorf("refused in order %v, want %v", refused, c.order)
			}
		})
	}
	// The right steps find their way past the refusals.
	if err := run(t, "italian-shuffler", Opening, Table{Boxes: []int{1, 2, 3}, Refusing: []int{1, 2}}, nil); err != nil {
		t.Error(err)
	}
}

// A refusal names a player, and someone must cut: every player refusing is
// refused where the regulation names nobody else to cut (000 Art. 30 does:
// TestArt30_EveryPlayerRefusesTheManagementCuts).
func TestCutRefusalsChecked(t *testing.T) {
	for _, c := range []struct {
		id    string
		table Table
		says  string
	}{
		{"italian-shuffler", Table{Boxes: []int{1, 2}, Refusing: []int{1, 2}}, "names nobody else"},
		{"italian-shuffler", Table{Boxes: []int{1, 2}, Refusing: []int{4}}, "box 4"},
	} {
		if _, err := New(c.id, NewShoe, c.table); err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s %+v: %v; want an error saying %q", c.id, c.table, err, c.says)
		}
	}
}

// 000 Art. 30's words on a refused cut, and on a cut every player refuses,
// are the regulation's.
func TestArt30QuoteVerbatim(t *testing.T) {
	paths, _ := filepath.Glob(filepath.Join(seedsDir, "000_*"))
	if len(paths) != 1 {
		t.Skip("seed 000 not found")
	}
	raw, err := os.ReadFile(paths[0])
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{art30Quote, art30AllQuote} {
		if p := verbatim.Misquoted(verbatim.Normalize(string(raw)), q); p != "" {
			t.Errorf("%q is not in seed 000", p)
		}
	}
}

// The steps' notation reads back what it writes, and a bad step says why.
func TestStepNotation(t *testing.T) {
	for id, kinds := range procedures {
		for _, steps := range kinds {
			for _, st := range steps {
				tok := FormatStep(st, 7)
				gotID, v, err := ParseStep(tok)
				if err != nil || gotID != st.ID || (st.Param != NoParam && v != 7) {
					t.Errorf("%s: ParseStep(%q) = %q %d %v", id, tok, gotID, v, err)
				}
			}
		}
	}
	for tok, says := range map[string]string{"": "empty", "shuffle-all": "not a step", "offer-cut 2": `"offer-cut box N"`,
		"cut-card": `"cut-card N"`, "burn x": "not a number", "check-decks 3": `"check-decks"`, "burn -1": "not a number"} {
		if _, _, err := ParseStep(tok); err == nil || !strings.Contains(err.Error(), says) {
			t.Errorf("ParseStep(%q) = %v; want an error saying %s", tok, err, says)
		}
	}
	for _, k := range []Kind{Opening, NewShoe, Closing} {
		if got, err := ParseKind(k.String()); err != nil || got != k {
			t.Errorf("ParseKind(%q) = %v, %v", k, got, err)
		}
	}
	if _, err := ParseKind("reopening"); err == nil {
		t.Error("an unknown procedure read")
	}
}

// 000 Art. 30: "Solo i giocatori titolari di casella possono tagliare il
// mazzo. Se tutti rinunciano taglia un responsabile della Direzione o un
// suo delegato." Every player refusing, the cut passes round the table
// and then to the management ("offer-cut direzione"); offered to a player
// again, or to the management before everyone has refused, it is refused
// citing Art. 30 with that sentence.
func TestArt30_EveryPlayerRefusesTheManagementCuts(t *testing.T) {
	for _, kind := range []Kind{Opening, NewShoe} {
		t.Run(kind.String(), func(t *testing.T) {
			tb := Table{Boxes: []int{1, 4, 6}, CutCardBox: 4, Refusing: []int{1, 4, 6}}
			if kind == Opening {
				tb.CutCardBox = 0
			}
			s, err := New("italian-classic", kind, tb)
			if err != nil {
				t.Fatalf("every player refusing: %v", err)
			}
			for st, _ := s.Due(); st.Param != Cutter; st, _ = s.Due() {
				if err := s.Do(st.ID, 0); err != nil {
					t.Fatal(err)
				}
			}
			// Too early: box 4 (or any) has not refused yet.
			err = s.Do("offer-cut", Direzione)
			wantIllegal(t, err, "wrong-cutter", "Art. 30")
			var ie *game.IllegalError
			if errors.As(err, &ie) && !strings.Contains(ie.Quote, "Se tutti rinunciano") {
				t.Errorf("quote %q; want the sentence on every player refusing", ie.Quote)
			}
			for range 3 {
				v, _ := s.Want()
				if v == Direzione {
					t.Fatalf("the management wanted before every player refused (refused %v)", s.Refused())
				}
				if err := s.Do("offer-cut", v); err != nil {
					t.Fatalf("offer-cut box %d: %v", v, err)
				}
			}
			if v, ok := s.Want(); !ok || v != Direzione {
				t.Fatalf("every player refused: want %d, %v; want the Direzione", v, ok)
			}
			err = s.Do("offer-cut", 4)
			wantIllegal(t, err, "wrong-cutter", "Art. 30")
			if errors.As(err, &ie) && ie.Quote != art30AllQuote {
				t.Errorf("quote %q; want %q", ie.Quote, art30AllQuote)
			}
			at := s.Index()
			if err := s.Do("offer-cut", Direzione); err != nil {
				t.Fatalf("offer-cut direzione: %v", err)
			}
			if s.Index() != at+1 {
				t.Errorf("the management's cut did not make the cut")
			}
		})
	}
	st := Step{ID: "offer-cut", Param: Cutter}
	if tok := FormatStep(st, Direzione); tok != "offer-cut direzione" {
		t.Errorf("FormatStep = %q", tok)
	}
	if id, v, err := ParseStep("offer-cut direzione"); err != nil || id != "offer-cut" || v != Direzione {
		t.Errorf("ParseStep(offer-cut direzione) = %q %d %v", id, v, err)
	}
	// Where the regulation names nobody, the management does not cut.
	s, _ := New("italian-shuffler", Opening, Table{Boxes: []int{1, 2}, Refusing: []int{1}})
	for st, _ := s.Due(); st.Param != Cutter; st, _ = s.Due() {
		_ = s.Do(st.ID, 0)
	}
	wantIllegal(t, s.Do("offer-cut", Direzione), "wrong-cutter", "Apertura 6")
}
