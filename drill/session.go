package drill

import (
	"errors"
	"fmt"
	"math/rand"

	"chessmaster/engine"
	"chessmaster/tablebase"
)

// Result is how a drill ended.
type Result int

const (
	Playing Result = iota
	Won            // the user mated
	Drawn          // a draw by rule: stalemate, insufficient material, 50 moves, repetition
	WinLost        // the user's move turned the win into a draw or a loss by the tables
	Lost           // the defender mated (only after the win was lost)
)

func (r Result) String() string {
	return [...]string{"playing", "won", "drawn", "win lost", "lost"}[r]
}

// The values of Feedback's and Moment's WDL fields: the tables' value of
// a position from the user's side, counting the halfmove clock.
const (
	ValueLoss        = tablebase.Loss
	ValueBlessedLoss = tablebase.BlessedLoss // lost, but drawn by the 50-move rule
	ValueDraw        = tablebase.Draw
	ValueCursedWin   = tablebase.CursedWin // won, but drawn by the 50-move rule
	ValueWin         = tablebase.Win
)

// The reasons an Outcome gives for a mate or a draw by rule (a lost win
// gives the tables' value in words).
const (
	ReasonCheckmate  = "checkmate"
	ReasonStalemate  = "stalemate"
	ReasonMaterial   = "insufficient material"
	ReasonFiftyMoves = "the 50-move rule"
	ReasonRepetition = "threefold repetition"
)

// Moment is the move that lost the win.
type Moment struct {
	MoveNumber int    // the move's number in the game's count
	UCI        string // the move
	FEN        string // the position before it
	DTZBefore  int    // the winning distance to zeroing before it
	WDLAfter   int    // the value after it, from the user's side (tablebase.Draw, CursedWin, ...)
	Best       []string
}

// Outcome is a finished drill.
type Outcome struct {
	Result Result
	Reason string  // "checkmate", "stalemate", "the 50-move rule", ...
	LostAt *Moment // the move that lost the win; nil if it was never lost
}

// Feedback is the verdict on one of the user's moves.
type Feedback struct {
	UCI        string
	MoveNumber int
	FEN        string // the position before the move
	// WDL before and after the move, from the user's side, counting the
	// halfmove clock (a win too slow for the 50-move rule is CursedWin).
	WDLBefore, WDLAfter int
	// DTZBefore: plies to the next zeroing move (capture, pawn move or
	// mate) with best play before the move; DTZAfter: the same after it,
	// the defender to move. Both from the user's side: positive while
	// winning. An optimal non-zeroing move makes DTZAfter = DTZBefore-1.
	DTZBefore, DTZAfter int
	Zeroing             bool // the move was a capture or a pawn move: the count starts again
	Mate                bool
	Kept                bool     // the position is still won after the move
	Optimal             bool     // as good as the tables' best (same value and DTZ)
	Best                []string // the tables' best moves (UCI) in the position before
	Reply               string   // the defender's answer (UCI); "" when the drill ended
	ReplyFEN            string   // the position before the reply
	Over                bool
	Outcome             Outcome
}

// ErrOver: a move was played after the drill ended.
var ErrOver = errors.New("the drill is over")

// Session is one drill: the position, the moves so far and how it
// stands. It is not safe for concurrent use.
type Session struct {
	tb      *tablebase.Tablebases
	kind    Kind
	rng     *rand.Rand
	start   string
	pos     *engine.Position
	user    engine.Color
	moves   []string
	outcome Outcome
}

// New starts a drill of kind k from a random won position drawn with
// seed (the same seed gives the same drill and the same defence).
func New(tb *tablebase.Tablebases, k Kind, seed int64) (*Session, error) {
	rng := rand.New(rand.NewSource(seed))
	fen, err := StartFEN(tb, k, rng)
	if err != nil {
		return nil, err
	}
	return start(tb, k, fen, rng)
}

// Start starts a drill of kind k with the program's built-in 3-4-piece
// tables (for the front ends, which do not handle the tables
// themselves).
func Start(k Kind, seed int64) (*Session, error) {
	tb, err := tablebase.Default()
	if err != nil {
		return nil, err
	}
	return New(tb, k, seed)
}

