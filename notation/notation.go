// Package notation formats what the front ends show: scores, clocks and
// move labels. The window (package ui) and the terminal (package terminal)
// both use it, so a score or a clock reads the same in both. Converting
// moves to SAN needs the rules and is the controller's job
// (master.SANLine, master.LegalMoves).
package notation

import (
	"fmt"
	"math"
	"time"

	"chessmaster/master"
)

// Score writes a thinking report's score from White's point of view, as
// chess programs show it: "+0.35" in pawns, "M3" when White mates in 3,
// "-M2" when Black does. mover is the side that was thinking (scores are
// reported from the mover's point of view).
func Score(info master.ThinkingInfo, mover master.Color) string {
	sign := 1
	if mover == master.Black {
		sign = -1
	}
	if info.Mate != 0 {
		n := info.Mate * sign
		if n > 0 {
			return fmt.Sprintf("M%d", n)
		}
		return fmt.Sprintf("-M%d", -n)
	}
	return fmt.Sprintf("%+.2f", float64(info.Score*sign)/100)
}

// WhiteShare turns a report into the share of an evaluation bar that is
// White's, from 0 (Black winning) to 1 (White winning). A logistic curve
// makes small advantages visible while a won game nearly fills the bar.
func WhiteShare(info master.ThinkingInfo, mover master.Color) float32 {
	sign := 1.0
	if mover == master.Black {
		sign = -1
	}
	if info.Mate != 0 {
		if float64(info.Mate)*sign > 0 {
			return 1
		}
		return 0
	}
	pawns := float64(info.Score) * sign / 100
	// 1 / (1 + 10^(-pawns/4)): +1 pawn ≈ 64 %, +4 pawns ≈ 91 %.
	return float32(1 / (1 + math.Pow(10, -pawns/4)))
}

// Clock shows a remaining time as players read it: "5:00", "1:02:03"
// above an hour, and tenths below ten seconds ("0:09.4"). Negative times
// (a fallen flag) show as 0:00.0.
func Clock(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	if d < 10*time.Second {
		tenths := int(d / (100 * time.Millisecond))
		return fmt.Sprintf("0:%02d.%d", tenths/10, tenths%10)
	}
	s := int((d + time.Second - 1) / time.Second) // round up: 4:59.3 shows 5:00
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// MoveLabel is "12. Nf3" for White's move at ply (1-based) and
// "12... Nc6" for Black's.
func MoveLabel(ply int, c master.Color, san string) string {
	n := (ply + 1) / 2
	if c == master.Black {
		return fmt.Sprintf("%d... %s", n, san)
	}
	return fmt.Sprintf("%d. %s", n, san)
}
