package master

import "chessmaster/master/referee"

// The rules the front ends need to show and read moves: SAN, the legal
// moves of a position, a move the user typed, a line of moves. They are
// the controller's referee's (package master/referee, which only the
// controller imports); package notation passes them on to the front ends.

// SANLine converts a line of UCI moves played from fen into SAN with move
// numbers ("12...Nf6 13.Bd3 O-O"), at most maxMoves of them (0 = all).
// Moves that do not apply end the conversion; if none apply the UCI text
// is returned.
func SANLine(fen string, pv []string, maxMoves int) string {
	return referee.SANLine(fen, pv, maxMoves)
}

// SANMoves converts a line of UCI moves played from fen into SAN, one
// move each, stopping at the first move that does not apply.
func SANMoves(fen string, line []string) []string { return referee.SANMoves(fen, line) }

// LegalMoves lists the legal moves of fen in UCI and the side to move.
func LegalMoves(fen string) (uci []string, turn Color, err error) {
	uci, white, err := referee.LegalMoveList(fen)
	turn = Black
	if white {
		turn = White
	}
	return uci, turn, err
}

// LegalSAN lists the legal moves of fen in SAN, sorted.
func LegalSAN(fen string) []string { return referee.LegalSAN(fen) }

// ParseMove reads a move typed in SAN or UCI in the position fen and
// returns it in UCI, or the reason it is not legal there.
func ParseMove(fen, text string) (string, error) { return referee.ParseMove(fen, text) }

// PlayLine plays moves (SAN or UCI) from fen and returns each move in UCI,
// the position before each, the position reached, and, when the game is
// over there by rule, why ("checkmate", "stalemate", "insufficient
// material"; "" otherwise). A move that is not legal ends it with an error
// naming the move.
func PlayLine(fen string, moves []string) (ucis, fens []string, final, over string, err error) {
	ucis, fens, pos, err := referee.PlayLine(fen, moves)
	if err != nil {
		return nil, nil, "", "", err
	}
	if done, why := referee.GameOver(pos); done {
		over = why
	}
	return ucis, fens, pos.String(), over, nil
}
