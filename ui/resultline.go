package ui

import (
	"fyne.io/fyne/v2/lang"

	"chessmaster/master"
	"chessmaster/pgn"
)

// The result of a finished game is a line at the end of the move list
// ("1-0 · White wins by checkmate"), in the list's own flow, not a banner
// over the window. It is the result of the main line: the game tree's
// Result, which the controller keeps following the main line (a result
// tag stands only while the line it was recorded for is the main line;
// a changed main line gets the result its final position gives, or "*").
// An unfinished game ("*") has no result line.
//
// How the game ended is known exactly while the board is at the end of
// the main line (the controller's outcome: checkmate, resignation, an
// agreed draw...). It is remembered for that main line, so that going
// back through the game keeps "by resignation"; a main line the window
// has not seen ended tells what its tags tell (the result, and a
// Termination such as "time forfeit").

// resultMemo is how the main line with key ended, as last seen at its end.
type resultMemo struct {
	key     uint64
	outcome master.Outcome
}

// resultLineText is the move list's result line for game g with the
// board's state st; "" when the main line is not finished. memo is
// updated when the board is at the main line's end.
func resultLineText(g *pgn.Game, st master.State, memo *resultMemo) string {
	if g == nil || g.Result == "" || g.Result == master.ResultOngoing {
		return ""
	}
	key, plies := mainLineKey(g, st.StartFEN)
	o := st.Outcome
	atEnd := len(st.Path) == plies
	for _, i := range st.Path {
		atEnd = atEnd && i == 0
	}
	if atEnd && o.Over() && o.Result == g.Result && (key != memo.key || o.Method != master.MethodLoaded) {
		// A recorded outcome says less than one seen happening: it does
		// not replace it.
		*memo = resultMemo{key: key, outcome: o}
	}
	if memo.key == key && memo.outcome.Result == g.Result {
		o = memo.outcome
	} else {
		o = master.Outcome{Result: g.Result, Method: master.MethodLoaded}
	}
	return g.Result + " · " + resultReason(o, g.Tag("Termination"))
}

// mainLineKey identifies a game's main line (its start, its moves, its
// result and Termination) and says how long it is.
func mainLineKey(g *pgn.Game, startFEN string) (key uint64, plies int) {
	// FNV-1a, written out so that hashing a long line allocates nothing.
	key = 14695981039346656037
	write := func(s string) {
		for i := 0; i < len(s); i++ {
			key = (key ^ uint64(s[i])) * 1099511628211
		}
		key = (key ^ 0) * 1099511628211 // the end of s
	}
	write(startFEN)
	write(g.Result)
	write(g.Tag("Termination"))
	if g.Root != nil {
		for n := g.Root; len(n.Children) > 0; n = n.Children[0] {
			write(n.Children[0].Move)
			plies++
		}
	}
	return key, plies
}

// resultReason says who won and how ("White wins by checkmate", "Drawn by
// agreement"), in the window's language; termination is the game's
// Termination tag, for an outcome the window did not see.
func resultReason(o master.Outcome, termination string) string {
	winner := master.NoColor
	switch o.Result {
	case master.ResultWhiteWins:
		winner = master.White
	case master.ResultBlackWins:
		winner = master.Black
	}
	method := o.Method
	if method == master.MethodLoaded {
		switch termination {
		case "time forfeit":
			method = master.MethodTime
		case "rules infraction":
			method = master.MethodForfeit
		case "abandoned":
			method = master.MethodAbandoned
		}
	}
	if winner != master.NoColor {
		d := tm{"Winner": sideName(winner)}
		switch method {
		case master.MethodCheckmate:
			return lang.L("{{.Winner}} wins by checkmate", d)
		case master.MethodResignation:
			return lang.L("{{.Winner}} wins by resignation", d)
		case master.MethodTime:
			return lang.L("{{.Winner}} wins on time", d)
		case master.MethodForfeit, master.MethodAbandoned:
			return lang.L("{{.Winner}} wins by forfeit", d)
		}
		return lang.L("{{.Winner}} wins", d)
	}
	switch method {
	case master.MethodAgreed:
		return lang.L("Drawn by agreement")
	case master.MethodTimeDraw:
		return lang.L("Drawn: time ran out, but no mate was possible")
	case master.MethodLoaded, "", master.MethodTime, master.MethodForfeit, master.MethodAbandoned:
		return lang.L("Drawn")
	}
	return lang.L("Drawn by {{.Method}}", tm{"Method": methodText(method)})
}
