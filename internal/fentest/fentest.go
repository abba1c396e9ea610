// Package fentest holds shared FEN test data: FENs that every entry point
// of the program must reject, and valid edge cases that every entry point
// must accept (among them material no game reaches, which lichess and
// Stockfish accept too). engine.ParseFEN is the one validator; feeding the same
// lists to the other entry points (command-line flags, the book and probe
// commands, PGN FEN tags, UCI "position fen") checks that they all use it.
//
// The package imports nothing of the program, so any package's tests,
// including the engine's, may use it.
package fentest

// Case is a malformed FEN, the field engine.ParseFEN blames (the value of
// engine.FENError.Field: "" for an empty FEN) and what is wrong with it.
type Case struct {
	FEN   string
	Field string
	Why   string
}

// Field names, equal to the engine's Field* constants.
const (
	count     = "fields"
	placement = "piece placement"
	side      = "side to move"
	castling  = "castling"
	enPassant = "en passant"
	halfmove  = "halfmove clock"
	fullmove  = "fullmove number"
	position  = "position"
)

// MalformedCases are FENs that must be rejected, with the reason.
var MalformedCases = []Case{
	// Field count.
	{"", "", "empty"},
	{"   ", "", "only spaces"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", count, "placement only"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq", count, "3 fields: en passant missing"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0", count, "5 fields: fullmove number missing"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra", count, "7 fields"},

	// Piece placement: syntax.
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", placement, "7 ranks"},
	{"rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", placement, "9 ranks"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/ w KQkq - 0 1", placement, "trailing '/' makes a 9th, empty rank"},
	{"rnbqkbnr/pppppppp//8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", placement, "an empty rank between two slashes"},
	{"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", placement, "digit 9"},
	{"rnbqkbnr/pppppppp/08/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", placement, "digit 0 (\"08\")"},
	{"rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", placement, "two digits in a row (\"44\" sums to 8 but is not FEN)"},
	{"rnbqkbnr/pppppppp/8/8/4P21/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", placement, "two digits in a row after a piece"},
	{"rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", placement, "rank 6 covers 7 squares"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1", placement, "rank 1 covers 9 squares"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN7 w KQkq - 0 1", placement, "a digit runs past the h-file"},
	{"rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", placement, "bad piece letter X"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ♔BNR w KQkq - 0 1", placement, "a figurine instead of a letter"},
	{"rnbqkbnr|pppppppp|8|8|8|8|PPPPPPPP|RNBQKBNR w KQkq - 0 1", placement, "ranks separated by '|'"},

	// Piece placement: no king, two kings, pawns on the back ranks.
	{"4k3/8/8/8/8/8/8/8 w - - 0 1", placement, "no white king"},
	{"8/8/8/8/8/8/8/4K3 w - - 0 1", placement, "no black king"},
	{"8/8/8/8/8/8/8/8 w - - 0 1", placement, "an empty board"},
	{"4k3/8/8/8/8/8/8/3KK3 w - - 0 1", placement, "two white kings"},
	{"3kk3/8/8/8/8/8/8/4K3 w - - 0 1", placement, "two black kings"},
	{"P3k3/8/8/8/8/8/8/4K3 w - - 0 1", placement, "white pawn on rank 8"},
	{"4k3/8/8/8/8/8/8/P3K3 w - - 0 1", placement, "white pawn on rank 1"},
	{"4k3/8/8/8/8/8/8/p3K3 w - - 0 1", placement, "black pawn on rank 1"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 0", count, "a seventh field after a valid FEN"},

	// Side to move.
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", side, "side x"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1", side, "upper-case W"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR white KQkq - 0 1", side, "side written as a word"},

	// Castling.
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1", castling, "bad castling letter x"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq - 0 1", castling, "K repeated"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqK - 0 1", castling, "five castling letters"},
	// Shredder-FEN and X-FEN (Chess960) letters are valid; these are not.
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w GAha - 0 1", castling, "file letter G but no white rook on g1"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HKkq - 0 1", castling, "H and K both name White's king-side right"},
	{"r3k2r/8/8/8/8/8/3K4/R6R w A - 0 1", castling, "castling right with the white king off its first rank"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w -- - 0 1", castling, "two dashes"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1", castling, "K right but no rook on h1"},
	{"r3k2r/8/8/8/8/8/8/R2K4 w K - 0 1", castling, "K right but no white rook on the king's side of d1"},
	{"r3k3/8/8/8/8/8/8/R3K2R w KQk - 0 1", castling, "k right but no black rook on h8"},

	// En passant.
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", enPassant, "e9 is not a square"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq E6 0 1", enPassant, "upper-case square"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1", enPassant, "rank 3 with white to move"},
	{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e6 0 1", enPassant, "rank 6 with black to move"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1", enPassant, "no black pawn on e5 that just moved two squares"},
	{"rnbqkb1r/ppp1pppp/3n4/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3", enPassant, "the en-passant square d6 is occupied"},
	{"rn1qkbnr/pppbpppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3", enPassant, "d7, where the pawn came from, is occupied"},

	// Halfmove clock.
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1", halfmove, "negative"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", halfmove, "not a number"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - +5 1", halfmove, "a sign"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 1.5 1", halfmove, "a fraction"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 007 1", halfmove, "leading zeros"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 1001 1", halfmove, "above the bound of 1000"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 2147483648 1", halfmove, "2^31, overflows int32"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 99999999999999999999 1", halfmove, "overflows int64"},

	// Fullmove number.
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", fullmove, "zero: the count starts at 1"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 -3", fullmove, "negative"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 one", fullmove, "a word"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 100001", fullmove, "above the bound of 100000"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 2147483647", fullmove, "int32 max: ply arithmetic would overflow"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 9223372036854775807", fullmove, "int64 max"},

	// Well-formed fields, impossible position.
	{"4k2R/8/8/8/8/8/8/4K3 w - - 0 1", position, "black, not to move, is in check"},
	{"8/8/8/3kK3/8/8/8/8 w - - 0 1", position, "the kings touch"},
	{"4k3/8/3N1N2/8/8/8/8/4R1K1 b - - 0 1", position, "black in check from three pieces"},
	{"4R3/8/8/4k3/8/8/8/4RK2 b - - 0 1", position, "double check by two rooks on one file through the king"},
	{"7Q/8/8/8/3k4/8/8/B3K3 b - - 0 1", position, "double check by two pieces on one diagonal through the king"},
	{"8/8/8/5k2/4P3/6N1/8/4K3 b - e3 0 1", position, "double check right after a double pawn push"},
	{"4k3/8/8/8/3P4/8/8/4RK2 b - d3 0 1", position, "a check that the double pawn push to d4 neither gave nor uncovered"},
	{"4k3/3P4/5N2/8/8/8/8/4K3 b - - 0 1", position, "double check by a knight and a pawn: neither can be uncovered"},
	{"4k3/8/3N1N2/8/8/8/8/4K1K1 b - - 0 1", placement, "two white kings (and two knights checking)"},
	{"4k3/8/3N1N2/8/8/8/8/6K1 b - - 0 1", position, "double check by two knights"},
}

