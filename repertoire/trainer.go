package repertoire

import (
	"errors"
	"math/rand"
	"time"

	"chessmaster/engine"
)

// Options shape a drill session.
type Options struct {
	// MaxReviews ends the session after this many graded answers (the
	// cards failed in it are still asked again first). 0 means 20.
	MaxReviews int
	// NewLimit is how many new cards one session introduces. 0 means 10;
	// a negative value introduces none.
	NewLimit int
}

// Played is a move the trainer played on the way to a prompt.
type Played struct {
	FEN string // the position before the move
	UCI string
	// Yours: a move of the user's side that is not due now, played by
	// the trainer to reach a card that is (the user is not asked again
	// about what is not due).
	Yours bool
}

// Prompt is a position where it is the user's move.
type Prompt struct {
	FEN string
	Key string
	// NewLine: the trainer started a line again from its start position;
	// Moves are the moves it played since the previous prompt (or since
	// that start), in order: the opponent's, and the user's own where
	// they are not due.
	NewLine bool
	Moves   []Played
	// Card is the position's schedule (it is due, or failed earlier in
	// this session).
	Card Card
}

// Result is the verdict on one answer.
type Result struct {
	Correct  bool
	Played   string // the move played on the board afterwards (UCI): the user's if right, the repertoire's if not
	Expected []Move // the repertoire's moves in the position
	Graded   bool   // the answer changed the card's schedule
	Grade    Grade
	Card     Card // the schedule after the answer
}

// ErrSessionOver: Answer was called with no prompt open.
var ErrSessionOver = errors.New("no position to answer: the session is over")

// Trainer drills a repertoire. It plays the opponent's moves, choosing
// at each of them the line whose next card is most urgent (due reviews
// by due time, then new cards, then the cards failed in this session),
// and asks the user's move where the card is wanted; the user's moves
// on the way that are not due it plays itself, so that a card deep in a
// line does not cost replaying the whole line. It is deterministic for
// a given repertoire, clock and seed.
type Trainer struct {
	rep  *Repertoire
	now  func() time.Time
	rng  *rand.Rand
	opt  Options
	pos  *engine.Position // nil between lines
	open *Prompt

	graded, introduced int
	relearn            map[string]bool // failed this session, not yet answered right
	hinted             bool
}

// NewTrainer starts a session on rep. now is the clock (time.Now in the
// program, a fixed clock in tests); seed chooses between equally urgent
// lines.
func NewTrainer(rep *Repertoire, now func() time.Time, seed int64, opt Options) *Trainer {
	if opt.MaxReviews == 0 {
		opt.MaxReviews = 20
	}
	if opt.NewLimit == 0 {
		opt.NewLimit = 10
	}
	return &Trainer{rep: rep, now: now, rng: rand.New(rand.NewSource(seed)), opt: opt, relearn: map[string]bool{}}
}

// Graded is the number of answers that changed a schedule so far.
func (t *Trainer) Graded() int { return t.graded }

// Pending is the number of cards the session still wants to ask: the
// cards failed in it, and the due and new ones its limits leave room
// for.
func (t *Trainer) Pending() int {
	failed, due, fresh := 0, 0, 0
	now := t.now()
	for k, c := range t.rep.cards {
		switch {
		case t.relearn[k]:
			failed++
		case c.New():
			fresh++
		case c.IsDue(now):
			due++
		}
	}
	fresh = max(0, min(fresh, t.opt.NewLimit-t.introduced))
	return failed + max(0, min(due+fresh, t.opt.MaxReviews-t.graded))
}

// needed reports whether the session wants to ask the card at key.
func (t *Trainer) needed(key string) bool {
	if t.relearn[key] {
		return true
	}
	c, ok := t.rep.cards[key]
	if !ok || t.graded >= t.opt.MaxReviews || !c.IsDue(t.now()) {
		return false
	}
	return !c.New() || t.introduced < t.opt.NewLimit
}

// urgency orders the cards the session wants: lower is sooner.
type urgency struct {
	class int   // 0 due review, 1 new card, 2 failed in this session; 3 none
	due   int64 // due time for reviews
	depth int   // plies from the line's start
}

var noUrgency = urgency{class: 3}

func (a urgency) less(b urgency) bool {
	if a.class != b.class {
		return a.class < b.class
	}
	if a.due != b.due {
		return a.due < b.due
	}
	return a.depth < b.depth
}

func (t *Trainer) cardUrgency(key string, depth int) urgency {
	if !t.needed(key) {
		return noUrgency
	}
	if t.relearn[key] {
		return urgency{class: 2, depth: depth}
	}
	c := t.rep.cards[key]
	if c.New() {
		return urgency{class: 1, depth: depth}
	}
	return urgency{class: 0, due: c.Due.Unix(), depth: depth}
}

// subtree is the most urgent card at or below pos. visiting guards
// against lines that come back to a position; memo keeps one walk
// linear in the repertoire's size.
func (t *Trainer) subtree(pos *engine.Position, depth int, visiting map[string]bool, memo map[string]urgency) urgency {
	key := Key(pos)
	if u, ok := memo[key]; ok {
		return u
	}
	if visiting[key] || depth > maxDepth {
		return noUrgency
	}
	visiting[key] = true
	defer delete(visiting, key)
	best := noUrgency
	if pos.SideToMove() == t.rep.Color {
		best = t.cardUrgency(key, depth)
	}
	for _, m := range t.rep.moves[key] {
		mv, err := pos.ParseMove(m.UCI)
		if err != nil {
			continue
		}
		pos.MakeMove(mv)
		if u := t.subtree(pos, depth+1, visiting, memo); u.less(best) {
			best = u
		}
		pos.UnmakeMove(mv)
	}
	memo[key] = best
	return best
}

