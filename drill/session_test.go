package drill

import (
	"errors"
	"math/rand"
	"slices"
	"strconv"
	"strings"
	"testing"

	"chessmaster/tablebase"
)

// The defence is legal and table-perfect: at every reply, in every
// drill, no legal move is better for the defender than the one played,
// judged by probing the position after each move (not by ProbeRoot, which
// the session uses). The user plays a mix of best and merely winning
// moves, so the defence is tested off the best line too.
func TestDefenceTablePerfect(t *testing.T) {
	tb := tables(t)
	replies, seeds, minReplies := 0, int64(4), 200
	if raceOn {
		seeds, minReplies = 1, 50
	}
	for _, k := range Kinds {
		for seed := int64(1); seed <= seeds; seed++ {
			s, err := New(tb, k, seed)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewSource(seed))
			for ply := 0; ply < 60 && s.Outcome().Result == Playing; ply++ {
				move := winningMove(t, tb, s, rng)
				f, err := s.Play(move)
				if err != nil {
					t.Fatal(err)
				}
				if f.Reply == "" {
					break
				}
				replies++
				before := position(t, f.ReplyFEN)
				rm, err := before.ParseMove(f.Reply)
				if err != nil {
					t.Fatalf("%s: reply %s is not legal in %s", k.ID, f.Reply, f.ReplyFEN)
				}
				gw, gd := value(t, tb, before, rm)
				for _, m := range legalMoves(before) {
					if w, d := value(t, tb, before, m); better(w, d, gw, gd) {
						t.Fatalf("%s: in %s the defence played %s (wdl %d dtz %d) but %s is better (wdl %d dtz %d)",
							k.ID, f.ReplyFEN, f.Reply, gw, gd, m, w, d)
					}
				}
			}
		}
	}
	if replies < minReplies {
		t.Errorf("only %d replies checked", replies)
	}
}

// winningMove picks a move that keeps the win: the best one mostly, any
// winning one sometimes.
func winningMove(t *testing.T, tb *tablebase.Tablebases, s *Session, rng *rand.Rand) string {
	t.Helper()
	best, all, err := tb.ProbeRoot(position(t, s.FEN()).TablebasePosition())
	if err != nil {
		t.Fatal(err)
	}
	if rng.Intn(3) > 0 {
		return best.UCI
	}
	var wins []string
	for _, m := range all {
		if m.WDL == tablebase.Win {
			wins = append(wins, m.UCI)
		}
	}
	return wins[rng.Intn(len(wins))]
}

// Best play wins: the drill ends in mate, the win never lost, each move
// reported as kept and optimal with DTZ going down by one.
func TestBestPlayWins(t *testing.T) {
	tb := tables(t)
	for _, id := range []string{"kqk", "krk", "kbnk", "kpk", "kqkr", "krkb"} {
		k, _ := KindByID(id)
		s, err := New(tb, k, 42)
		if err != nil {
			t.Fatal(err)
		}
		for range 300 {
			_, dtz, err := s.Status()
			if err != nil {
				t.Fatal(err)
			}
			line, err := s.BestLine(false, 1)
			if err != nil || len(line) == 0 {
				t.Fatalf("%s: best line %v %v", id, line, err)
			}
			f, err := s.Play(line[0])
			if err != nil {
				t.Fatal(err)
			}
			if !f.Kept || !f.Optimal || f.DTZBefore != dtz || !slices.Contains(f.Best, f.UCI) {
				t.Fatalf("%s: best move %s: %+v", id, line[0], f)
			}
			if !f.Zeroing && !f.Mate && f.DTZAfter != f.DTZBefore-1 {
				t.Fatalf("%s: %s: DTZ %d -> %d, want one less", id, f.UCI, f.DTZBefore, f.DTZAfter)
			}
			if f.Over {
				break
			}
		}
		o := s.Outcome()
		if o.Result != Won || o.Reason != "checkmate" || o.LostAt != nil {
			t.Errorf("%s: best play ends %+v after %v", id, o, s.Moves())
		}
	}
}

