package croupier

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"sabot/internal/verbatim"
	"sabot/rules"
)

// seedsDir holds the five regulations, beside the repository (CI runs with
// ../shared there): from this package's directory, three levels up.
const seedsDir = "../../../shared/seeds"

// Every step's and every question's quote is in its table's regulation,
// word for word, whitespace aside.
func TestQuotesAreVerbatim(t *testing.T) {
	if _, err := os.Stat(seedsDir); errors.Is(err, fs.ErrNotExist) {
		t.Skipf("the regulations are not in %s (../shared/seeds from the repository's root): the quotes are not checked", seedsDir)
	}
	for _, reg := range Regulations() {
		paths, err := filepath.Glob(filepath.Join(seedsDir, reg.Seed+"_*"))
		if err != nil || len(paths) != 1 {
			t.Errorf("%s: seed %s_* found %d times (%v)", reg.Table, reg.Seed, len(paths), err)
			continue
		}
		raw, err := os.ReadFile(paths[0])
		if err != nil {
			t.Fatal(err)
		}
		text := verbatim.Normalize(string(raw))
		check := func(what, quote string) {
			if len(quote) < 20 {
				t.Errorf("%s %s: quote %q is too short to say anything", reg.Table, what, quote)
			}
			if p := verbatim.Misquoted(text, quote); p != "" {
				t.Errorf("%s %s: %q is not in seed %s", reg.Table, what, p, reg.Seed)
			}
		}
		for _, p := range reg.Procedures {
			for _, s := range p.Steps {
				check(p.Kind.String()+" "+s.ID, s.Quote)
			}
		}
		for _, q := range reg.Questions {
			check("question "+q.ID, q.Quote)
		}
	}
}

// Each table has the procedures its regulation describes and enough
// questions; every step and question has its article and quote, an ID,
// and IDs unique where the scene looks them up.
func TestRegulationsComplete(t *testing.T) {
	want := map[string][]ProcKind{
		"italian-classic":       {ProcOpening, ProcShuffle, ProcRound},
		"italian-shuffler":      {ProcOpening, ProcRound, ProcClosing},
		"italian-shuffler-shoe": {ProcOpening, ProcShuffle, ProcRound, ProcClosing},
		"italian-online":        {ProcRound},
		"argentine":             {ProcShuffle, ProcRound},
		"super-punto-banco":     {ProcRound},
	}
	ids := rules.IDs()
	regs := Regulations()
	if len(regs) != len(ids) {
		t.Fatalf("%d tables with procedures; want %d", len(regs), len(ids))
	}
	for i, reg := range regs {
		if reg.Table != ids[i] {
			t.Errorf("table %d is %s; want %s", i, reg.Table, ids[i])
		}
		if reg.Lang != "it" && reg.Lang != "es" {
			t.Errorf("%s: language %q", reg.Table, reg.Lang)
		}
		if got, err := RegulationOf(reg.Table); err != nil || got.Seed != reg.Seed {
			t.Errorf("RegulationOf(%s) = %s, %v", reg.Table, got.Seed, err)
		}
		for _, k := range want[reg.Table] {
			p, ok := reg.Procedure(k)
			if !ok {
				t.Errorf("%s: no %s procedure", reg.Table, k)
				continue
			}
			if len(p.Steps) < 4 {
				t.Errorf("%s %s: %d steps, too few to put in order", reg.Table, k, len(p.Steps))
			}
		}
		if len(reg.Procedures) != len(want[reg.Table]) {
			t.Errorf("%s: %d procedures; want %v", reg.Table, len(reg.Procedures), want[reg.Table])
		}
		if len(reg.Questions) < 6 {
			t.Errorf("%s: %d questions; want at least 6", reg.Table, len(reg.Questions))
		}
		seen := map[string]bool{}
		for _, p := range reg.Procedures {
			for _, s := range p.Steps {
				if s.ID == "" || s.Article == "" || s.Quote == "" {
					t.Errorf("%s %s: step %+v lacks an ID, an article or a quote", reg.Table, p.Kind, s)
				}
				if seen[s.ID] {
					t.Errorf("%s: step %s twice", reg.Table, s.ID)
				}
				seen[s.ID] = true
			}
		}
		qs := map[string]bool{}
		for _, q := range reg.Questions {
			if q.ID == "" || q.Article == "" || q.Quote == "" {
				t.Errorf("%s: question %+v lacks an ID, an article or a quote", reg.Table, q)
			}
			if qs[q.ID] {
				t.Errorf("%s: question %s twice", reg.Table, q.ID)
			}
			qs[q.ID] = true
			if len(q.Answers) < 3 || len(q.Answers) > 4 {
				t.Errorf("%s %s: %d answers; want three or four", reg.Table, q.ID, len(q.Answers))
			}
			as := map[string]bool{}
			for _, a := range q.Answers {
				if a == "" || as[a] {
					t.Errorf("%s %s: answer %q empty or twice", reg.Table, q.ID, a)
				}
				as[a] = true
			}
		}
	}
	if _, err := RegulationOf("monte-carlo"); err == nil {
		t.Error("an unknown table has procedures")
	}
}

