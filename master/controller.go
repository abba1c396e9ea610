package master

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"sync"
	"time"

	"github.com/notnil/chess"
)

// ChessMaster runs one game at a time between two players. All methods
// are safe for concurrent use. Programs (computer, random, UCI engine)
// choose their moves in their own goroutines; their answers are applied
// only if nothing changed meanwhile (a move that arrives after New Game,
// Undo or Load is dropped). Events reach subscribers in order on one
// goroutine, outside the controller's lock.
type ChessMaster struct {
	mu       sync.Mutex
	settings Settings
	players  [3]Player // indexed by Color
	rec      *record
	outcome  Outcome
	// claimable is the draw a human may claim now ("" if none).
	claimable string
	clock     chessClock
	// clockAt holds both clocks as they were when the position after each
	// ply was reached, so that taking moves back also gives back time.
	clockAt map[int][3]time.Duration
	running bool // Start called and not paused
	closed  bool
	// fromPGN: the game was loaded, so it is not added to the history.
	fromPGN bool
	// historySaved: this game is already in the history file.
	historySaved bool

	// gen changes whenever a pending move would become stale.
	gen      uint64
	cancel   context.CancelFunc // the current player's Move
	thinking Color              // side whose program is choosing, or NoColor
	lastDone chan struct{}      // closed when the last Move goroutine ends
	turnSent int                // ply for which a TurnEvent was sent (-1 none)
	lastInfo [3]ThinkingInfo

	timer    *time.Timer
	timerGen uint64

	loaded []*pgnGame // games of the last LoadPGN

	hint hinter

	wg  sync.WaitGroup // Move goroutines, player closers, history writers
	ev  *dispatcher
	log func(format string, args ...any)
}

// New creates a controller for a game with settings s. The game does not
// start until Start (so callers can Subscribe first).
func New(s Settings) (*ChessMaster, error) {
	if err := s.validate(); err != nil {
		return nil, err
	}
	rec, err := newRecord(s.StartFEN)
	if err != nil {
		return nil, err
	}
	white, err := NewPlayer(s.White, s)
	if err != nil {
		return nil, fmt.Errorf("white player: %w", err)
	}
	black, err := NewPlayer(s.Black, s)
	if err != nil {
		white.Close()
		return nil, fmt.Errorf("black player: %w", err)
	}
	c := &ChessMaster{ev: newDispatcher(), log: defaultLogf}
	c.mu.Lock()
	c.setGame(s, rec, [3]Player{NoColor: nil, White: white, Black: black})
	c.mu.Unlock()
	return c, nil
}

// setGame installs a new game (locked).
func (c *ChessMaster) setGame(s Settings, rec *record, players [3]Player) {
	c.settings = s
	c.players = players
	c.rec = rec
	c.fromPGN = false
	c.historySaved = false
	c.resetClock(s.Clock)
	c.lastInfo = [3]ThinkingInfo{}
	c.turnSent = -1
	c.setStandardTags()
	c.refreshVerdict()
}

// setStandardTags fills the PGN tags of a fresh game.
func (c *ChessMaster) setStandardTags() {
	s := c.settings
	event := s.Event
	if event == "" {
		event = "Casual game"
	}
	site := s.Site
	if site == "" {
		site = "ChessMaster"
	}
	c.rec.tags = nil
	c.rec.setTag("Event", event)
	c.rec.setTag("Site", site)
	c.rec.setTag("Date", time.Now().Format("2006.01.02"))
	c.rec.setTag("Round", "-")
	c.rec.setTag("White", c.players[White].Name())
	c.rec.setTag("Black", c.players[Black].Name())
	c.rec.setTag("Result", ResultOngoing)
	c.rec.setTag("TimeControl", s.Clock.PGNTimeControl())
	if c.rec.startFEN != StandardFEN {
		c.rec.setTag("SetUp", "1")
		c.rec.setTag("FEN", c.rec.startFEN)
	}
}

