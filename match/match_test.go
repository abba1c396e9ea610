package match

import (
	"bytes"
	"chessmaster/master"
	"chessmaster/master/mastertest"
	"chessmaster/players"
	"context"
	"strings"
	"testing"
	"time"
)

func matchRandomPair() master.Settings {
	return master.Settings{
		White: master.PlayerConfig{Kind: master.Random, Name: "Random A", Seed: 1},
		Black: master.PlayerConfig{Kind: master.Random, Name: "Random B", Seed: 2},
	}
}

func TestRunMatchRandom(t *testing.T) {
	var pgn, progress bytes.Buffer
	res, err := Run(context.Background(), Config{
		Settings:    matchRandomPair(),
		Games:       4,
		Concurrency: 2,
		PGN:         &pgn,
	}, &progress)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Games) != 4 || res.Wins+res.Draws+res.Losses != 4 {
		t.Fatalf("result %+v", res)
	}
	if res.PlayerA != "Random A" || res.PlayerB != "Random B" {
		t.Errorf("players %q vs %q", res.PlayerA, res.PlayerB)
	}
	// Colours alternate and each opening is played twice.
	byNumber := map[int]GameResult{}
	for _, g := range res.Games {
		byNumber[g.Number] = g
	}
	ops := DefaultStartPositions()
	for n := 1; n <= 4; n++ {
		g, ok := byNumber[n]
		if !ok {
			t.Fatalf("game %d missing", n)
		}
		if g.AIsWhite != (n%2 == 1) || (g.White == "Random A") != g.AIsWhite {
			t.Errorf("game %d: AIsWhite %v, white %q", n, g.AIsWhite, g.White)
		}
		if g.StartName != ops[(n-1)/2].Name {
			t.Errorf("game %d opening %q, want %q", n, g.StartName, ops[(n-1)/2].Name)
		}
		if !g.Outcome.Over() {
			t.Errorf("game %d not over: %+v", n, g.Outcome)
		}
	}
	// The running score is printed after every game.
	if c := strings.Count(progress.String(), "Score of Random A vs Random B:"); c != 4 {
		t.Errorf("%d score lines:\n%s", c, progress.String())
	}
	// Every game in the PGN file replays legally (checked move by move
	// with an independent move generator) and has the tags of a match game.
	games, err := ParsePGNStartPositions(strings.NewReader(pgn.String()))
	if err != nil {
		t.Fatalf("PGN does not replay: %v\n%s", err, pgn.String())
	}
	if len(games) != 4 {
		t.Fatalf("PGN holds %d games", len(games))
	}
	// The games start from the initial position with the opening's moves
	// (so the engines saw the history); each opening appears twice.
	seen := map[string]int{}
	for i, g := range games {
		seen[g.Name]++
		var op StartPosition
		for _, o := range ops {
			if o.Name == g.Name {
				op = o
			}
		}
		if op.Name == "" {
			t.Errorf("PGN game %d: opening tag %q unknown", i, g.Name)
			continue
		}
		if g.StartFEN != "" || len(g.Moves) <= len(op.Moves) || strings.Join(g.Moves[:len(op.Moves)], " ") != strings.Join(op.Moves, " ") {
			t.Errorf("PGN game %d: FEN %q, moves %v, want the opening %v first", i, g.StartFEN, g.Moves, op.Moves)
		}
	}
	for name, n := range seen {
		if n != 2 {
			t.Errorf("opening %s played %d times", name, n)
		}
	}
	for _, tag := range []string{"[Round ", "[Opening ", "[White \"Random ", "[Black \"Random ", "[Termination "} {
		if c := strings.Count(pgn.String(), tag); c != 4 {
			t.Errorf("%d %s tags", c, tag)
		}
	}
	// Each game opens with the Seven Tag Roster, in the standard's order
	// (the controller's own tags, Result among them, used to come first).
	// A blank line followed by "[" starts each game's tags.
	for i, game := range strings.Split(strings.TrimSpace(pgn.String()), "\n\n[") {
		lines := strings.Split(strings.TrimPrefix(game, "["), "\n")
		for j, key := range []string{"Event", "Site", "Date", "Round", "White", "Black", "Result"} {
			if j >= len(lines) || !strings.HasPrefix(strings.TrimPrefix(lines[j], "["), key+" ") {
				t.Fatalf("game %d: tag %d is not %s:\n%s", i+1, j+1, key, game)
			}
		}
	}
	sum := res.Summary()
	for _, want := range []string{"Score of Random A vs Random B", "Elo difference:", "Endings:"} {
		if !strings.Contains(sum, want) {
			t.Errorf("summary lacks %q:\n%s", want, sum)
		}
	}
}

