package history

import (
	"math"
	"sort"
)

// The rating estimate: how strong the person playing ChessMaster is, from
// their finished games against the built-in computer, whose levels have
// an Elo measured against Stockfish (engine.LevelInfo.Elo). It is the
// rating that makes those results most likely under the Elo model
// (expected score 1 / (1 + 10^((opponent - you) / 400))), pulled a little
// toward the mean of the opponents' ratings (a normal prior with a
// standard deviation of PriorSD), so that a first win or a first loss
// gives a finite figure. Only the last RatedGames games count: players
// improve.

// RatedGames is how many of the most recent rated games the estimate uses.
const RatedGames = 100

// PriorSD is the standard deviation, in Elo, of the prior around the mean
// of the opponents' ratings.
const PriorSD = 350

// Rating is the estimate and the games behind it.
type Rating struct {
	// Elo is the estimate; Low and High bound its 95% interval.
	Elo, Low, High int
	// Games counts the rated games used, Wins, Draws and Losses the
	// person's results in them.
	Games, Wins, Draws, Losses int
	// Opponents is the person's record against each opponent (a level at
	// its Elo then), strongest first.
	Opponents []OpponentRecord
}

// OpponentRecord is the person's record against one opponent.
type OpponentRecord struct {
	Level, Elo          int
	Wins, Draws, Losses int
}

// ratedGame is one game of a person against a rated computer.
type ratedGame struct {
	opponent, level int
	score           float64 // the person's: 1, 1/2 or 0
}

// HumanRating estimates the rating of the person who played the games of
// the history against the built-in computer at a measured level; ok is
// false when there is no such game. Games between two people, against
// programs without a measured Elo, unfinished games, casual games (moves
// taken back, players changed) and games recorded before the players
// were kept are left out.
func (h *History) HumanRating() (r Rating, ok bool) {
	var games []ratedGame
	for _, g := range h.Games {
		if rg, ok := rated(g); ok {
			games = append(games, rg)
		}
	}
	if len(games) == 0 {
		return Rating{}, false
	}
	if len(games) > RatedGames {
		games = games[len(games)-RatedGames:]
	}
	return estimate(games), true
}

// rated reads g as a person's game against a rated computer.
func rated(g HistoryGame) (ratedGame, bool) {
	if g.Casual {
		return ratedGame{}, false
	}
	var score float64
	switch g.Result {
	case "1-0":
		score = 1
	case "0-1":
		score = 0
	case "1/2-1/2":
		score = 0.5
	default:
		return ratedGame{}, false
	}
	switch {
	case g.WhiteKind == "human" && g.BlackKind == "computer" && g.BlackElo > 0:
		return ratedGame{opponent: g.BlackElo, level: g.BlackLevel, score: score}, true
	case g.BlackKind == "human" && g.WhiteKind == "computer" && g.WhiteElo > 0:
		return ratedGame{opponent: g.WhiteElo, level: g.WhiteLevel, score: 1 - score}, true
	}
	return ratedGame{}, false
}

// expected is the Elo model's expected score of r against opponent.
func expected(r, opponent float64) float64 {
	return 1 / (1 + math.Pow(10, (opponent-r)/400))
}

// estimate finds the most likely rating by Newton's method on the log
// posterior, and its interval from the posterior's curvature there.
func estimate(games []ratedGame) Rating {
	var out Rating
	mean := 0.0
	byOpp := map[[2]int]*OpponentRecord{}
	for _, g := range games {
		mean += float64(g.opponent)
		rec := byOpp[[2]int{g.level, g.opponent}]
		if rec == nil {
			rec = &OpponentRecord{Level: g.level, Elo: g.opponent}
			byOpp[[2]int{g.level, g.opponent}] = rec
		}
		switch g.score {
		case 1:
			out.Wins++
			rec.Wins++
		case 0:
			out.Losses++
			rec.Losses++
		default:
			out.Draws++
			rec.Draws++
		}
	}
	mean /= float64(len(games))
	out.Games = len(games)
	const k = math.Ln10 / 400 // d expected / d r = k·E·(1−E)
	prior := 1 / float64(PriorSD*PriorSD)
	r, info := mean, prior
	for range 50 {
		grad, hess := -(r-mean)*prior, prior
		for _, g := range games {
			e := expected(r, float64(g.opponent))
			grad += k * (g.score - e)
			hess += k * k * e * (1 - e)
		}
		step := grad / hess
		step = max(-400, min(400, step)) // far from the optimum, go steadily
		r += step
		info = hess
		if math.Abs(step) < 0.01 {
			break
		}
	}
	half := 1.96 / math.Sqrt(info)
	out.Elo = int(math.Round(r))
	out.Low, out.High = int(math.Round(r-half)), int(math.Round(r+half))
	for _, rec := range byOpp {
		out.Opponents = append(out.Opponents, *rec)
	}
	sort.Slice(out.Opponents, func(i, j int) bool {
		a, b := out.Opponents[i], out.Opponents[j]
		if a.Elo != b.Elo {
			return a.Elo > b.Elo
		}
		return a.Level > b.Level
	})
	return out
}
