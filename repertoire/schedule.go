package repertoire

import (
	"math"
	"time"
)

// The schedule is SM-2 (P. Wozniak, 1990), in the form most
// implementations use: a card has an ease factor (2.5 at first, never
// below 1.3), a count of successful repetitions in a row and an
// interval in days. An answer is graded 0-5; a grade of 3 or more is a
// success: the interval becomes 1 day, then 6 days, then the previous
// interval times the ease. A grade below 3 is a lapse: the repetitions
// start again (the card is due the next day) and the session asks it
// again before it ends (SM-2's "repeat the items that scored below 4"
// step, which changes nothing in the schedule). The ease moves after
// every answer by 0.1 - (5-q)(0.08 + (5-q)0.02): +0.1 for 5, 0 for 4,
// -0.14 for 3, -0.32 for 2.
//
// SM-2 rather than FSRS: FSRS needs weights fitted to a user's review
// log, which a new repertoire does not have; SM-2's few fixed rules are
// exact to test and easy to explain, and its known weakness (ease that
// only sinks) matters little for cards answered right or wrong with no
// shades in between.

// Grade is an SM-2 quality of response, 0 (no idea) to 5 (perfect).
type Grade int

// The grades the trainer gives.
const (
	// Wrong: a move that is not the repertoire's; the right one is shown.
	Wrong Grade = 2
	// Hesitant: right, but only after a wrong move earlier in this
	// session for the same card.
	Hesitant Grade = 3
	// Right: the repertoire's move at the first try.
	Right Grade = 4
	// Easy: right, and the user said it was easy.
	Easy Grade = 5
)

// Schedule constants.
const (
	InitialEase = 2.5
	MinEase     = 1.3
	day         = 24 * time.Hour
)

// Card is the schedule of one position. The zero Card is new: never
// answered, due at once.
type Card struct {
	Ease     float64   `json:"ease,omitempty"`     // 0 means InitialEase (a new card)
	Interval int       `json:"interval,omitempty"` // days until the next review
	Reps     int       `json:"reps,omitempty"`     // successful answers in a row
	Lapses   int       `json:"lapses,omitempty"`   // wrong answers, all told
	Reviews  int       `json:"reviews,omitempty"`  // answers, all told
	Due      time.Time `json:"due,omitempty"`      // zero for a new card
	Last     time.Time `json:"last,omitempty"`     // the last answer
}

// New reports whether the card was never answered.
func (c Card) New() bool { return c.Reviews == 0 }

// EaseFactor is the card's ease (InitialEase for a new card).
func (c Card) EaseFactor() float64 {
	if c.Ease == 0 {
		return InitialEase
	}
	return c.Ease
}

// IsDue reports whether the card should be asked at now: new cards and
// those whose due time has come.
func (c Card) IsDue(now time.Time) bool { return c.New() || !c.Due.After(now) }

// Answer returns the card after an answer of grade g at now.
func (c Card) Answer(g Grade, now time.Time) Card {
	g = min(max(g, 0), 5)
	ease := c.EaseFactor()
	if g >= 3 {
		switch c.Reps {
		case 0:
			c.Interval = 1
		case 1:
			c.Interval = 6
		default:
			c.Interval = int(math.Round(float64(c.Interval) * ease))
		}
		c.Reps++
	} else {
		c.Reps = 0
		c.Interval = 1
		c.Lapses++
	}
	q := float64(5 - g)
	ease += 0.1 - q*(0.08+q*0.02)
	// Rounded to 1/1000 so that the saved file and a test read the same
	// number after many answers.
	c.Ease = math.Max(MinEase, math.Round(ease*1000)/1000)
	c.Reviews++
	c.Last = now
	c.Due = now.Add(time.Duration(c.Interval) * day)
	return c
}