// mostUrgent returns the index of the move of moves (played from pos)
// that leads to the most urgent card, ties broken by the seed, or -1.
func (t *Trainer) mostUrgent(pos *engine.Position, moves []Move) int {
	memo := map[string]urgency{}
	best, ties := noUrgency, []int{}
	for i, m := range moves {
		mv, err := pos.ParseMove(m.UCI)
		if err != nil {
			continue
		}
		pos.MakeMove(mv)
		u := t.subtree(pos, 0, map[string]bool{}, memo)
		pos.UnmakeMove(mv)
		switch {
		case u == noUrgency:
		case u.less(best):
			best, ties = u, []int{i}
		case !best.less(u):
			ties = append(ties, i)
		}
	}
	if len(ties) == 0 {
		return -1
	}
	return ties[t.rng.Intn(len(ties))]
}

// Next plays the opponent's moves up to the next position the user must
// answer and returns it; ok is false when the session is over (nothing
// due is left, or the session's limit is reached and no failed card is
// waiting).
func (t *Trainer) Next() (p Prompt, ok bool) {
	if t.open != nil {
		return *t.open, true
	}
	var played []Played
	newLine := false
	// Each pass plays one move or starts a line; a line is at most
	// maxDepth moves, and a new line is only started when a card waits.
	for steps := 0; steps < 4*maxDepth; steps++ {
		if t.pos == nil {
			start := t.startWithWork()
			if start == nil {
				return Prompt{}, false
			}
			t.pos, played, newLine = start, nil, true
		}
		key := Key(t.pos)
		moves := t.rep.moves[key]
		mine := t.pos.SideToMove() == t.rep.Color
		if mine && t.needed(key) {
			t.open = &Prompt{FEN: t.pos.FEN(), Key: key, NewLine: newLine, Moves: played, Card: t.rep.cards[key]}
			t.hinted = false
			return *t.open, true
		}
		i := t.mostUrgent(t.pos, moves)
		if i < 0 {
			t.pos = nil
			continue
		}
		mv, _ := t.pos.ParseMove(moves[i].UCI)
		played = append(played, Played{FEN: t.pos.FEN(), UCI: moves[i].UCI, Yours: mine})
		t.pos.MakeMove(mv)
	}
	return Prompt{}, false
}

// startWithWork returns the start position whose lines hold the most
// urgent card, or nil when none is wanted.
func (t *Trainer) startWithWork() *engine.Position {
	var best *engine.Position
	bu := noUrgency
	for _, s := range t.rep.Starts {
		pos, err := engine.ParseFEN(s)
		if err != nil {
			continue
		}
		if u := t.subtree(pos.Copy(), 0, map[string]bool{}, map[string]urgency{}); u.less(bu) {
			best, bu = pos, u
		}
	}
	return best
}

// Hint returns the squares the repertoire's moves start from, and
// marks the answer: a right move after a hint is graded Hesitant.
func (t *Trainer) Hint() []string {
	if t.open == nil {
		return nil
	}
	t.hinted = true
	var out []string
	for _, m := range t.rep.moves[t.open.Key] {
		out = append(out, m.UCI[:2])
	}
	return out
}

// Answer takes the user's move (UCI or SAN) in the open prompt. A move
// that is not legal is an error and changes nothing; a legal one is
// judged, the card rescheduled when the answer counts, and the board
// moves on: by the user's move when it was right, by the repertoire's
// when it was not.
func (t *Trainer) Answer(text string) (Result, error) {
	if t.open == nil {
		return Result{}, ErrSessionOver
	}
	mv, err := readMove(t.pos, text)
	if err != nil {
		return Result{}, err
	}
	key := t.open.Key
	moves := t.rep.moves[key]
	res := Result{Played: mv.String(), Expected: append([]Move(nil), moves...)}
	for _, m := range moves {
		if m.UCI == mv.String() {
			res.Correct = true
		}
	}
	card := t.rep.cards[key]
	now := t.now()
	switch {
	case res.Correct && t.relearn[key]:
		// SM-2 asks a failed card again in the session until it is
		// right; that repeat does not change the schedule.
		delete(t.relearn, key)
	case res.Correct:
		res.Grade = Right
		if t.hinted {
			res.Grade = Hesitant
		}
		if card.New() {
			t.introduced++
		}
		card, res.Graded = card.Answer(res.Grade, now), true
	case !t.relearn[key]:
		if card.New() {
			t.introduced++
		}
		res.Grade = Wrong
		card, res.Graded = card.Answer(Wrong, now), true
		t.relearn[key] = true
	}
	if res.Graded {
		t.graded++
		t.rep.setCard(key, card)
	}
	res.Card = card
	if !res.Correct {
		i := t.mostUrgent(t.pos, moves)
		if i < 0 {
			i = 0
		}
		mv, _ = t.pos.ParseMove(moves[i].UCI)
		res.Played = moves[i].UCI
	}
	t.pos.MakeMove(mv)
	t.open = nil
	return res, nil
}
