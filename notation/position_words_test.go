package notation

import (
	"testing"

	"chessmaster/master"
)

// TestPositionWords reads positions in both languages: the pieces by
// colour and kind (one piece or several), whose move it is and a check,
// the castling rights (all, some, none) and a possible en-passant capture.
func TestPositionWords(t *testing.T) {
	cases := []struct {
		name, fen, en, de string
	}{
		{"start", master.StandardFEN,
			"White: king on e1, queen on d1, rooks on a1 and h1, bishops on c1 and f1, knights on b1 and g1, " +
				"pawns on a2, b2, c2, d2, e2, f2, g2 and h2. " +
				"Black: king on e8, queen on d8, rooks on a8 and h8, bishops on c8 and f8, knights on b8 and g8, " +
				"pawns on a7, b7, c7, d7, e7, f7, g7 and h7. " +
				"White to move. Castling: White kingside and queenside, Black kingside and queenside.",
			"Weiß: König auf e1, Dame auf d1, Türme auf a1 und h1, Läufer auf c1 und f1, Springer auf b1 und g1, " +
				"Bauern auf a2, b2, c2, d2, e2, f2, g2 und h2. " +
				"Schwarz: König auf e8, Dame auf d8, Türme auf a8 und h8, Läufer auf c8 und f8, Springer auf b8 und g8, " +
				"Bauern auf a7, b7, c7, d7, e7, f7, g7 und h7. " +
				"Weiß am Zug. Rochade: Weiß kurz und lang, Schwarz kurz und lang."},
		{"endgame, Black in check, no castling", "3R2k1/5pp1/7p/8/8/8/5PPP/6K1 b - - 0 1",
			"White: king on g1, rook on d8, pawns on f2, g2 and h2. Black: king on g8, pawns on f7, g7 and h6. " +
				"Black to move, in check.",
			"Weiß: König auf g1, Turm auf d8, Bauern auf f2, g2 und h2. Schwarz: König auf g8, Bauern auf f7, g7 und h6. " +
				"Schwarz am Zug und steht im Schach."},
		{"a bare king and some castling", "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1",
			"White: king on e1, rook on h1. Black: king on e8, rook on a8. " +
				"White to move. Castling: White kingside, Black queenside.",
			"Weiß: König auf e1, Turm auf h1. Schwarz: König auf e8, Turm auf a8. " +
				"Weiß am Zug. Rochade: Weiß kurz, Schwarz lang."},
		{"en passant possible", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
			"White: king on e1, pawn on e5. Black: king on e8, pawn on d5. White to move. En passant possible on d6.",
			"Weiß: König auf e1, Bauer auf e5. Schwarz: König auf e8, Bauer auf d5. Weiß am Zug. Schlagen en passant auf d6 möglich."},
		{"a double step no pawn can take", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b - e3 0 1",
			"White: king on e1, queen on d1, rooks on a1 and h1, bishops on c1 and f1, knights on b1 and g1, " +
				"pawns on a2, b2, c2, d2, e4, f2, g2 and h2. " +
				"Black: king on e8, queen on d8, rooks on a8 and h8, bishops on c8 and f8, knights on b8 and g8, " +
				"pawns on a7, b7, c7, d7, e7, f7, g7 and h7. Black to move.",
			"Weiß: König auf e1, Dame auf d1, Türme auf a1 und h1, Läufer auf c1 und f1, Springer auf b1 und g1, " +
				"Bauern auf a2, b2, c2, d2, e4, f2, g2 und h2. " +
				"Schwarz: König auf e8, Dame auf d8, Türme auf a8 und h8, Läufer auf c8 und f8, Springer auf b8 und g8, " +
				"Bauern auf a7, b7, c7, d7, e7, f7, g7 und h7. Schwarz am Zug."},
		{"two queens, pieces read file by file", "k7/8/8/8/2Q5/8/8/1NQ1K3 w - - 0 1",
			"White: king on e1, queens on c1 and c4, knight on b1. Black: king on a8. White to move.",
			"Weiß: König auf e1, Damen auf c1 und c4, Springer auf b1. Schwarz: König auf a8. Weiß am Zug."},
	}
	for _, c := range cases {
		for _, l := range []struct {
			lang Language
			want string
		}{{English, c.en}, {German, c.de}} {
			got, err := PositionWords(c.fen, l.lang)
			if err != nil || got != l.want {
				t.Errorf("%s (%s):\n got %q, %v\nwant %q", c.name, l.lang, got, err, l.want)
			}
		}
	}
}

// Chess960's castling letters name the rook's file: on the king's right
// it is kingside.
func TestCastlingWordsReadsRookFiles(t *testing.T) {
	pos := board("rk4r1/8/8/8/8/8/8/1R3KR1 w GBg - 0 1")
	if got := castlingWords("GBg", pos, words(English)); got != "Castling: White kingside and queenside, Black kingside." {
		t.Errorf("Shredder letters: %q", got)
	}
	if got := castlingWords("-", pos, words(German)); got != "" {
		t.Errorf("no castling: %q", got)
	}
}

func TestPositionWordsRefusesBadFEN(t *testing.T) {
	for _, fen := range []string{"", "not a fen", "8/8/8/8/8/8/8/8 w - - 0 1", "4k3/8/8/8/8/8/8/4K3 x - - 0 1"} {
		if got, err := PositionWords(fen, English); err == nil || got != "" {
			t.Errorf("PositionWords(%q) = %q, %v; want an error", fen, got, err)
		}
	}
}
