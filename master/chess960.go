package master

import (
	"math/rand/v2"
	"strings"

	"chessmaster/internal/rules960"
)

// Chess960 games. Settings.Chess960 starts one; its start position is
// Settings.StartFEN: one of the 960 start positions (Chess960StartFEN by
// number, RandomChess960Start) or any Chess960 position typed as a FEN
// (KQkq, Shredder-FEN or X-FEN castling letters). The game's rules are
// judged by internal/rules960 (the referee's Chess960 rules), castling
// moves are king-takes-rook in UCI, players get MoveRequest.Chess960,
// and the PGN carries Variant "Chess960", SetUp and FEN.

// Chess960StartFEN is the FEN of start position n (0-959, the standard
// numbering: 518 is the standard position).
func Chess960StartFEN(n int) (string, error) { return rules960.StartFEN(n) }

// RandomChess960Start picks one of the 960 start positions at random.
func RandomChess960Start() (fen string, number int) {
	n := rand.IntN(960)
	fen, _ = rules960.StartFEN(n)
	return fen, n
}

// Chess960Number is the number of the start position fen, or -1 when fen
// is not one of the 960 start positions (a later position, or not
// Chess960 at all).
func Chess960Number(fen string) int {
	f := strings.Fields(fen)
	if len(f) < 4 || len(f[2]) != 4 { // a start position has all four castling rights
		return -1
	}
	ranks := strings.Split(f[0], "/")
	if len(ranks) != 8 || ranks[1] != "pppppppp" || ranks[6] != "PPPPPPPP" || strings.ToUpper(ranks[0]) != ranks[7] {
		return -1
	}
	n, err := rules960.Number(ranks[7])
	if err != nil {
		return -1
	}
	return n
}

// startRecord is the record a new game with s starts from: a random
// Chess960 start position when s asks for Chess960 without a FEN.
func startRecord(s Settings) (*record, error) {
	fen := s.StartFEN
	if s.Chess960 && strings.TrimSpace(fen) == "" {
		fen, _ = RandomChess960Start()
	}
	return newRecordVariant(fen, s.Chess960)
}