// The line to mate is the tables' DTZ-best play and ends in mate; for
// KQ v K (no zeroing move on the way) it is as long as the DTZ.
func TestBestLineToMate(t *testing.T) {
	tb := tables(t)
	k, _ := KindByID("kqk")
	s, _ := New(tb, k, 5)
	_, dtz, _ := s.Status()
	line, err := s.BestLine(true, 400)
	if err != nil || len(line) != dtz {
		t.Fatalf("line %v (%d plies), want %d: %v", line, len(line), dtz, err)
	}
	p := position(t, s.FEN())
	for _, u := range line {
		m, err := p.ParseMove(u)
		if err != nil {
			t.Fatal(err)
		}
		p.MakeMove(m)
	}
	if !p.IsCheckmate() {
		t.Errorf("the line %v does not end in mate", line)
	}
	k, _ = KindByID("kpk")
	s, _ = New(tb, k, 5)
	full, _ := s.BestLine(true, 400)
	short, _ := s.BestLine(false, 400)
	if len(short) >= len(full) {
		t.Errorf("kpk: up to the pawn move %d plies, to mate %d", len(short), len(full))
	}
}

// A move that gives the win away ends the drill at once, naming the move,
// the value it left and the moves that kept the win.
func TestWinLost(t *testing.T) {
	tb := tables(t)
	for _, id := range []string{"kqk", "kpk", "kqkr", "krkb"} {
		k, _ := KindByID(id)
		s, _ := New(tb, k, 9)
		p := position(t, s.FEN())
		_, all, _ := tb.ProbeRoot(p.TablebasePosition())
		i := slices.IndexFunc(all, func(m tablebase.RootMove) bool { return m.WDL < tablebase.Win })
		if i < 0 {
			continue // every move wins here
		}
		bad := all[i]
		f, err := s.Play(bad.UCI)
		if err != nil {
			t.Fatal(err)
		}
		o := s.Outcome()
		if f.Kept || !f.Over || f.Reply != "" || o.LostAt == nil || o.LostAt.UCI != bad.UCI || o.LostAt.FEN != p.FEN() ||
			o.LostAt.WDLAfter != bad.WDL || !slices.Equal(o.LostAt.Best, f.Best) || slices.Contains(f.Best, bad.UCI) {
			t.Fatalf("%s: %s: %+v, outcome %+v", id, bad.UCI, f, o)
		}
		if o.Result != WinLost && o.Result != Drawn {
			t.Fatalf("%s: result %v", id, o.Result)
		}
		if _, err := s.Play(f.Best[0]); !errors.Is(err, ErrOver) {
			t.Errorf("%s: a move after the end: %v", id, err)
		}
	}
}

// Stalemating is a draw by rule, and the moment the win was lost; the
// mate next to it is a win.
func TestStalemateAndMate(t *testing.T) {
	tb := tables(t)
	const fen = "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1"
	s, err := FromFEN(tb, fen, 1)
	if err != nil {
		t.Fatal(err)
	}
	f, err := s.Play("Qc7")
	if err != nil {
		t.Fatal(err)
	}
	o := s.Outcome()
	if o.Result != Drawn || o.Reason != "stalemate" || o.LostAt == nil || o.LostAt.UCI != "c1c7" || f.Kept {
		t.Errorf("Qc7: %+v %+v", f, o)
	}
	s, _ = FromFEN(tb, fen, 1)
	f, _ = s.Play("c1c8")
	if o := s.Outcome(); o.Result != Won || !f.Mate || !f.Kept || f.DTZBefore != 1 || o.LostAt != nil {
		t.Errorf("Qc8#: %+v %+v", f, o)
	}
}