// Subscribe registers fn to receive every event. fn runs on the
// controller's event goroutine (a GUI must hop to its own thread, e.g.
// with fyne.Do). Call the returned function to unsubscribe.
func (c *ChessMaster) Subscribe(fn func(Event)) (unsubscribe func()) {
	return c.ev.subscribe(fn)
}

// Start begins or resumes play: clocks run and programs are asked to move
// whenever it is their turn. It does nothing once the game is over.
func (c *ChessMaster) Start() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return
	}
	c.running = true
	c.schedule()
}

// Pause stops the clocks and any thinking program; Start resumes.
func (c *ChessMaster) Pause() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.pause()
}

func (c *ChessMaster) pause() {
	if !c.running {
		return
	}
	c.running = false
	c.invalidate()
	c.stopClock()
}

// Play makes a human's move, given in UCI (e2e4, e7e8q) or SAN (e4,
// Nf3, O-O, e8=Q). It fails, with the reason, when the move is illegal,
// the game is over or it is not a human's turn. A paused game resumes.
func (c *ChessMaster) Play(move string) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return ErrClosed
	}
	if c.outcome.Over() {
		return fmt.Errorf("the game is over (%s)", c.outcome.Message)
	}
	side := c.rec.turn()
	if _, ok := c.players[side].(*HumanPlayer); !ok {
		return fmt.Errorf("it is not your turn: %s (%s) is to move", c.players[side].Name(), side)
	}
	m, err := c.rec.findMove(move)
	if err != nil {
		return err
	}
	if !c.running {
		c.running = true
		c.startClock()
	}
	c.apply(m, "human", ThinkingInfo{})
	return nil
}

// ErrClosed is returned by calls made after Close.
var ErrClosed = errors.New("the game controller is closed")

// apply plays a legal move of the side to move and carries on (locked).
func (c *ChessMaster) apply(m *chess.Move, source string, info ThinkingInfo) {
	mover := c.rec.turn()
	c.invalidate()
	if c.clock.moved(mover, time.Now()) {
		c.flag(mover)
		return
	}
	c.rec.play(m, source)
	c.clockAt[c.rec.ply()] = c.clock.left
	ply := c.rec.ply()
	c.ev.publish(MoveEvent{Ply: ply, Color: mover, SAN: c.rec.san[ply-1], UCI: c.rec.uci[ply-1],
		FEN: c.rec.fen(), Source: source, Info: info})
	c.claimable = ""
	v := judge(c.rec)
	switch {
	case v.outcome.Over():
		c.finish(v.outcome)
		return
	case v.claimable != "":
		// Programs claim at once, whether they made the position or
		// face it; between two humans the claim is offered.
		if !c.isHuman(mover) || !c.isHuman(mover.Other()) {
			c.finish(draw(v.claimable))
			return
		}
		c.claimable = v.claimable
		c.ev.publish(DrawClaimableEvent{Method: v.claimable})
	}
	c.schedule()
}

func (c *ChessMaster) isHuman(side Color) bool {
	_, ok := c.players[side].(*HumanPlayer)
	return ok
}

// refreshVerdict recomputes outcome and claimable for the current
// position without claiming anything (after undo, load, truncate).
func (c *ChessMaster) refreshVerdict() {
	v := judge(c.rec)
	c.outcome = ongoing()
	if v.outcome.Over() {
		c.outcome = v.outcome
	}
	c.claimable = v.claimable
	c.rec.setTag("Result", c.outcome.Result)
}

// finish ends the game (locked).
func (c *ChessMaster) finish(o Outcome) {
	c.invalidate()
	c.stopClock()
	c.outcome = o
	c.claimable = ""
	c.rec.setTag("Result", o.Result)
	if t := o.Termination(); t != "" {
		c.rec.setTag("Termination", t)
	}
	c.ev.publish(GameOverEvent{Outcome: o})
	c.recordHistory()
}

