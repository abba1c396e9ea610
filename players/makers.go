package players

import (
	"context"

	"chessmaster/master"
)

// The master.PlayerMaker of each kind of program player. Package wiring
// registers them with master.RegisterPlayer; the Human kind is the
// controller's own.

// MakeComputer makes a master.Computer player: the built-in engine at
// cfg's level, with s's book, tablebase and history options.
func MakeComputer(_ context.Context, cfg master.PlayerConfig, s master.Settings) (master.Player, error) {
	return NewComputer(cfg, s)
}

// MakeRandom makes a master.Random player.
func MakeRandom(_ context.Context, cfg master.PlayerConfig, _ master.Settings) (master.Player, error) {
	return NewRandom(cfg.Name, cfg.Seed, cfg.NaturalPace), nil
}

// MakeUCIEngine makes a master.UCIEngine player: the external engine at
// cfg.EnginePath, started now; ctx abandons a slow start.
func MakeUCIEngine(ctx context.Context, cfg master.PlayerConfig, _ master.Settings) (master.Player, error) {
	p, err := NewUCIEngineContext(ctx, cfg.EnginePath, cfg.EngineOptions)
	if err != nil {
		return nil, err
	}
	if cfg.Name != "" {
		p.SetName(cfg.Name)
	}
	return p, nil
}