// FromFEN starts a drill from fen: the user plays the side to move,
// which the tables must say wins.
func FromFEN(tb *tablebase.Tablebases, fen string, seed int64) (*Session, error) {
	return start(tb, Kind{ID: "fen", Name: "Position", Goal: "Win the position."}, fen, rand.New(rand.NewSource(seed)))
}

func start(tb *tablebase.Tablebases, k Kind, fen string, rng *rand.Rand) (*Session, error) {
	pos, err := engine.ParseFEN(fen)
	if err != nil {
		return nil, err
	}
	best, _, err := tb.ProbeRoot(pos.TablebasePosition())
	if errors.Is(err, tablebase.ErrNoMoves) {
		return nil, errors.New("the game is over in this position")
	}
	if err != nil {
		return nil, err
	}
	if best.WDL != tablebase.Win {
		return nil, fmt.Errorf("the tables say the side to move does not win here (%s)", wdlWords(best.WDL))
	}
	return &Session{tb: tb, kind: k, rng: rng, start: pos.FEN(), pos: pos, user: pos.SideToMove()}, nil
}

// Kind is the drill's ending.
func (s *Session) Kind() Kind { return s.kind }

// StartFEN is the position the drill began from.
func (s *Session) StartFEN() string { return s.start }

// FEN is the position now.
func (s *Session) FEN() string { return s.pos.FEN() }

// User is the side the user plays.
func (s *Session) User() engine.Color { return s.user }

// UserIsWhite reports whether the user plays White (for the front ends,
// which do not import the engine).
func (s *Session) UserIsWhite() bool { return s.user == engine.White }

// Moves are the moves played so far, both sides, in UCI.
func (s *Session) Moves() []string { return append([]string(nil), s.moves...) }

// Outcome is how the drill ended (Result Playing while it goes on).
func (s *Session) Outcome() Outcome { return s.outcome }

// Status is the value and DTZ of the position now, from the user's side
// (the user is to move while the drill goes on).
func (s *Session) Status() (wdl, dtz int, err error) {
	best, _, err := s.tb.ProbeRoot(s.pos.TablebasePosition())
	if err != nil {
		return 0, 0, err
	}
	return best.WDL, best.DTZ, nil
}

// Play plays the user's move (UCI or SAN) and the defence's reply, and
// says what the move did. A move that is not legal is an error and
// changes nothing.
func (s *Session) Play(text string) (Feedback, error) {
	if s.outcome.Result != Playing {
		return Feedback{}, ErrOver
	}
	m, err := s.pos.ParseMove(text)
	if err != nil {
		if m, err = s.pos.ParseSAN(text); err != nil {
			return Feedback{}, err
		}
	}
	best, all, err := s.tb.ProbeRoot(s.pos.TablebasePosition())
	if err != nil {
		return Feedback{}, err
	}
	f := Feedback{UCI: m.String(), MoveNumber: s.pos.FullmoveNumber(), FEN: s.pos.FEN(),
		WDLBefore: best.WDL, DTZBefore: best.DTZ, Zeroing: s.pos.IsCapture(m) || s.pos.MovedPiece(m).Type() == engine.Pawn}
	for _, r := range all {
		if r.WDL == best.WDL && r.DTZ == best.DTZ {
			f.Best = append(f.Best, r.UCI)
		}
		if r.UCI == f.UCI {
			f.WDLAfter = r.WDL
			f.Optimal = r.WDL == best.WDL && r.DTZ == best.DTZ
		}
	}
	s.pos.MakeMove(m)
	s.moves = append(s.moves, f.UCI)
	f.Mate = s.pos.IsCheckmate()
	if !f.Mate {
		if f.DTZAfter, err = s.dtzForUser(); err != nil {
			return Feedback{}, err
		}
	}
	f.Kept = f.WDLAfter == tablebase.Win
	lost := f.WDLBefore == tablebase.Win && !f.Kept
	if s.finished(lost, &f) {
		return f, nil
	}
	// The defence: the tables' best for the side to move, which sorts
	// draws before losses and, among losses, the longest resistance (the
	// largest DTZ) first; equally good moves are chosen by the seed.
	f.ReplyFEN = s.pos.FEN()
	_, replies, err := s.tb.ProbeRoot(s.pos.TablebasePosition())
	if err != nil {
		return Feedback{}, err
	}
	n := 1
	for n < len(replies) && replies[n].WDL == replies[0].WDL && replies[n].DTZ == replies[0].DTZ {
		n++
	}
	f.Reply = replies[s.rng.Intn(n)].UCI
	rm, err := s.pos.ParseMove(f.Reply)
	if err != nil {
		return Feedback{}, fmt.Errorf("the tables' move %s is not legal in %s: %w", f.Reply, f.ReplyFEN, err)
	}
	s.pos.MakeMove(rm)
	s.moves = append(s.moves, f.Reply)
	s.finished(false, &f)
	return f, nil
}

