package match

import (
	"chessmaster/engine"
	"chessmaster/master"
	"chessmaster/notation"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"chessmaster/internal/fenfields"
	"chessmaster/tablebase"
)

// Config describes an engine-vs-engine match between player A
// (Settings.White) and player B (Settings.Black).
type Config struct {
	// Settings gives both players (A = White, B = Black in the first game
	// of each opening pair), the clock or move time, book and tablebases.
	// Human players are refused.
	Settings master.Settings
	// Games is the number of games (each opening is played twice, colours
	// swapped, so an even number is fair); with SPRT, the most games.
	Games int
	// SPRT, when not nil, runs a sequential probability ratio test on the
	// complete game pairs (see SPRT): as soon as its LLR reaches a bound
	// no new game starts and the games in progress are abandoned (not
	// counted, not written to PGN), and Run returns the result so far
	// with the verdict in Result.SPRT.
	SPRT *SPRT
	// StartPositions are played in order, each twice; nil uses DefaultStartPositions,
	// or only Settings.StartFEN when that is set.
	StartPositions []StartPosition
	// Concurrency is how many games run at once (each with its own
	// controller and players); <= 0 means 1.
	Concurrency int
	// PGN, when not nil, receives every finished game.
	PGN io.Writer
	// Adjudication rules; the zero value disables adjudication.
	Adjudication Adjudication
	// Event names the PGN Event tag (default "ChessMaster match").
	Event string
}

// GameResult is one finished game of a match.
type GameResult struct {
	Number       int    // 1-based
	StartName    string // the start position's name; the PGN's Opening tag
	White, Black string
	AIsWhite     bool
	Outcome      master.Outcome
	Plies        int // moves played after the start position's moves
	Duration     time.Duration
	PGN          string
	Err          error // a player that crashed or misbehaved (the game was forfeited)
}

// Result sums a match up from player A's point of view.
type Result struct {
	PlayerA, PlayerB    string
	Wins, Draws, Losses int
	Games               []GameResult // in the order they finished
	Elo                 EloEstimate
	Duration            time.Duration
	// SPRT is the state of the sequential test; nil without one.
	SPRT *SPRTStatus
}

// Score is A's points (win 1, draw 1/2).
func (r Result) Score() float64 { return float64(r.Wins) + float64(r.Draws)/2 }

// ConfigError is the error of a match that cannot start because its
// configuration is wrong (a usage error: a bad start position or opening,
// a human player, no games), as opposed to a failure while playing.
type ConfigError struct {
	Err error
}

func (e *ConfigError) Error() string { return e.Err.Error() }
func (e *ConfigError) Unwrap() error { return e.Err }

