package cli

import "testing"

func TestBoardText(t *testing.T) {
	const fen = "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1"
	want := "8 k . . . . . . .\n7 . . . . . . . .\n6 . K . . . . . .\n5 . . . . . . . .\n4 . . . . . . . .\n3 . . . . . . . .\n2 . . . . . . . .\n1 . . Q . . . . .\n  a b c d e f g h\n" + fen
	if got := boardText(fen, false); got != want {
		t.Errorf("white's side:\n%s", got)
	}
	wantFlipped := "1 . . . . . Q . .\n2 . . . . . . . .\n3 . . . . . . . .\n4 . . . . . . . .\n5 . . . . . . . .\n6 . . . . . . K .\n7 . . . . . . . .\n8 . . . . . . . k\n  h g f e d c b a\n" + fen
	if got := boardText(fen, true); got != wantFlipped {
		t.Errorf("black's side:\n%s", got)
	}
}