// flag ends the game because side's time ran out (locked).
func (c *ChessMaster) flag(side Color) {
	c.clock.left[side] = 0
	if cannotMate(c.rec.pos().Board(), side.Other()) {
		c.finish(draw(MethodTimeDraw))
		return
	}
	c.finish(win(side.Other(), MethodTime))
}

// invalidate makes any pending move stale and cancels its search (locked).
func (c *ChessMaster) invalidate() {
	c.gen++
	if c.cancel != nil {
		c.cancel()
		c.cancel = nil
	}
	c.thinking = NoColor
}

// schedule starts the clock of the side to move and, if that side is a
// program, asks it for a move (locked).
func (c *ChessMaster) schedule() {
	if !c.running || c.closed || c.outcome.Over() {
		return
	}
	c.startClock()
	side := c.rec.turn()
	human := c.isHuman(side)
	if c.turnSent != c.rec.ply() {
		c.turnSent = c.rec.ply()
		c.ev.publish(TurnEvent{Color: side, Human: human})
	}
	if human || c.thinking != NoColor {
		return
	}
	c.think(side)
}

// think runs the player's Move in a goroutine (locked).
func (c *ChessMaster) think(side Color) {
	p := c.players[side]
	gen := c.gen
	ctx, cancel := context.WithCancel(context.Background())
	c.cancel = cancel
	c.thinking = side
	req := c.request(side, gen)
	prev := c.lastDone
	done := make(chan struct{})
	c.lastDone = done
	c.wg.Add(1)
	go func() {
		defer c.wg.Done()
		defer close(done)
		defer cancel()
		if prev != nil {
			<-prev // a player is never asked twice at once
		}
		if ctx.Err() != nil {
			return
		}
		reply, err := p.Move(ctx, req)
		c.deliver(gen, side, reply, err)
	}()
}

// request describes the game to the player of side (locked).
func (c *ChessMaster) request(side Color, gen uint64) MoveRequest {
	now := time.Now()
	req := MoveRequest{
		StartFEN: c.rec.startFEN,
		Moves:    append([]string(nil), c.rec.uci...),
		FEN:      c.rec.fen(),
	}
	if k := c.rec.lastNull(); k >= 0 {
		// Programs cannot replay a null move: start after it.
		req.StartFEN = c.rec.positions[k+1].String()
		req.Moves = append([]string(nil), c.rec.uci[k+1:]...)
	}
	if c.clock.enabled() {
		req.WhiteTime = c.clock.remaining(White, now)
		req.BlackTime = c.clock.remaining(Black, now)
		req.WhiteInc, req.BlackInc = c.settings.Clock.Increment, c.settings.Clock.Increment
	} else {
		req.MoveTime = c.settings.Player(side).MoveTime
		if req.MoveTime == 0 {
			req.MoveTime = DefaultMoveTime
		}
	}
	req.Thinking = func(info ThinkingInfo) {
		c.mu.Lock()
		defer c.mu.Unlock()
		if c.gen != gen || c.closed {
			return
		}
		c.lastInfo[side] = info
		c.ev.publish(ThinkingEvent{Color: side, Info: info})
	}
	return req
}

// deliver applies a program's answer unless it is stale.
func (c *ChessMaster) deliver(gen uint64, side Color, reply MoveReply, err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.gen != gen || c.closed {
		return // New Game, Undo, Load, Pause or Close happened meanwhile
	}
	c.cancel = nil
	c.thinking = NoColor
	if err != nil {
		c.ev.publish(ErrorEvent{Err: fmt.Errorf("%s (%s) failed to move: %w", c.players[side].Name(), side, err)})
		c.finish(win(side.Other(), MethodForfeit))
		return
	}
	m, merr := c.rec.findMove(reply.Move)
	if merr != nil || !looksUCI(reply.Move) {
		if merr == nil {
			merr = fmt.Errorf("move %q is not in UCI notation", reply.Move)
		}
		c.ev.publish(ErrorEvent{Err: fmt.Errorf("%s (%s) sent an illegal move: %w", c.players[side].Name(), side, merr)})
		c.finish(win(side.Other(), MethodForfeit))
		return
	}
	if reply.Info.Depth > 0 || len(reply.Info.PV) > 0 {
		c.lastInfo[side] = reply.Info
	}
	src := reply.Source
	if src == "" {
		src = "program"
	}
	c.apply(m, src, reply.Info)
}

