package scenes

import (
	"errors"
	"fmt"
	"path/filepath"

	"sabot/locales"
	"sabot/rules"
	"sabot/save"
	"sabot/scenes/bjtable"
	"sabot/scenes/pbtable"
	"sabot/scenes/session"
)

// resume returns the table scene of the round left in progress by the last
// run (its journal), brought back where it was, and nil when there is
// none. A round already committed (the game stopped between the log's
// line and the journal's removal) is not brought back twice; a journal
// that cannot be this version's round is kept aside with a notice, and its
// stakes stay in the bankroll (the bankroll is that of the last completed
// round).
func resume(a *session.Context) session.Scene {
	if a.Store == nil {
		return nil
	}
	j, n := a.Store.LoadJournal()
	if n != nil {
		a.Notify(n.Key, n.Args...)
	}
	if j == nil {
		return nil
	}
	if a.History.HasRound(j.Head.Round) {
		a.RemoveJournal()
		return nil
	}
	s, err := resumeRound(a, j)
	if err != nil {
		bad := filepath.Join(a.Store.Dir(), save.JournalFile)
		if n := a.Store.SetJournalAside(); n != nil && n.Key != locales.NoticeSaveReadFail && len(n.Args) == 2 {
			bad = fmt.Sprint(n.Args[1])
		}
		_, lost := resumeNotices(j.Head.Game)
		a.Notify(lost, err, bad)
		return nil
	}
	resumed, _ := resumeNotices(j.Head.Game)
	a.Notify(resumed, a.Loc.T(locales.TableName(j.Head.Table)))
	return s
}

// resumeNotices returns the notices that say a round of game was brought
// back or lost, in the game's own words: a coup ("colpo") at Punto Banco, a
// hand at blackjack (and at a game this version does not know).
func resumeNotices(game string) (resumed, lost locales.Key) {
	if game == save.GamePuntoBanco {
		return locales.NoticeCoupResumed, locales.NoticeCoupLost
	}
	return locales.NoticeRoundResumed, locales.NoticeRoundLost
}

// resumeRound rebuilds the journal's round at its table.
func resumeRound(a *session.Context, j *save.JournalData) (session.Scene, error) {
	r, err := rules.ByID(j.Head.Table)
	if err != nil {
		return nil, err
	}
	switch {
	case j.Head.Game == save.GameBlackjack && r.IsBlackjack():
		return bjtable.Resume(a, r, j)
	case j.Head.Game == save.GamePuntoBanco && r.Game == rules.PuntoBanco:
		return pbtable.Resume(a, r, j)
	}
	return nil, errors.New("no table takes back a round of " + j.Head.Game)
}
