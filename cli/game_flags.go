package cli

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"chessmaster/engine"
	"chessmaster/internal/enginecmd"
	"chessmaster/master"
)

// GameFlags are the command-line flags that describe a game, shared by the
// GUI, the terminal mode and the match runner:
//
//	fs := flag.NewFlagSet("terminal", flag.ContinueOnError)
//	gf := AddGameFlags(fs, master.DefaultSettings())
//	fs.Parse(args)
//	settings, err := gf.Settings()
type GameFlags struct {
	fs       *flag.FlagSet
	defaults master.Settings

	white, black           string
	whiteName, blackName   string
	level                  int
	threads                int
	whiteLevel, blackLevel int
	moveTime               time.Duration
	book, syzygy, fen, tc  string
	chess960               string
	noBook                 bool
	options                engineOptions
}

// AddGameFlags registers the game flags on fs. defaults supplies every
// value a flag does not set (e.g. master.DefaultSettings() for a human
// against the computer).
func AddGameFlags(fs *flag.FlagSet, defaults master.Settings) *GameFlags {
	g := &GameFlags{fs: fs, defaults: defaults}
	fs.StringVar(&g.white, "white", playerFlagValue(defaults.White), "White player: human, computer, random or uci:PATH")
	fs.StringVar(&g.black, "black", playerFlagValue(defaults.Black), "Black player: human, computer, random or uci:PATH")
	fs.StringVar(&g.whiteName, "white-name", "", "White's name (default: chosen from the player)")
	fs.StringVar(&g.blackName, "black-name", "", "Black's name (default: chosen from the player)")
	fs.IntVar(&g.level, "level", 0, fmt.Sprintf("computer level for both sides: 1 (weakest) .. %d, 0 = full strength", master.MaxLevel))
	fs.IntVar(&g.whiteLevel, "white-level", 0, "computer level for White (overrides -level)")
	fs.IntVar(&g.blackLevel, "black-level", 0, "computer level for Black (overrides -level)")
	mt := defaults.White.MoveTime
	if mt == 0 {
		mt = master.DefaultMoveTime
	}
	fs.IntVar(&g.threads, "threads", 1, "search threads of a full-strength computer player (Lazy SMP; limited levels use one)")
	fs.DurationVar(&g.moveTime, "movetime", 0, fmt.Sprintf("thinking time per move without a clock, e.g. 2s or 100ms (default %v)", mt))
	fs.StringVar(&g.tc, "tc", "", "clock: base+increment in seconds, e.g. 300+2, 10+0.1 or 5m+3s; moves/base[+inc] for periods of moves, e.g. 40/5400+30, and :base[+inc] for the rest of the game after the first, e.g. 40/5400+30:1800+30 (FIDE classical)")
	fs.StringVar(&g.book, "book", "", "polyglot opening book FILE (default: the built-in book)")
	fs.BoolVar(&g.noBook, "no-book", false, "computer players do not use an opening book")
	fs.StringVar(&g.syzygy, "syzygy", "", "directory of extra Syzygy tablebases (the built-in 3-4 piece tables are always used)")
	fs.StringVar(&g.fen, "fen", "", "start the game from this FEN position")
	fs.StringVar(&g.chess960, "chess960", "", "play Chess960: a start position number 0-959 (518 is the standard one), random, or fen (the -fen position)")
	fs.Var(&g.options, "option", "UCI engine option side:Name=Value, e.g. black:UCI_Elo=1500 (repeatable; side is white, black or both)")
	return g
}

// playerFlagValue renders a player config as a -white/-black value.
func playerFlagValue(p master.PlayerConfig) string {
	if p.Kind == master.UCIEngine {
		return "uci:" + p.EnginePath
	}
	return p.Kind.String()
}