// Putting steps in order: only the step due is placed, a wrong one and a
// placed one leave the ordering as it was, and the steps are never shown
// in their right order.
func TestOrdering(t *testing.T) {
	for _, id := range rules.IDs() {
		d, err := NewProcedureDrill(id, rules.NewRand(7))
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; n < 2*len(d.Regulation().Procedures); n++ {
			o := d.NextOrdering()
			want := d.Regulation().Procedures[n%len(d.Regulation().Procedures)]
			if o.Proc.Kind != want.Kind || len(o.Shown) != len(want.Steps) {
				t.Fatalf("%s: ordering %d is %s with %d shown; want %s", id, n, o.Proc.Kind, len(o.Shown), want.Kind)
			}
			if inOrder(o.Shown) {
				t.Errorf("%s %s: shown in the right order", id, o.Proc.Kind)
			}
			for k := range o.Proc.Steps {
				due, _ := o.Due()
				at := o.DueShown()
				if o.Proc.Steps[o.Shown[at]].ID != due.ID {
					t.Fatalf("DueShown %d is not the step due %s", at, due.ID)
				}
				wrong := (at + 1) % len(o.Shown)
				for o.IsPlaced(wrong) || wrong == at {
					wrong = (wrong + 1) % len(o.Shown)
					if wrong == at && k == len(o.Proc.Steps)-1 {
						break
					}
				}
				if wrong != at {
					if right, err := o.Place(wrong); right || err != nil || o.Placed != k {
						t.Fatalf("wrong step %d: right %v, err %v, placed %d", wrong, right, err, o.Placed)
					}
				}
				if right, err := o.Place(at); !right || err != nil || o.Placed != k+1 {
					t.Fatalf("step due %d: right %v, err %v, placed %d", at, right, err, o.Placed)
				}
				if _, err := o.Place(at); err == nil {
					t.Fatalf("a placed step placed again")
				}
			}
			if !o.Done() || o.DueShown() != -1 {
				t.Errorf("not done after every step")
			}
			if _, err := o.Place(0); err == nil {
				t.Error("a step placed after the last")
			}
		}
	}
	var o Ordering
	for _, i := range []int{-1, 0, 5} {
		if _, err := o.Place(i); err == nil {
			t.Errorf("Place(%d) on nothing: no error", i)
		}
	}
}

// The quiz: each question once in a pass, never twice in a row, its
// answers all shown once with the right one where RightShown says.
func TestQuiz(t *testing.T) {
	if _, err := NewProcedureDrill("italian-classic", nil); err == nil {
		t.Error("no random source: no error")
	}
	if _, err := NewProcedureDrill("nowhere", rules.NewRand(1)); err == nil {
		t.Error("an unknown table: no error")
	}
	for _, id := range rules.IDs() {
		d, err := NewProcedureDrill(id, rules.NewRand(3))
		if err != nil {
			t.Fatal(err)
		}
		n := len(d.Regulation().Questions)
		last := ""
		for pass := 0; pass < 3; pass++ {
			seen := map[string]bool{}
			for i := 0; i < n; i++ {
				q := d.NextQuiz()
				if q.Q.ID == last {
					t.Errorf("%s: %s twice in a row", id, last)
				}
				last = q.Q.ID
				if seen[q.Q.ID] {
					t.Errorf("%s pass %d: %s twice", id, pass, q.Q.ID)
				}
				seen[q.Q.ID] = true
				r := q.RightShown()
				if !q.Right(r) || q.Q.Answers[q.Shown[r]] != q.Q.Answers[0] {
					t.Errorf("%s %s: RightShown %d is not the right answer", id, q.Q.ID, r)
				}
				rights := 0
				for k := -1; k <= len(q.Shown); k++ {
					if q.Right(k) {
						rights++
					}
				}
				if rights != 1 || len(q.Shown) != len(q.Q.Answers) {
					t.Errorf("%s %s: %d right answers of %d shown", id, q.Q.ID, rights, len(q.Shown))
				}
			}
		}
	}
}