// Run plays the match and returns its result. progress (may be nil)
// receives, as each game starts and finishes, a line for it and, after a
// finished game, the running score with the Elo difference (the lines
// cutechess-cli prints), and the LLR with its bounds when cfg.SPRT is
// set. When ctx is cancelled, the games in progress are abandoned and the
// result of the finished ones is returned with ctx.Err(). When the SPRT
// reaches a bound, the games in progress are abandoned too, and the
// result is returned without error. A wrong configuration is a
// *ConfigError, before any game.
func Run(ctx context.Context, cfg Config, progress io.Writer) (Result, error) {
	if err := cfg.validate(); err != nil {
		return Result{}, &ConfigError{err}
	}
	if progress == nil {
		progress = io.Discard
	}
	openings := cfg.StartPositions
	switch {
	case len(openings) > 0:
	case cfg.Settings.StartFEN != "":
		// A match from a given position: every game starts there.
		openings = []StartPosition{{Name: "given position"}}
	default:
		openings = DefaultStartPositions()
	}
	// Every opening that will be played is checked before any engine
	// starts, so that a bad one is reported as such ("invalid FEN ...:
	// white has 0 kings"), not as a game that cannot start.
	for i, op := range openings[:min(len(openings), (cfg.Games+1)/2)] {
		if _, err := playStartPosition(op, cfg.Settings.StartFEN); err != nil {
			name := op.Name
			if name == "" {
				name = fmt.Sprintf("%d", i+1)
			}
			return Result{}, &ConfigError{fmt.Errorf("match: opening %s: %w", name, err)}
		}
	}
	workers := cfg.Concurrency
	if workers <= 0 {
		workers = 1
	}
	if workers > cfg.Games {
		workers = cfg.Games
	}

	var tb *tablebase.Tablebases
	if cfg.Adjudication.Tablebase {
		var err error
		if tb, err = matchTablebases(cfg.Settings); err != nil {
			return Result{}, fmt.Errorf("match: tablebase adjudication: %w", err)
		}
	}

	start := time.Now()
	parent := ctx
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var (
		mu       sync.Mutex
		res      Result
		firstErr error
		decided  bool // the SPRT reached a bound: the match is over
		inFlight int  // games being played
	)
	if cfg.SPRT != nil {
		res.SPRT = newSPRTStatus(*cfg.SPRT)
	}
	jobs := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := range jobs {
				if ctx.Err() != nil {
					continue // the match is over: drain the jobs
				}
				started := func(white, black string) {
					mu.Lock()
					if !decided {
						of := "of"
						if cfg.SPRT != nil {
							of = "of at most" // the test may end the match sooner
						}
						fmt.Fprintf(progress, "Started game %d %s %d (%s vs %s)\n", n+1, of, cfg.Games, white, black)
					}
					mu.Unlock()
				}
				mu.Lock()
				inFlight++
				mu.Unlock()
				g, err := playMatchGame(ctx, cfg, tb, n, openings[(n/2)%len(openings)], started)
				mu.Lock()
				inFlight--
				if err != nil {
					if firstErr == nil && ctx.Err() == nil {
						firstErr = err
						cancel() // a game that cannot even start stops the match
					}
					mu.Unlock()
					continue
				}
				if decided {
					// Finished as the test ended: abandoned like the rest.
					mu.Unlock()
					continue
				}
				points, counted := res.add(g)
				if res.SPRT != nil && counted && res.SPRT.addGame(n, points) {
					decided = true
					cancel() // no new games; the ones in progress are abandoned
				}
				res.report(progress, g)
				if decided {
					fmt.Fprintf(progress, "SPRT: %s after %d games (LLR %.2f); no new games, %d in progress abandoned\n",
						res.SPRT.Verdict, len(res.Games), res.SPRT.LLR, inFlight)
				}
				if cfg.PGN != nil {
					if _, err := io.WriteString(cfg.PGN, g.PGN+"\n"); err != nil && firstErr == nil {
						firstErr = fmt.Errorf("writing PGN: %w", err)
						cancel()
					}
				}
				mu.Unlock()
			}
		}()
	}
feed:
	for n := 0; n < cfg.Games && ctx.Err() == nil; n++ {
		select {
		case jobs <- n:
		case <-ctx.Done():
			break feed
		}
	}
	close(jobs)
	wg.Wait()

	res.Elo = EstimateElo(res.Wins, res.Draws, res.Losses)
	res.Duration = time.Since(start)
	if firstErr != nil {
		return res, firstErr
	}
	if err := parent.Err(); err != nil && !decided && len(res.Games) < cfg.Games {
		return res, err
	}
	return res, nil
}

func (cfg Config) validate() error {
	if cfg.Games <= 0 {
		return errors.New("match: the number of games must be positive")
	}
	if cfg.SPRT != nil {
		if err := cfg.SPRT.Validate(); err != nil {
			return fmt.Errorf("match: SPRT: %w", err)
		}
	}
	if cfg.Settings.White.Kind == master.Human || cfg.Settings.Black.Kind == master.Human {
		return errors.New("match: both players must be programs (computer, random or uci), not human")
	}
	if fen := cfg.Settings.StartFEN; fen != "" {
		if _, err := engine.ParseFEN(fen); err != nil {
			return fmt.Errorf("match: the start position is not valid: %w", err)
		}
	}
	return cfg.Settings.Validate()
}

// add counts g from A's point of view (locked by the caller) and returns
// A's points in it (1, 1/2, 0); counted is false for a game with no
// result (not counted as a win, draw or loss either).
func (r *Result) add(g GameResult) (points float64, counted bool) {
	if r.PlayerA == "" {
		r.PlayerA, r.PlayerB = g.White, g.Black
		if !g.AIsWhite {
			r.PlayerA, r.PlayerB = g.Black, g.White
		}
	}
	r.Games = append(r.Games, g)
	aColor := master.White
	if !g.AIsWhite {
		aColor = master.Black
	}
	switch {
	case g.Outcome.Result == master.ResultDraw:
		r.Draws++
		return 0.5, true
	case g.Outcome.Winner == aColor:
		r.Wins++
		return 1, true
	case g.Outcome.Winner == aColor.Other():
		r.Losses++
		return 0, true
	}
	return 0, false
}