// Settings turns the parsed flags into game settings. Call it after
// fs.Parse. Every bad value gives an error naming the flag.
func (g *GameFlags) Settings() (master.Settings, error) {
	s := g.defaults
	set := map[string]bool{}
	g.fs.Visit(func(f *flag.Flag) { set[f.Name] = true })

	var err error
	if s.White, err = parsePlayerFlag("white", g.white, s.White); err != nil {
		return s, err
	}
	if s.Black, err = parsePlayerFlag("black", g.black, s.Black); err != nil {
		return s, err
	}
	if set["white-name"] {
		s.White.Name = g.whiteName
	}
	if set["black-name"] {
		s.Black.Name = g.blackName
	}
	for _, lv := range []struct {
		flag string
		v    int
		cfg  *master.PlayerConfig
	}{{"level", g.level, nil}, {"white-level", g.whiteLevel, &s.White}, {"black-level", g.blackLevel, &s.Black}} {
		if !set[lv.flag] {
			continue
		}
		if _, err := engine.LevelByNumber(lv.v); err != nil {
			return s, fmt.Errorf("-%s %d: %v (0 is full strength)", lv.flag, lv.v, err)
		}
		if lv.cfg == nil {
			// -level sets both unless a side-specific flag overrides it.
			if !set["white-level"] {
				s.White.Level = lv.v
			}
			if !set["black-level"] {
				s.Black.Level = lv.v
			}
		} else {
			lv.cfg.Level = lv.v
		}
	}

	if set["threads"] {
		if g.threads < 1 || g.threads > engine.MaxThreads {
			return s, fmt.Errorf("-threads %d: want 1..%d", g.threads, engine.MaxThreads)
		}
		s.White.Threads, s.Black.Threads = g.threads, g.threads
	}
	if set["movetime"] {
		if g.moveTime <= 0 {
			return s, fmt.Errorf("-movetime %v: want a positive duration such as 2s or 100ms", g.moveTime)
		}
		s.White.MoveTime, s.Black.MoveTime = g.moveTime, g.moveTime
	}
	if g.tc != "" {
		if set["movetime"] {
			return s, errors.New("use either -tc (a clock) or -movetime (time per move), not both")
		}
		if s.Clock, err = parseTimeControl(g.tc); err != nil {
			return s, fmt.Errorf("-tc %q: %w", g.tc, err)
		}
	}

	if g.noBook && g.book != "" {
		return s, errors.New("-book and -no-book contradict each other")
	}
	if g.noBook {
		s.UseBook, s.BookFile = false, ""
	}
	if g.book != "" {
		if err := checkFile(g.book, false); err != nil {
			return s, fmt.Errorf("-book: %w", err)
		}
		s.UseBook, s.BookFile = true, g.book
	}
	if g.syzygy != "" {
		if err := checkFile(g.syzygy, true); err != nil {
			return s, fmt.Errorf("-syzygy: %w", err)
		}
		s.SyzygyPath = g.syzygy
	}
	if set["fen"] {
		s.StartFEN = strings.TrimSpace(g.fen)
		// The program's one FEN validator: a rejected FEN is a usage
		// error (exit status 2) that names the field and what is wrong.
		if err := engine.ValidateFEN(s.StartFEN); err != nil {
			return s, fmt.Errorf("-fen: %w", err)
		}
	}
	if set["chess960"] {
		if err := applyChess960Flag(&s, g.chess960, set["fen"]); err != nil {
			return s, err
		}
	}
	for _, o := range g.options {
		applied := false
		for _, cfg := range o.targets(&s) {
			if cfg.Kind != master.UCIEngine {
				if o.side == "both" {
					continue // "both" means every UCI engine in the game
				}
				return s, fmt.Errorf("-option %s: the %s player is not a UCI engine", o.raw, o.side)
			}
			opts := map[string]string{}
			for k, v := range cfg.EngineOptions {
				opts[k] = v
			}
			opts[o.name] = o.value
			cfg.EngineOptions = opts
			applied = true
		}
		if !applied {
			return s, fmt.Errorf("-option %s: neither player is a UCI engine", o.raw)
		}
	}
	return s, nil
}

// parsePlayerFlag reads human, computer, random or uci:PATH. The previous
// config keeps its level, name and move time.
func parsePlayerFlag(flagName, v string, prev master.PlayerConfig) (master.PlayerConfig, error) {
	v = strings.TrimSpace(v)
	cfg := prev
	if path, ok := strings.CutPrefix(v, "uci:"); ok {
		if path == "" {
			return cfg, fmt.Errorf("-%s uci:PATH: the engine's path is missing", flagName)
		}
		// A path, a path and its arguments ("uci:/usr/games/gnuchess
		// --uci"), or a program on the PATH ("uci:stockfish").
		if _, _, err := enginecmd.Split(path); err != nil {
			return cfg, fmt.Errorf("-%s %s: %w", flagName, v, err)
		}
		cfg.Kind, cfg.EnginePath = master.UCIEngine, path
		return cfg, nil
	}
	kind, err := master.ParsePlayerKind(v)
	if err != nil || kind == master.UCIEngine {
		return cfg, fmt.Errorf("-%s %q: want human, computer, random or uci:PATH", flagName, v)
	}
	cfg.Kind, cfg.EnginePath = kind, ""
	return cfg, nil
}

