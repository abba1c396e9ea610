package master

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"chessmaster/master/referee"
	"chessmaster/pgn"
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
	// study: the game was loaded and not continued since (State.Study).
	study bool
	// playFrom is the ply from which a game opened from a file is played
	// (Start after a study): Undo takes back only the moves played since,
	// never the file's.
	playFrom int
	// modified: the game tree changed since it was started, loaded or
	// saved (State.Modified).
	modified bool
	// historySaved: this game is already in the history file.
	historySaved bool
	// casual: moves were taken back, or the players changed after the
	// first move; the history keeps the game, the rating leaves it out.
	casual bool

	// gen changes whenever a pending move would become stale.
	gen      uint64
	cancel   context.CancelFunc // the current player's Move
	thinking Color              // side whose program is choosing, or NoColor
	lastDone chan struct{}      // closed when the last Move goroutine ends
	turnSent int                // ply for which a TurnEvent was sent (-1 none)
	lastInfo [3]ThinkingInfo
	// clockFromFile: the game was loaded and not played on since; its
	// clocks are the file's (clock_recorded.go).
	clockFromFile bool
	// endNote is the move whose comment finish added the game's end to
	// (an end away from the main line's end), and its comment before,
	// for Undo to put back when the resignation or draw is withdrawn.
	endNote       *pgn.Node
	endNoteBefore string

	timer    *time.Timer
	timerGen uint64

	loaded *pgn.File // the file of the last LoadPGN

	// life ends at Close: it abandons the start-up of players that
	// NewGame or ChangeSettings are building (an engine's handshake).
	life    context.Context
	endLife context.CancelFunc

	wg  sync.WaitGroup // Move goroutines, player closers, history writers
	ev  *dispatcher
	log func(format string, args ...any)
}

// New creates a controller for a game with settings s. The game does not
// start until Start (so callers can Subscribe first).
func New(s Settings) (*ChessMaster, error) {
	return NewContext(context.Background(), s)
}

// NewContext is New whose players' start-up (an external engine's
// handshake can take seconds) is abandoned when ctx is done; ctx does not
// limit the game itself.
func NewContext(ctx context.Context, s Settings) (*ChessMaster, error) {
	if err := s.Validate(); err != nil {
		return nil, err
	}
	rec, err := startRecord(s)
	if err != nil {
		return nil, err
	}
	white, err := NewPlayerContext(ctx, s.White, s)
	if err != nil {
		return nil, fmt.Errorf("white player: %w", err)
	}
	black, err := NewPlayerContext(ctx, s.Black, s)
	if err != nil {
		white.Close()
		return nil, fmt.Errorf("black player: %w", err)
	}
	c := &ChessMaster{ev: newDispatcher(), log: defaultLogf}
	c.life, c.endLife = context.WithCancel(context.Background())
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
	c.study = false
	c.playFrom = 0
	c.modified = false
	c.historySaved = false
	c.casual = false
	c.resetClock(s.Clock)
	c.lastInfo = [3]ThinkingInfo{}
	c.turnSent = -1
	c.setStandardTags()
	c.rec.noteResultLine()
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
	if c.rec.chess960 {
		c.rec.setTag("Variant", "Chess960")
	}
	if c.rec.startFEN != StandardFEN || c.rec.chess960 {
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
// whenever it is their turn. It does nothing once the game is over. A
// study (State.Study: a loaded game, or one GoTo went back in) stops
// being one: from now on it is played from the board's move.
func (c *ChessMaster) Start() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return
	}
	if c.study && c.fromPGN {
		c.playFrom = c.rec.ply()
	}
	c.study = false
	c.running = true
	c.schedule()
}