func TestRunMatchSameNames(t *testing.T) {
	s := matchRandomPair()
	s.White.Name, s.Black.Name = "", ""
	res, err := Run(context.Background(), Config{Settings: s, Games: 2}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.PlayerA == res.PlayerB || !strings.HasSuffix(res.PlayerA, " (A)") || !strings.HasSuffix(res.PlayerB, " (B)") {
		t.Errorf("players %q and %q", res.PlayerA, res.PlayerB)
	}
	if g := res.Games[0]; g.AIsWhite && !strings.HasSuffix(g.White, " (A)") {
		t.Errorf("game %d: white %q", g.Number, g.White)
	}
}

func TestRunMatchFromGivenFEN(t *testing.T) {
	s := matchRandomPair()
	s.StartFEN = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
	var pgn bytes.Buffer
	res, err := Run(context.Background(), Config{Settings: s, Games: 2, PGN: &pgn}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Games) != 2 || res.Games[0].StartName != "given position" || strings.Count(pgn.String(), `[FEN "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"]`) != 2 {
		t.Errorf("games %+v\n%s", res.Games, pgn.String())
	}
}

func TestRunMatchRefusesBadConfig(t *testing.T) {
	s := matchRandomPair()
	if _, err := Run(context.Background(), Config{Settings: s}, nil); err == nil {
		t.Error("0 games accepted")
	}
	s.Black = master.PlayerConfig{Kind: master.Human}
	if _, err := Run(context.Background(), Config{Settings: s, Games: 2}, nil); err == nil || !strings.Contains(err.Error(), "human") {
		t.Errorf("human player: %v", err)
	}
	s = matchRandomPair()
	s.Black = master.PlayerConfig{Kind: master.UCIEngine, EnginePath: "/nonexistent/engine"}
	if _, err := Run(context.Background(), Config{Settings: s, Games: 2}, nil); err == nil {
		t.Error("missing engine accepted")
	}
}

// TestRunMatchCancel: cancelling a match between two Stockfish processes
// returns promptly whether the engines are still in their handshake
// (Stockfish loads its network then) or already searching 1 s moves. The
// match itself would last minutes; the handshake may take up to 10 s.
func TestRunMatchCancel(t *testing.T) {
	mastertest.NeedStockfish(t)
	// After the cancel: stop + quit (or a kill) for two processes. 3 s
	// leaves room for a loaded machine; a start-up or a move that cannot
	// be cancelled takes longer.
	if d := cancelledEngineMatch(t, mastertest.StockfishPath, 4); d > 3*time.Second {
		t.Errorf("cancel took %v", d)
	}
}

// cancelledEngineMatch runs a match of games between two copies of the
// UCI engine at path, cancels it after 300 ms, checks that Run
// reports the cancellation and returns how long the match took.
func cancelledEngineMatch(t *testing.T, path string, games int) time.Duration {
	t.Helper()
	s := master.Settings{
		White: master.PlayerConfig{Kind: master.UCIEngine, EnginePath: path, MoveTime: time.Second},
		Black: master.PlayerConfig{Kind: master.UCIEngine, EnginePath: path, MoveTime: time.Second},
	}
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := Run(ctx, Config{Settings: s, Games: games}, nil)
	if err != context.DeadlineExceeded {
		t.Errorf("err = %v, want context.DeadlineExceeded", err)
	}
	return time.Since(start)
}

// TestRunMatchCancelDuringHandshake: engines that never finish their
// handshake do not hold a cancelled match for the handshake timeout.
func TestRunMatchCancelDuringHandshake(t *testing.T) {
	if d := cancelledEngineMatch(t, mastertest.MuteEngine(t), 2); d > 2*time.Second {
		t.Errorf("cancel during the handshake took %v (handshake timeout %v)", d, players.HandshakeTimeout)
	}
}

func TestRunMatchStockfishBeatsRandom(t *testing.T) {
	mastertest.NeedStockfish(t)
	s := master.Settings{
		White: master.PlayerConfig{Kind: master.UCIEngine, EnginePath: mastertest.StockfishPath, MoveTime: 10 * time.Millisecond},
		Black: master.PlayerConfig{Kind: master.Random, Name: "Random", Seed: 7},
	}
	var progress bytes.Buffer
	res, err := Run(context.Background(), Config{
		Settings: s, Games: 2, Adjudication: DefaultAdjudication(),
	}, &progress)
	if err != nil {
		t.Fatal(err)
	}
	if res.Wins != 2 {
		t.Errorf("Stockfish scored %d wins of 2:\n%s", res.Wins, progress.String())
	}
	if !strings.HasPrefix(res.PlayerA, "Stockfish") {
		t.Errorf("player A %q", res.PlayerA)
	}
}

func TestAdjudicator(t *testing.T) {
	info := func(cp int) master.ThinkingInfo { return master.ThinkingInfo{Depth: 10, Score: cp} }
	// Resign: White's engine says -700, Black's says +700 (its own view),
	// for 4 moves each: White loses.
	a := adjudicator{rules: DefaultAdjudication()}
	for i := 0; i < 4; i++ {
		if _, ok := a.verdict(10); ok {
			t.Fatalf("adjudicated after %d moves", i)
		}
		a.observe(master.White, info(-700))
		if i < 3 {
			if _, ok := a.verdict(10); ok {
				t.Fatalf("adjudicated early at %d", i)
			}
		}
		a.observe(master.Black, info(700))
	}
	o, ok := a.verdict(10)
	if !ok || o.Result != master.ResultBlackWins || o.Method != MethodAdjudication {
		t.Errorf("resign: %+v %v", o, ok)
	}

	// One engine disagreeing (or silent) prevents resignation.
	a = adjudicator{rules: DefaultAdjudication()}
	for i := 0; i < 6; i++ {
		a.observe(master.White, info(-700))
		a.observe(master.Black, master.ThinkingInfo{})
	}
	if _, ok := a.verdict(10); ok {
		t.Error("adjudicated with a silent engine")
	}

	// A mate score counts as decisive.
	a = adjudicator{rules: DefaultAdjudication()}
	for i := 0; i < 4; i++ {
		a.observe(master.White, master.ThinkingInfo{Depth: 5, Mate: 3})
		a.observe(master.Black, master.ThinkingInfo{Depth: 5, Mate: -2})
	}
	if o, ok := a.verdict(10); !ok || o.Winner != master.White {
		t.Errorf("mate: %+v %v", o, ok)
	}

	// Draw: 8 moves each within 10 cp, only after move 40.
	a = adjudicator{rules: DefaultAdjudication()}
	for i := 0; i < 8; i++ {
		a.observe(master.White, info(5))
		a.observe(master.Black, info(-10))
	}
	if _, ok := a.verdict(40); ok {
		t.Error("draw adjudicated before move 40")
	}
	if o, ok := a.verdict(41); !ok || o.Result != master.ResultDraw {
		t.Errorf("draw: %+v %v", o, ok)
	}
	a.observe(master.White, info(30))
	if _, ok := a.verdict(42); ok {
		t.Error("draw adjudicated after a 30 cp score")
	}

	// The zero value never adjudicates.
	a = adjudicator{}
	for i := 0; i < 20; i++ {
		a.observe(master.White, info(-2000))
		a.observe(master.Black, info(2000))
	}
	if _, ok := a.verdict(100); ok {
		t.Error("zero rules adjudicated")
	}
}

func TestRunMatchComputerBeatsRandom(t *testing.T) {
	s := master.Settings{
		White: master.PlayerConfig{Kind: master.Computer, MoveTime: 20 * time.Millisecond},
		Black: master.PlayerConfig{Kind: master.Random, Name: "Random", Seed: 5},
	}
	var progress bytes.Buffer
	res, err := Run(context.Background(), Config{Settings: s, Games: 2, Adjudication: DefaultAdjudication()}, &progress)
	if err != nil {
		t.Fatal(err)
	}
	if res.Wins != 2 {
		t.Errorf("the engine scored %d wins of 2 against random moves:\n%s", res.Wins, progress.String())
	}
}
