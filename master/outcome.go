package master

import "fmt"

// Results as written in PGN.
const (
	ResultWhiteWins = "1-0"
	ResultBlackWins = "0-1"
	ResultDraw      = "1/2-1/2"
	ResultOngoing   = "*"
)

// Methods: how a game ended.
const (
	MethodCheckmate    = "checkmate"
	MethodStalemate    = "stalemate"
	MethodThreefold    = "threefold repetition"
	MethodFiftyMove    = "fifty-move rule"
	MethodFivefold     = "fivefold repetition"
	MethodSeventyFive  = "seventy-five-move rule"
	MethodInsufficient = "insufficient material"
	MethodResignation  = "resignation"
	MethodAgreed       = "agreed draw"
	MethodTime         = "time forfeit"
	// MethodTimeDraw: a flag fell but the opponent could not possibly
	// checkmate, so the game is drawn.
	MethodTimeDraw = "timeout vs insufficient material"
	// MethodForfeit: a program sent an illegal or unreadable move.
	MethodForfeit = "forfeit"
	// MethodAbandoned: a program stopped answering (it crashed, quit or
	// failed to move), so it lost the game without breaking a rule.
	MethodAbandoned = "abandoned"
	// MethodLoaded: the game came from a PGN with a result but the
	// position itself does not show why.
	MethodLoaded = "as recorded"
)

// Outcome is how a game ended. The zero value is not used: an unfinished
// game has Result "*" (see Over).
type Outcome struct {
	Result  string // "1-0", "0-1", "1/2-1/2" or "*"
	Method  string // one of the Method constants; empty while ongoing
	Winner  Color  // NoColor for a draw or an ongoing game
	Message string // for people, e.g. "Checkmate: White wins!"
}

// Over reports whether the game has ended.
func (o Outcome) Over() bool { return o.Result != "" && o.Result != ResultOngoing }

// ongoing is the outcome of a game in progress.
func ongoing() Outcome { return Outcome{Result: ResultOngoing} }

// Win builds a decisive outcome.
func Win(winner Color, method string) Outcome {
	res := ResultWhiteWins
	if winner == Black {
		res = ResultBlackWins
	}
	var msg string
	switch method {
	case MethodCheckmate:
		msg = fmt.Sprintf("Checkmate: %s wins!", winner)
	case MethodResignation:
		msg = fmt.Sprintf("%s resigns: %s wins.", winner.Other(), winner)
	case MethodTime:
		msg = fmt.Sprintf("%s ran out of time: %s wins.", winner.Other(), winner)
	case MethodForfeit:
		msg = fmt.Sprintf("%s forfeits: %s wins.", winner.Other(), winner)
	case MethodAbandoned:
		msg = fmt.Sprintf("%s stopped answering: %s wins.", winner.Other(), winner)
	default:
		msg = fmt.Sprintf("%s wins (%s).", winner, method)
	}
	return Outcome{Result: res, Method: method, Winner: winner, Message: msg}
}

// Draw builds a drawn outcome.
func Draw(method string) Outcome {
	msg := "Draw: " + method
	if method == MethodAgreed {
		msg = "Draw agreed."
	}
	return Outcome{Result: ResultDraw, Method: method, Message: msg}
}

// recorded is the outcome of a loaded game whose PGN gives a result the
// final position does not explain (resignation, time, agreement...).
func recorded(result, termination string) Outcome {
	// A Termination the controller itself writes names how the game
	// ended: the outcome is the one the game had when it ended, so a
	// game walked back and forth (or saved and opened again) tells its
	// end in the same words as when it happened.
	switch {
	case termination == "time forfeit" && result == ResultWhiteWins:
		return Win(White, MethodTime)
	case termination == "time forfeit" && result == ResultBlackWins:
		return Win(Black, MethodTime)
	case termination == "time forfeit" && result == ResultDraw:
		return Draw(MethodTimeDraw)
	case termination == "abandoned" && result == ResultWhiteWins:
		return Win(White, MethodAbandoned)
	case termination == "abandoned" && result == ResultBlackWins:
		return Win(Black, MethodAbandoned)
	case termination == "rules infraction" && result == ResultWhiteWins:
		return Win(White, MethodForfeit)
	case termination == "rules infraction" && result == ResultBlackWins:
		return Win(Black, MethodForfeit)
	}
	o := Outcome{Result: result, Method: MethodLoaded}
	switch result {
	case ResultWhiteWins:
		o.Winner, o.Message = White, "White won."
	case ResultBlackWins:
		o.Winner, o.Message = Black, "Black won."
	case ResultDraw:
		o.Message = "Draw."
	default:
		return ongoing()
	}
	if termination != "" && termination != "normal" {
		o.Message = fmt.Sprintf("%s (%s)", o.Message[:len(o.Message)-1], termination)
		o.Message += "."
	}
	return o
}

// shownByPosition reports whether the game's final position (with its
// history) shows how it ended: checkmate, stalemate, a repetition, the
// move rules, dead material. A resignation, a flag, an agreement or a
// program's failure is not seen on the board.
func (o Outcome) shownByPosition() bool {
	switch o.Method {
	case MethodResignation, MethodAgreed, MethodTime, MethodTimeDraw, MethodForfeit, MethodAbandoned, MethodLoaded, "":
		return false
	}
	return true
}

// Termination is the PGN Termination tag value for the outcome.
func (o Outcome) Termination() string {
	switch o.Method {
	case "":
		return "unterminated"
	case MethodTime, MethodTimeDraw:
		return "time forfeit"
	case MethodForfeit:
		return "rules infraction"
	case MethodAbandoned:
		return "abandoned"
	case MethodLoaded:
		return ""
	}
	return "normal"
}