// resetClock sets both clocks to the time control's base for the
// current position (locked).
func (c *ChessMaster) resetClock(cfg ClockConfig) {
	c.clock = newChessClock(cfg)
	c.clockAt = map[int][3]time.Duration{c.rec.ply(): c.clock.left}
}

// restoreClock gives both sides the time they had when the current
// position was first reached, after moves were taken back (locked; the
// clocks are stopped).
func (c *ChessMaster) restoreClock() {
	ply := c.rec.ply()
	if left, ok := c.clockAt[ply]; ok {
		c.clock.left = left
	}
	for k := range c.clockAt {
		if k > ply {
			delete(c.clockAt, k)
		}
	}
	if _, ok := c.clockAt[ply]; !ok {
		c.clockAt[ply] = c.clock.left
	}
}

// startClock runs the clock of the side to move and arms the tick timer
// (locked).
func (c *ChessMaster) startClock() {
	if !c.clock.enabled() || c.outcome.Over() {
		return
	}
	side := c.rec.turn()
	if c.clock.running == side {
		return
	}
	now := time.Now()
	c.clock.start(side, now)
	c.ev.publish(c.clock.event(now))
	c.armTimer(now)
}

// stopClock stops both clocks and the timer (locked).
func (c *ChessMaster) stopClock() {
	if !c.clock.enabled() {
		return
	}
	now := time.Now()
	wasRunning := c.clock.running != NoColor
	c.clock.stop(now)
	c.disarmTimer()
	if wasRunning {
		c.ev.publish(c.clock.event(now))
	}
}

func (c *ChessMaster) disarmTimer() {
	c.timerGen++
	if c.timer != nil {
		c.timer.Stop()
		c.timer = nil
	}
}

// armTimer schedules the next clock tick (locked).
func (c *ChessMaster) armTimer(now time.Time) {
	c.disarmTimer()
	d := c.clock.nextTick(now)
	if d <= 0 {
		return
	}
	tg := c.timerGen
	c.timer = time.AfterFunc(d, func() { c.tick(tg) })
}

// tick publishes the clocks and detects flag fall.
func (c *ChessMaster) tick(tg uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed || tg != c.timerGen || c.clock.running == NoColor {
		return
	}
	now := time.Now()
	side := c.clock.running
	if c.clock.remaining(side, now) <= 0 {
		c.clock.stop(now)
		c.flag(side)
		c.ev.publish(c.clock.event(now))
		return
	}
	c.ev.publish(c.clock.event(now))
	c.armTimer(now)
}

// NewGame ends the current game at once (cancelling any search) and
// starts a new one with s. On error the current game goes on untouched.
// Players whose configuration did not change are kept (an engine keeps
// its process); the running state (Start/Pause) carries over.
func (c *ChessMaster) NewGame(s Settings) error {
	if err := s.validate(); err != nil {
		return err
	}
	rec, err := newRecord(s.StartFEN)
	if err != nil {
		return err
	}
	fresh, old, made, err := c.buildPlayers(s)
	if err != nil {
		return err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if err := c.checkUnchanged(old, made); err != nil {
		return err
	}
	c.invalidate()
	c.stopClock()
	c.closeReplaced(old, fresh)
	c.setGame(s, rec, fresh)
	c.ev.publish(PositionEvent{Reason: "new game"})
	c.schedule()
	return nil
}

// buildPlayers makes the players of s outside the lock (starting an
// engine takes time), reusing current players whose configuration is
// unchanged. made lists the new ones.
func (c *ChessMaster) buildPlayers(s Settings) (fresh, old [3]Player, made []Player, err error) {
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return fresh, old, nil, ErrClosed
	}
	old, oldSettings := c.players, c.settings
	c.mu.Unlock()
	for _, side := range []Color{White, Black} {
		cfg := s.Player(side)
		if reflect.DeepEqual(cfg, oldSettings.Player(side)) && sameGameOptions(s, oldSettings) {
			fresh[side] = old[side]
			continue
		}
		p, err := NewPlayer(cfg, s)
		if err != nil {
			for _, q := range made {
				q.Close()
			}
			return fresh, old, nil, fmt.Errorf("%s player: %w", side, err)
		}
		fresh[side] = p
		made = append(made, p)
	}
	return fresh, old, made, nil
}