// Malformed are the FENs of MalformedCases.
var Malformed = fens(MalformedCases)

// Valid are edge cases that must be accepted. Two of them (a checkmate and
// a stalemate) have no legal move: an entry point that plays from a FEN
// must report the game as over rather than fail.
var Valid = []string{
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	// EPD style: no move counters (0 1 assumed).
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
	// Extra spaces between and around fields.
	"  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w KQkq -  0  1 ",
	// Castling letters out of the usual order.
	"r3k2r/8/8/8/8/8/8/R3K2R b qkQK - 0 1",
	// An en-passant square no pawn can capture on (after 1.e4): kept out of FEN().
	"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
	// An en-passant capture that is possible, white to move.
	"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
	// An en-passant capture that is possible, black to move.
	"rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3",
	// The largest move counters accepted.
	"4k3/8/8/8/8/8/4P3/4K3 w - - 1000 100000",
	"4k3/8/8/8/8/8/4P3/4K3 b - - 1000 100000",
	// A halfmove clock larger than the plies the move number allows (a set-up position).
	"3B4/K7/8/k3N3/8/8/8/8 b - - 60 1",
	// Side to move in double check (knight and rook).
	"4k3/8/3N4/8/8/8/8/4R1K1 b - - 0 1",
	// Promoted pieces within the limit: 7 pawns and a second queen.
	"4k3/8/8/8/8/8/PPPPPPP1/QQ2K3 w - - 0 1",
	// Two bishops on light squares, one pawn short of 8.
	"4k3/8/8/8/8/8/PPPPPPP1/1B1BK3 w - - 0 1",
	// Full armies with all 16 pieces each.
	"r1bqkbnr/pppppppp/2n5/8/8/2N5/PPPPPPPP/R1BQKBNR w KQkq - 2 2",
	// Bare kings (insufficient material, but legal).
	"8/8/4k3/8/8/3K4/8/8 w - - 0 60",
	// Checkmated (no legal move).
	"7k/6Q1/6K1/8/8/8/8/8 b - - 0 1",
	// Stalemate (no legal move).
	"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
	// Double checks a move can give: a rook and a bishop, a knight and a
	// rook (the knight moved and uncovered the rook).
	"4k3/8/8/1B6/8/8/8/4RK2 b - - 0 1",
	"4k3/8/5N2/8/8/8/8/4RK2 b - - 0 1",
	// Check by the pawn that has just made a double step, and a check it
	// uncovered (the bishop's diagonal through d2).
	"8/8/8/5k2/4P3/8/8/4K3 b - e3 0 1",
	"8/8/7k/8/3P4/8/8/2B1K3 b - d3 0 1",
}

