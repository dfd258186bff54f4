package school

import (
	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/rules"
)

// notePackCheck says, as a hand dealt from the shoe of 004's reserved
// tables ends, the check of the pack its incidents call for: the cards
// counted after several fell (Regole particolari 5), the whole sizain
// checked and reshuffled into the sabot after a card came out face up
// (Regole particolari 11), with the article.
func (s *Table) notePackCheck() {
	var key locales.Key
	var topic rules.Topic
	switch s.round.PackCheck() {
	case blackjack.PackCounted:
		key, topic = locales.SchoolPackCounted, rules.TopicFallenCards
	case blackjack.PackReshuffled:
		key, topic = locales.SchoolPackReshuffled, rules.TopicExposedCard
	default:
		return
	}
	s.said = s.app.Loc.T(key, s.rules.Article(topic))
	s.dirty = true
}