// checkUnchanged makes sure nobody swapped the players while new ones
// were being built; otherwise the new ones are closed (locked).
func (c *ChessMaster) checkUnchanged(old [3]Player, made []Player) error {
	if !c.closed && c.players == old {
		return nil
	}
	for _, q := range made {
		q.Close()
	}
	if c.closed {
		return ErrClosed
	}
	return errors.New("the game changed while starting a new one; try again")
}

// ChangeSettings gives the game in progress new players and options
// (clock, takebacks, book...) while keeping its moves; s.StartFEN is
// ignored. The clocks restart from the new time control and the running
// state carries over. On error nothing changes.
func (c *ChessMaster) ChangeSettings(s Settings) error {
	if err := s.validate(); err != nil {
		return err
	}
	fresh, old, made, err := c.buildPlayers(s)
	if err != nil {
		return err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if err := c.checkUnchanged(old, made); err != nil {
		return err
	}
	c.invalidate()
	c.stopClock()
	c.closeReplaced(old, fresh)
	s.StartFEN = c.settings.StartFEN
	c.settings = s
	c.players = fresh
	c.resetClock(s.Clock)
	c.lastInfo = [3]ThinkingInfo{}
	c.turnSent = -1
	c.rec.setTag("White", fresh[White].Name())
	c.rec.setTag("Black", fresh[Black].Name())
	c.rec.setTag("TimeControl", s.Clock.PGNTimeControl())
	c.ev.publish(PositionEvent{Reason: "settings"})
	c.schedule()
	return nil
}

// sameGameOptions reports whether two settings build identical players.
func sameGameOptions(a, b Settings) bool {
	return a.UseBook == b.UseBook && a.BookFile == b.BookFile && a.SyzygyPath == b.SyzygyPath &&
		a.History == b.History && a.HistoryDir == b.HistoryDir
}

// closeReplaced closes old players that are not reused, once their last
// Move call has returned (locked).
func (c *ChessMaster) closeReplaced(old, fresh [3]Player) {
	var gone []Player
	for _, side := range []Color{White, Black} {
		if old[side] != nil && old[side] != fresh[side] && old[side] != fresh[side.Other()] {
			gone = append(gone, old[side])
		}
	}
	if len(gone) == 0 {
		return
	}
	prev := c.lastDone
	c.wg.Add(1)
	go func() {
		defer c.wg.Done()
		if prev != nil {
			<-prev
		}
		for _, p := range gone {
			if err := p.Close(); err != nil {
				c.log("closing player %s: %v", p.Name(), err)
			}
		}
	}()
}

// Close stops the game, every goroutine and every player (engine
// processes included). The controller is unusable afterwards.
func (c *ChessMaster) Close() {
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return
	}
	c.invalidate()
	c.stopClock()
	c.closed = true
	players := c.players
	c.mu.Unlock()

	c.wg.Wait()
	for _, side := range []Color{White, Black} {
		if p := players[side]; p != nil && (side == White || p != players[White]) {
			if err := p.Close(); err != nil {
				c.log("closing player %s: %v", p.Name(), err)
			}
		}
	}
	c.hint.close()
	c.ev.close()
}

// waitEvents blocks until every event published so far was delivered.
func (c *ChessMaster) waitEvents() { c.ev.idle() }
