package players

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"chessmaster/internal/enginecmd"
	"chessmaster/internal/fenfields"
	"chessmaster/master"
)

// UCIPlayer is a Player backed by an external engine process speaking the
// Universal Chess Interface (e.g. Stockfish). It survives misbehaving
// engines: a crash, a hang or a malformed answer becomes an error from Move,
// and the process is never left running after Close.
type UCIPlayer struct {
	path    string
	idName  string               // from "id name"
	name    string               // display name; idName unless overridden
	options map[string]uciOption // advertised options, keyed by lower-case name

	// Margin is how long past its own time budget the engine may take to
	// answer "go" before it is declared hung and killed.
	Margin time.Duration
	// DefaultMoveTime is used when a request has neither clocks nor a move
	// time.
	DefaultMoveTime time.Duration
	// QuitTimeout is how long Close waits for the engine to obey "quit"
	// before killing it.
	QuitTimeout time.Duration

	cmd        *exec.Cmd
	tree       *procTree // the engine and the processes it started
	stdin      io.WriteCloser
	stdout     *os.File      // read end of the engine's stdout pipe
	stderrPipe *os.File      // read end of the engine's stderr pipe
	stderr     *tailBuffer   // last bytes the engine wrote to stderr
	stderrDone chan struct{} // closed when stderr reaches EOF (or Close)
	lines      chan string   // stdout lines; closed at EOF
	exited     chan struct{} // closed once the process has been reaped
	stop       chan struct{} // closed by Close to release the reader goroutine
	reader     sync.WaitGroup
	waitMu     sync.Mutex
	exitErr    error
	exitState  *os.ProcessState // set with exitErr
	killed     atomic.Bool      // we killed it (timeout, cancel, Close)

	writeMu sync.Mutex // serialises writes to stdin

	moveMu      sync.Mutex // one Move at a time
	pendingBest bool       // a cancelled search whose bestmove was not read yet
	lastStart   string     // StartFEN of the previous request
	chess960    bool       // UCI_Chess960 was last set to true
	lastMoves   []string   // moves of the previous request

	closeOnce sync.Once
	closed    atomic.Bool
}

// Timeouts for the parts of the protocol that do not depend on a clock.
const (
	// HandshakeTimeout bounds an engine's answer to "uci" and "isready".
	HandshakeTimeout = 10 * time.Second
	uciQuitTimeout   = 2 * time.Second
	uciStopWait      = 100 * time.Millisecond
	uciStaleWait     = 3 * time.Second
	defaultUCIMargin = 2 * time.Second
	// uciExitGrace: once the engine has exited, how long its last output
	// (a bestmove printed just before exiting) may take to be read before
	// the exit is reported. The pipe is not waited for: a descendant that
	// escaped the kill may hold it open for ever.
	uciExitGrace = 200 * time.Millisecond
)

// NewUCIEngine starts the engine at path, performs the uci/isready handshake,
// sets each option (names are matched case-insensitively against those the
// engine advertises; an unknown name is an error) and starts a new game.
func NewUCIEngine(path string, options map[string]string) (*UCIPlayer, error) {
	return NewUCIEngineContext(context.Background(), path, options)
}

// NewUCIEngineContext is NewUCIEngine with a context that can abandon the
// start-up: the handshake may take seconds (Stockfish loads its network on
// the first isready), so when ctx is done before it ends the process is
// killed at once and the error wraps ctx.Err().
func NewUCIEngineContext(ctx context.Context, path string, options map[string]string) (*UCIPlayer, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("uci engine %s not started: %w", path, err)
	}
	e := &UCIPlayer{
		path:            path,
		options:         map[string]uciOption{},
		Margin:          defaultUCIMargin,
		DefaultMoveTime: time.Second,
		QuitTimeout:     uciQuitTimeout,
		lines:           make(chan string, 256),
		exited:          make(chan struct{}),
		stderrDone:      make(chan struct{}),
		stop:            make(chan struct{}),
		stderr:          &tailBuffer{max: 2048},
	}
	if err := e.start(); err != nil {
		return nil, err
	}
	// Killing the process ends the handshake's reads with EOF.
	stopWatch := context.AfterFunc(ctx, e.kill)
	err := e.handshake(options)
	if !stopWatch() && ctx.Err() != nil {
		// The kill ran (or is running): whatever the handshake saw, the
		// engine is gone because the caller gave up.
		e.Close()
		return nil, fmt.Errorf("uci engine %s: start-up abandoned: %w", path, ctx.Err())
	}
	if err != nil {
		e.Close()
		return nil, err
	}
	return e, nil
}

