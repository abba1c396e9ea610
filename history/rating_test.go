package history

import (
	"math"
	"testing"
)

// humanGames makes n games of a person (White when asWhite) against a
// computer level rated elo, with the given result for the person.
func humanGames(n, level, elo int, result string, asWhite bool) []HistoryGame {
	var out []HistoryGame
	for range n {
		g := HistoryGame{Result: result, WhiteKind: "human", BlackKind: "computer", BlackLevel: level, BlackElo: elo}
		if !asWhite {
			g = HistoryGame{WhiteKind: "computer", WhiteLevel: level, WhiteElo: elo, BlackKind: "human"}
			switch result { // the person's result, seen from White
			case "1-0":
				g.Result = "0-1"
			case "0-1":
				g.Result = "1-0"
			default:
				g.Result = result
			}
		}
		out = append(out, g)
	}
	return out
}

// Half the points against one level is that level's rating; more points
// is more, and the interval narrows with games.
func TestHumanRatingFollowsTheScore(t *testing.T) {
	even := &History{Games: append(humanGames(10, 4, 1220, "1-0", true), humanGames(10, 4, 1220, "0-1", false)...)}
	r, ok := even.HumanRating()
	if !ok || r.Elo != 1220 || r.Games != 20 || r.Wins != 10 || r.Losses != 10 {
		t.Fatalf("10 wins and 10 losses against 1220: %+v %v", r, ok)
	}
	if r.Low >= 1220 || r.High <= 1220 || r.High-1220 != 1220-r.Low {
		t.Errorf("interval %d .. %d", r.Low, r.High)
	}
	// 75% against 1220: the Elo model says about +191 with no prior; the
	// prior pulls it a little toward 1220.
	better := &History{Games: append(humanGames(15, 4, 1220, "1-0", true), humanGames(5, 4, 1220, "0-1", true)...)}
	b, _ := better.HumanRating()
	if b.Elo <= 1300 || b.Elo > 1220+191 {
		t.Errorf("75%% against 1220 gave %d", b.Elo)
	}
	// Draws count half.
	draws := &History{Games: humanGames(6, 4, 1220, "1/2-1/2", false)}
	if d, _ := draws.HumanRating(); d.Elo != 1220 || d.Draws != 6 {
		t.Errorf("draws: %+v", d)
	}
	// More games of the same score: a narrower interval.
	more := &History{Games: append(humanGames(40, 4, 1220, "1-0", true), humanGames(40, 4, 1220, "0-1", false)...)}
	m, _ := more.HumanRating()
	if m.High-m.Low >= r.High-r.Low {
		t.Errorf("80 games: %d .. %d, 20 games: %d .. %d", m.Low, m.High, r.Low, r.High)
	}
}

// A single result gives a finite figure on the right side of the
// opponent, and all wins never run away.
func TestHumanRatingWithOneSidedResults(t *testing.T) {
	win, _ := (&History{Games: humanGames(1, 5, 1380, "1-0", true)}).HumanRating()
	loss, _ := (&History{Games: humanGames(1, 5, 1380, "0-1", true)}).HumanRating()
	if win.Elo <= 1380 || loss.Elo >= 1380 || win.Elo-1380 != 1380-loss.Elo {
		t.Errorf("one win %d, one loss %d against 1380", win.Elo, loss.Elo)
	}
	all, _ := (&History{Games: humanGames(30, 7, 1700, "1-0", true)}).HumanRating()
	if all.Elo <= win.Elo || all.Elo > 1700+3*PriorSD || math.IsNaN(float64(all.Elo)) {
		t.Errorf("30 wins against 1700: %d", all.Elo)
	}
}

// Against several levels the estimate lies between them, and the record
// is kept per level, strongest first.
func TestHumanRatingAgainstSeveralLevels(t *testing.T) {
	var games []HistoryGame
	games = append(games, humanGames(8, 2, 1000, "1-0", true)...)
	games = append(games, humanGames(2, 2, 1000, "0-1", true)...)
	games = append(games, humanGames(2, 6, 1510, "1-0", false)...)
	games = append(games, humanGames(8, 6, 1510, "0-1", false)...)
	r, _ := (&History{Games: games}).HumanRating()
	if r.Elo <= 1000 || r.Elo >= 1510 {
		t.Errorf("80%% against 1000 and 20%% against 1510: %d", r.Elo)
	}
	if len(r.Opponents) != 2 || r.Opponents[0].Level != 6 || r.Opponents[0].Wins != 2 || r.Opponents[0].Losses != 8 ||
		r.Opponents[1].Level != 2 || r.Opponents[1].Wins != 8 {
		t.Errorf("records: %+v", r.Opponents)
	}
}

// Games that say nothing of the person's strength are left out, and only
// the last RatedGames count.
func TestHumanRatingSkipsUnratedGames(t *testing.T) {
	h := &History{Games: []HistoryGame{
		{Result: "1-0", White: "Human", Black: "ChessMaster level 3"}, // before the players were kept
		{Result: "1-0", WhiteKind: "human", BlackKind: "human"},
		{Result: "1-0", WhiteKind: "human", BlackKind: "uci"},
		{Result: "1-0", WhiteKind: "human", BlackKind: "random"},
		{Result: "*", WhiteKind: "human", BlackKind: "computer", BlackLevel: 3, BlackElo: 1100},
		{Result: "1-0", WhiteKind: "computer", BlackKind: "computer", WhiteElo: 900, BlackElo: 1100},
		{Result: "1-0", WhiteKind: "human", BlackKind: "computer", BlackLevel: 3, BlackElo: 1100, Casual: true}, // moves taken back
	}}
	if r, ok := h.HumanRating(); ok {
		t.Fatalf("no rated game, yet %+v", r)
	}
	h.Games = append(humanGames(RatedGames, 4, 1220, "0-1", true), humanGames(RatedGames, 4, 1220, "1-0", true)...)
	r, _ := h.HumanRating()
	if r.Games != RatedGames || r.Wins != RatedGames || r.Elo <= 1220 {
		t.Errorf("only the last %d games (all wins) should count: %+v", RatedGames, r)
	}
}

// The kinds and levels survive the file.
func TestHistoryKeepsThePlayers(t *testing.T) {
	dir := t.TempDir()
	g := humanGames(1, 5, 1380, "1-0", false)[0]
	g.Moves = []string{"e2e4"}
	if err := Append(dir, g); err != nil {
		t.Fatal(err)
	}
	h, err := Load(dir)
	if err != nil || len(h.Games) != 1 {
		t.Fatal(err)
	}
	if got := h.Games[0]; got.WhiteKind != "computer" || got.WhiteLevel != 5 || got.WhiteElo != 1380 || got.BlackKind != "human" {
		t.Errorf("read back %+v", got)
	}
}
