package master

import (
	"time"

	"chessmaster/master/referee"
	"chessmaster/pgn"
)

// State is a copy of everything a user interface shows. It never changes
// after Snapshot returns it.
type State struct {
	StartFEN string
	// Chess960 is set in a Chess960 game: UCI castling moves (LegalMoves,
	// MoveRecord.UCI) are king-takes-rook there.
	Chess960 bool
	FEN      string // current position
	Moves    []MoveRecord
	Turn     Color // side to move
	InCheck  bool
	// LegalMoves of the side to move in UCI (empty once the game is over).
	LegalMoves []string
	Outcome    Outcome
	// DrawClaimable is MethodThreefold or MethodFiftyMove when the human
	// may call ClaimDraw now, else "".
	DrawClaimable string
	Clock         ClockState
	White, Black  PlayerInfo
	// HumanToMove is true when the board should accept a move via Play.
	HumanToMove bool
	// Thinking is the side whose program is choosing a move, or NoColor.
	Thinking Color
	// LastInfo is each side's latest thinking report (indexed by Color).
	LastInfo [3]ThinkingInfo
	// Running is false before Start and after Pause, GoTo, LoadGame
	// or SetFEN.
	Running bool
	// Study is true for a game opened by LoadGame, or one GoTo moved to
	// another move than the board's, until Start (or EndStudy): a move Play gets is added to the game tree for whichever
	// side is to move, as AddMove adds it, and no player answers and no
	// clock runs.
	Study bool
	// CanUndo says whether Undo would do something now.
	CanUndo bool
	// Tags are the PGN tags of the game in order.
	Tags []Tag
	// Path is the board's line in the game tree (see GoTo), and Modified
	// says the tree changed since the game was started, loaded or saved.
	Path     []int
	Modified bool
	// Opening is the ECO code and name of the deepest named position of
	// the board's line ("B20 Sicilian Defense"); "" when it reaches none.
	Opening string
}

// Tag is one PGN tag pair.
type Tag = pgn.Tag

// MoveRecord is one played move.
type MoveRecord struct {
	Ply     int    // 1-based half-move number
	SAN     string // "Nf3"
	UCI     string // "g1f3"
	FEN     string // position after the move
	Comment string // PGN comment after the move, if any
	Source  MoveSource
}

// ClockState is both clocks at the moment of the snapshot.
type ClockState struct {
	Enabled      bool
	White, Black time.Duration
	Running      Color
	Config       ClockConfig
	// FromFile is set for a game loaded from a file that has not been
	// played on: White and Black are then the times the file recorded
	// ([%clk]) at the board's move, for the sides Known says; a side
	// without one has no time to show (clock_recorded.go).
	FromFile bool
	Known    [3]bool
	// ToGo is, with periods of moves (ClockConfig.Moves), how many moves
	// each side must still make before its clock gets the next period's
	// time (ClockConfig.MovesToGo): 0 in a last period for the rest of the
	// game, without periods, and in a loaded game not played on.
	ToGo [3]int
}

// PlayerInfo describes one side's player.
type PlayerInfo struct {
	Name  string
	Kind  PlayerKind
	Level int
}

// Side returns the player of side c.
func (s State) Side(c Color) PlayerInfo {
	if c == Black {
		return s.Black
	}
	return s.White
}

// Snapshot returns the current state of the game.
func (c *ChessMaster) Snapshot() State {
	c.mu.Lock()
	defer c.mu.Unlock()
	now := time.Now()
	r := c.rec
	st := State{
		StartFEN:      r.startFEN,
		Chess960:      r.chess960,
		FEN:           r.fen(),
		Turn:          r.turn(),
		InCheck:       referee.InCheck(r.pos()),
		Outcome:       c.outcome,
		DrawClaimable: c.claimable,
		Thinking:      c.thinking,
		LastInfo:      c.lastInfo,
		Running:       c.running,
		Study:         c.study,
	}
	if len(r.plies) > 0 {
		st.Moves = make([]MoveRecord, len(r.plies))
	}
	for i := range r.plies {
		p := &r.plies[i]
		st.Moves[i] = MoveRecord{Ply: i + 1, SAN: p.san, UCI: p.uci,
			FEN: p.fenAfter(), Comment: p.node.Comment, Source: p.source}
	}
	if !c.outcome.Over() {
		for _, m := range r.legal() {
			st.LegalMoves = append(st.LegalMoves, r.pos().UCI(m))
		}
		st.HumanToMove = c.isHuman(r.turn()) && !c.closed
	}
	st.Clock = ClockState{Enabled: c.clock.enabled(), Config: c.settings.Clock, Running: c.clock.running}
	if st.Clock.Enabled {
		st.Clock.White, st.Clock.Black = c.clock.remaining(White, now), c.clock.remaining(Black, now)
		for _, side := range []Color{White, Black} {
			st.Clock.ToGo[side] = c.settings.Clock.MovesToGo(r.movesBy(side))
		}
	}
	if c.clockFromFile {
		st.Clock = c.recordedClockState()
	}
	for _, side := range []Color{White, Black} {
		info := PlayerInfo{Kind: c.settings.Player(side).Kind, Level: c.settings.Player(side).Level}
		if p := c.players[side]; p != nil {
			info.Name = p.Name()
		}
		if side == White {
			st.White = info
		} else {
			st.Black = info
		}
	}
	st.CanUndo = c.settings.AllowTakeback && !c.study && c.outcome.Method != MethodTime &&
		c.outcome.Method != MethodTimeDraw && c.outcome.Method != MethodAbandoned &&
		c.outcome.Method != MethodForfeit && (c.undoPlies() > 0 || c.withdrawable())
	st.Tags = append([]Tag(nil), r.tags...)
	st.Path, st.Modified = c.path(), c.modified
	if o, ok := r.openingAt(r.ply()); ok {
		st.Opening = o.String()
	}
	return st
}
