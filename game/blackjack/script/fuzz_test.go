package script

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

// FuzzScript feeds hand scripts, dealer-school ones among them, to
// Run: nothing panics, a bad script is a *Error naming a field,
// and a dealer-school record's verdict is consistent: the steps right are
// at most the steps given, and the round stopped for one reason at most.
func FuzzScript(f *testing.F) {
	const shoe = `"shoe":"TS 9S 6C 8S 9D TC 7C","boxes":[{"box":1,"bet":10},{"box":2,"bet":20}],"decisions":["stand","stand"]`
	f.Add(`{"rules":"italian-classic",` + shoe + `}`)
	f.Add(`{"rules":"italian-classic",` + shoe + `,"dealer_steps":["close-bets","deal box 1","deal box 2","deal dealer","deal box 1","deal box 2","deal dealer","deal dealer","pay box 2 main 20","pay box 1 main 10","collect-cards"]}`)
	f.Add(`{"rules":"italian-classic",` + shoe + `,"dealer_steps":["close-bets","deal box 1","deal box 2","deal dealer","deal box 1","deal box 2","deal dealer","deal dealer","dealer-stand"]}`)
	f.Add(`{"rules":"italian-shuffler",` + shoe + `,"dealer_steps":[]}`)
	f.Add(`{"rules":"italian-online",` + shoe + `,"dealer_steps":["close-bets","deal box 2 hand 3 face-down","burn 5"]}`)
	f.Add(`{"rules":"argentine","shoe":"AS 7S 6H 9C TD 4D AD 8H 8C","boxes":[{"box":1,"bet":10},{"box":2,"bet":10},{"box":3,"bet":10}],` +
		`"decisions":["desafio 5","double","ace 11","stand"],"dealer_steps":["close-bets","deal box 1","deal box 2","deal box 3","deal dealer",` +
		`"ask-desafio box 1","deal box 1","deal box 2","deal box 3","deal dealer face-down","ask-double box 2","deal box 2 face-down","ask-ace box 3",` +
		`"reveal-hole","dealer-stand","reveal box 2","pay box 1 desafio 10","pay box 1 main 15","pay box 2 main 20","collect-cards"]}`)
	f.Add(`{"rules":"italian-classic",` + shoe + `,"dealer_steps":["close-bets",7,"pay box 99 hand 99 perfect-pair -1"]}`)
	f.Add(`{"rules":"italian-classic",` + shoe + `,"incident":{"kind":"fallen-card","at":1},"dealer_steps":["close-bets","pick-up-card","deal box 1"]}`)
	f.Add(`{"rules":"italian-classic",` + shoe + `,"incident":{"kind":"dealer-extra-card","at":9}}`)
	f.Add(`{"rules":"italian-classic",` + shoe + `,"incident":{"kind":"deal-unclear","at":4},"dealer_steps":["close-bets","deal box 1","deal box 2","deal dealer","void-round","collect-cards"]}`)
	f.Add(`{"rules":"italian-shuffler",` + shoe + `,"incident":{"kind":"cut-card-first","at":-1}}`)
	f.Add(`{"rules":"italian-classic",` + shoe + `,"incident":{"kind":7,"at":"x"}}`)
	f.Add(`{"rules":"italian-classic","shoe":"8S 9S AC 8D 9H 3C TH 9C 6D","boxes":[{"box":1,"bet":20,"player":"anna","behind":[{"player":"bruno","bet":10,"standing":true},{"player":"carla","bet":20}]},{"box":3,"bet":10}],` +
		`"decisions":["no-insurance","insurance 5","no-insurance","no-insurance","split","follow-split","second-card","double","follow-double","stand","stand"]}`)
	f.Add(`{"rules":"italian-shuffler","shoe":"AS TS AC KH 9H 9D","boxes":[{"box":1,"bet":10,"behind":[{"bet":20},{"bet":"x"}]}],"decisions":["even-money"]}`)
	f.Add("0\n0") // a quote of the input with a line break in the error
	f.Add("{\"rules\":\"italian-classic\",\"boxes\":[{\"box\":1,\"bet\":\"1\\n0\"}]}")
	f.Fuzz(func(t *testing.T, script string) {
		rec, err := Run([]byte(script))
		if err != nil {
			var se *Error
			if !errors.As(err, &se) || se.Field == "" || strings.ContainsAny(err.Error(), "\n\r") {
				t.Fatalf("%q: %v is not a one-line *Error naming a field", script, err)
			}
			return
		}
		if sc := rec.School; sc != nil {
			s, _ := Parse([]byte(script))
			if sc.StepsOK > len(s.DealerSteps) || sc.StepsOK < 0 || (sc.FirstWrong != nil && sc.RanOutBefore != "") ||
				(sc.FirstWrong != nil && (sc.FirstWrong.Index != sc.StepsOK || sc.FirstWrong.Code == "")) {
				t.Fatalf("%q: inconsistent school %+v %+v", script, sc, sc.FirstWrong)
			}
		}
		if _, err := json.Marshal(rec); err != nil {
			t.Fatalf("record: %v", err)
		}
	})
}
