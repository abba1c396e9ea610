package posindex

import (
	"fmt"
	"os"
	"sort"
	"strings"

	"chessmaster/engine"
	"chessmaster/pgn"
)

// GameRef names one game of one of the indexes a query ran over.
type GameRef struct {
	File   int // index into the query's indexes
	Number int // 1-based game number in that file
}

// MoveStat is one move played from a position, over the games of the
// files queried.
type MoveStat struct {
	Move  engine.Move // engine.NullMove for a null move ("--")
	SAN   string
	UCI   string    // the move in UCI ("e2e4"); "" for a null move
	Games []GameRef // the games in which it was played, in file order
	// Results of those games; games without a result ("*") count in
	// Count only.
	Count, WhiteWins, Draws, BlackWins int
	// AvgRating is the average rating of the player who made the move
	// (the side to move), over the Rated games that give it; 0 when none.
	AvgRating, Rated int
	LastDate         string // the latest date of those games, PGN form ("" unknown)
}

// Percent returns the share of White wins, draws and Black wins in
// percent of Count.
func (s MoveStat) Percent() (white, draw, black float64) {
	if s.Count == 0 {
		return 0, 0, 0
	}
	n := float64(s.Count)
	return 100 * float64(s.WhiteWins) / n, 100 * float64(s.Draws) / n, 100 * float64(s.BlackWins) / n
}

// Explore lists the moves played from pos in the games of idxs, most
// played first. A game counts once for each move played from the
// position in it (a position reached twice with two different moves next
// counts for both).
func Explore(idxs []*Index, pos *engine.Position) ([]MoveStat, error) {
	legal := legalInOrder(pos)
	type acc struct {
		stat      MoveStat
		ratingSum int
		lastDate  uint32
	}
	byMove := map[uint8]*acc{}
	for fi, x := range idxs {
		ps, err := x.lookup(pos.Key())
		if err != nil {
			return nil, fmt.Errorf("%s: %w", x.Source, err)
		}
		for _, p := range ps {
			if p.move == noMove || p.move != nullMove && int(p.move) >= len(legal) {
				continue // the game ends here; or another position sharing the stored hash bits
			}
			a := byMove[p.move]
			if a == nil {
				a = &acc{stat: MoveStat{Move: engine.NullMove, SAN: "--"}}
				if p.move != nullMove {
					a.stat.Move = legal[p.move]
				}
				byMove[p.move] = a
			}
			g := &x.games[p.game]
			s := &a.stat
			s.Games = append(s.Games, GameRef{File: fi, Number: int(p.game) + 1})
			s.Count++
			switch g.result {
			case resultWhite:
				s.WhiteWins++
			case resultDraw:
				s.Draws++
			case resultBlack:
				s.BlackWins++
			}
			elo := g.whiteElo
			if pos.SideToMove() == engine.Black {
				elo = g.blackElo
			}
			if elo > 0 {
				a.ratingSum += int(elo)
				s.Rated++
			}
			a.lastDate = max(a.lastDate, g.date)
		}
	}
	out := make([]MoveStat, 0, len(byMove))
	var l engine.MoveList
	pos.GenerateLegal(&l)
	for _, a := range byMove {
		s := a.stat
		if s.Move != engine.NullMove {
			s.SAN = sanWith(pos, s.Move, l.Slice())
			s.UCI = s.Move.String()
		}
		if s.Rated > 0 {
			s.AvgRating = (a.ratingSum + s.Rated/2) / s.Rated
		}
		s.LastDate = formatDate(a.lastDate)
		sort.Slice(s.Games, func(i, j int) bool {
			if s.Games[i].File != s.Games[j].File {
				return s.Games[i].File < s.Games[j].File
			}
			return s.Games[i].Number < s.Games[j].Number
		})
		out = append(out, s)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Count != out[j].Count {
			return out[i].Count > out[j].Count
		}
		return out[i].SAN < out[j].SAN
	})
	return out, nil
}

// Hit is a game that reaches the position searched for.
type Hit struct {
	GameRef
	Ply  int // moves played before the position first occurs (0: the start)
	Game GameInfo
}

// Search finds the games of idxs that reach pos: the same placement,
// side to move, castling rights and en-passant square (one where a
// capture is possible; as in a FEN's first four fields, with a useless
// en-passant square ignored). anySide finds the placement with the other
// side to move too (castling rights as in pos). Each game is replayed to
// its first occurrence of the position, so a game is never listed by a
// chance match of hash bits. Hits are in file and game order.
func Search(idxs []*Index, pos *engine.Position, anySide bool) ([]Hit, error) {
	targets := []uint64{pos.Key()}
	if anySide {
		if other, ok := otherSide(pos); ok {
			targets = append(targets, other.Key())
		}
	}
	var hits []Hit
	for fi, x := range idxs {
		seen := map[uint32]bool{}
		var games []uint32
		for _, k := range targets {
			ps, err := x.lookup(k)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", x.Source, err)
			}
			for _, p := range ps {
				if !seen[p.game] {
					seen[p.game] = true
					games = append(games, p.game)
				}
			}
		}
		sort.Slice(games, func(i, j int) bool { return games[i] < games[j] })
		found, err := x.firstPlies(games, targets)
		if err != nil {
			return nil, err
		}
		for i, g := range games {
			if found[i] < 0 {
				continue
			}
			info, _ := x.Game(int(g) + 1)
			hits = append(hits, Hit{GameRef: GameRef{File: fi, Number: int(g) + 1}, Ply: found[i], Game: info})
		}
	}
	return hits, nil
}

// otherSide is pos with the other side to move and no en-passant square;
// false when that is not a legal position (the side that just moved
// would be in check).
func otherSide(pos *engine.Position) (*engine.Position, bool) {
	f := strings.Fields(pos.FEN())
	if f[1] == "w" {
		f[1] = "b"
	} else {
		f[1] = "w"
	}
	f[3] = "-"
	p, err := engine.ParseFEN(strings.Join(f, " "))
	return p, err == nil
}

// firstPlies replays each of games (0-based, ascending) from the PGN file
// and returns the ply at which one of targets first occurs, or -1.
func (x *Index) firstPlies(games []uint32, targets []uint64) ([]int, error) {
	out := make([]int, len(games))
	if len(games) == 0 {
		return out, nil
	}
	f, err := os.Open(x.Source)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := newReplayer()
	wr := pgn.NewWindowReader(f, x.h.src.size)
	var text []byte
	for i, g := range games {
		out[i] = -1
		rec := x.games[g]
		text = append(text[:0], make([]byte, rec.length)...)
		if n, _ := wr.ReadAt(text, rec.offset); n != len(text) {
			continue
		}
		var tags pgnTags
		tags.read(text)
		p, err := r.startPosition(&tags)
		if err != nil {
			continue
		}
		r.sans, _ = mainLine(text, r.sans[:0])
		ply := 0
		r.replay(p, r.sans, func(key uint64, _ int) bool {
			for _, t := range targets {
				if key == t {
					out[i] = ply
					return false
				}
			}
			ply++
			return true
		})
	}
	return out, nil
}
