package posindex

import (
	"context"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"chessmaster/engine"
	"chessmaster/pgn"

	"github.com/notnil/chess"
)

// The reference: an independent replay of the same files with the
// notnil/chess library (its own board, SAN reader and writer), reading
// the games with the pgn package's tree reader instead of the index's
// main-line scanner. Search and Explore must give exactly its answers.

// refGame is one game as the reference replays it.
type refGame struct {
	number   int
	keys     []string // the position before each move, and the last
	sans     []string // the move played from keys[i], as notnil writes it
	result   string
	elo      [2]int // White, Black
	date     uint32
	complete bool // every main-line move replayed
}

// refKey is a position as FEN's first four fields, with the en-passant
// square only where a pawn of the side to move attacks it.
func refKey(pos *chess.Position) string {
	f := strings.Fields(pos.String())
	ep := pos.EnPassantSquare()
	f[3] = "-"
	if ep != chess.NoSquare {
		dir := -1 // the capturing pawn stands one rank behind the square
		pawn := chess.WhitePawn
		if pos.Turn() == chess.Black {
			dir, pawn = 1, chess.BlackPawn
		}
		r := int(ep.Rank()) + dir
		for _, df := range []int{-1, 1} {
			fl := int(ep.File()) + df
			if fl >= 0 && fl < 8 && pos.Board().Piece(chess.NewSquare(chess.File(fl), chess.Rank(r))) == pawn {
				f[3] = ep.String()
			}
		}
	}
	return strings.Join(f[:4], " ")
}

func refLoad(t *testing.T, path string) []refGame {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	fi, _ := f.Stat()
	entries, err := pgn.Index(f, fi.Size())
	if err != nil {
		t.Fatal(err)
	}
	var out []refGame
	for _, e := range entries {
		g, err := pgn.ReadGameAt(f, e)
		if err != nil {
			continue
		}
		if v := g.Tag("Variant"); v != "" && !standardVariant(v) {
			continue
		}
		opts := []func(*chess.Game){}
		if fen := g.Tag("FEN"); fen != "" && g.Tag("SetUp") != "0" {
			o, err := chess.FEN(fen)
			if err != nil {
				continue
			}
			opts = append(opts, o)
		}
		cg := chess.NewGame(opts...)
		rg := refGame{number: e.Number, result: g.Result, complete: true}
		pos := cg.Position()
		for _, n := range g.MainLine() {
			if n.Move == "--" || n.Move == "Z0" {
				// notnil has no null move: the position with the other
				// side to move and no en-passant square, from its FEN.
				// (The test files have none in check.)
				f := strings.Fields(pos.String())
				f[1] = map[string]string{"w": "b", "b": "w"}[f[1]]
				f[3] = "-"
				o, err := chess.FEN(strings.Join(f, " "))
				if err != nil {
					rg.complete = false
					break
				}
				rg.keys = append(rg.keys, refKey(pos))
				rg.sans = append(rg.sans, "--")
				pos = chess.NewGame(o).Position()
				continue
			}
			m, err := chess.AlgebraicNotation{}.Decode(pos, n.Move)
			if err != nil {
				rg.complete = false
				break
			}
			rg.keys = append(rg.keys, refKey(pos))
			rg.sans = append(rg.sans, chess.AlgebraicNotation{}.Encode(pos, m))
			pos = pos.Update(m)
		}
		rg.keys = append(rg.keys, refKey(pos))
		fmt.Sscan(g.Tag("WhiteElo"), &rg.elo[0])
		fmt.Sscan(g.Tag("BlackElo"), &rg.elo[1])
		rg.date = parseDate(g.Tag("Date"))
		if rg.date == 0 {
			rg.date = parseDate(g.Tag("UTCDate"))
		}
		out = append(out, rg)
	}
	return out
}

// refStat is one explorer line as the reference computes it.
type refStat struct {
	count, w, d, b, ratingSum, rated int
	last                             uint32
	games                            []int
}

// refPlaces maps each position to where it occurs: game (index into
// the reference's games) and ply, in game order.
type refPlace struct{ game, ply int }

