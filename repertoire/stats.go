package repertoire

import "time"

// Stats sums up a repertoire's schedule.
type Stats struct {
	Positions int // positions with a repertoire move
	Cards     int // of them, positions where the user is to move
	New       int // cards never answered
	Due       int // answered cards due now
	Learned   int // cards answered right at their last review
	Lapses    int // wrong answers, all cards together
	MeanEase  float64
	NextDue   time.Time // the soonest due time among cards not due now (zero if none)
}

// Stats counts the repertoire's cards at now.
func (r *Repertoire) Stats(now time.Time) Stats {
	s := Stats{Positions: len(r.moves), Cards: len(r.cards)}
	sum := 0.0
	for _, c := range r.cards {
		sum += c.EaseFactor()
		s.Lapses += c.Lapses
		switch {
		case c.New():
			s.New++
			continue
		case c.IsDue(now):
			s.Due++
		case s.NextDue.IsZero() || c.Due.Before(s.NextDue):
			s.NextDue = c.Due
		}
		if c.Reps > 0 {
			s.Learned++
		}
	}
	if s.Cards > 0 {
		s.MeanEase = sum / float64(s.Cards)
	}
	return s
}
