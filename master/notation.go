package master

import "chessmaster/master/referee"

// The front ends show moves in SAN and need the legal moves of positions
// the game is not at (browsing the move list). Those need the rules, and
// the rules are the referee's, so the controller passes them on.

// SANLine converts a line of UCI moves played from fen into SAN with move
// numbers ("12...Nf6 13.Bd3 O-O"), at most maxMoves of them (0 = all).
// Moves that do not apply (a stale report) end the conversion; if none
// apply the UCI text is returned.
func SANLine(fen string, pv []string, maxMoves int) string { return referee.SANLine(fen, pv, maxMoves) }

// LegalMoves lists the legal moves of fen in UCI and the side to move.
func LegalMoves(fen string) (uci []string, turn Color, err error) {
	uci, t, err := referee.LegalMoves(fen)
	return uci, colorOf(t), err
}

// LegalSAN lists the legal moves of fen in SAN, sorted.
func LegalSAN(fen string) []string { return referee.LegalSAN(fen) }

// SANMoves converts a line of UCI moves played from fen into SAN, one
// move each, stopping at the first move that does not apply.
func SANMoves(fen string, line []string) []string { return referee.SANMoves(fen, line) }

// ParseMove reads a move typed in SAN or UCI in the position fen and
// returns it in UCI, or the reason it is not legal there.
func ParseMove(fen, text string) (string, error) { return referee.ParseMove(fen, text) }