// EndStudy makes a loaded game a game in play without starting it (a
// window restores a game that was being played when it was closed): a
// move Play gets is then the player's, as in any paused game.
func (c *ChessMaster) EndStudy() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.study = false
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
//
// In a study (a loaded game not continued, State.Study) the move is
// added to the game tree as AddMove adds it, for whichever side is to
// move: no player answers and no clock starts; Start plays on.
func (c *ChessMaster) Play(move string) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return ErrClosed
	}
	if c.outcome.Over() {
		return fmt.Errorf("the game is over (%s)", c.outcome.Message)
	}
	if c.study {
		return c.addMove(move)
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
	c.apply(m, SourceHuman, ThinkingInfo{})
	return nil
}

// ErrClosed is returned by calls made after Close.
var ErrClosed = errors.New("the game controller is closed")

// apply plays a legal move of the side to move and carries on (locked).
func (c *ChessMaster) apply(m *referee.Move, source MoveSource, info ThinkingInfo) {
	mover := c.rec.turn()
	before := c.rec.fen()
	c.invalidate()
	done := c.rec.movesBy(mover) + 1
	if c.clockWaits() {
		c.clock.freeMove(mover, done) // no clock ran (clockWaits)
	} else if c.clock.moved(mover, done, time.Now()) {
		c.flag(mover)
		return
	}
	if c.rec.play(m, source) {
		c.modified = true
		c.rec.syncResultTags()
	}
	c.clockFromFile = false // played on, with or without a clock
	c.clockAt[c.rec.ply()] = c.clock.left
	ply := c.rec.ply()
	c.ev.publish(MoveEvent{Ply: ply, Color: mover, SAN: c.rec.last().san, UCI: c.rec.last().uci,
		FEN: c.rec.fen(), Before: before, Source: source, Info: info})
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
			c.finish(Draw(v.claimable))
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

// refreshVerdict recomputes outcome and claimable for the board's
// position without claiming anything (after undo, load, navigation). At
// the end of the main line a result the tags record (a resignation, a
// loss on time) stands, as the position alone cannot show it. The tags
// are the game's and are not changed here.
func (c *ChessMaster) refreshVerdict() {
	v := judge(c.rec)
	c.outcome = ongoing()
	c.claimable = v.claimable
	switch res := c.rec.getTag("Result"); {
	case v.outcome.Over():
		c.outcome = v.outcome
	case c.rec.atMainLineEnd() && res != "" && res != ResultOngoing:
		c.outcome = recorded(res, c.rec.getTag("Termination"))
		c.claimable = ""
	}
}

// finish ends the game (locked).
func (c *ChessMaster) finish(o Outcome) {
	c.invalidate()
	c.stopClock()
	if c.clock.enabled() {
		// The final position shows the clocks as they stood when the
		// game ended (a fallen flag at 0:00), not as they stood when the
		// position was reached: walking back and to the end again must
		// not bring back time the loser no longer had.
		c.clockAt[c.rec.ply()] = c.clock.left
	}
	c.outcome = o
	c.claimable = ""
	// The result tags are the main line's end's. A game that ends
	// elsewhere (in a variation, or at an earlier move of a file's game
	// it was continued from, whose main line goes on past the board)
	// leaves them alone; an end its position does not show (a
	// resignation, a flag, an agreed draw) is said in a comment at its
	// last move instead, so that the record keeps it.
	c.endNote = nil
	switch {
	case c.rec.atMainLineEnd():
		c.rec.setTag("Result", o.Result)
		if t := o.Termination(); t != "" {
			c.rec.setTag("Termination", t)
		}
		c.rec.noteResultLine()
	case !o.shownByPosition():
		c.endNote, c.endNoteBefore = c.rec.node(), c.rec.node().Comment
		c.rec.noteWhyItEnded(o.Message)
		c.modified = true
	}
	c.ev.publish(GameOverEvent{Outcome: o})
	c.recordHistory()
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
	c.endLife()
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
	c.ev.close()
}

// waitEvents blocks until every event published so far was delivered.
func (c *ChessMaster) WaitEvents() { c.ev.idle() }
