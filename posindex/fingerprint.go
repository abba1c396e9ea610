package posindex

import "chessmaster/engine"

// fingerprint changes when the engine's Zobrist keys or the move order
// of the postings would: an index written with other keys is rebuilt,
// not misread. It hashes the keys and the ordered legal moves of a few
// positions (castling rights, an en-passant square, a promotion).
var fingerprint = func() uint64 {
	h := uint64(formatVersion)
	for _, fen := range []string{
		startFEN,
		"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
		"r3k2r/pPpp1ppp/8/8/8/8/P1PPPPPP/R3K2R b Kq - 0 1",
	} {
		p, err := engine.ParseFEN(fen)
		if err != nil {
			panic(err)
		}
		h = h*0x9E3779B97F4A7C15 ^ p.Key()
		for _, m := range legalInOrder(p) {
			h = h*31 + uint64(moveCode(m))
		}
	}
	return h
}()
