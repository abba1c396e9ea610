package mistakes

import (
	"context"
	"slices"
	"testing"

	"chessmaster/engine"
	"chessmaster/review"
)

// The positions are from real games: the lichess bullet games of
// jishanshaikh4 (/work/shared/data/human; the game numbers are in that
// file). Stockfish 16 at depth 16 confirms each verdict in the comments.
func TestKindsOnRealPositions(t *testing.T) {
	for _, c := range []struct {
		name                string
		fen                 string
		played, best, reply string
		want                []Kind
	}{
		// Game 14, 13. Ng5?? Qxg5: the knight is lost for nothing
		// (+0.26 before, -4.38 after).
		{"knight left to the queen", "r2qk2r/pp3p1p/2nbb3/1B1pp3/8/2P2N2/PP3PPP/RN1Q1RK1 w kq - 2 13",
			"f3g5", "c3c4", "d8g5", []Kind{HungPiece}},
		// The same without the engine's reply (the game ended there):
		// every capture is looked at.
		{"knight left, no reply known", "r2qk2r/pp3p1p/2nbb3/1B1pp3/8/2P2N2/PP3PPP/RN1Q1RK1 w kq - 2 13",
			"f3g5", "c3c4", "", []Kind{HungPiece}},
		// An even trade in the same position: Bxc6+ bxc6 takes a knight
		// for a bishop; nothing is hung.
		{"an even trade", "r2qk2r/pp3p1p/2nbb3/1B1pp3/8/2P2N2/PP3PPP/RN1Q1RK1 w kq - 2 13",
			"b5c6", "c3c4", "b7c6", []Kind{Other}},
		// Game of the scan, 24... Qf1+?? Bxf1: the queen is given away
		// while Qxd4 won a knight (+4.17 for Black before, -4.93 after).
		{"queen given, knight not taken", "2r5/1p4bk/p1bpp1pn/6Bp/2PNP3/1P6/P2QBqPP/5R1K b - - 3 24",
			"f2f1", "f2d4", "e2f1", []Kind{HungPiece, MissedCapture}},
		// 21... f4? while Qxb6 won White's queen (+6.01 for Black with
		// it, +0.32 for White after f4). After f4 the queens face each
		// other and Black's is defended: nothing hangs.
		{"the queen not taken", "1r3r2/1b1p2kp/pQ3q2/4bpp1/4p3/P1P1P1P1/1P2NPBP/R4RK1 b - - 0 21",
			"f5f4", "f6b6", "b6f6", []Kind{MissedCapture}},
		// An engine's move that captures only to trade is no missed
		// capture.
		{"a trade not taken", "r2qk2r/pp3p1p/2nbb3/1B1pp3/8/2P2N2/PP3PPP/RN1Q1RK1 w kq - 2 13",
			"c3c4", "b5c6", "", []Kind{Other}},
	} {
		pos, err := engine.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := pos.ParseMove(c.played)
		if err != nil {
			t.Fatal(err)
		}
		if got := kindsOf(pos, m, c.best, c.reply, review.NoMateRule); !slices.Equal(got, c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// The mate kinds come from the review's own judgement of real moves,
// searched by the engine.
func TestMateKindsOnRealPositions(t *testing.T) {
	for _, c := range []struct {
		name, fen, played string
		want              Kind
	}{
		// Game 19, 21... Rg4? while Qg2# (or Qh3#) mated.
		{"mate in one missed", "r3k1r1/p7/2R1p3/3p1p1p/3Pp3/4P1q1/PP1N4/3Q1R1K b q - 1 21", "g8g4", MissedMate},
		// Game 29, 38. Kg5?? Qe5#: lost anyway, but now mated at once.
		{"mate in one allowed", "6k1/1p3ppp/p2q4/3p4/5KPP/8/8/8 w - - 2 38", "f4g5", AllowedMate},
	} {
		rep, err := review.Analyse(context.Background(), c.fen, []string{c.played}, review.Options{Nodes: 20000})
		if err != nil {
			t.Fatal(err)
		}
		m := rep.Moves[0]
		j := review.Judge(m.Before, m.After, m.White, m.UCI == m.Best, review.EngineScale)
		pos, _ := engine.ParseFEN(c.fen)
		mv, _ := pos.ParseMove(c.played)
		if got := kindsOf(pos, mv, m.Best, "", j.Mate); !slices.Contains(got, c.want) {
			t.Errorf("%s: %v (before %v, after %v), want %v", c.name, got, m.Before, m.After, c.want)
		}
	}
}

func TestPhases(t *testing.T) {
	for _, c := range []struct {
		fen  string
		want Phase
	}{
		{engine.StartFEN, Opening},
		// 12 pieces: the opening up to move 12, the middlegame after.
		{"r2qk2r/pp3p1p/2nbb3/1B1pp3/8/2P2N2/PP3PPP/RN1Q1RK1 w kq - 2 12", Opening},
		{"r2qk2r/pp3p1p/2nbb3/1B1pp3/8/2P2N2/PP3PPP/RN1Q1RK1 w kq - 2 13", Middlegame},
		// Move 21, 13 pieces: the middlegame.
		{"1r3r2/1b1p2kp/pQ3q2/4bpp1/4p3/P1P1P1P1/1P2NPBP/R4RK1 b - - 0 21", Middlegame},
		// Move 8 after queens, rooks... traded down to 10 pieces: the
		// middlegame has begun.
		{"r1b1kb1r/pppp1ppp/2n5/8/8/2N5/PPPP1PPP/R1B1KB1R w KQkq - 0 8", Middlegame},
		// A queen against a bare king: the endgame.
		{"6k1/1p3ppp/p2q4/3p4/5KPP/8/8/8 w - - 2 38", Endgame},
		// Six pieces: still the endgame, on move 5 too.
		{"r1b1k3/pppp1ppp/2n5/8/8/2N5/PPPP1PPP/R1B1K3 w - - 0 5", Endgame},
	} {
		pos, err := engine.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := PhaseOf(pos); got != c.want {
			t.Errorf("%s: %v, want %v", c.fen, got, c.want)
		}
	}
}

func TestPeriod(t *testing.T) {
	for date, want := range map[string]string{
		"2021.07.23": "2021.07", "2021.??.??": "2021", "????.??.??": NoDate, "": NoDate,
		" 2022.04.13 ": "2022.04", "2021.00.00": "2021", "21.07.23": NoDate,
	} {
		if got := Period(date); got != want {
			t.Errorf("Period(%q) = %q, want %q", date, got, want)
		}
	}
}
