package repertoire

import (
	"errors"
	"reflect"
	"slices"
	"testing"
	"time"

	"chessmaster/engine"
	"chessmaster/pgn"
)

func clock(t *time.Time) func() time.Time { return func() time.Time { return *t } }

// drillAll answers every prompt with the repertoire's first move there
// (or wrong at the positions in mistakes) until the session ends, and
// returns the prompts' keys in order.
func drillAll(t *testing.T, tr *Trainer, r *Repertoire, mistakes map[string]bool) []string {
	t.Helper()
	var keys []string
	for range 1000 {
		p, ok := tr.Next()
		if !ok {
			return keys
		}
		keys = append(keys, p.Key)
		pos, err := engine.ParseFEN(p.FEN)
		if err != nil {
			t.Fatal(err)
		}
		// The trainer's moves are the repertoire's, played in order, the
		// user's own marked as such.
		if p.NewLine && len(p.Moves) > 0 && keyOfFEN(p.Moves[0].FEN) != keyOfFEN(r.Starts[0]) {
			t.Fatalf("a new line starts from %s", p.Moves[0].FEN)
		}
		for _, o := range p.Moves {
			q, _ := engine.ParseFEN(o.FEN)
			if !slices.Contains(ucis(r.Moves(q)), o.UCI) {
				t.Fatalf("the trainer played %s, not a repertoire move, in %s", o.UCI, o.FEN)
			}
			if o.Yours != (q.SideToMove() == r.Color) {
				t.Fatalf("move %s in %s marked Yours=%v", o.UCI, o.FEN, o.Yours)
			}
		}
		moves := ucis(r.Moves(pos))
		answer := moves[0]
		if mistakes[p.Key] {
			answer = wrongMove(t, pos, moves)
			delete(mistakes, p.Key)
		}
		if _, err := tr.Answer(answer); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("the session does not end")
	return nil
}

// wrongMove is a legal move that is not in moves.
func wrongMove(t *testing.T, pos *engine.Position, moves []string) string {
	var l engine.MoveList
	pos.GenerateLegal(&l)
	for _, m := range l.Slice() {
		if !slices.Contains(moves, m.String()) {
			return m.String()
		}
	}
	t.Fatal("no wrong move")
	return ""
}

// A session over a new repertoire asks every card once (within its
// limits), grades each, and leaves them due the next day.
func TestTrainerFirstSession(t *testing.T) {
	r := importFile(t, "white-ruy-lopez.pgn", engine.White)
	now := t0
	tr := NewTrainer(r, clock(&now), 1, Options{MaxReviews: 100, NewLimit: 100})
	if n := tr.Pending(); n != 26 {
		t.Fatalf("pending %d, want the 26 new cards", n)
	}
	keys := drillAll(t, tr, r, nil)
	slices.Sort(keys)
	if !slices.Equal(keys, r.Keys()) {
		t.Errorf("asked %d positions, want each of the 26 cards once", len(keys))
	}
	if tr.Graded() != 26 || tr.Pending() != 0 {
		t.Errorf("graded %d pending %d", tr.Graded(), tr.Pending())
	}
	for _, k := range r.Keys() {
		c, _ := r.Card(k)
		if c.Reps != 1 || c.Interval != 1 || !c.Due.Equal(t0.Add(days(1))) {
			t.Errorf("card %s: %+v", k, c)
		}
	}
	if s := r.Stats(now); s.New != 0 || s.Due != 0 || s.Learned != 26 || !s.NextDue.Equal(t0.Add(days(1))) {
		t.Errorf("stats %+v", s)
	}
	// A day later every card is due again; the second answers give 6 days.
	now = now.Add(days(1))
	tr = NewTrainer(r, clock(&now), 1, Options{MaxReviews: 100})
	drillAll(t, tr, r, nil)
	for _, k := range r.Keys() {
		if c, _ := r.Card(k); c.Interval != 6 {
			t.Fatalf("card %s: %+v after the second session", k, c)
		}
	}
}

// The same repertoire, clock and seed give the same session.
func TestTrainerDeterministic(t *testing.T) {
	run := func(seed int64) []string {
		r := importFile(t, "white-ruy-lopez.pgn", engine.White)
		now := t0
		return drillAll(t, NewTrainer(r, clock(&now), seed, Options{MaxReviews: 8}), r, nil)
	}
	a, b := run(7), run(7)
	if !reflect.DeepEqual(a, b) {
		t.Errorf("seed 7 twice:\n%v\n%v", a, b)
	}
	if len(a) == 0 {
		t.Error("no prompts")
	}
}

// A wrong answer: the card lapses (due tomorrow, ease down), the board
// goes on with the repertoire's move, and the card is asked again later
// in the same session; the right answer then changes nothing more.
func TestTrainerMistake(t *testing.T) {
	r := New(engine.Black)
	r.AddLine(pgn.StandardFEN, []string{"e4", "c5", "Nf3", "d6", "d4", "cxd4"})
	r.AddLine(pgn.StandardFEN, []string{"d4", "Nf6", "c4", "e6"})
	now := t0
	tr := NewTrainer(r, clock(&now), 3, Options{MaxReviews: 50})
	p, ok := tr.Next()
	if !ok || !p.NewLine || len(p.Moves) != 1 || p.Moves[0].Yours {
		t.Fatalf("first prompt %+v", p)
	}
	pos, _ := engine.ParseFEN(p.FEN)
	expected := ucis(r.Moves(pos))
	res, err := tr.Answer(wrongMove(t, pos, expected))
	if err != nil {
		t.Fatal(err)
	}
	if res.Correct || !res.Graded || res.Grade != Wrong || res.Played != expected[0] || res.Card.Lapses != 1 ||
		!res.Card.Due.Equal(t0.Add(days(1))) || !near(res.Card.Ease, 2.18) {
		t.Fatalf("wrong answer: %+v", res)
	}
	// The line goes on from the repertoire's move.
	p2, ok := tr.Next()
	m, _ := pos.ParseMove(expected[0])
	pos.MakeMove(m)
	if !ok || p2.NewLine || p2.Moves[0].FEN != pos.FEN() {
		t.Fatalf("after the mistake: %+v; want the line to go on from the repertoire's move %s", p2, expected[0])
	}
	failed := p.Key
	var asks []Result
	for {
		p, ok := tr.Next()
		if !ok {
			break
		}
		pos, _ := engine.ParseFEN(p.FEN)
		res, _ := tr.Answer(ucis(r.Moves(pos))[0])
		if p.Key == failed {
			asks = append(asks, res)
		}
	}
	if len(asks) != 1 || !asks[0].Correct || asks[0].Graded {
		t.Fatalf("the failed card came back %d times: %+v", len(asks), asks)
	}
	if c, _ := r.Card(failed); c.Lapses != 1 || c.Reps != 0 || !c.Due.Equal(t0.Add(days(1))) {
		t.Errorf("failed card after the session: %+v", c)
	}
}

// Due reviews come before new cards, the most overdue first; cards not
// due are not asked.
func TestTrainerDueOrder(t *testing.T) {
	r := New(engine.Black)
	r.AddLine(pgn.StandardFEN, []string{"e4", "c5"})
	r.AddLine(pgn.StandardFEN, []string{"d4", "Nf6"})
	r.AddLine(pgn.StandardFEN, []string{"c4", "e5"})
	r.AddLine(pgn.StandardFEN, []string{"Nf3", "d5"})
	set := func(first string, c Card) { r.setCard(Key(after(t, first)), c) }
	reviewed := func(due time.Time) Card { return Card{Ease: 2.5, Interval: 6, Reps: 2, Reviews: 2, Due: due} }
	set("e4", reviewed(t0.Add(days(5))))  // not due
	set("d4", reviewed(t0.Add(-days(1)))) // due yesterday
	set("c4", reviewed(t0.Add(-days(3)))) // most overdue
	// Nf3 stays new.
	now := t0
	tr := NewTrainer(r, clock(&now), 1, Options{})
	if n := tr.Pending(); n != 3 {
		t.Fatalf("pending %d, want 3 (two due, one new)", n)
	}
	var order []string
	for {
		p, ok := tr.Next()
		if !ok {
			break
		}
		order = append(order, p.Moves[0].UCI)
		pos, _ := engine.ParseFEN(p.FEN)
		tr.Answer(ucis(r.Moves(pos))[0])
	}
	if want := []string{"c2c4", "d2d4", "g1f3"}; !slices.Equal(order, want) {
		t.Errorf("order %v, want %v (most overdue, then due, then new; 1.e4 not due)", order, want)
	}
}

// NewLimit bounds the new cards of one session; MaxReviews the answers.
func TestTrainerLimits(t *testing.T) {
	r := importFile(t, "white-ruy-lopez.pgn", engine.White)
	now := t0
	tr := NewTrainer(r, clock(&now), 1, Options{NewLimit: 5, MaxReviews: 100})
	if n := tr.Pending(); n != 5 {
		t.Errorf("pending %d with 26 new cards and a limit of 5", n)
	}
	drillAll(t, tr, r, nil)
	if s := r.Stats(now); s.Learned != 5 || s.New != 21 || tr.Graded() != 5 {
		t.Errorf("new limit 5: %+v, graded %d", s, tr.Graded())
	}
	r = importFile(t, "white-ruy-lopez.pgn", engine.White)
	tr = NewTrainer(r, clock(&now), 1, Options{NewLimit: 100, MaxReviews: 7})
	if n := tr.Pending(); n != 7 {
		t.Errorf("pending %d with 26 new cards and 7 answers", n)
	}
	drillAll(t, tr, r, nil)
	if tr.Graded() != 7 {
		t.Errorf("max reviews 7: graded %d", tr.Graded())
	}
	r = importFile(t, "white-ruy-lopez.pgn", engine.White)
	tr = NewTrainer(r, clock(&now), 1, Options{NewLimit: -1})
	if _, ok := tr.Next(); ok {
		t.Error("NewLimit -1 on a new repertoire still asks")
	}
}

// A move that is not legal changes nothing; a hint makes a right answer
// Hesitant; answering with no prompt open is ErrSessionOver.
func TestTrainerAnswerEdges(t *testing.T) {
	r := New(engine.White)
	r.AddLine(pgn.StandardFEN, []string{"e4", "e5", "Nf3"})
	now := t0
	tr := NewTrainer(r, clock(&now), 1, Options{})
	if _, err := tr.Answer("e4"); !errors.Is(err, ErrSessionOver) {
		t.Errorf("answer before Next: %v", err)
	}
	p, _ := tr.Next()
	if _, err := tr.Answer("e5"); err == nil {
		t.Error("an illegal move was accepted")
	}
	if _, err := tr.Answer("Nf3-x"); err == nil {
		t.Error("junk was accepted")
	}
	if c, _ := r.Card(p.Key); !c.New() {
		t.Error("an illegal answer changed the card")
	}
	if h := tr.Hint(); !slices.Equal(h, []string{"e2"}) {
		t.Errorf("hint %v", h)
	}
	res, err := tr.Answer("e4") // SAN
	if err != nil || !res.Correct || res.Grade != Hesitant || !near(res.Card.Ease, 2.36) {
		t.Errorf("after a hint: %+v %v", res, err)
	}
	p, _ = tr.Next()
	res, err = tr.Answer("g1f3") // UCI
	if err != nil || !res.Correct || res.Grade != Right {
		t.Errorf("second card: %+v %v", res, err)
	}
	if _, ok := tr.Next(); ok {
		t.Error("the session goes on with nothing due")
	}
}

// The real annotated game with nested variations, drilled as Black: all
// its Black positions are asked, and the mistakes come back.
func TestTrainerRealGameWithVariations(t *testing.T) {
	games := readGames(t, "annotated-variations.pgn")
	r := New(engine.Black)
	if _, err := r.Import(games[:1]); err != nil {
		t.Fatal(err)
	}
	now := t0
	tr := NewTrainer(r, clock(&now), 11, Options{NewLimit: 1000, MaxReviews: 1000})
	mist := map[string]bool{r.Keys()[0]: true, r.Keys()[10]: true}
	keys := drillAll(t, tr, r, mist)
	if len(mist) != 0 {
		t.Fatal("the positions meant for mistakes were not asked")
	}
	s := r.Stats(now)
	if s.New != 0 || s.Lapses != 2 || s.Learned != s.Cards-2 {
		t.Errorf("stats %+v after the session", s)
	}
	if len(keys) != s.Cards+2 {
		t.Errorf("%d prompts for %d cards and 2 mistakes", len(keys), s.Cards)
	}
}
