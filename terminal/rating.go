package terminal

import (
	"fmt"

	"chessmaster/master"
)

// showRating prints the player's rating estimated from their finished
// games against the computer's levels (master.LoadPersonRating), as
// "chessmaster rating" and the window's Game → Your Rating do.
func (t *terminal) showRating() {
	r, ok, err := master.LoadPersonRating(t.cfg.Settings.HistoryDir)
	switch {
	case err != nil:
		fmt.Fprintf(t.out, "Your games could not be read: %v\n", err)
	case !ok:
		fmt.Fprintln(t.out, "No rated games yet: finish a game against the computer at a level.")
	default:
		fair := fmt.Sprintf("level %d", r.FairLevel)
		if r.FairLevel == 0 {
			fair = "full strength"
		}
		fmt.Fprintf(t.out, "Your rating: about %d (95%%: %d to %d), from your last %d finished games against the computer: %d won, %d drawn, %d lost. A fair opponent: %s.\n",
			r.Elo, r.Low, r.High, r.Games, r.Wins, r.Draws, r.Losses, fair)
	}
}