// The 50-move rule: at halfmove 99 only the mate is still a win; a quiet
// move draws by the rule. A win too slow for the rule is refused as a
// start, and a move that makes the win too slow loses it.
func TestFiftyMoveRule(t *testing.T) {
	tb := tables(t)
	s, err := FromFEN(tb, "k7/8/1K6/8/8/8/8/2Q5 w - - 99 80", 1)
	if err != nil {
		t.Fatal(err)
	}
	f, _ := s.Play("Qc2")
	o := s.Outcome()
	if o.Result != Drawn || o.Reason != "the 50-move rule" || o.LostAt == nil || f.WDLAfter == tablebase.Win {
		t.Errorf("quiet move at halfmove 99: %+v %+v", f, o)
	}
	k, _ := KindByID("krk")
	s0, _ := New(tb, k, 3)
	_, dtz, _ := s0.Status()
	fields := strings.Fields(s0.FEN())
	tooLate := strings.Join(append(fields[:4], strconv.Itoa(101-dtz), "60"), " ")
	if _, err := FromFEN(tb, tooLate, 1); err == nil || !strings.Contains(err.Error(), "50-move rule") {
		t.Errorf("a win one ply too slow: %v", err)
	}
	// Just in time: the best move keeps the win, a slower winning move
	// (by the tables without the clock) loses it to the rule.
	justInTime := strings.Join(append(fields[:4], strconv.Itoa(100-dtz), "60"), " ")
	s, err = FromFEN(tb, justInTime, 1)
	if err != nil {
		t.Fatal(err)
	}
	p := position(t, justInTime)
	var slow string
	for _, m := range legalMoves(p) {
		q := position(t, strings.Join(append(fields[:4], "0", "60"), " "))
		if w, d := value(t, tb, q, m); w == tablebase.Win && d > dtz {
			slow = m.String()
			break
		}
	}
	if slow == "" {
		t.Fatal("no slower winning move")
	}
	f, _ = s.Play(slow)
	o = s.Outcome()
	if o.Result != WinLost || f.WDLAfter != tablebase.CursedWin || !strings.Contains(o.Reason, "50-move rule") || o.LostAt.UCI != slow {
		t.Errorf("slow move %s at halfmove %d: %+v %+v", slow, 100-dtz, f, o)
	}
}

// Bad input: an illegal or unreadable move changes nothing; a position
// the side to move does not win is refused.
func TestBadInput(t *testing.T) {
	tb := tables(t)
	k, _ := KindByID("krk")
	s, _ := New(tb, k, 2)
	fen := s.FEN()
	for _, bad := range []string{"", "e9e1", "Qd4", "hello", "a1a1"} {
		if _, err := s.Play(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	if s.FEN() != fen || len(s.Moves()) != 0 {
		t.Error("a refused move changed the drill")
	}
	if _, err := FromFEN(tb, "8/8/8/4k3/8/8/8/4K2R w - - 0 1", 1); err != nil {
		t.Errorf("KR v K: %v", err)
	}
	if _, err := FromFEN(tb, "8/8/8/4k3/8/8/8/4K2B w - - 0 1", 1); err == nil || !strings.Contains(err.Error(), "does not win") {
		t.Errorf("KB v K: %v", err)
	}
	if _, err := FromFEN(tb, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 1); err == nil {
		t.Error("the start position was accepted")
	}
}

// Threefold repetition ends the drill as a draw: here the defender has
// one legal move each time, and the user shuffles the rook.
func TestRepetition(t *testing.T) {
	tb := tables(t)
	s, err := FromFEN(tb, "k7/2K5/7R/8/8/8/8/8 w - - 0 1", 1)
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range []string{"Rg6", "Rh6", "Rg6", "Rh6"} {
		f, err := s.Play(m)
		if err != nil {
			t.Fatal(err)
		}
		if !f.Kept {
			t.Fatalf("%s lost the win: %+v", m, f)
		}
		if over := f.Over; over != (i == 3) {
			t.Fatalf("move %d %s: over %v (%+v)", i+1, m, over, f.Outcome)
		}
	}
	if o := s.Outcome(); o.Result != Drawn || o.Reason != "threefold repetition" || o.LostAt != nil {
		t.Errorf("outcome %+v after %v", o, s.Moves())
	}
}

// Start uses the built-in tables: the same seed gives the same drill as
// New with them.
func TestStartWithBuiltinTables(t *testing.T) {
	k, _ := KindByID("krk")
	a, err := Start(k, 8)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := New(tables(t), k, 8)
	if a.FEN() != b.FEN() || !a.UserIsWhite() {
		t.Errorf("Start %s, New %s", a.FEN(), b.FEN())
	}
}