// report prints the finished game (number, players, opening, result and
// why it ended) and the running score with the Elo difference so far (and
// the LLR with its bounds in an SPRT match).
func (r *Result) report(w io.Writer, g GameResult) {
	reason := g.Outcome.Method
	if g.Err != nil {
		reason += ": " + g.Err.Error()
	}
	fmt.Fprintf(w, "Finished game %d (%s vs %s, %s): %s {%s}\n", g.Number, g.White, g.Black, g.StartName, g.Outcome.Result, reason)
	n := r.Wins + r.Draws + r.Losses
	e := EstimateElo(r.Wins, r.Draws, r.Losses)
	llr := ""
	if r.SPRT != nil {
		llr = "  " + r.SPRT.progress()
	}
	fmt.Fprintf(w, "Score of %s vs %s: %d - %d - %d  [%.3f] %d  Elo %s ± %s%s\n", r.PlayerA, r.PlayerB, r.Wins, r.Losses, r.Draws,
		safeDiv(r.Score(), float64(n)), n, formatElo(e.Diff), formatMargin(e.Margin()), llr)
}

// Summary is the end-of-match report: the W/L/D line, the score and the
// Elo difference with its 95% interval; in an SPRT match also the
// hypotheses and bounds, the LLR with the pentanomial counts, and the
// verdict ("H1 accepted: ...", "H0 accepted: ..." or "SPRT inconclusive
// after N games ...").
func (r Result) Summary() string {
	var b strings.Builder
	n := r.Wins + r.Draws + r.Losses
	fmt.Fprintf(&b, "Score of %s vs %s: %d - %d - %d  [%.3f] %d\n", r.PlayerA, r.PlayerB, r.Wins, r.Losses, r.Draws, safeDiv(r.Score(), float64(n)), n)
	fmt.Fprintf(&b, "%s: wins %d, losses %d, draws %d; score %.1f/%d (%.1f%%)\n", r.PlayerA, r.Wins, r.Losses, r.Draws, r.Score(), n, 100*safeDiv(r.Score(), float64(n)))
	fmt.Fprintf(&b, "Elo difference: %s\n", r.Elo)
	if r.SPRT != nil {
		b.WriteString(r.SPRT.summary(r.PlayerA, r.PlayerB, len(r.Games)))
	}
	methods := map[string]int{}
	var order []string
	for _, g := range r.Games {
		m := g.Outcome.Method
		if methods[m] == 0 {
			order = append(order, m)
		}
		methods[m]++
	}
	if len(order) > 0 {
		var parts []string
		for _, m := range order {
			parts = append(parts, fmt.Sprintf("%s %d", m, methods[m]))
		}
		fmt.Fprintf(&b, "Endings: %s\n", strings.Join(parts, ", "))
	}
	fmt.Fprintf(&b, "Time: %v\n", r.Duration.Round(time.Millisecond))
	return b.String()
}

func safeDiv(a, b float64) float64 {
	if b == 0 {
		return 0
	}
	return a / b
}

