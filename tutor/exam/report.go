package exam

import (
	"bytes"
	_ "embed"
	"html/template"
	"math"
	"sort"

	"sabot/locales"
	"sabot/rules"
)

// The report: a page a student prints or sends to his teacher, in his
// language, with nothing outside it (its style inside, no script, no
// image): the table and the regulation's version, the date, the score, the
// rounds, each mistake with its article and the regulation's words, the
// time of each kind of step and every step.

//go:embed report.html
var reportHTML string

var reportTmpl = template.Must(template.New("report").Parse(reportHTML))

// kindRow is a kind of step in the table of times.
type kindRow struct {
	Name          string
	Count, Wrong  int
	Mean, Slowest string
}

// roundRow is a round in the table of rounds.
type roundRow struct {
	N            int
	Steps, Wrong int
	Time         string
}

// stepRow is a step in the table of every step.
type stepRow struct {
	Round, N int
	Due      string
	Time     string
	Right    bool
}

// mistakeRow is a mistake as the report shows it.
type mistakeRow struct {
	Head, Did, Due, Why, Article, Quote string
}

// page is what the template reads.
type page struct {
	Lang                                string
	Title                               string
	Facts                               [][2]string
	RoundsHead, MistakesHead, NoMistake string
	TimesHead, StepsHead                string
	Round, Steps, Wrong, Time           string
	Kind, Count, Mean, Slowest, Step    string
	OK, KO                              string
	Footer                              string
	RoundRows                           []roundRow
	Mistakes                            []mistakeRow
	Kinds                               []kindRow
	AllSteps                            []stepRow
}

// HTML is the exam's report as a page in loc's language.
func HTML(loc *locales.Locale, s *Sheet) ([]byte, error) {
	var buf bytes.Buffer
	if err := reportTmpl.Execute(&buf, newPage(loc, s)); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// secs writes seconds with one decimal, as the language writes them.
func secs(loc *locales.Locale, x float64) string {
	return loc.T(locales.DDrillSeconds, math.Round(x*10)/10)
}

// dateLayout is how each language writes the exam's date.
func dateLayout(l locales.Lang) string {
	if l == locales.English {
		return "2 January 2006, 15:04"
	}
	return "02/01/2006 15:04"
}

// kindName is a kind of step in the student's language, in the words of
// table r's regulation (locales.ForTable).
func kindName(loc *locales.Locale, r rules.RuleSet, kind string) string {
	if k := locales.ForTable(locales.SchoolKind(kind), r); loc.Has(k) {
		return loc.T(k)
	}
	return kind
}

func newPage(loc *locales.Locale, s *Sheet) page {
	// The rounds are the table's: la mano at blackjack, il colpo at
	// Punto Banco (an unknown table is a blackjack one).
	table := rules.RuleSet{Game: rules.Blackjack}
	if r, err := rules.ByID(s.Table); err == nil {
		table = r
	}
	game := table.Game
	p := page{
		Lang:         string(loc.Lang()),
		Title:        loc.T(locales.ExamTitle, s.TableName),
		RoundsHead:   loc.T(locales.ForGame(locales.ExamRoundsHead, game)),
		MistakesHead: loc.T(locales.ExamMistakesHead),
		NoMistake:    loc.T(locales.ExamNoMistakes),
		TimesHead:    loc.T(locales.ExamTimesHead),
		StepsHead:    loc.T(locales.ExamStepsHead),
		Round:        loc.T(locales.ForGame(locales.ExamRound, game)),
		Steps:        loc.T(locales.ExamSteps),
		Wrong:        loc.T(locales.ExamWrong),
		Time:         loc.T(locales.ExamTime),
		Kind:         loc.T(locales.ExamKind),
		Count:        loc.T(locales.ExamCount),
		Mean:         loc.T(locales.ExamMean),
		Slowest:      loc.T(locales.ExamSlowest),
		Step:         loc.T(locales.ExamStep),
		OK:           loc.T(locales.ExamOK),
		KO:           loc.T(locales.ExamKO),
		Footer:       loc.T(locales.ExamFooter, Version(s.Source)),
	}
	p.Facts = [][2]string{
		{loc.T(locales.ExamTable), s.TableName},
		{loc.T(locales.ExamRegulation), Version(s.Source) + " (" + s.Source + ")"},
		{loc.T(locales.ExamDate), s.Date.Format(dateLayout(loc.Lang()))},
		{loc.T(locales.ForGame(locales.ExamRounds, game)), loc.T(locales.ExamRoundsOf, len(s.RoundSeconds), s.Rounds)},
		{loc.T(locales.ExamRight), loc.Int(int64(s.Right()))},
		{loc.T(locales.ExamWrong), loc.Int(int64(s.Wrong()))},
		{loc.T(locales.ExamTime), secs(loc, s.Seconds())},
	}
	for i, t := range s.RoundSeconds {
		r := roundRow{N: i + 1, Time: secs(loc, t)}
		for _, st := range s.Steps {
			if st.Round == i+1 {
				r.Steps++
			}
		}
		for _, m := range s.Mistakes {
			if m.Round == i+1 {
				r.Wrong++
			}
		}
		p.RoundRows = append(p.RoundRows, r)
	}
	for _, m := range s.Mistakes {
		row := mistakeRow{
			Head: loc.T(locales.ForGame(locales.ExamMistakeHead, game), m.Round, secs(loc, m.Seconds)),
			Did:  loc.T(locales.SchoolYouDid, m.Did),
			Why:  m.Why,
		}
		if m.Due != "" {
			row.Due = loc.T(locales.SchoolDue, m.Due)
		}
		if m.Article != "" {
			row.Article = loc.T(locales.SchoolQuote, m.Article)
		}
		if m.Quote != "" {
			row.Quote = loc.T(locales.SchoolQuoteText, m.Quote)
		}
		p.Mistakes = append(p.Mistakes, row)
	}
	p.Kinds = kindRows(loc, table, s.Steps)
	n := map[int]int{}
	for _, st := range s.Steps {
		n[st.Round]++
		p.AllSteps = append(p.AllSteps, stepRow{Round: st.Round, N: n[st.Round], Due: st.Due, Time: secs(loc, st.Seconds), Right: st.Right})
	}
	return p
}

// kindRows sums the steps by kind: how many, how many wrong, the mean and
// the slowest time; the kinds with the most mistakes first, then the
// slowest on average.
func kindRows(loc *locales.Locale, r rules.RuleSet, steps []Step) []kindRow {
	type sum struct {
		count, wrong int
		total, most  float64
	}
	by := map[string]*sum{}
	var kinds []string
	for _, st := range steps {
		k := by[st.Kind]
		if k == nil {
			k = &sum{}
			by[st.Kind] = k
			kinds = append(kinds, st.Kind)
		}
		k.count++
		if !st.Right {
			k.wrong++
		}
		k.total += st.Seconds
		k.most = math.Max(k.most, st.Seconds)
	}
	sort.SliceStable(kinds, func(i, j int) bool {
		a, b := by[kinds[i]], by[kinds[j]]
		if a.wrong != b.wrong {
			return a.wrong > b.wrong
		}
		return a.total/float64(a.count) > b.total/float64(b.count)
	})
	out := make([]kindRow, 0, len(kinds))
	for _, k := range kinds {
		s := by[k]
		out = append(out, kindRow{Name: kindName(loc, r, k), Count: s.count, Wrong: s.wrong,
			Mean: secs(loc, s.total/float64(s.count)), Slowest: secs(loc, s.most)})
	}
	return out
}
