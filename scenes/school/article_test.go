package school

import (
	"image"
	"sabot/driver/schooldriver"
	"strings"
	"testing"

	"sabot/game/blackjack"
	"sabot/game/punto"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
)

// press feeds a key's action to the scene and runs a tick.
func press(t *testing.T, a *session.Context, act input.Action) {
	t.Helper()
	a.Feed(input.Event{Action: act})
	scenetest.Ticks(t, a, 1)
}

// TestSchoolArticleKey: after a refusal, A opens the whole article the
// refusal cites (000 Art. 3 for a card dealt before «rien ne va plus»), its
// full text beyond the quoted sentence, over the table: a click on the
// table reaches nothing, Esc closes the panel and not the school; the stop's
// button opens it too; with no refusal it is the step due's article; the
// exam opens none.
func TestSchoolArticleKey(t *testing.T) {
	a, s := open(t, "italian-classic")
	waitDealer(t, a, s)
	due := s.d.Round.Turn().Due
	if due.Kind != blackjack.CloseBets {
		t.Fatalf("the first step due is %s; want close-bets", due)
	}
	box := s.d.Round.Boxes()[0].Number
	take(t, a, s, blackjack.Action{Kind: blackjack.Deal, Box: box, Hand: 1})
	if s.Stopped == nil || s.Stopped.Article != "Art. 3" {
		t.Fatalf("dealing before rien ne va plus: stop %+v; want Art. 3", s.Stopped)
	}
	if _, ok := s.targetPoint(tArticle); !ok {
		t.Error("the stop shows no button for the whole article")
	}

	press(t, a, input.Article)
	art, text := s.ArticleShown()
	want := rules.ItalianClassic.ArticleText(rules.TopicCloseBets)
	if art != "Art. 3" || text != want {
		t.Fatalf("after A the panel shows %q:\n%s\nwant Art. 3:\n%s", art, text, want)
	}
	// The whole article: the quoted sentence and the one after it.
	for _, w := range []string{"dice “rien ne va plus”", "salvo nei casi previsti (raddoppio"} {
		if !strings.Contains(text, w) {
			t.Errorf("the article's text lacks %q:\n%s", w, text)
		}
	}
	if len(text) <= len(s.Stopped.Quote) {
		t.Errorf("the article (%d bytes) is no longer than the quote (%d)", len(text), len(s.Stopped.Quote))
	}
	if _, ok := s.targetPoint(tArticleClose); !ok {
		t.Error("the panel shows no Close")
	}
	// A click where the table's Rien ne va plus is reaches the panel, not
	// the table.
	right, wrong := s.Count.Right, s.Count.Wrong
	if _, ok := s.targetPoint(tButton + int(btnCloseBets)); ok {
		t.Error("Rien ne va plus can be clicked with the article open")
	}
	var p image.Point
	for _, tg := range s.Targets() {
		if tg.Event.Index == tButton+int(btnCloseBets) {
			p = tg.Rect.Min.Add(tg.Rect.Size().Div(2))
		}
	}
	e, _ := input.HitTest(s.Targets(), p)
	if e.Index != tArticleOut && e.Index != tPanel {
		t.Errorf("a click on Rien ne va plus under the panel hits %d; want the panel", e.Index)
	}
	a.Feed(e)
	scenetest.Ticks(t, a, 1)
	if s.Count.Right != right || s.Count.Wrong != wrong {
		t.Errorf("a step was taken with the article open: score %+v", s.Count)
	}
	if s.art != nil {
		t.Fatal("a click beside the panel did not close it")
	}
	press(t, a, input.Article)
	press(t, a, input.Back)
	if s.art != nil || a.Scene() != s {
		t.Fatalf("Esc: panel %v, scene %T; want the panel closed, the school still", s.art, a.Scene())
	}

	// The stop's button opens it; A again closes it.
	click(t, a, s, tArticle)
	if art, _ := s.ArticleShown(); art != "Art. 3" {
		t.Errorf("the stop's button shows %q; want Art. 3", art)
	}
	press(t, a, input.Article)
	if s.art != nil {
		t.Error("A did not close the panel")
	}

	// No refusal: the step due's article (the burn, Art. 1).
	take(t, a, s, due)
	if s.Stopped != nil || s.d.Round.Turn().Due.Kind != blackjack.Burn {
		t.Fatalf("after rien ne va plus: stop %+v, due %s", s.Stopped, s.d.Round.Turn().Due)
	}
	press(t, a, input.Article)
	art, text = s.ArticleShown()
	if want := rules.ItalianClassic.Article(rules.TopicBurn); art != want || !strings.Contains(text, "ne eliminerà (brucerà) le prime cinque") {
		t.Errorf("with no refusal A shows %q:\n%s\nwant the burn's %q", art, text, want)
	}
	press(t, a, input.Back)

	// A long article scrolls, line by line and by pages, within its lines.
	s.Stopped = &schooldriver.Stop{Did: "x", Article: rules.ItalianClassic.Article(rules.TopicShuffle), Quote: rules.ItalianClassic.Quote(rules.TopicShuffle)}
	press(t, a, input.Article)
	if s.art == nil || s.art.Lines <= s.art.Page {
		t.Fatalf("Art. 1, 30-32: panel %+v; want more lines than a page", s.art)
	}
	press(t, a, input.Down)
	if s.art.Scroll != 1 {
		t.Errorf("↓: scroll %d; want 1", s.art.Scroll)
	}
	for i := 0; i < 20; i++ {
		press(t, a, input.PageDown)
	}
	if last := s.art.Lines - s.art.Page; s.art.Scroll != last {
		t.Errorf("page down to the end: scroll %d; want %d", s.art.Scroll, last)
	}
	press(t, a, input.PageUp)
	press(t, a, input.Up)
	if s.art.Scroll >= s.art.Lines-s.art.Page {
		t.Errorf("page up: scroll %d", s.art.Scroll)
	}
	press(t, a, input.Back)
	s.Stopped = nil

	// The exam opens none and says why.
	s.Exam = true
	press(t, a, input.Article)
	if s.art != nil || s.Said != a.Loc.T(locales.SchoolArticleExam) {
		t.Errorf("in the exam: panel %v, status %q", s.art, s.Said)
	}
}