func (e *UCIPlayer) start() error {
	// The path may carry the engine's arguments ("gnuchess --uci") or be
	// a program on the PATH (internal/enginecmd).
	program, args, err := enginecmd.Split(e.path)
	if err != nil {
		return fmt.Errorf("cannot start uci engine %s: %w", e.path, err)
	}
	e.cmd = exec.Command(program, args...)
	prepareTree(e.cmd) // its own process group / job: see proc.go
	stdin, err := e.cmd.StdinPipe()
	if err != nil {
		return fmt.Errorf("uci engine %s: %w", e.path, err)
	}
	// Our own pipes rather than StdoutPipe or an io.Writer for stderr: the
	// readers run independently of Wait (Wait closes StdoutPipe's reader),
	// and Wait returns as soon as the engine exits, even when a process it
	// started still holds the pipes (with an io.Writer, Wait would wait
	// for the copy to end).
	pr, pw, err := os.Pipe()
	if err != nil {
		return fmt.Errorf("uci engine %s: %w", e.path, err)
	}
	er, ew, err := os.Pipe()
	if err != nil {
		pr.Close()
		pw.Close()
		return fmt.Errorf("uci engine %s: %w", e.path, err)
	}
	e.cmd.Stdout, e.cmd.Stderr = pw, ew
	if err := e.cmd.Start(); err != nil {
		pr.Close()
		pw.Close()
		er.Close()
		ew.Close()
		return fmt.Errorf("cannot start uci engine %s: %w", e.path, err)
	}
	pw.Close()
	ew.Close()
	e.tree = attachTree(e.cmd)
	e.stdin, e.stdout, e.stderrPipe = stdin, pr, er

	go func() {
		err := e.cmd.Wait()
		// Whatever the engine started must not outlive it.
		e.tree.kill()
		e.waitMu.Lock()
		e.exitErr, e.exitState = err, e.cmd.ProcessState
		e.waitMu.Unlock()
		close(e.exited)
	}()
	e.reader.Add(2)
	go e.readLines()
	go func() {
		defer e.reader.Done()
		defer close(e.stderrDone)
		io.Copy(e.stderr, er)
	}()
	return nil
}

// readLines forwards the engine's stdout line by line until EOF or Close.
// Over-long lines are cut (see readBoundedLines), never fatal.
func (e *UCIPlayer) readLines() {
	defer e.reader.Done()
	defer close(e.lines)
	readBoundedLines(e.stdout, maxEngineLine, func(line []byte) bool {
		select {
		case e.lines <- strings.TrimSpace(string(line)):
			return true
		case <-e.stop:
			return false
		}
	})
}

func (e *UCIPlayer) handshake(options map[string]string) error {
	if err := e.send("uci"); err != nil {
		return err
	}
	deadline := time.Now().Add(HandshakeTimeout)
	for {
		line, err := e.readLine(deadline, "uciok")
		if err != nil {
			return err
		}
		switch {
		case line == "uciok":
			goto handshakeDone
		case strings.HasPrefix(line, "id name "):
			e.idName = strings.TrimSpace(strings.TrimPrefix(line, "id name "))
		case strings.HasPrefix(line, "option "):
			if opt, ok := parseUCIOption(line); ok {
				e.options[strings.ToLower(opt.Name)] = opt
			}
		}
	}
handshakeDone:
	if e.idName == "" {
		if program, _, err := enginecmd.Split(e.path); err == nil {
			e.idName = filepath.Base(program)
		} else {
			e.idName = filepath.Base(e.path)
		}
	}
	e.name = e.idName

	// Deterministic order, so logs and errors are reproducible.
	names := make([]string, 0, len(options))
	for n := range options {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		opt, ok := e.options[strings.ToLower(n)]
		if !ok {
			return fmt.Errorf("uci engine %s has no option %q (it has: %s)", e.idName, n, e.optionList())
		}
		cmd := "setoption name " + opt.Name
		if opt.Type != "button" {
			v, err := opt.value(options[n])
			if err != nil {
				return fmt.Errorf("uci engine %s: option %s: %w", e.idName, opt.Name, err)
			}
			cmd += " value " + v
		}
		if err := e.send(cmd); err != nil {
			return err
		}
	}
	if err := e.sync(HandshakeTimeout); err != nil {
		return err
	}
	return e.newGame()
}

