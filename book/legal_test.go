package book_test

import (
	"testing"

	"github.com/notnil/chess"
)

// TestBookMovesLegal walks the default book from the start position with
// notnil/chess as an independent rules engine: every move the book offers
// must be legal where it is offered. Following the moves also checks the
// key (a wrong key would find nothing, or another position's moves,
// which then fail the legality check) and castling conversion (e1h1 is
// not legal, e1g1 is).
func TestBookMovesLegal(t *testing.T) {
	b := defaultBook(t)
	const depth = 12
	visited, inBook, checked := 0, 0, 0
	var walk func(pos *chess.Position, ply int)
	walk = func(pos *chess.Position, ply int) {
		visited++
		fen := pos.String()
		moves, err := b.Moves(fen)
		if err != nil {
			t.Fatalf("Moves(%q): %v", fen, err)
		}
		if len(moves) > 0 {
			inBook++
		}
		legal := map[string]*chess.Move{}
		for _, m := range pos.ValidMoves() {
			legal[chess.UCINotation{}.Encode(pos, m)] = m
		}
		for i, m := range moves {
			checked++
			next, ok := legal[m.UCI]
			if !ok {
				t.Errorf("book move %s is not legal in %s", m.UCI, fen)
				continue
			}
			// Branch fully near the root, then follow the three most
			// played moves, to keep the walk to about a thousand nodes.
			if ply+1 < depth && (ply < 5 || i < 3) {
				walk(pos.Update(next), ply+1)
			}
		}
	}
	walk(chess.NewGame().Position(), 0)
	t.Logf("%d positions visited, %d in the book, %d moves checked", visited, inBook, checked)
	// Book lines mostly lead to positions the book knows; with a wrong
	// key (e.g. mishandled en passant or castling) nearly all would miss.
	if inBook < 500 || inBook*10 < visited*8 {
		t.Errorf("only %d of %d positions along book lines are in the book", inBook, visited)
	}
}

// After 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 castling is the main move;
// the book stores it as e1h1.
func TestBookCastlesInRuyLopez(t *testing.T) {
	b := defaultBook(t)
	fen := replay(t, "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6")
	moves, err := b.Moves(fen)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, m := range moves {
		if m.UCI == "e1h1" {
			t.Fatalf("castling left in king-takes-rook form: %v", moves)
		}
		found = found || m.UCI == "e1g1"
	}
	if !found {
		t.Fatalf("e1g1 not among %v", moves)
	}
}