func refIndex(games []refGame) map[string][]refPlace {
	out := map[string][]refPlace{}
	for gi, g := range games {
		for ply, k := range g.keys {
			out[k] = append(out[k], refPlace{gi, ply})
		}
	}
	return out
}

func refExplore(games []refGame, places map[string][]refPlace, key string) map[string]*refStat {
	type gameMove struct {
		game int
		san  string
	}
	out := map[string]*refStat{}
	seen := map[gameMove]bool{}
	side := 0
	if strings.Fields(key)[1] == "b" {
		side = 1
	}
	for _, pl := range places[key] {
		g, i := games[pl.game], pl.ply
		if i >= len(g.sans) || seen[gameMove{pl.game, g.sans[i]}] {
			continue // the game ends here, or this move was counted
		}
		seen[gameMove{pl.game, g.sans[i]}] = true
		s := out[g.sans[i]]
		if s == nil {
			s = &refStat{}
			out[g.sans[i]] = s
		}
		s.count++
		s.games = append(s.games, g.number)
		switch g.result {
		case "1-0":
			s.w++
		case "1/2-1/2":
			s.d++
		case "0-1":
			s.b++
		}
		if g.elo[side] > 0 {
			s.ratingSum += g.elo[side]
			s.rated++
		}
		s.last = max(s.last, g.date)
	}
	return out
}

// refSearch maps game number to the first ply at which one of keys occurs.
func refSearch(games []refGame, places map[string][]refPlace, keys ...string) map[int]int {
	out := map[int]int{}
	for _, k := range keys {
		for _, pl := range places[k] {
			n := games[pl.game].number
			if first, ok := out[n]; !ok || pl.ply < first {
				out[n] = pl.ply
			}
		}
	}
	return out
}

// refQueries picks the positions to compare: every position of the
// first plies of every game (the shared openings), and every 5th one
// deeper (positions of one game).
func refQueries(games []refGame, limit int) []string {
	seen := map[string]bool{}
	var out []string
	for _, g := range games {
		for ply, k := range g.keys {
			if (ply <= 10 || ply%5 == 0) && !seen[k] {
				seen[k] = true
				out = append(out, k)
			}
		}
	}
	if len(out) > limit {
		step := len(out) / limit
		var thin []string
		for i := 0; i < len(out); i += step {
			thin = append(thin, out[i])
		}
		out = thin
	}
	return out
}

// referenceFiles are compared by TestSearchAndExploreAgreeWithReference;
// $POSINDEX_REF_PGN adds another (a large real file, by hand).
var referenceFiles = []string{
	"testdata/lichess-2m.pgn",
	"testdata/kasparov-deep-blue-1997.pgn",
	"testdata/anastasian-lewis.pgn",
	"testdata/molinari-bordais-1979.pgn",
	"testdata/chessbase-empty-line.pgn",
	"testdata/utf8-bom.pgn",
	"testdata/edge-cases.pgn",
}