// parseTimeControl reads "base+inc" or "base", optionally preceded by
// "moves/" for periods of moves ("40/5400+30": 90 minutes for every 40
// moves, 30 s a move on top), and optionally followed by ":" and the
// periods after the first, as PGN's TimeControl writes them
// ("40/5400+30:1800+30": FIDE's classical control, 30 minutes for the
// rest of the game after move 40; "40/7200:20/3600": an hour for every 20
// moves after that). Each time is a number of seconds ("300", "0.1") or a
// Go duration ("5m", "100ms").
func parseTimeControl(s string) (master.ClockConfig, error) {
	first, later, hasLater := strings.Cut(s, ":")
	moves, base, inc, err := parsePeriod(first)
	if err != nil {
		return master.ClockConfig{}, err
	}
	c := master.ClockConfig{Base: base, Increment: inc, Moves: moves}
	if !hasLater {
		return c, nil
	}
	if moves == 0 {
		return master.ClockConfig{}, errors.New("a second period needs moves in the first, as in 40/5400:1800")
	}
	if strings.Contains(later, ":") {
		return master.ClockConfig{}, errors.New("at most two periods, as in 40/5400+30:1800+30")
	}
	thenMoves, then, thenInc, err := parsePeriod(later)
	if err != nil {
		return master.ClockConfig{}, fmt.Errorf("second period: %w", err)
	}
	if thenInc != inc {
		return master.ClockConfig{}, errors.New("both periods must have the same increment, as in 40/5400+30:1800+30")
	}
	c.Then, c.ThenMoves = then, thenMoves
	return c, nil
}

// parsePeriod reads one period of a time control: "[moves/]base[+inc]".
func parsePeriod(s string) (moves int, base, inc time.Duration, err error) {
	if m, rest, ok := strings.Cut(s, "/"); ok {
		n, err := strconv.Atoi(strings.TrimSpace(m))
		if err != nil || n < 1 || n > master.MaxPeriodMoves {
			return 0, 0, 0, fmt.Errorf("moves per period %q: want a whole number from 1 to %d, as in 40/5400", m, master.MaxPeriodMoves)
		}
		moves, s = n, rest
	}
	baseStr, incStr, hasInc := strings.Cut(s, "+")
	if base, err = parseSeconds(baseStr); err != nil {
		return 0, 0, 0, fmt.Errorf("base time: %w", err)
	}
	if base <= 0 {
		return 0, 0, 0, errors.New("base time must be positive (at least 1 ms)")
	}
	if hasInc {
		if inc, err = parseSeconds(incStr); err != nil {
			return 0, 0, 0, fmt.Errorf("increment: %w", err)
		}
		if inc < 0 {
			return 0, 0, 0, errors.New("increment must not be negative")
		}
	}
	return moves, base, inc, nil
}

func parseSeconds(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, errors.New("missing value")
	}
	if f, err := strconv.ParseFloat(s, 64); err == nil {
		if !(f >= 0 && f <= 1e6) { // also rejects NaN
			return 0, fmt.Errorf("%q seconds is out of range", s)
		}
		return time.Duration(f * float64(time.Second)).Round(time.Millisecond), nil
	}
	d, err := time.ParseDuration(s)
	if err != nil {
		return 0, fmt.Errorf("%q is neither seconds nor a duration like 5m or 100ms", s)
	}
	// Whole milliseconds: the PGN TimeControl tag writes seconds with
	// three decimals, and a saved game must read back the clock it had.
	return d.Round(time.Millisecond), nil
}

// checkFile reports a missing path, or a directory where a file is expected
// (and vice versa), before the game starts rather than in the middle.
func checkFile(path string, wantDir bool) error {
	st, err := os.Stat(path)
	if err != nil {
		return err
	}
	if wantDir && !st.IsDir() {
		return fmt.Errorf("%s is not a directory", path)
	}
	if !wantDir && st.IsDir() {
		return fmt.Errorf("%s is a directory", path)
	}
	return nil
}

// engineOption is one -option side:Name=Value.
type engineOption struct {
	raw, side, name, value string
}

// engineOptions collects repeated -option flags.
type engineOptions []engineOption

func (o *engineOptions) String() string {
	if o == nil {
		return ""
	}
	var parts []string
	for _, x := range *o {
		parts = append(parts, x.raw)
	}
	return strings.Join(parts, " ")
}

func (o *engineOptions) Set(v string) error {
	side, rest, ok := strings.Cut(v, ":")
	name, value, ok2 := strings.Cut(rest, "=")
	side = strings.ToLower(strings.TrimSpace(side))
	name = strings.TrimSpace(name)
	if !ok || !ok2 || name == "" || (side != "white" && side != "black" && side != "both") {
		return fmt.Errorf("want side:Name=Value with side white, black or both (e.g. black:UCI_Elo=1500), got %q", v)
	}
	*o = append(*o, engineOption{raw: v, side: side, name: name, value: strings.TrimSpace(value)})
	return nil
}

// targets returns the player configs the option applies to.
func (o engineOption) targets(s *master.Settings) []*master.PlayerConfig {
	switch o.side {
	case "white":
		return []*master.PlayerConfig{&s.White}
	case "black":
		return []*master.PlayerConfig{&s.Black}
	}
	return []*master.PlayerConfig{&s.White, &s.Black}
}
