package players

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/notnil/chess"

	"chessmaster/master"
	"chessmaster/master/mastertest"
)

const stockfishPath = mastertest.StockfishPath

func needStockfish(t *testing.T) { t.Helper(); mastertest.NeedStockfish(t) }

// fakeEngine writes a /bin/sh script that speaks just enough UCI; onGo is
// the shell code run for a "go" command and onQuit for "quit".
func fakeEngine(t *testing.T, onGo, onQuit string) string {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("fake engines are shell scripts")
	}
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no /bin/sh")
	}
	script := `#!/bin/sh
while read line; do
  case "$line" in
    uci) echo "id name Fake"; echo "option name Hash type spin default 16 min 1 max 64"; echo uciok ;;
    isready) echo readyok ;;
    go*) ` + onGo + ` ;;
    quit) ` + onQuit + ` ;;
  esac
done
`
	path := filepath.Join(t.TempDir(), "fake-engine")
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

// legalIn reports whether the UCI move mv is legal after moves from the
// start position (checked with an independent move generator).
func legalIn(t *testing.T, moves []string, mv string) bool {
	t.Helper()
	g := chess.NewGame(chess.UseNotation(chess.UCINotation{}))
	for _, m := range moves {
		if err := g.MoveStr(m); err != nil {
			t.Fatalf("setup move %s: %v", m, err)
		}
	}
	return g.MoveStr(mv) == nil
}