func TestSearchAndExploreAgreeWithReference(t *testing.T) {
	limit := 1500
	if testing.Short() {
		limit = 200
	}
	files := referenceFiles
	if f := os.Getenv("POSINDEX_REF_PGN"); f != "" {
		files = append(files, f)
	}
	for _, path := range files {
		t.Run(path, func(t *testing.T) {
			ref := refLoad(t, path)
			x, err := Open(context.Background(), path, Options{CacheDir: t.TempDir()})
			if err != nil {
				t.Fatal(err)
			}
			defer x.Close()
			// Games neither replays (unreadable, other variants) are left
			// out; a game with an illegal move counts up to it in both.
			loaded := map[int]bool{}
			for _, g := range ref {
				loaded[g.number] = true
			}
			excluded := map[int]bool{}
			incomplete := 0
			for n := 1; n <= x.Games(); n++ {
				info, _ := x.Game(n)
				if !loaded[n] {
					excluded[n] = true
					if info.Problem == "" {
						t.Errorf("game %d: the reference cannot read it, the index has no problem with it", n)
					}
				} else if info.Problem != "" && !strings.Contains(info.Problem, "is not legal") {
					t.Errorf("game %d: %s, but the reference replays it", n, info.Problem)
				}
			}
			complete := ref
			for _, g := range ref {
				if !g.complete {
					incomplete++
				}
			}
			if len(complete) == 0 {
				t.Fatal("the reference replayed no game")
			}
			places := refIndex(complete)
			queries := refQueries(complete, limit)
			for _, key := range queries {
				pos, err := engine.ParseFEN(key + " 0 1")
				if err != nil {
					t.Fatalf("%s: %v", key, err)
				}
				compareExplore(t, x, pos, key, complete, places, excluded)
				compareSearch(t, x, pos, key, complete, places, excluded, false)
			}
			for _, key := range queries[:min(len(queries), 100)] {
				pos, _ := engine.ParseFEN(key + " 0 1")
				compareSearch(t, x, pos, key, complete, places, excluded, true)
			}
			t.Logf("%d games, %d compared (%d up to an illegal move), %d positions", x.Games(), len(complete), incomplete, len(queries))
		})
	}
}

func compareExplore(t *testing.T, x *Index, pos *engine.Position, key string, ref []refGame, places map[string][]refPlace, excluded map[int]bool) {
	t.Helper()
	want := refExplore(ref, places, key)
	stats, err := Explore([]*Index{x}, pos)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]MoveStat{}
	for _, s := range stats {
		var games []GameRef
		for _, g := range s.Games {
			if !excluded[g.Number] {
				games = append(games, g)
			}
		}
		if len(games) != len(s.Games) {
			continue // a move with games the reference skipped: not comparable
		}
		got[s.SAN] = s
	}
	for san, w := range want {
		if hasExcluded(w.games, excluded) {
			continue
		}
		g, ok := got[san]
		if !ok {
			t.Errorf("%s: move %s (%d games) missing", key, san, w.count)
			continue
		}
		avg := 0
		if w.rated > 0 {
			avg = (w.ratingSum + w.rated/2) / w.rated
		}
		var nums []int
		for _, r := range g.Games {
			nums = append(nums, r.Number)
		}
		sort.Ints(w.games)
		if g.Count != w.count || g.WhiteWins != w.w || g.Draws != w.d || g.BlackWins != w.b ||
			g.AvgRating != avg || g.Rated != w.rated || g.LastDate != formatDate(w.last) || fmt.Sprint(nums) != fmt.Sprint(w.games) {
			t.Errorf("%s %s: got count %d %d/%d/%d rating %d (%d) last %q games %v; want %d %d/%d/%d rating %d (%d) last %q games %v",
				key, san, g.Count, g.WhiteWins, g.Draws, g.BlackWins, g.AvgRating, g.Rated, g.LastDate, nums,
				w.count, w.w, w.d, w.b, avg, w.rated, formatDate(w.last), w.games)
		}
	}
	for san := range got {
		if _, ok := want[san]; !ok {
			t.Errorf("%s: move %s not in the reference", key, san)
		}
	}
}

func hasExcluded(games []int, excluded map[int]bool) bool {
	for _, g := range games {
		if excluded[g] {
			return true
		}
	}
	return false
}

func compareSearch(t *testing.T, x *Index, pos *engine.Position, key string, ref []refGame, places map[string][]refPlace, excluded map[int]bool, anySide bool) {
	t.Helper()
	keys := []string{key}
	if anySide {
		f := strings.Fields(key)
		f[1] = map[string]string{"w": "b", "b": "w"}[f[1]]
		f[3] = "-"
		keys = append(keys, strings.Join(f, " "))
	}
	want := refSearch(ref, places, keys...)
	hits, err := Search([]*Index{x}, pos, anySide)
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]int{}
	for _, h := range hits {
		if !excluded[h.Number] {
			got[h.Number] = h.Ply
		}
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("search %s (any side %v):\n got %v\nwant %v", key, anySide, got, want)
	}
}
