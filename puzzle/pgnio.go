package puzzle

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"chessmaster/engine"
	"chessmaster/pgn"
)

// The tags a puzzle is written with, besides the source game's.
const (
	TagID     = "PuzzleId"
	TagThemes = "PuzzleThemes" // space-separated theme names
	TagRating = "PuzzleRating" // the estimate, an integer
	TagSource = "PuzzleSource" // the game and the ply of the puzzle position
)

// ToGame is p as a PGN game: SetUp/FEN the position before Lead, the
// moves Lead then the solution, the themes, rating and source in tags.
func (p *Puzzle) ToGame() (*pgn.Game, error) {
	pos, err := engine.ParseFEN(p.FEN)
	if err != nil {
		return nil, err
	}
	moves := p.Solution
	if p.Lead != "" {
		moves = append([]string{p.Lead}, moves...)
	}
	sans, err := sanLine(pos, moves)
	if err != nil {
		return nil, err
	}
	g := pgn.NewGame()
	g.SetTag("Event", "Puzzle "+p.ID)
	for _, t := range []pgn.Tag{{Key: "Site", Value: p.Site}, {Key: "Date", Value: p.Date}, {Key: "White", Value: p.White}, {Key: "Black", Value: p.Black}} {
		if t.Value != "" {
			g.SetTag(t.Key, t.Value)
		}
	}
	g.SetTag("Result", pgn.ResultOngoing)
	g.SetTag("SetUp", "1")
	g.SetTag("FEN", p.FEN)
	g.SetTag(TagID, p.ID)
	g.SetTag(TagThemes, strings.Join(p.Themes, " "))
	g.SetTag(TagRating, strconv.Itoa(p.Rating))
	if p.Source != "" {
		g.SetTag(TagSource, p.Source)
	}
	if p.Event != "" {
		g.SetTag("SourceEvent", p.Event)
	}
	n := g.Root
	for _, s := range sans {
		n = n.AddChild(s)
	}
	return g, nil
}

// Text is p in PGN, one game ending with a blank line.
func (p *Puzzle) Text() (string, error) {
	g, err := p.ToGame()
	if err != nil {
		return "", err
	}
	return pgn.Write(g) + "\n", nil
}

// ErrNotPuzzle is FromGame's error for a game that is not a puzzle.
var ErrNotPuzzle = errors.New("not a puzzle: a puzzle game has a FEN tag, the opponent's move and a solution that ends with the solver's move")

// FromGame reads a puzzle written by ToGame (or in the same form: a FEN,
// the opponent's move, then the solution).
func FromGame(g *pgn.Game) (Puzzle, error) {
	fen := strings.TrimSpace(g.Tag("FEN"))
	if fen == "" {
		return Puzzle{}, ErrNotPuzzle
	}
	pos, err := engine.ParseFEN(fen)
	if err != nil {
		return Puzzle{}, fmt.Errorf("FEN: %w", err)
	}
	var moves []string
	for _, n := range g.MainLine() {
		m, err := pos.ParseSAN(n.Move)
		if err != nil {
			return Puzzle{}, fmt.Errorf("move %q: %w", n.Move, err)
		}
		moves = append(moves, m.String())
		pos.MakeMove(m)
	}
	if len(moves) < 2 || len(moves)%2 != 0 {
		return Puzzle{}, ErrNotPuzzle
	}
	p := Puzzle{FEN: fen, Lead: moves[0], Solution: moves[1:], Themes: strings.Fields(g.Tag(TagThemes)),
		Source: g.Tag(TagSource), Site: g.Tag("Site"), Date: g.Tag("Date"), White: g.Tag("White"), Black: g.Tag("Black"),
		Event: g.Tag("SourceEvent")}
	p.ID = g.Tag(TagID)
	if p.ID == "" {
		p.SetID()
	}
	p.Rating = 1500
	if r, err := strconv.Atoi(strings.TrimSpace(g.Tag(TagRating))); err == nil && r > 0 && r < 4000 {
		p.Rating = r
	}
	return p, nil
}

// GameOf turns a PGN game into a game to mine: its main line in UCI.
// Games of other variants are refused; the moves stop at a null move or
// at the first move that is not legal (the moves before it are mined).
func GameOf(g *pgn.Game, source string) (Game, error) {
	switch v := strings.ToLower(strings.TrimSpace(g.Tag("Variant"))); v {
	case "", "standard", "from position", "normal":
	default:
		return Game{}, fmt.Errorf("variant %q is not standard chess", g.Tag("Variant"))
	}
	out := Game{Source: source, Event: g.Tag("Event"), Site: g.Tag("Site"), Date: g.Tag("Date"),
		White: g.Tag("White"), Black: g.Tag("Black")}
	fen := g.StartFEN()
	if fen != pgn.StandardFEN {
		out.StartFEN = fen
	}
	pos, err := engine.ParseFEN(fen)
	if err != nil {
		return Game{}, fmt.Errorf("FEN: %w", err)
	}
	for _, n := range g.MainLine() {
		m, err := pos.ParseSAN(n.Move)
		if err != nil {
			break
		}
		out.Moves = append(out.Moves, m.String())
		pos.MakeMove(m)
	}
	return out, nil
}
