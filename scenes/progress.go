package scenes

import (
	"sabot/locales"
	"sabot/scenes/save"
)

// SaveProgress writes the trainer's progress (App.Progress) to disk,
// atomically; a failure is told on screen. Call it after recording a drill
// answer, or a round's decisions and bankroll at a table.
func (a *App) SaveProgress() {
	if a.Store == nil || a.Progress == nil {
		return
	}
	if err := a.Store.SaveProgress(a.Progress); err != nil {
		a.Notify(locales.NoticeSaveFailed, save.ProgressFile, err.Error())
	}
}
