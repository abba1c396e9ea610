// Package notation is what the front ends show and read: scores, clocks
// and move labels, moves in SAN, the legal moves of a position, a move the
// user typed, and whether a position the user built is acceptable. The
// window (package ui) and the terminal (package terminal) both use it, so
// a score or a clock reads the same in both. The rules behind SAN and
// legal moves are the controller's (package master, whose referee is its
// own) and the FEN checks are the engine's validator's; this package passes
// them on, so the front ends do not import the engine. See
// docs/architecture.md for the layers.
package notation

import (
	"fmt"
	"math"
	"strings"
	"time"

	"chessmaster/engine"
	"chessmaster/internal/fenfields"
	"chessmaster/master"
)

// Score writes a thinking report's score from White's point of view, as
// players read it: "+0.35" in pawns; "#3" when White mates in 3 and "#-3"
// when Black does (as lichess writes it); "TB 1-0" or "TB 0-1" when the
// tablebases know White or Black wins (the winner named as a result, so
// that "TB loss · Black" never reads as Black losing); "book" for a move from the opening
// book, which no search rated. mover is the side that was thinking
// (programs report scores from the mover's point of view).
func Score(info master.ThinkingInfo, mover master.Color) string {
	sign := 1
	if mover == master.Black {
		sign = -1
	}
	switch {
	case info.Source == master.FromBook:
		return "book"
	case info.Mate != 0:
		return fmt.Sprintf("#%d", info.Mate*sign)
	case info.TBWin != 0:
		if info.TBWin*sign > 0 {
			return "TB 1-0"
		}
		return "TB 0-1"
	}
	return fmt.Sprintf("%+.2f", float64(info.Score*sign)/100)
}

// Summary is a program's report in one line of words: "book";
// "TB 1-0 · DTZ 12"; "+0.35 · depth 18 · 1.2 M nodes/s" (or "· 950 nodes"
// when the program gave no speed). The terminal writes it after a
// program's move; the window builds the same line from the same parts
// in the user's language.
func Summary(info master.ThinkingInfo, mover master.Color) string {
	s := Score(info, mover)
	switch {
	case info.Source == master.FromBook:
		return s
	case info.Source == master.FromTablebase:
		if info.DTZ != 0 {
			s += fmt.Sprintf(" · DTZ %d", abs(info.DTZ))
		}
		return s
	}
	if info.Depth > 0 {
		s += fmt.Sprintf(" · depth %d", info.Depth)
	}
	switch {
	case info.NPS > 0:
		s += " · " + Count(info.NPS) + " nodes/s"
	case info.Nodes > 0:
		s += " · " + Count(info.Nodes) + " nodes"
	}
	return s
}

// Count writes a large number as people read it: "950", "12.3 k",
// "1.2 M", "45 M".
func Count(n uint64) string {
	switch {
	case n >= 10_000_000:
		return fmt.Sprintf("%.0f M", float64(n)/1e6)
	case n >= 1_000_000:
		return fmt.Sprintf("%.1f M", float64(n)/1e6)
	case n >= 10_000:
		return fmt.Sprintf("%.0f k", float64(n)/1e3)
	case n >= 1000:
		return fmt.Sprintf("%.1f k", float64(n)/1e3)
	}
	return fmt.Sprintf("%d", n)
}