func TestUCIEngineStockfishMove(t *testing.T) {
	needStockfish(t)
	before := runtime.NumGoroutine()
	e, err := NewUCIEngine(stockfishPath, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(e.Name(), "Stockfish") {
		t.Errorf("Name() = %q, want the engine's id name", e.Name())
	}
	var infos []master.ThinkingInfo
	var mu sync.Mutex
	moves := []string{"e2e4", "e7e5"}
	reply, err := e.Move(context.Background(), master.MoveRequest{
		StartFEN: uciStartposFEN,
		Moves:    moves,
		MoveTime: 50 * time.Millisecond,
		Thinking: func(i master.ThinkingInfo) { mu.Lock(); infos = append(infos, i); mu.Unlock() },
	})
	if err != nil {
		t.Fatal(err)
	}
	if !legalIn(t, moves, reply.Move) {
		t.Errorf("stockfish's move %s is not legal", reply.Move)
	}
	if reply.Source != master.SourceUCI || reply.Info.Depth == 0 || len(reply.Info.PV) == 0 {
		t.Errorf("reply %+v lacks search info", reply)
	}
	mu.Lock()
	if len(infos) == 0 {
		t.Error("Thinking was never called")
	}
	mu.Unlock()

	// A second move with clocks in the same game.
	moves = append(moves, reply.Move, "")[:3]
	g := chess.NewGame(chess.UseNotation(chess.UCINotation{}))
	for _, m := range moves {
		g.MoveStr(m)
	}
	next := g.ValidMoves()[0]
	moves = append(moves, chess.UCINotation{}.Encode(g.Position(), next))
	reply, err = e.Move(context.Background(), master.MoveRequest{
		StartFEN: uciStartposFEN, Moves: moves,
		WhiteTime: 2 * time.Second, BlackTime: 2 * time.Second,
		WhiteInc: 10 * time.Millisecond, BlackInc: 10 * time.Millisecond,
	})
	if err != nil {
		t.Fatal(err)
	}
	if !legalIn(t, moves, reply.Move) {
		t.Errorf("stockfish's move %s is not legal after %v", reply.Move, moves)
	}

	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	if e.cmd.ProcessState == nil {
		t.Error("process not reaped after Close")
	}
	waitGoroutines(t, before)
}

func TestUCIEngineOptions(t *testing.T) {
	needStockfish(t)
	e, err := NewUCIEngine(stockfishPath, map[string]string{
		"UCI_LimitStrength": "true",
		"uci_elo":           "1500", // names are case-insensitive
	})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	reply, err := e.Move(context.Background(), master.MoveRequest{StartFEN: uciStartposFEN, MoveTime: 30 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if !legalIn(t, nil, reply.Move) {
		t.Errorf("illegal move %s", reply.Move)
	}

	_, err = NewUCIEngine(stockfishPath, map[string]string{"No Such Option": "1"})
	if err == nil || !strings.Contains(err.Error(), "No Such Option") || !strings.Contains(err.Error(), "UCI_Elo") {
		t.Errorf("unknown option: err = %v, want it named along with the engine's options", err)
	}
}

func TestUCIEngineFENStart(t *testing.T) {
	needStockfish(t)
	e, err := NewUCIEngine(stockfishPath, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	// White mates in one (Ra8#); a sane engine finds it instantly.
	fen := "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"
	reply, err := e.Move(context.Background(), master.MoveRequest{StartFEN: fen, FEN: fen, MoveTime: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if reply.Move != "a1a8" || reply.Info.Mate != 1 {
		t.Errorf("got %s mate %d, want a1a8 mate 1", reply.Move, reply.Info.Mate)
	}
}

func TestUCIEngineCancel(t *testing.T) {
	needStockfish(t)
	e, err := NewUCIEngine(stockfishPath, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err = e.Move(ctx, master.MoveRequest{StartFEN: uciStartposFEN, MoveTime: time.Minute})
	if err != context.DeadlineExceeded {
		t.Fatalf("err = %v, want context.DeadlineExceeded", err)
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("cancel took %v", d)
	}
	// The engine is still usable and does not return the stale answer.
	moves := []string{"d2d4"}
	reply, err := e.Move(context.Background(), master.MoveRequest{StartFEN: uciStartposFEN, Moves: moves, MoveTime: 30 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if !legalIn(t, moves, reply.Move) {
		t.Errorf("after cancel: move %s is not legal for black", reply.Move)
	}
}

func TestUCIEngineHang(t *testing.T) {
	path := fakeEngine(t, ":", "exit 0") // never answers go
	e, err := NewUCIEngine(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	e.Margin = 300 * time.Millisecond
	start := time.Now()
	_, err = e.Move(context.Background(), master.MoveRequest{StartFEN: uciStartposFEN, MoveTime: 100 * time.Millisecond})
	d := time.Since(start)
	if err == nil || !strings.Contains(err.Error(), "did not answer") {
		t.Fatalf("err = %v, want a hang error", err)
	}
	if d < 400*time.Millisecond || d > 2*time.Second {
		t.Errorf("hang detected after %v, want ~400ms", d)
	}
	select {
	case <-e.exited:
	case <-time.After(2 * time.Second):
		t.Error("hung engine was not killed")
	}
	if _, err := e.Move(context.Background(), master.MoveRequest{StartFEN: uciStartposFEN}); err == nil {
		t.Error("Move on a killed engine succeeded")
	}
}

func TestUCIEngineCrash(t *testing.T) {
	path := fakeEngine(t, "echo 'segfault here' >&2; exit 3", "exit 0")
	e, err := NewUCIEngine(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	start := time.Now()
	_, err = e.Move(context.Background(), master.MoveRequest{StartFEN: uciStartposFEN, MoveTime: time.Second})
	if err == nil || !strings.Contains(err.Error(), "exited (status 3)") || !strings.Contains(err.Error(), "segfault here") {
		t.Fatalf("err = %v, want the exit status and stderr", err)
	}
	if d := time.Since(start); d > 1500*time.Millisecond {
		t.Errorf("crash reported after %v", d)
	}
}

func TestUCIEngineMalformedMove(t *testing.T) {
	path := fakeEngine(t, "echo 'info depth 3 score cp 12 pv e2e4'; echo 'bestmove xyz'", "exit 0")
	e, err := NewUCIEngine(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	_, err = e.Move(context.Background(), master.MoveRequest{StartFEN: uciStartposFEN, MoveTime: 10 * time.Millisecond})
	if err == nil || !strings.Contains(err.Error(), `"xyz"`) {
		t.Fatalf("err = %v, want a malformed-move error", err)
	}
}

func TestUCIEngineIgnoresQuit(t *testing.T) {
	before := runtime.NumGoroutine()
	// Never quits, not even at the end of its input; its "sleep" child
	// holds the output pipes open after the script is killed.
	path := filepath.Join(t.TempDir(), "stubborn-engine")
	script := `#!/bin/sh
while :; do
  if ! read line; then sleep 1; continue; fi
  case "$line" in
    uci) echo uciok ;;
    isready) echo readyok ;;
    go*) echo "bestmove e2e4" ;;
  esac
done
`
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	e, err := NewUCIEngine(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	e.QuitTimeout = 300 * time.Millisecond
	reply, err := e.Move(context.Background(), master.MoveRequest{StartFEN: uciStartposFEN, MoveTime: 10 * time.Millisecond})
	if err != nil || reply.Move != "e2e4" {
		t.Fatalf("Move = %v, %v", reply, err)
	}
	start := time.Now()
	e.Close()
	if d := time.Since(start); d > e.QuitTimeout+1500*time.Millisecond {
		t.Errorf("Close took %v", d)
	}
	if e.cmd.ProcessState == nil {
		t.Error("process still running after Close")
	}
	waitGoroutines(t, before)
}

func TestUCIEngineNoHandshake(t *testing.T) {
	if _, err := NewUCIEngine(filepath.Join(t.TempDir(), "missing"), nil); err == nil {
		t.Error("missing executable: no error")
	}
	// An "engine" that exits at once.
	path := filepath.Join(t.TempDir(), "true-engine")
	os.WriteFile(path, []byte("#!/bin/sh\nexit 1\n"), 0o755)
	_, err := NewUCIEngine(path, nil)
	if err == nil || !strings.Contains(err.Error(), "exited (status 1)") {
		t.Errorf("err = %v, want the exit status", err)
	}
}

// muteEngine writes a script that reads UCI commands and never answers,
// like an engine stuck loading its network: only a kill ends its
// handshake before HandshakeTimeout.
func muteEngine(t *testing.T) string { t.Helper(); return mastertest.MuteEngine(t) }

// TestUCIEngineStartCancel: a start-up that cannot finish is abandoned as
// soon as the context ends, well before the handshake's own 10 s timeout,
// and the process is killed and reaped.
func TestUCIEngineStartCancel(t *testing.T) {
	path := muteEngine(t)
	before := runtime.NumGoroutine()
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	start := time.Now()
	e, err := NewUCIEngineContext(ctx, path, nil)
	d := time.Since(start)
	if e != nil || !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("NewUCIEngineContext = %v, %v; want context.DeadlineExceeded", e, err)
	}
	// The deadline is 200 ms and the kill needs a few ms; 2 s leaves room
	// for a loaded machine and is still far below HandshakeTimeout.
	if d > 2*time.Second {
		t.Errorf("cancelled start-up returned after %v", d)
	}
	waitGoroutines(t, before)

	// A context that is already done starts nothing.
	if _, err := NewUCIEngineContext(ctx, path, nil); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("done context: err = %v", err)
	}
}

func TestPositionCommand(t *testing.T) {
	if got := positionCommand("", nil); got != "position startpos" {
		t.Error(got)
	}
	if got := positionCommand(uciStartposFEN, []string{"e2e4", "e7e5"}); got != "position startpos moves e2e4 e7e5" {
		t.Error(got)
	}
	fen := "8/8/8/8/8/8/8/K6k w - - 0 1"
	if got := positionCommand(fen, []string{"a1a2"}); got != "position fen "+fen+" moves a1a2" {
		t.Error(got)
	}
}

// waitGoroutines fails if goroutines started during the test are still
// running shortly after it (leak check).
func waitGoroutines(t *testing.T, before int) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Second)
	for runtime.NumGoroutine() > before {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<16)
			n := runtime.Stack(buf, true)
			t.Fatalf("goroutines leaked: %d > %d\n%s", runtime.NumGoroutine(), before, buf[:n])
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// BenchmarkUCIEngineMove measures a whole Move round trip with Stockfish
// at "go movetime 10": the time above 10 ms is the protocol's overhead
// (process I/O, parsing) plus the engine's own reaction time.
func BenchmarkUCIEngineMove(b *testing.B) {
	if _, err := os.Stat(stockfishPath); err != nil {
		b.Skip("stockfish not installed")
	}
	e, err := NewUCIEngine(stockfishPath, nil)
	if err != nil {
		b.Fatal(err)
	}
	defer e.Close()
	req := master.MoveRequest{StartFEN: uciStartposFEN, Moves: []string{"e2e4"}, MoveTime: 10 * time.Millisecond}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := e.Move(context.Background(), req); err != nil {
			b.Fatal(err)
		}
	}
}
