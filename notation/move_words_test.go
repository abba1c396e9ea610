package notation

import (
	"strings"
	"testing"

	"chessmaster/master"
)

// TestMoveWords says every kind of move in both languages: a quiet move,
// a capture, check and checkmate, castling both ways and for Black,
// en passant, promotion and under-promotion (with a capture and a check),
// the square of a piece when another like it could go there too, and
// stalemate.
func TestMoveWords(t *testing.T) {
	cases := []struct {
		name, fen, move, en, de string
	}{
		{"pawn push", master.StandardFEN, "e2e4", "pawn to e4", "Bauer nach e4"},
		{"knight", master.StandardFEN, "g1f3", "knight to f3", "Springer nach f3"},
		{"typed in SAN", master.StandardFEN, "Nc3", "knight to c3", "Springer nach c3"},
		{"Black's pawn", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "e7e5", "pawn to e5", "Bauer nach e5"},
		{"capture with check", "8/3k4/8/4p3/8/5N2/8/4K3 w - - 0 1", "f3e5",
			"knight takes on e5, check", "Springer schlägt auf e5, Schach"},
		{"checkmate", "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", "h5f7",
			"queen takes on f7, checkmate", "Dame schlägt auf f7, Schachmatt"},
		{"castles kingside", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", "castles kingside", "kurze Rochade"},
		{"castles queenside", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1", "castles queenside", "lange Rochade"},
		{"Black castles", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "O-O", "castles kingside", "kurze Rochade"},
		{"castling with check", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", "castles kingside, check", "kurze Rochade, Schach"},
		{"en passant", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6",
			"pawn takes on d6 en passant", "Bauer schlägt auf d6 en passant"},
		{"Black en passant", "4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1", "e4d3",
			"pawn takes on d3 en passant", "Bauer schlägt auf d3 en passant"},
		{"promotion", "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8q",
			"pawn to e8, promotes to a queen", "Bauer nach e8, wird zur Dame"},
		{"under-promotion", "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8n",
			"pawn to e8, promotes to a knight", "Bauer nach e8, wird zum Springer"},
		{"rook promotion", "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8r",
			"pawn to e8, promotes to a rook", "Bauer nach e8, wird zum Turm"},
		{"bishop promotion", "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e8=B",
			"pawn to e8, promotes to a bishop", "Bauer nach e8, wird zum Läufer"},
		{"capture, promotion and check", "3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7d8q",
			"pawn takes on d8, promotes to a queen, check", "Bauer schlägt auf d8, wird zur Dame, Schach"},
		{"Black promotes", "4k3/8/8/8/8/8/3p4/K7 b - - 0 1", "d2d1q",
			"pawn to d1, promotes to a queen, check", "Bauer nach d1, wird zur Dame, Schach"},
		{"two knights", "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "b1d2", "knight from b1 to d2", "Springer von b1 nach d2"},
		{"two rooks on a rank", "4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "h1d1", "rook from h1 to d1", "Turm von h1 nach d1"},
		{"two rooks on a file", "4k3/8/8/R7/8/8/4K3/R7 w - - 0 1", "a5a3", "rook from a5 to a3", "Turm von a5 nach a3"},
		{"two pawns can take", "4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1", "c4d5",
			"pawn from c4 takes on d5", "Bauer von c4 schlägt auf d5"},
		{"one pawn can take", "4k3/8/8/3p4/2P5/8/8/4K3 w - - 0 1", "c4d5", "pawn takes on d5", "Bauer schlägt auf d5"},
		{"two pawns promote on one square", "1r2k3/P1P5/8/8/8/8/8/4K3 w - - 0 1", "c7b8q",
			"pawn from c7 takes on b8, promotes to a queen, check", "Bauer von c7 schlägt auf b8, wird zur Dame, Schach"},
		{"a pinned knight does not count", "4k3/8/8/8/8/8/8/1N1K1N1r w - - 0 1", "b1d2", "knight to d2", "Springer nach d2"},
		{"king takes", "4k3/8/8/8/8/8/4p3/4K3 w - - 0 1", "e1e2", "king takes on e2", "König schlägt auf e2"},
		{"bishop", "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", "c1g5", "bishop to g5", "Läufer nach g5"},
		{"stalemate", "k7/8/8/8/8/8/8/2Q1K3 w - - 0 1", "c1c7", "queen to c7, stalemate", "Dame nach c7, Patt"},
	}
	for _, c := range cases {
		for _, l := range []struct {
			lang Language
			want string
		}{{English, c.en}, {German, c.de}} {
			got, err := MoveWords(c.fen, c.move, l.lang)
			if err != nil || got != l.want {
				t.Errorf("%s (%s): MoveWords(%q, %q) = %q, %v; want %q", c.name, l.lang, c.fen, c.move, got, err, l.want)
			}
		}
	}
}

// A move that is not legal, or a position that is not one, is an error
// in words, never a guess.
func TestMoveWordsRefusesBadInput(t *testing.T) {
	for _, c := range []struct{ fen, move string }{
		{master.StandardFEN, "e2e5"},
		{master.StandardFEN, "Ke2"},
		{master.StandardFEN, "0000"},
		{master.StandardFEN, ""},
		{"not a fen", "e2e4"},
		{"4k3/8/8/8/8/8/8/8 w - - 0 1", "e1e2"},
	} {
		if got, err := MoveWords(c.fen, c.move, English); err == nil || got != "" {
			t.Errorf("MoveWords(%q, %q) = %q, %v; want an error", c.fen, c.move, got, err)
		} else if strings.TrimSpace(err.Error()) == "" {
			t.Errorf("MoveWords(%q, %q): empty error", c.fen, c.move)
		}
	}
}

// A language the program does not speak reads in English; LanguageOf
// reads locale names.
func TestLanguageOf(t *testing.T) {
	for code, want := range map[string]Language{"en": English, "de": German, "DE": German, "de_CH": German, "en-GB": English, " de ": German} {
		if got, ok := LanguageOf(code); !ok || got != want {
			t.Errorf("LanguageOf(%q) = %q, %v; want %q", code, got, ok, want)
		}
	}
	for _, code := range []string{"fr", "", "deutsch"} {
		if _, ok := LanguageOf(code); ok {
			t.Errorf("LanguageOf(%q) accepted", code)
		}
	}
	if got, _ := MoveWords(master.StandardFEN, "e2e4", Language("fr")); got != "pawn to e4" {
		t.Errorf("an unknown language: %q", got)
	}
}