// abs is |n|, for distances reported with a sign (a DTZ of a loss).
func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// WhiteShare turns a report into the share of an evaluation bar that is
// White's, from 0 (Black winning) to 1 (White winning). A logistic curve
// makes small advantages visible while a won game nearly fills the bar. A
// book move, which no search rated, leaves the bar at equality.
func WhiteShare(info master.ThinkingInfo, mover master.Color) float32 {
	sign := 1.0
	if mover == master.Black {
		sign = -1
	}
	switch {
	case info.Source == master.FromBook:
		return 0.5
	case info.Mate != 0:
		if float64(info.Mate)*sign > 0 {
			return 1
		}
		return 0
	case info.TBWin != 0:
		if float64(info.TBWin)*sign > 0 {
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

// MoveLabelIn is MoveLabel for a move played in the position before,
// numbered by that position's FEN: a game set up at move 60 numbers its
// first move 60, not 1.
func MoveLabelIn(before string, c master.Color, san string) string {
	n := fenfields.Split(before).FullmoveNumber(1)
	if n < 1 {
		n = 1
	}
	if c == master.Black {
		return fmt.Sprintf("%d... %s", n, san)
	}
	return fmt.Sprintf("%d. %s", n, san)
}

// The rest of this file is what the front ends need from the rules:
// moves in SAN, the legal moves of a position they show, a move the user
// typed, and whether a position they built is one the program accepts.
// The rules are the controller's (package master) and the engine's FEN
// validator; the front ends import neither the engine nor the referee.

// SANLine converts a line of UCI moves played from fen into SAN with move
// numbers ("12...Nf6 13.Bd3 O-O"), at most maxMoves of them (0 = all).
// Moves that do not apply (a stale report) end the conversion; if none
// apply the UCI text is returned.
func SANLine(fen string, pv []string, maxMoves int) string { return master.SANLine(fen, pv, maxMoves) }

// SANMoves converts a line of UCI moves played from fen into SAN, one
// move each, stopping at the first move that does not apply.
func SANMoves(fen string, line []string) []string { return master.SANMoves(fen, line) }

// LegalMoves lists the legal moves of fen in UCI and the side to move.
func LegalMoves(fen string) (uci []string, turn master.Color, err error) {
	return master.LegalMoves(fen)
}

// LegalSAN lists the legal moves of fen in SAN, sorted.
func LegalSAN(fen string) []string { return master.LegalSAN(fen) }

// ParseMove reads a move typed in SAN or UCI in the position fen and
// returns it in UCI, or the reason it is not legal there.
func ParseMove(fen, text string) (string, error) { return master.ParseMove(fen, text) }

// LinePositions plays moves (SAN or UCI) from fen and returns each move
// in UCI and the position before it. A move that is not legal ends it
// with an error naming the move.
func LinePositions(fen string, moves []string) (ucis, fens []string, err error) {
	ucis, fens, _, _, err = master.PlayLine(fen, moves)
	return ucis, fens, err
}

// PlayLine plays moves (SAN or UCI) from fen and returns them in UCI, the
// position reached, and, when the game is over there by rule, why
// ("checkmate", "stalemate", "insufficient material"; "" otherwise).
func PlayLine(fen string, moves []string) (ucis []string, final, over string, err error) {
	ucis, _, final, over, err = master.PlayLine(fen, moves)
	if err != nil {
		return nil, "", "", err
	}
	return ucis, final, over, nil
}

// ValidateFEN reports whether fen is a position the program accepts: nil,
// or an error that says which field is wrong and why (no king, two kings,
// a pawn on the first or last rank, the side not to move in check...).
// It is the check every entry point uses (engine.ValidateFEN), for front
// ends that build positions (a board editor).
func ValidateFEN(fen string) error { return engine.ValidateFEN(fen) }

// FENProblem is ValidateFEN's reason alone, without the FEN it is about:
// "White has 2 kings, want exactly one king" (the field named when it
// says something: "castling: ..."), or "" for a good FEN.
func FENProblem(fen string) string {
	err := engine.ValidateFEN(fen)
	if err == nil {
		return ""
	}
	if fe, ok := err.(*engine.FENError); ok {
		if fe.Field == "" || fe.Field == engine.FieldPosition || fe.Field == engine.FieldPlacement {
			return sidesCapitalised(fe.Reason)
		}
		return fmt.Sprintf("%s: %s", fe.Field, sidesCapitalised(fe.Reason))
	}
	return err.Error()
}

// sidesCapitalised writes the engine's "white"/"black" at the start of a
// reason as players write the sides: "White has 0 kings, ...".
func sidesCapitalised(reason string) string {
	for _, side := range []string{"white", "black"} {
		if rest, ok := strings.CutPrefix(reason, side+" "); ok {
			return strings.ToUpper(side[:1]) + side[1:] + " " + rest
		}
	}
	return reason
}

// UnreachableMaterial says why a position a user built can never come
// from a game (more pieces than promotions allow, say), or "" when it can:
// the engine's check (engine.UnreachableMaterial), for a board editor.
func UnreachableMaterial(fen string) string {
	return sidesCapitalised(engine.UnreachableMaterial(fen))
}

// LevelChoice is one difficulty level as the front ends offer it.
type LevelChoice struct {
	Level int    // master.PlayerConfig.Level: 0 = full strength
	Name  string // the level's name in English, e.g. "Casual"; a key to translate
	Elo   int    // the measured strength; 0 when not measured
	Label string // e.g. "Level 3 — Casual (~1100)", with the measured Elo
	// PlaysLikePeople says the level draws its moves from the model of
	// the moves people rated Elo play (levels up to engine.HumanMaxElo).
	PlaysLikePeople bool
}

// Levels lists the difficulty levels, weakest first and full strength
// last: the engine's level table, so every front end offers the same
// levels with the same names.
func Levels() []LevelChoice {
	var out []LevelChoice
	for _, l := range engine.Levels() {
		human := l.Level != 0 && l.HumanElo > 0 && l.HumanElo <= engine.HumanMaxElo
		out = append(out, LevelChoice{Level: l.Level, Name: l.Name, Elo: l.Elo, Label: l.Label(), PlaysLikePeople: human})
	}
	return out
}
