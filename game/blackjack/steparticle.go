package blackjack

// StepArticle returns the article of the table's regulation that rules a
// dealer's step, and the regulation's words for it (rules.RuleSet.Quote):
// the article a refusal of a step out of turn would cite, for a student
// who asks for it before any refusal. Both are "" where the regulation
// says nothing of the step.
func (r *Round) StepArticle(a Action) (article, quote string) {
	t := r.cited(topicOf(a))
	return r.rs.Article(t), r.rs.Quote(t)
}
