package players

import (
	"strings"
	"testing"
	"time"

	"chessmaster/master"
)

// The go command carries the clocks, the increments and, with periods
// of moves, movestogo; without a clock, the move time.
func TestUCIGoCommand(t *testing.T) {
	e := &UCIPlayer{}
	for _, tc := range []struct {
		req  master.MoveRequest
		want string
		no   string
	}{
		{master.MoveRequest{WhiteTime: 60 * time.Second, BlackTime: 50 * time.Second}, "go wtime 60000 btime 50000", "movestogo"},
		{master.MoveRequest{WhiteTime: 60 * time.Second, BlackTime: 50 * time.Second, WhiteInc: time.Second, BlackInc: time.Second, MovesToGo: 12},
			"go wtime 60000 btime 50000 winc 1000 binc 1000 movestogo 12", ""},
	} {
		got, budget := e.goCommand(tc.req)
		if !strings.HasPrefix(got, tc.want) || tc.no != "" && strings.Contains(got, tc.no) || budget <= 0 {
			t.Errorf("%+v: %q (budget %v), want %q", tc.req, got, budget, tc.want)
		}
	}
}
