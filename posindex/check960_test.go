package posindex

import (
	"strings"
	"testing"

	"chessmaster/pgn"
)

// A Chess960 game is checked with Chess960 castling: castling on both
// sides from a king on b1 (king takes rook, a1), and "O-O" in a game of
// number 518 written without a FEN tag. Other variants stay refused.
func TestCheckChess960Games(t *testing.T) {
	text := `[Variant "Chess960"]
[SetUp "1"]
[FEN "rkbnnbqr/pppppppp/8/8/8/8/PPPPPPPP/RKBNNBQR w KQkq - 0 1"]

1. d3 d6 2. Bd2 Bd7 3. Nc3 Nc6 4. 0-0-0 O-O-O *

[Variant "Fischerandom"]

1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. O-O O-O *

[Variant "Atomic"]

1. e4 e5 *
`
	games, err := pgn.Read(strings.NewReader(text))
	if err != nil || len(games) != 3 {
		t.Fatalf("read: %v, %d games", err, len(games))
	}
	for i, want := range [][]string{
		{"d3", "d6", "Bd2", "Bd7", "Nc3", "Nc6", "O-O-O", "O-O-O"},
		{"e4", "e5", "Nf3", "Nf6", "Bc4", "Bc5", "O-O", "O-O"},
	} {
		if err := CheckGame(games[i]); err != nil {
			t.Fatalf("game %d: %v", i+1, err)
		}
		var got []string
		for _, n := range games[i].MainLine() {
			got = append(got, n.Move)
		}
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("game %d: %v, want %v", i+1, got, want)
		}
	}
	if err := CheckGame(games[2]); err == nil || !strings.Contains(err.Error(), "Atomic is not standard chess") {
		t.Errorf("an Atomic game: %v", err)
	}
}