func (e *UCIPlayer) optionList() string {
	var names []string
	for _, o := range e.options {
		names = append(names, o.Name)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// Options returns the names of the options the engine advertised.
func (e *UCIPlayer) Options() []string {
	var names []string
	for _, o := range e.options {
		names = append(names, o.Name)
	}
	sort.Strings(names)
	return names
}

func (e *UCIPlayer) newGame() error {
	if err := e.send("ucinewgame"); err != nil {
		return err
	}
	return e.sync(HandshakeTimeout)
}

// sync sends isready and waits for readyok, discarding other output.
func (e *UCIPlayer) sync(timeout time.Duration) error {
	if err := e.send("isready"); err != nil {
		return err
	}
	deadline := time.Now().Add(timeout)
	for {
		line, err := e.readLine(deadline, "readyok")
		if err != nil {
			return err
		}
		if line == "readyok" {
			return nil
		}
	}
}

// Name is the engine's "id name" unless SetName changed it.
func (e *UCIPlayer) Name() string { return e.name }

// SetName overrides the display name (e.g. "Stockfish 1500").
func (e *UCIPlayer) SetName(name string) {
	if name != "" {
		e.name = name
	}
}

// Path is the executable the engine was started from.
func (e *UCIPlayer) Path() string { return e.path }

// Move asks the engine for a move in req's position.
func (e *UCIPlayer) Move(ctx context.Context, req master.MoveRequest) (master.MoveReply, error) {
	e.moveMu.Lock()
	defer e.moveMu.Unlock()
	if err := ctx.Err(); err != nil {
		return master.MoveReply{}, err
	}
	if err := e.checkAlive(); err != nil {
		return master.MoveReply{}, err
	}
	if e.pendingBest {
		// The previous search was cancelled before its bestmove arrived:
		// consume it so it is not taken as this request's answer.
		if err := e.drainBestMove(time.Now().Add(uciStaleWait)); err != nil {
			e.kill()
			return master.MoveReply{}, err
		}
	}
	if err := e.setChess960(req.Chess960); err != nil {
		return master.MoveReply{}, err
	}
	if !e.continuesGame(req) {
		if err := e.newGame(); err != nil {
			return master.MoveReply{}, err
		}
	}
	e.lastStart, e.lastMoves = req.StartFEN, append([]string(nil), req.Moves...)

	if err := e.send(positionCommand(req.StartFEN, req.Moves)); err != nil {
		return master.MoveReply{}, err
	}
	goCmd, budget := e.goCommand(req)
	if err := e.send(goCmd); err != nil {
		return master.MoveReply{}, err
	}
	deadline := time.Now().Add(budget + e.Margin)
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()

	var last master.ThinkingInfo
	exited := e.exited
	var grace <-chan time.Time
	for {
		select {
		case <-exited:
			// Read what it printed before exiting, but do not wait for
			// the pipe to close.
			exited, grace = nil, time.After(uciExitGrace)
		case <-grace:
			return master.MoveReply{}, e.exitError()
		case line, ok := <-e.lines:
			if !ok {
				return master.MoveReply{}, e.exitError()
			}
			if strings.HasPrefix(line, "info ") {
				if info, ok := parseUCIInfo(line); ok {
					last = info
					if req.Thinking != nil {
						req.Thinking(info)
					}
				}
				continue
			}
			if strings.HasPrefix(line, "bestmove") {
				mv, err := parseBestMove(line)
				if err != nil {
					return master.MoveReply{}, fmt.Errorf("uci engine %s: %w", e.name, err)
				}
				return master.MoveReply{Move: mv, Source: master.SourceUCI, Info: last}, nil
			}
		case <-timer.C:
			e.kill()
			return master.MoveReply{}, fmt.Errorf("uci engine %s did not answer within %v (budget %v + margin %v); it was killed",
				e.name, (budget + e.Margin).Round(time.Millisecond), budget.Round(time.Millisecond), e.Margin)
		case <-ctx.Done():
			e.send("stop")
			// Give the engine a moment to answer; if it is slow, the next
			// Move consumes the stale bestmove.
			if err := e.drainBestMove(time.Now().Add(uciStopWait)); err != nil {
				e.pendingBest = true
			}
			return master.MoveReply{}, ctx.Err()
		}
	}
}

// continuesGame reports whether req extends the previous request's game, in
// which case the engine keeps its hash; otherwise it gets "ucinewgame".
func (e *UCIPlayer) continuesGame(req master.MoveRequest) bool {
	if e.lastMoves == nil || req.StartFEN != e.lastStart || len(req.Moves) < len(e.lastMoves) {
		return false
	}
	for i, m := range e.lastMoves {
		if req.Moves[i] != m {
			return false
		}
	}
	return true
}

// positionCommand builds "position startpos|fen F [moves ...]".
func positionCommand(startFEN string, moves []string) string {
	var b strings.Builder
	if startFEN == "" || startFEN == uciStartposFEN {
		b.WriteString("position startpos")
	} else {
		b.WriteString("position fen ")
		b.WriteString(startFEN)
	}
	if len(moves) > 0 {
		b.WriteString(" moves ")
		b.WriteString(strings.Join(moves, " "))
	}
	return b.String()
}

// uciStartposFEN is the standard initial position, sent as "startpos".
const uciStartposFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// goCommand returns the "go" line for req and the time the engine may use,
// which bounds how long we wait for its answer.
func (e *UCIPlayer) goCommand(req master.MoveRequest) (string, time.Duration) {
	if req.WhiteTime > 0 || req.BlackTime > 0 {
		cmd := fmt.Sprintf("go wtime %d btime %d", ms(req.WhiteTime), ms(req.BlackTime))
		if req.WhiteInc > 0 || req.BlackInc > 0 {
			cmd += fmt.Sprintf(" winc %d binc %d", ms(req.WhiteInc), ms(req.BlackInc))
		}
		if req.MovesToGo > 0 {
			cmd += fmt.Sprintf(" movestogo %d", req.MovesToGo)
		}
		budget, inc := req.WhiteTime, req.WhiteInc
		if sideToMoveIsBlack(req) {
			budget, inc = req.BlackTime, req.BlackInc
		}
		return cmd, budget + inc
	}
	mt := req.MoveTime
	if mt <= 0 {
		mt = e.DefaultMoveTime
	}
	return fmt.Sprintf("go movetime %d", ms(mt)), mt
}

func ms(d time.Duration) int64 {
	if d < 0 {
		return 0
	}
	return d.Milliseconds()
}

// sideToMoveIsBlack reads the side to move from the request's FEN, falling
// back to counting moves from StartFEN.
func sideToMoveIsBlack(req master.MoveRequest) bool {
	if f := fenfields.Split(req.FEN); f.Side != "" {
		return f.BlackToMove()
	}
	black := fenfields.Split(req.StartFEN).BlackToMove()
	if len(req.Moves)%2 == 1 {
		black = !black
	}
	return black
}

// drainBestMove discards output until a bestmove line or the deadline.
func (e *UCIPlayer) drainBestMove(deadline time.Time) error {
	for {
		line, err := e.readLine(deadline, "bestmove")
		if err != nil {
			return err
		}
		if strings.HasPrefix(line, "bestmove") {
			e.pendingBest = false
			return nil
		}
	}
}

// readLine returns the next stdout line, or an error at the deadline or
// when the engine has exited. what names the awaited answer in errors.
func (e *UCIPlayer) readLine(deadline time.Time, what string) (string, error) {
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()
	exited := e.exited
	var grace <-chan time.Time
	for {
		select {
		case line, ok := <-e.lines:
			if !ok {
				return "", e.exitError()
			}
			return line, nil
		case <-exited:
			exited, grace = nil, time.After(uciExitGrace)
		case <-grace:
			return "", e.exitError()
		case <-timer.C:
			return "", fmt.Errorf("uci engine %s: no %q within the time allowed", e.displayName(), what)
		}
	}
}

func (e *UCIPlayer) displayName() string {
	if e.name != "" {
		return e.name
	}
	return e.path
}

func (e *UCIPlayer) send(line string) error {
	e.writeMu.Lock()
	defer e.writeMu.Unlock()
	if _, err := io.WriteString(e.stdin, line+"\n"); err != nil {
		// Most likely the engine has died: report that rather than the
		// broken pipe, once the process has been reaped.
		select {
		case <-e.exited:
			return e.exitError()
		case <-time.After(500 * time.Millisecond):
		}
		return fmt.Errorf("uci engine %s: write %q: %w", e.displayName(), line, err)
	}
	return nil
}

// checkAlive returns the crash error once the process has exited.
func (e *UCIPlayer) checkAlive() error {
	select {
	case <-e.exited:
		return e.exitError()
	default:
		return nil
	}
}

// exitError describes how the engine ended, in the user's terms: "uci
// engine X exited (status 3)" or "was killed by signal ...", with the end
// of what it wrote to stderr. It waits briefly for the process to be
// reaped, so that the status is known.
func (e *UCIPlayer) exitError() error {
	if e.closed.Load() {
		return fmt.Errorf("uci engine %s has been closed", e.displayName())
	}
	select {
	case <-e.exited:
	case <-time.After(time.Second):
	}
	// The last words on stderr arrive just after the exit.
	select {
	case <-e.stderrDone:
	case <-time.After(uciExitGrace):
	}
	e.waitMu.Lock()
	err, state := e.exitErr, e.exitState
	e.waitMu.Unlock()
	var msg string
	switch {
	case state == nil:
		msg = fmt.Sprintf("uci engine %s stopped answering (its output ended)", e.displayName())
	case exitStatus(state) >= 0:
		msg = fmt.Sprintf("uci engine %s exited (status %d)", e.displayName(), exitStatus(state))
	case e.killed.Load():
		msg = fmt.Sprintf("uci engine %s was killed", e.displayName())
	default:
		how := state.String() // "signal: segmentation fault"
		if err != nil {
			how = err.Error()
		}
		msg = fmt.Sprintf("uci engine %s crashed (%s)", e.displayName(), how)
	}
	if tail := cleanTail(e.stderr.String()); tail != "" {
		msg += "; stderr: " + tail
	}
	return errors.New(msg)
}

// exitStatus is the process's exit code, or -1 when it was ended by a
// signal.
func exitStatus(st *os.ProcessState) int {
	if st == nil {
		return -1
	}
	return st.ExitCode()
}

// cleanTail makes the engine's stderr fit in one error message: control
// bytes become spaces, runs of blanks one space.
func cleanTail(s string) string {
	s = strings.ToValidUTF8(s, "?")
	s = strings.Map(func(r rune) rune {
		if r < ' ' || r == 0x7f {
			return ' '
		}
		return r
	}, s)
	return strings.Join(strings.Fields(s), " ")
}

// kill ends the engine and every process it started.
func (e *UCIPlayer) kill() {
	e.killed.Store(true)
	if e.tree != nil {
		e.tree.kill()
	}
	if e.cmd.Process != nil {
		e.cmd.Process.Kill()
	}
}

// Close asks the engine to quit, kills it (with every process it started)
// if it has not exited within QuitTimeout, and stops the reader
// goroutines. It is safe to call more than once and concurrently with Move
// (which then fails).
func (e *UCIPlayer) Close() error {
	e.closeOnce.Do(func() {
		e.closed.Store(true)
		e.send("quit")
		e.stdin.Close()
		select {
		case <-e.exited:
		case <-time.After(e.QuitTimeout):
			e.kill()
			<-e.exited
		}
		// The engine has exited and its process tree was killed then; a
		// descendant that left the tree may still hold the pipes' write
		// ends: closing our ends unblocks the readers regardless.
		close(e.stop)
		e.stdout.Close()
		e.stderrPipe.Close()
		e.reader.Wait()
		e.tree.release()
	})
	return nil
}

// tailBuffer keeps the last max bytes written to it (the engine's stderr,
// quoted in crash errors).
type tailBuffer struct {
	mu  sync.Mutex
	max int
	buf []byte
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if len(t.buf) > t.max {
		t.buf = append([]byte(nil), t.buf[len(t.buf)-t.max:]...)
	}
	return len(p), nil
}

func (t *tailBuffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.buf)
}

// setChess960 tells the engine whether the game is Chess960 (the UCI
// option UCI_Chess960) when that changes: castling moves are then
// king-takes-rook both ways. An engine without the option cannot play
// Chess960 and says so; in a standard game it is never asked.
func (e *UCIPlayer) setChess960(on bool) error {
	if on == e.chess960 {
		return nil
	}
	opt, ok := e.options["uci_chess960"]
	if !ok {
		return fmt.Errorf("uci engine %s cannot play Chess960: it has no UCI_Chess960 option", e.name)
	}
	if err := e.send(fmt.Sprintf("setoption name %s value %t", opt.Name, on)); err != nil {
		return err
	}
	e.chess960 = on
	e.lastMoves = nil // the next position starts a new game
	return nil
}
