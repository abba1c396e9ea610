package pgn

import "strings"

// VariantChess960 is the Variant tag value of a Chess960 game, as lichess
// and most programs write it.
const VariantChess960 = "Chess960"

// IsChess960Variant reports whether a Variant tag value names Chess960:
// "Chess960", "chess 960", "Fischerandom" (ChessBase), "Fischer Random",
// "960", in any case.
func IsChess960Variant(v string) bool {
	v = strings.ToLower(strings.NewReplacer(" ", "", "-", "", "_", "").Replace(v))
	switch v {
	case "chess960", "960", "fischerandom", "fischerrandom", "fischerrandomchess", "frc":
		return true
	}
	return false
}

// Chess960 reports whether the game's Variant tag names Chess960.
func (g *Game) Chess960() bool { return IsChess960Variant(g.Tag("Variant")) }

// SetChess960Start marks g as a Chess960 game starting from fen: the tags
// Variant "Chess960", SetUp "1" and FEN, which Write always writes for
// such a game (also for start position 518, the standard one).
func (g *Game) SetChess960Start(fen string) {
	g.SetTag("Variant", VariantChess960)
	g.SetTag("SetUp", "1")
	g.SetTag("FEN", fen)
}