// playMatchGame plays game n (0-based) from opening op. Player A has White
// in even games. An error means the game could not be set up; a player
// failing during the game is a forfeit recorded in GameResult.Err.
func playMatchGame(ctx context.Context, cfg Config, tb *tablebase.Tablebases, n int, op StartPosition, started func(white, black string)) (GameResult, error) {
	s := cfg.Settings
	aIsWhite := n%2 == 0
	if !aIsWhite {
		s.White, s.Black = s.Black, s.White
	}
	s.History = false
	s.Event = cfg.Event
	if s.Event == "" {
		s.Event = "ChessMaster match"
	}
	base := op.StartFEN
	if base == "" {
		base = s.StartFEN
	}
	if _, err := playStartPosition(op, s.StartFEN); err != nil {
		return GameResult{}, fmt.Errorf("opening %s: %w", op.Name, err)
	}
	s.StartFEN = base

	cm, err := master.NewContext(ctx, s)
	if err != nil {
		return GameResult{}, err
	}
	defer cm.Close()
	if len(op.Moves) > 0 {
		// Load the opening as a game record, so that the engines see the
		// moves (repetitions, castling history) and the PGN keeps them.
		if _, err := cm.LoadPGN(strings.NewReader(startPGN(base, op.Moves, s.Chess960))); err != nil {
			return GameResult{}, fmt.Errorf("opening %s: %w", op.Name, err)
		}
		if err := cm.LoadGame(0); err != nil {
			return GameResult{}, fmt.Errorf("opening %s: %w", op.Name, err)
		}
	}

	begin := time.Now()
	over := make(chan master.Outcome, 1)
	var (
		mu     sync.Mutex
		adj    = adjudicator{rules: cfg.Adjudication}
		perr   error
		closed bool
		endPly = -1 // ply of an adjudication; the game may have gone on
	)
	finish := func(o master.Outcome, ply int) {
		if !closed {
			closed, endPly = true, ply
			over <- o
		}
	}
	if started != nil {
		st := cm.Snapshot()
		started(labelSides(st.White.Name, st.Black.Name, aIsWhite))
	}
	unsub := cm.Subscribe(func(ev master.Event) {
		mu.Lock()
		defer mu.Unlock()
		switch e := ev.(type) {
		case master.ErrorEvent:
			if perr == nil {
				perr = e.Err
			}
		case master.GameOverEvent:
			finish(e.Outcome, -1)
		case master.MoveEvent:
			if closed {
				return
			}
			adj.observe(e.Color, e.Info)
			if o, ok := adj.verdict(fullMoveOf(e.FEN)); ok {
				finish(o, e.Ply)
			} else if o, ok := tablebaseVerdict(tb, e.FEN); ok {
				finish(o, e.Ply)
			}
		}
	})
	defer unsub()
	cm.Start()

	var outcome master.Outcome
	select {
	case outcome = <-over:
	case <-ctx.Done():
		return GameResult{}, ctx.Err()
	}
	// Stop the game; events arrive after the moves, so programs may have
	// played on past an adjudication: cut the record back to it.
	cm.Pause()
	st := cm.Snapshot()

	mu.Lock()
	if endPly >= 0 && endPly < len(st.Moves) {
		st.Moves = st.Moves[:endPly]
	}
	g := GameResult{
		Number:    n + 1,
		StartName: op.Name,
		White:     st.White.Name,
		Black:     st.Black.Name,
		AIsWhite:  aIsWhite,
		Outcome:   outcome,
		Plies:     len(st.Moves) - len(op.Moves),
		Duration:  time.Since(begin),
		Err:       perr,
	}
	mu.Unlock()
	g.White, g.Black = labelSides(g.White, g.Black, aIsWhite)
	g.PGN = matchGamePGN(st, g, s.Event, s.Clock.PGNTimeControl(), time.Now().Format("2006.01.02"))
	return g, nil
}

// labelSides returns the names to show for White and Black: with the same
// program on both sides, " (A)" and " (B)" tell the match's players apart
// in the reports and the PGN.
func labelSides(white, black string, aIsWhite bool) (string, string) {
	if white != black {
		return white, black
	}
	if aIsWhite {
		return white + " (A)", black + " (B)"
	}
	return white + " (B)", black + " (A)"
}

// playStartPosition plays op's moves from its start (or from base, the
// match's own start position, when the opening has none) and returns the
// position reached.
func playStartPosition(op StartPosition, base string) (fen string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("invalid opening: %v", r)
		}
	}()
	start := op.StartFEN
	if start == "" {
		start = base
	}
	if start == "" && len(op.Moves) == 0 {
		return "", nil
	}
	if start == "" {
		start = master.StandardFEN
	} else if _, err := engine.ParseFEN(start); err != nil {
		// The program's one FEN validator says what is wrong ("white has
		// 0 kings").
		return "", err
	}
	_, final, over, err := notation.PlayLine(start, op.Moves)
	if err != nil {
		return "", err
	}
	if over != "" {
		if len(op.Moves) == 0 {
			return "", fmt.Errorf("the game is already over in the start position (%s)", over)
		}
		return "", fmt.Errorf("the game is over after the opening moves (%s)", over)
	}
	return final, nil
}

// startPGN is a one-game PGN holding the opening's moves (in UCI, which
// the controller's PGN reader accepts) from startFEN.
func startPGN(startFEN string, moves []string, chess960 bool) string {
	var b strings.Builder
	if chess960 {
		b.WriteString("[Variant \"Chess960\"]\n")
	}
	if startFEN != "" {
		fmt.Fprintf(&b, "[SetUp \"1\"]\n[FEN \"%s\"]\n", startFEN)
	}
	if b.Len() > 0 {
		b.WriteString("\n") // the tags end with a blank line
	}
	b.WriteString(strings.Join(moves, " "))
	b.WriteString(" *\n")
	return b.String()
}

// fullMoveOf reads the full-move number of a FEN (0 if absent).
func fullMoveOf(fen string) int {
	return fenfields.Split(fen).FullmoveNumber(0)
}