// Unreachable are valid FENs whose material no game can reach: playable
// and accepted everywhere (as lichess and Stockfish accept them), with a
// notice (engine.UnreachableMaterial) where a front end shows one.
var Unreachable = []string{
	// Nine queens and a pawn.
	"kn6/pp6/8/8/Q7/QQQQQQQQ/7P/4K3 w - - 0 1",
	// Ten knights and a pawn.
	"4k3/8/8/8/NNNNNNNN/8/7P/N1N1K3 b - - 0 1",
	// Nine pawns, nine black pawns.
	"4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1",
	"4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1",
	// 17 white pieces.
	"rnbqkbnr/pppppppp/8/8/8/3Q4/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	// A second queen with all 8 pawns still there.
	"4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1",
	// Two light-squared bishops with all 8 pawns.
	"4k3/8/8/8/8/8/PPPPPPPP/1B1BK3 w - - 0 1",
}

// UCIPlaysWithout are the malformed FENs whose only flaw is a castling
// right whose king or rook is not there, or an en-passant square (a
// square of the right rank) no double push made: such a right or square
// can never be used, so UCI "position fen" drops it with a note and plays
// on, as Stockfish does, while every other entry point still says what
// is wrong. A misspelt letter or square is refused everywhere.
var UCIPlaysWithout = map[string]bool{
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1":       true,
	"r3k2r/8/8/8/8/8/8/R2K4 w K - 0 1":                               true,
	"r3k3/8/8/8/8/8/8/R3K2R w KQk - 0 1":                             true,
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1":      true,
	"rnbqkb1r/ppp1pppp/3n4/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3": true,
	"rn1qkbnr/pppbpppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3":   true,
}

func fens(cases []Case) []string {
	out := make([]string, len(cases))
	for i, c := range cases {
		out[i] = c.FEN
	}
	return out
}
