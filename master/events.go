package master

import "time"

// Event is something that happened in the game. Subscribers receive
// pointers-free values of the types below, in order, on one goroutine.
type Event interface{ isEvent() }

// MoveEvent reports a move that was just played.
type MoveEvent struct {
	Ply    int        // 1 for White's first move of the game record
	Color  Color      // the side that moved
	SAN    string     // e.g. "Nf3", "exd8=Q+"
	UCI    string     // e.g. "g1f3", "e7d8q"
	FEN    string     // position after the move
	Before string     // position the move was played in (to say it in words)
	Source MoveSource // who or what chose the move
	Info   ThinkingInfo
}

// ClockEvent reports both clocks; it is sent when a clock starts or stops
// and regularly while one runs (each second, each tenth below ten seconds).
type ClockEvent struct {
	White, Black time.Duration
	Running      Color // NoColor when both clocks are stopped
}

// ThinkingEvent is a progress report of a searching player.
type ThinkingEvent struct {
	Color Color
	Info  ThinkingInfo
}

// TurnEvent says whose turn it now is and whether that player is a human
// (the UI enables the board) or a program (the UI shows "thinking").
type TurnEvent struct {
	Color Color
	Human bool
}

// DrawClaimableEvent tells a human that a draw can now be claimed with
// ClaimDraw. Method is MethodThreefold or MethodFiftyMove.
type DrawClaimableEvent struct {
	Method string
}

// GameOverEvent reports the end of the game.
type GameOverEvent struct {
	Outcome Outcome
}

// PositionEvent says that the position changed other than by a move:
// take a fresh Snapshot. Reason says what changed it.
//
// Front ends use it to stay quiet about outcomes they only pass through
// (ReasonNavigate, ReasonLoad) and to keep their own view on a ReasonEdit.
type PositionEvent struct {
	Reason Reason
}

// Reason is what changed the position in a PositionEvent. Front ends
// compare it with the constants below, never with words of their own.
type Reason string

// The reasons of a PositionEvent. Their values are words a log may show.
const (
	ReasonNewGame  Reason = "new game" // NewGame
	ReasonSettings Reason = "settings" // ChangeSettings (new players or options, same moves)
	ReasonUndo     Reason = "undo"     // a move taken back
	ReasonLoad     Reason = "load"     // a game loaded from PGN
	ReasonFEN      Reason = "fen"      // a position set from a FEN
	ReasonNavigate Reason = "navigate" // GoTo: the board moved to another node of the game tree
	// ReasonEdit: the game tree edited (Promote, DeleteFrom, SetComment,
	// SetNAGs, ReplaceTree).
	ReasonEdit Reason = "edit"
)

// ErrorEvent reports a problem that is not the answer to a call, e.g. an
// engine that crashed or sent an illegal move.
type ErrorEvent struct {
	Err error
}

func (MoveEvent) isEvent()          {}
func (ClockEvent) isEvent()         {}
func (ThinkingEvent) isEvent()      {}
func (TurnEvent) isEvent()          {}
func (DrawClaimableEvent) isEvent() {}
func (GameOverEvent) isEvent()      {}
func (PositionEvent) isEvent()      {}
func (ErrorEvent) isEvent()         {}