// dtzForUser is the DTZ of the position now (the defender to move),
// from the user's side.
func (s *Session) dtzForUser() (int, error) {
	d, err := s.tb.ProbeDTZ(s.pos.TablebasePosition())
	if err != nil {
		return 0, err
	}
	if s.pos.SideToMove() != s.user {
		d = -d
	}
	return d, nil
}

// finished ends the drill when the position is over by rule or, after a
// user's move, when lost says the move gave the win away; f records it.
func (s *Session) finished(lost bool, f *Feedback) bool {
	o := Outcome{}
	moverIsUser := s.pos.SideToMove() != s.user
	switch {
	case s.pos.IsCheckmate() && moverIsUser:
		o = Outcome{Result: Won, Reason: ReasonCheckmate}
	case s.pos.IsCheckmate():
		o = Outcome{Result: Lost, Reason: ReasonCheckmate}
	case s.pos.IsStalemate():
		o = Outcome{Result: Drawn, Reason: ReasonStalemate}
	case s.pos.IsInsufficientMaterial():
		o = Outcome{Result: Drawn, Reason: ReasonMaterial}
	case s.pos.IsFiftyMoveDraw():
		o = Outcome{Result: Drawn, Reason: ReasonFiftyMoves}
	case s.pos.RepetitionCount() >= 2:
		o = Outcome{Result: Drawn, Reason: ReasonRepetition}
	case lost:
		o = Outcome{Result: WinLost, Reason: "the tables say " + wdlWords(f.WDLAfter)}
	default:
		return false
	}
	if lost {
		o.LostAt = &Moment{MoveNumber: f.MoveNumber, UCI: f.UCI, FEN: f.FEN, DTZBefore: f.DTZBefore, WDLAfter: f.WDLAfter, Best: f.Best}
	}
	s.outcome = o
	f.Over, f.Outcome = true, o
	return true
}

// wdlWords names a value from the user's side.
func wdlWords(wdl int) string {
	switch wdl {
	case tablebase.Win:
		return "won"
	case tablebase.CursedWin:
		return "a draw by the 50-move rule (the win comes too late)"
	case tablebase.Draw:
		return "a draw"
	case tablebase.BlessedLoss:
		return "lost, but saved by the 50-move rule"
	}
	return "lost"
}

// BestLine plays the tables' best moves for both sides from the position
// now, up to the next zeroing move, or up to mate when toMate is set
// (through the tables of the material left after captures and
// promotions), at most maxPlies. The user's side takes the fastest
// progress, the defender the longest resistance, as in the drill. It is
// the DTZ-best line: Syzygy tables have no distance to mate, so a line
// to mate is the tables' way, not always the shortest mate.
func (s *Session) BestLine(toMate bool, maxPlies int) ([]string, error) {
	pos := s.pos.Copy()
	var line []string
	for len(line) < maxPlies {
		best, _, err := s.tb.ProbeRoot(pos.TablebasePosition())
		if errors.Is(err, tablebase.ErrNoMoves) {
			break
		}
		if err != nil {
			return line, err
		}
		m, err := pos.ParseMove(best.UCI)
		if err != nil {
			return line, err
		}
		zeroing := pos.IsCapture(m) || pos.MovedPiece(m).Type() == engine.Pawn
		pos.MakeMove(m)
		line = append(line, best.UCI)
		if pos.IsInsufficientMaterial() || pos.IsFiftyMoveDraw() || (zeroing && !toMate) {
			break
		}
	}
	return line, nil
}
