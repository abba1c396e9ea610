package ui

import (
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/notnil/chess"

	"chessmaster/master"
)

// formatEval writes a thinking report's score from White's point of view, as
// chess programs show it: "+0.35" in pawns, "M3" when White mates in 3,
// "-M2" when Black does. mover is the side that was thinking (scores are
// reported from the mover's point of view).
func formatEval(info master.ThinkingInfo, mover master.Color) string {
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

// whiteShare turns a report into the share of the evaluation bar that is
// White's, from 0 (Black winning) to 1 (White winning). A logistic curve
// makes small advantages visible while a won game nearly fills the bar.
func whiteShare(info master.ThinkingInfo, mover master.Color) float32 {
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

// formatClock shows a remaining time as players read it: "5:00", "1:02:03"
// above an hour, and tenths below ten seconds ("0:09.4"). Negative times
// (a fallen flag) show as 0:00.
func formatClock(d time.Duration) string {
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

// pvToSAN converts a principal variation in UCI from position fen into SAN
// with move numbers ("12...Nf6 13.Bd3 O-O"). Moves that do not apply (a stale
// report) end the conversion; if none apply the UCI text is returned.
func pvToSAN(fen string, pv []string, maxMoves int) string {
	if len(pv) == 0 {
		return ""
	}
	if maxMoves > 0 && len(pv) > maxMoves {
		pv = pv[:maxMoves]
	}
	opt, err := chess.FEN(fen)
	if err != nil {
		return strings.Join(pv, " ")
	}
	g := chess.NewGame(opt)
	pos := g.Position()
	var out []string
	for i, u := range pv {
		m := legalMove(pos, u)
		if m == nil {
			break
		}
		san := chess.AlgebraicNotation{}.Encode(pos, m)
		moveNo := fenMoveNumber(pos)
		switch {
		case pos.Turn() == chess.White:
			san = fmt.Sprintf("%d.%s", moveNo, san)
		case i == 0:
			san = fmt.Sprintf("%d...%s", moveNo, san)
		}
		out = append(out, san)
		pos = pos.Update(m)
	}
	if len(out) == 0 {
		return strings.Join(pv, " ")
	}
	return strings.Join(out, " ")
}

// legalMove finds the legal move written u in UCI, or nil. (notnil/chess's
// UCI decoder accepts moves that are not legal, so the list is searched.)
func legalMove(pos *chess.Position, u string) *chess.Move {
	for _, m := range pos.ValidMoves() {
		if m.String() == u {
			return m
		}
	}
	return nil
}

// fenMoveNumber reads the full-move number of a position from its FEN.
func fenMoveNumber(pos *chess.Position) int {
	f := strings.Fields(pos.String())
	n := 1
	if len(f) >= 6 {
		fmt.Sscan(f[5], &n)
	}
	return n
}
