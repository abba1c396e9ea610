package humandata

import (
	"testing"
	"time"

	"chessmaster/pgn"
)

func TestHeldOutIsAFixedTenth(t *testing.T) {
	held := 0
	const n = 20000
	for i := 1; i <= n; i++ {
		if HeldOut(i) != HeldOut(i) {
			t.Fatalf("game %d: the split is not a function of the game", i)
		}
		if HeldOut(i) {
			held++
		}
	}
	if share := float64(held) / n; share < 0.09 || share > 0.11 {
		t.Fatalf("%.3f of the games held out, want about %d%%", share, HeldOutPercent)
	}
}

func TestUsableTakesStandardRatedGamesOnly(t *testing.T) {
	rated := pgn.Tags{{Key: "WhiteElo", Value: "1500"}, {Key: "BlackElo", Value: "1600"}}
	cases := []struct {
		name string
		tags pgn.Tags
		want bool
	}{
		{"standard", rated, true},
		{"standard named", append(pgn.Tags{{Key: "Variant", Value: "Standard"}}, rated...), true},
		{"chess960", append(pgn.Tags{{Key: "Variant", Value: "Chess960"}}, rated...), false},
		{"atomic", append(pgn.Tags{{Key: "Variant", Value: "Atomic"}}, rated...), false},
		{"from position", append(pgn.Tags{{Key: "FEN", Value: "8/8/8/8/8/8/8/K6k w - - 0 1"}, {Key: "SetUp", Value: "1"}}, rated...), false},
		{"unrated", pgn.Tags{{Key: "WhiteElo", Value: "?"}, {Key: "BlackElo", Value: "1600"}}, false},
	}
	for _, c := range cases {
		if got := Usable(pgn.Entry{Tags: c.tags}); got != c.want {
			t.Errorf("%s: Usable = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestPositionsAreThePliesOfTheMeasurement(t *testing.T) {
	moves := []string{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3", "d6", "c3", "O-O"}
	g := &Game{WhiteElo: 1300, BlackElo: 1700, Moves: moves, Clocks: make([]time.Duration, len(moves))}
	var plies []int
	g.Positions(func(p *Position) {
		want := 1300
		if p.Ply%2 == 1 {
			want = 1700
		}
		if p.Rating != want {
			t.Fatalf("ply %d: rating %d, want the mover's %d", p.Ply, p.Rating, want)
		}
		if p.Pos.LastMove().String() == "0000" {
			t.Fatalf("ply %d: the position does not know the last move", p.Ply)
		}
		plies = append(plies, p.Ply)
	})
	if len(plies) != len(moves)-MinPly || plies[0] != MinPly {
		t.Fatalf("plies %v, want %d..%d", plies, MinPly, len(moves)-1)
	}
}

func TestPositionsInKeepsItsBounds(t *testing.T) {
	moves := []string{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6"}
	g := &Game{WhiteElo: 1300, BlackElo: 1700, Moves: moves, Clocks: make([]time.Duration, len(moves))}
	var plies []int
	g.PositionsIn(2, 5, func(p *Position) {
		if p.Pos.Ply() != p.Ply {
			t.Fatalf("ply %d: the board has %d moves behind it", p.Ply, p.Pos.Ply())
		}
		plies = append(plies, p.Ply)
	})
	if len(plies) != 4 || plies[0] != 2 || plies[3] != 5 {
		t.Fatalf("plies %v, want 2..5", plies)
	}
}
