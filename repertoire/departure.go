package repertoire

import (
	"fmt"
	"strings"

	"chessmaster/engine"
	"chessmaster/pgn"
)

// Departure says where a game left the repertoire: the first move of its
// main line that the repertoire does not have.
type Departure struct {
	// Left is false when every move of the game is in the repertoire.
	Left bool
	// Ply is the left move's place in the game (1 = the first move);
	// Moves is how many moves the game has.
	Ply, Moves int
	// Label is the move with its number as written in the game ("7...Nc6").
	Label string
	UCI   string
	// ByUser: the move was played by the repertoire's colour (the user
	// forgot or changed the line); otherwise the opponent played
	// something the repertoire does not prepare.
	ByUser bool
	// Expected are the repertoire's moves where the game left it; empty
	// when the repertoire's line had ended there.
	Expected []Move
	// LastIn is the last move of the game still in the repertoire
	// ("" when the first move already left it).
	LastIn string
}

// Departure follows the main line of g through the repertoire and
// returns where it left it. A move of the game that is not legal is an
// error naming it.
func (r *Repertoire) Departure(g *pgn.Game) (Departure, error) {
	pos, err := engine.ParseFEN(g.StartFEN())
	if err != nil {
		return Departure{}, fmt.Errorf("start position: %w", err)
	}
	line := g.MainLine()
	d := Departure{Moves: len(line)}
	for i, n := range line {
		m, err := pos.ParseSAN(n.Move)
		if err != nil {
			return Departure{}, fmt.Errorf("move %s: %w", MoveLabel(pos, n.Move), err)
		}
		label := MoveLabel(pos, n.Move)
		known := r.Moves(pos)
		in := false
		for _, k := range known {
			if k.UCI == m.String() {
				in = true
			}
		}
		if !in {
			d.Left, d.Ply, d.Label, d.UCI = true, i+1, label, m.String()
			d.ByUser = pos.SideToMove() == r.Color
			d.Expected = append([]Move(nil), known...)
			return d, nil
		}
		d.LastIn = label
		pos.MakeMove(m)
	}
	return d, nil
}

// String says it in one line, e.g. "left the repertoire at 7...Nc6 (the
// opponent's move; the repertoire has 7...a6)".
func (d Departure) String() string {
	if !d.Left {
		return fmt.Sprintf("every move of the game (%d) is in the repertoire", d.Moves)
	}
	mover := "White"
	if strings.Contains(d.Label, "...") {
		mover = "Black"
	}
	who := mover + "'s move, the opponent"
	if d.ByUser {
		who = mover + "'s move, your side"
	}
	if len(d.Expected) == 0 {
		if d.LastIn == "" {
			return fmt.Sprintf("left the repertoire at %s (%s; the repertoire has no line from the game's start)", d.Label, who)
		}
		return fmt.Sprintf("left the repertoire at %s (%s; the repertoire's line ends after %s)", d.Label, who, d.LastIn)
	}
	prefix, _, _ := strings.Cut(d.Label, ".")
	dots := "."
	if strings.Contains(d.Label, "...") {
		dots = "..."
	}
	var exp []string
	for _, m := range d.Expected {
		name := m.SAN
		if name == "" {
			name = m.UCI
		}
		exp = append(exp, prefix+dots+name)
	}
	return fmt.Sprintf("left the repertoire at %s (%s; the repertoire has %s)", d.Label, who, strings.Join(exp, " or "))
}
