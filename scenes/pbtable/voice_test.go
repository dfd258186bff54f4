package pbtable

import (
	"testing"

	"sabot/assets"
	"sabot/game/punto"
	"sabot/scenes/scenetest"
)

// The dealer's words and voice at the Punto Banco table, driven with
// injected events, without a display.

// pbHeard records what the table shows in its banner (the keys of the main
// lines) and says in the dealer's voice.
type pbHeard struct {
	banners []string
	voice   []assets.Phrase
}

func (h *pbHeard) listen(p *Table) {
	p.heard = func(b pbLine, v assets.Phrase) {
		if b.key != "" {
			h.banners = append(h.banners, string(b.key))
		}
		if v != "" {
			h.voice = append(h.voice, v)
		}
	}
}

func (h *pbHeard) said(v assets.Phrase) bool {
	for _, x := range h.voice {
		if x == v {
			return true
		}
	}
	return false
}

func (h *pbHeard) shown(key string) bool {
	for _, x := range h.banners {
		if x == key {
			return true
		}
	}
	return false
}

// The dealer's voice: "Rien ne va plus", the reader's call, "Banco N,
// Punto M" with the coup's scores, Banco first; and the bets reopened.
func TestPuntoDealerSays(t *testing.T) {
	a, p, _ := puntoAt(t, 0, pbNoSlips)
	var h pbHeard
	h.listen(p)
	scenetest.Press(t, a, pbChipEv(pbC100), pbBetEv(punto.Punto))
	pbFinishCoup(t, a, p)
	r := p.d.Record()
	score := assets.Score(r.Banco.Total, r.Punto.Total)
	call := map[string]assets.Phrase{"carta": assets.Carta, "no-carta": assets.NoCarta, "battuta": assets.Natural}[r.Call]
	want := []assets.Phrase{assets.NoMoreBets, call, score, assets.PlaceBets}
	if r.Winner == punto.Egalite {
		want = append(want, assets.Egalite)
	}
	for _, v := range want {
		if !h.said(v) {
			t.Errorf("the dealer did not say %q: %q", v, h.voice)
		}
	}
	if !h.shown("punto.say.rien-ne-va-plus") || !h.shown("punto.say.score") || !h.shown("punto.you-read") {
		t.Errorf("banners %q", h.banners)
	}
}

// The last coup of the shoe is announced and said, and when it starts with
// the cut card the minimum of seven cards is too (Art. 5).
func TestPuntoLastCoup(t *testing.T) {
	a, p, _ := puntoAt(t, 2, pbNoSlips)
	found := map[punto.Phrase]bool{}
	for n := 0; n < 3000 && !(found[punto.PhraseUltimoColpo] && found[punto.PhraseUltimoColpoMinimoSette]); n++ {
		var h pbHeard
		h.listen(p)
		records := len(a.History.Records())
		p.instant = true
		p.deal()
		for p.step() {
		}
		p.instant = false
		if len(a.History.Records()) == records {
			t.Fatal("a coup left no record")
		}
		last := p.d.Record().LastCoup
		switch last {
		case punto.PhraseUltimoColpo:
			if !h.shown("punto.say.ultimo-colpo") || !h.said(assets.LastCoup) {
				t.Errorf("a last coup: banners %q, voice %q", h.banners, h.voice)
			}
		case punto.PhraseUltimoColpoMinimoSette:
			if !h.shown("punto.say.ultimo-colpo-minimo-sette") || !h.said(assets.LastCoupMin) {
				t.Errorf("a last coup from the cut card: banners %q, voice %q", h.banners, h.voice)
			}
			if p.d.Record().Void != h.shown("punto.say.colpo-nullo") {
				t.Errorf("void %v, banners %q", p.d.Record().Void, h.banners)
			}
		}
		found[last] = true
	}
	if !found[punto.PhraseUltimoColpo] || !found[punto.PhraseUltimoColpoMinimoSette] {
		t.Errorf("in 3000 coups: %v", found)
	}
}
