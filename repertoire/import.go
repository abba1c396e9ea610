package repertoire

import (
	"fmt"
	"maps"

	"chessmaster/engine"
	"chessmaster/pgn"
)

// maxDepth bounds how deep a game tree is walked (a PGN game is far
// shorter; the bound keeps a hostile file from exhausting the stack).
const maxDepth = 2000

// Import adds every move of every game, main line and variations alike,
// to the repertoire. Either every game goes in or, when a move is not
// legal or cannot be read, nothing does and the error names the game and
// the move. It returns how many moves were new.
func (r *Repertoire) Import(games []*pgn.Game) (int, error) {
	work := r.clone()
	added := 0
	for i, g := range games {
		if g.Chess960() {
			// Its castling and its start are not standard chess, which
			// the repertoire and its trainer are.
			return 0, fmt.Errorf("game %d%s: a Chess960 game; the repertoire holds standard chess", i+1, gameName(g))
		}
		pos, err := engine.ParseFEN(g.StartFEN())
		if err != nil {
			return 0, fmt.Errorf("game %d%s: start position: %w", i+1, gameName(g), err)
		}
		n, err := work.importTree(pos, g.Root, 0)
		if err != nil {
			return 0, fmt.Errorf("game %d%s: %w", i+1, gameName(g), err)
		}
		if n > 0 || len(g.Root.Children) > 0 {
			work.addStart(g.StartFEN())
		}
		added += n
	}
	*r = *work
	return added, nil
}

// importTree adds the moves below node, played from pos.
func (r *Repertoire) importTree(pos *engine.Position, node *pgn.Node, depth int) (int, error) {
	if depth > maxDepth {
		return 0, fmt.Errorf("a line longer than %d moves", maxDepth)
	}
	added := 0
	for _, child := range node.Children {
		if isNullMove(child.Move) {
			// A null move (ChessBase's Z0, "--") is a pass in an
			// analysis line, no move of a game: the repertoire takes
			// the line up to it and leaves what follows the pass.
			continue
		}
		m, err := pos.ParseSAN(child.Move)
		if err != nil {
			return 0, fmt.Errorf("move %s: %w", MoveLabel(pos, child.Move), err)
		}
		if r.addMove(pos, Move{UCI: m.String(), SAN: child.Move}) {
			added++
		}
		pos.MakeMove(m)
		n, err := r.importTree(pos, child, depth+1)
		pos.UnmakeMove(m)
		if err != nil {
			return 0, err
		}
		added += n
	}
	return added, nil
}

// MoveLabel writes a move with its number as in a game's score:
// "7.Nf3" for White, "7...Nf6" for Black.
func MoveLabel(pos *engine.Position, text string) string {
	if pos.SideToMove() == engine.Black {
		return fmt.Sprintf("%d...%s", pos.FullmoveNumber(), text)
	}
	return fmt.Sprintf("%d.%s", pos.FullmoveNumber(), text)
}

// gameName is " (White - Black)" when the game names its players.
func gameName(g *pgn.Game) string {
	w, b := g.Tag("White"), g.Tag("Black")
	if w == "" && b == "" {
		return ""
	}
	return fmt.Sprintf(" (%s - %s)", w, b)
}

// clone copies the repertoire (the maps are copied; the move slices are
// copied on write by addMove's append to a fresh map entry).
func (r *Repertoire) clone() *Repertoire {
	c := &Repertoire{Color: r.Color, Starts: append([]string(nil), r.Starts...),
		moves: make(map[string][]Move, len(r.moves)), cards: maps.Clone(r.cards), file: r.file}
	for k, v := range r.moves {
		c.moves[k] = append([]Move(nil), v...)
	}
	if c.cards == nil {
		c.cards = map[string]Card{}
	}
	return c
}

// isNullMove reports whether a move of a game tree is a null move, in any
// of the spellings PGN files use.
func isNullMove(move string) bool {
	switch move {
	case "--", "Z0", "z0", "0000", "@@@@":
		return true
	}
	return false
}
