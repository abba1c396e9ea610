package repertoire

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"chessmaster/engine"
)

// Move is one move of the repertoire in a position.
type Move struct {
	UCI string `json:"uci"`
	SAN string `json:"san,omitempty"` // as it was given (PGN text), for reading the file
}

// Repertoire is the moves prepared for one colour and their schedule.
type Repertoire struct {
	// Color is the side the user plays: at its positions the repertoire's
	// moves are what the user must find; at the others they are the
	// replies the user prepared for.
	Color engine.Color
	// Starts are the full FENs the lines begin from (the standard
	// position for most repertoires), in the order they were added.
	Starts []string
	moves  map[string][]Move // position key -> moves there
	cards  map[string]Card   // position key -> schedule (user positions only)
	file   fileState         // the file as it was read or last saved (save.go)
}

// New returns an empty repertoire for color.
func New(color engine.Color) *Repertoire {
	return &Repertoire{Color: color, moves: map[string][]Move{}, cards: map[string]Card{}}
}

// ColorName is "white" or "black".
func ColorName(c engine.Color) string {
	if c == engine.Black {
		return "black"
	}
	return "white"
}

// ParseColor reads "white" or "black" (also "w", "b", any case).
func ParseColor(s string) (engine.Color, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "white", "w":
		return engine.White, nil
	case "black", "b":
		return engine.Black, nil
	}
	return engine.White, fmt.Errorf("colour %q: want white or black", s)
}

// Key is the repertoire's name for a position: its FEN without the
// halfmove clock and move number, so that the same position reached by
// other move orders is the same entry.
func Key(p *engine.Position) string { return keyOfFEN(p.FEN()) }

func keyOfFEN(fen string) string {
	f := strings.Fields(fen)
	if len(f) > 4 {
		f = f[:4]
	}
	return strings.Join(f, " ")
}

// Moves returns the repertoire's moves in the position (nil if none).
func (r *Repertoire) Moves(p *engine.Position) []Move { return r.moves[Key(p)] }

// Card returns the schedule of the position and whether it is a card
// (the user's side to move, with a repertoire move).
func (r *Repertoire) Card(key string) (Card, bool) {
	c, ok := r.cards[key]
	return c, ok
}

// setCard stores a card's schedule.
func (r *Repertoire) setCard(key string, c Card) { r.cards[key] = c }

// Positions is the number of positions with a repertoire move.
func (r *Repertoire) Positions() int { return len(r.moves) }

// Keys lists the card positions, sorted.
func (r *Repertoire) Keys() []string {
	keys := make([]string, 0, len(r.cards))
	for k := range r.cards {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// addStart records fen as a start of lines, once.
func (r *Repertoire) addStart(fen string) {
	for _, s := range r.Starts {
		if keyOfFEN(s) == keyOfFEN(fen) {
			return
		}
	}
	r.Starts = append(r.Starts, fen)
}

// addMove adds m in p (once) and makes p a card when it is the user's
// move there. It reports whether the move was new.
func (r *Repertoire) addMove(p *engine.Position, m Move) bool {
	k := Key(p)
	if slices.ContainsFunc(r.moves[k], func(x Move) bool { return x.UCI == m.UCI }) {
		return false
	}
	r.moves[k] = append(r.moves[k], m)
	if p.SideToMove() == r.Color {
		if _, ok := r.cards[k]; !ok {
			r.cards[k] = Card{}
		}
	}
	return true
}

// AddLine plays moves (SAN or UCI, as a user types them) from fen and
// adds each to the repertoire. It adds nothing and names the move when
// one is not legal. It returns how many moves were new.
func (r *Repertoire) AddLine(fen string, moves []string) (int, error) {
	pos, err := engine.ParseFEN(fen)
	if err != nil {
		return 0, err
	}
	type step struct {
		pos *engine.Position
		m   Move
	}
	var steps []step
	for i, text := range moves {
		m, err := readMove(pos, text)
		if err != nil {
			return 0, fmt.Errorf("move %d (%s): %w", i+1, text, err)
		}
		mv := Move{UCI: m.String()}
		if _, err := pos.ParseMove(text); err != nil {
			mv.SAN = text // typed as SAN; a UCI move is named by NameMoves
		}
		steps = append(steps, step{pos.Copy(), mv})
		pos.MakeMove(m)
	}
	r.addStart(fen)
	added := 0
	for _, s := range steps {
		if r.addMove(s.pos, s.m) {
			added++
		}
	}
	return added, nil
}

// NameMoves gives every move the SAN that sanOf writes for it wherever
// the move's own text differs: a move typed in UCI has none (and an
// earlier version stored the UCI text as its SAN), and a file may write
// a move otherwise ("g1-f3", "e4xd5", "a8q"; "Qd8xd5" where Qxd5 says
// it; "e8=Q" that gives check, or a check sign on a move that gives
// none). Asking sanOf for every move, rather than judging the text's
// shape, catches a move that looks like SAN but is not the position's;
// one already written so is left byte for byte. The package writes no
// SAN itself (see doc.go), so the front ends pass their notation's
// (notation.SANMoves).
func (r *Repertoire) NameMoves(sanOf func(fen string, line []string) []string) {
	for key, ms := range r.moves {
		for i, m := range ms {
			if san := sanOf(key+" 0 1", []string{m.UCI}); len(san) == 1 && san[0] != "" && san[0] != m.SAN {
				ms[i].SAN = san[0]
			}
		}
	}
}

// readMove reads a move typed in UCI or SAN in p.
func readMove(p *engine.Position, text string) (engine.Move, error) {
	if m, err := p.ParseMove(text); err == nil {
		return m, nil
	}
	return p.ParseSAN(text)
}
