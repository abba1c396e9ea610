package uci

import (
	"context"
	"fmt"

	"chessmaster/engine"
)

// setPosition applies "position": the FEN (the initial position when
// empty) and every move of the list must be valid, or the whole command
// is rejected (rejectPosition); a castling right or en-passant square
// that cannot apply is dropped with a note instead (lenientFEN). Playing on from the moves before an
// illegal one, as Stockfish does, would search a position the GUI does
// not show, and its bestmove would be illegal in the GUI's position.
func (s *Session) setPosition(fen string, moves []string) {
	start := fen
	if start == "" {
		start = engine.StartFEN
	}
	pos, err := engine.ParseFENVariant(start, s.eng.Chess960())
	if err != nil {
		fixed, notes, ok := lenientFEN(start, s.eng.Chess960())
		if !ok {
			s.rejectPosition(err.Error())
			return
		}
		for _, n := range notes {
			s.out.printf("info string position: %s", oneLine(n))
		}
		start, fen = fixed, fixed
		pos, _ = engine.ParseFENVariant(start, s.eng.Chess960())
	}
	for i, mv := range moves {
		if mv == "0000" {
			// Some GUIs send a pass; no position of the game follows one.
			s.rejectPosition(fmt.Sprintf("move %d is 0000, a null move (a pass), which is not a move of chess", i+1))
			return
		}
		m, err := pos.ParseMove(mv)
		if err != nil {
			s.rejectPosition(fmt.Sprintf("move %d (%s) is illegal: %s", i+1, mv, err))
			return
		}
		pos.MakeMove(m)
	}
	if err := s.eng.SetPosition(fen, moves); err != nil {
		// Not expected: the same moves were just played above.
		s.rejectPosition(err.Error())
		return
	}
	s.pos = s.eng.Position()
	s.rejected = ""
}

// rejectPosition refuses the position the GUI has just sent and says so.
// Until a valid one comes, "go" answers "bestmove 0000" (refuseGo).
func (s *Session) rejectPosition(reason string) {
	s.rejected = oneLine(reason)
	s.out.printf("info string position rejected: %s; until a valid position is sent, go answers bestmove 0000", s.rejected)
}

// refuseGo answers "go" while the last position sent is rejected: no
// search, an "info string" saying why and "bestmove 0000", the null
// move, which GUIs read as "no move". With "go infinite" or "go ponder"
// the bestmove waits for "stop", as the protocol requires; "go perft"
// counts nothing.
func (s *Session) refuseGo(g GoParams) {
	s.out.printf("info string go: no move, the last position sent was rejected (%s)", s.rejected)
	if g.Perft > 0 {
		s.out.printf("")
		s.out.printf("Nodes searched: 0")
		s.out.printf("")
		return
	}
	if !g.Infinite && !g.Ponder {
		s.out.printf("bestmove 0000")
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	rs := &runningSearch{cancel: cancel, done: make(chan struct{}), unbounded: true}
	s.search = rs
	go func() {
		defer close(rs.done)
		<-ctx.Done()
		s.out.printf("bestmove 0000")
	}()
}