// TestSchoolPuntoArticleKey: at Super Punto Banco a wrong announcement is
// refused by Art. 9, and A opens Art. 9 whole; before any refusal, the
// reader's cards due, A opens the Distribuzione that gives them.
func TestSchoolPuntoArticleKey(t *testing.T) {
	a, s := openPunto(t)
	for i := 0; i < 2000 && s.Stopped == nil; i++ {
		pbWait(t, a, s)
		if s.d.Round.Done() {
			pbClick(t, a, s, tNext)
			continue
		}
		due, _ := s.d.Round.NextDealerAction()
		if due.Kind == punto.Give {
			press(t, a, input.Article)
			if art, text := s.ArticleShown(); art != rules.SuperPuntoBanco.Article(rules.TopicReader) || !strings.Contains(text, "la somma più elevata") {
				t.Errorf("the reader's cards due: A shows %q:\n%s", art, text)
			}
			press(t, a, input.Article)
		}
		if due.Kind == punto.Announce {
			wrong := due
			wrong.Banco = (due.Banco + 1) % 10
			pbTake(t, a, s, wrong)
			break
		}
		pbTake(t, a, s, due)
	}
	if s.Stopped == nil || s.Stopped.Article != "Art. 9" {
		t.Fatalf("no stop on Art. 9: %+v", s.Stopped)
	}
	press(t, a, input.Article)
	art, text := s.ArticleShown()
	if art != "Art. 9" || !strings.Contains(text, "Le carte parlano") {
		t.Errorf("after A: %q\n%s", art, text)
	}
	press(t, a, input.Back)
	if s.art != nil || a.Scene() != s {
		t.Errorf("Esc: panel %v, scene %T", s.art, a.Scene())
	}
}
