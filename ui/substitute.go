package ui

import (
	"context"
	"fmt"
	"time"

	"fyne.io/fyne/v2/lang"

	"chessmaster/master"
)

// startWithSubstitutes starts the saved settings that failed (startErr)
// with other players: first each external engine that cannot start is
// replaced by the built-in computer at the last level chosen, the rest
// kept; then the defaults; then two humans. The saved game is restored
// whichever works, and the start tells the user what changed.
func (a *App) startWithSubstitutes(s master.Settings, startErr error) (*master.ChessMaster, master.Settings, error) {
	if sub, notes := a.substituteEngines(s); len(notes) > 0 {
		sub = a.withComputerThreads(sub, false)
		if ctrl, err := master.New(sub); err == nil {
			a.startNotes = append(a.startNotes, notes...)
			return ctrl, sub, nil
		}
	}
	var err error
	for _, fallback := range []master.Settings{master.DefaultSettings(), twoHumanSettings()} {
		fallback = a.withComputerThreads(fallback, false)
		var ctrl *master.ChessMaster
		if ctrl, err = master.New(fallback); err == nil {
			a.startNotes = append(a.startNotes, fmt.Sprintf("%s (%s)", lang.L("the saved players could not start; playing with other settings"), cleanText(startErr.Error())))
			return ctrl, fallback, nil
		}
	}
	return nil, s, err
}

// substituteEngines replaces each external engine of s that does not
// start with the built-in computer at the last level, and says which.
func (a *App) substituteEngines(s master.Settings) (master.Settings, []string) {
	var notes []string
	level := a.lastLevel()
	for _, side := range []master.Color{master.White, master.Black} {
		cfg := &s.White
		if side == master.Black {
			cfg = &s.Black
		}
		if cfg.Kind != master.UCIEngine {
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		p, err := master.NewPlayerContext(ctx, *cfg, s)
		cancel()
		if err == nil {
			p.Close()
			continue
		}
		notes = append(notes, lang.L("{{.Side}}'s engine {{.Engine}} could not start ({{.Error}}). The game was restored; {{.Side}} is played by the computer at {{.Level}} instead. Players and Settings chooses another player.",
			tm{"Side": sideName(side), "Engine": cfg.EnginePath, "Error": cleanText(err.Error()), "Level": levelName(level)}))
		*cfg = master.PlayerConfig{Kind: master.Computer, Level: level, MoveTime: cfg.MoveTime, NaturalPace: cfg.NaturalPace}
	}
	return s, notes
}
