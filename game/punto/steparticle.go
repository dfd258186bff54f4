package punto

// StepArticle returns the article of the table's regulation that rules a
// dealer's step, and the regulation's words for it: the article a refusal
// of a step out of turn would cite, for a student who asks for it before
// any refusal. The words are "" where the engine knows none.
func (r *Round) StepArticle(a Action) (article, quote string) {
	article = r.articleOf(a.Kind)
	if t := topicOf(a.Kind); r.rules.Article(t) == article {
		return article, r.rules.Quote(t)
	}
	return article, r.quote(article, "")
}
