package ui

import (
	"testing"

	"chessmaster/ui/widgets"
)

func TestMaterialOf(t *testing.T) {
	cases := []struct {
		name, fen    string
		white, black string // pieces each side captured
		balance      int
	}{
		{"start", startPlacement, "", "", 0},
		// 1.e4 d5 2.exd5: White took a pawn.
		{"pawn up", "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2", "p", "", 1},
		// White lost a knight and a pawn for a pawn: Black leads by 3.
		{"knight for pawn", "rnbqkbnr/ppp1pppp/8/8/8/8/PPPP1PPP/R1BQKBNR w KQkq - 0 4", "p", "NP", -3},
		// A white pawn promoted (two queens, seven pawns): no pawn was
		// captured; White took a rook on the way.
		{"promotion", "1nbqkbnr/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNQ b k - 0 9", "r", "R", 8},
		// An under-promotion to a third knight.
		{"third knight", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNN b KQkq - 0 9", "", "R", -3},
		{"bare kings", "8/8/4k3/8/8/4K3/8/8 w - - 0 80", "qrrbbnnpppppppp", "QRRBBNNPPPPPPPP", 0},
	}
	for _, c := range cases {
		m := widgets.MaterialOf(c.fen)
		if m.Captured[0] != c.white || m.Captured[1] != c.black || m.Balance != c.balance {
			t.Errorf("%s: White took %q, Black took %q, balance %+d; want %q, %q, %+d",
				c.name, m.Captured[0], m.Captured[1], m.Balance, c.white, c.black, c.balance)
		}
	}
}

const startPlacement = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// The player cards show what each side captured and who is ahead, from
// the position on the board (also when browsing back).
func TestMaterialInCards(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4", "d7d5", "e4d5")
	if got := h.a.bottomCard.Material.Text(); got != "p +1" {
		t.Errorf("White's card shows %q, want the pawn and +1", got)
	}
	if got := h.a.topCard.Material.Text(); got != "" {
		t.Errorf("Black's card shows %q", got)
	}
	h.play("d8d5")
	if a, b := h.a.bottomCard.Material.Text(), h.a.topCard.Material.Text(); a != "p" || b != "P" {
		t.Errorf("after the recapture: %q / %q", a, b)
	}
	h.a.viewPosition(3)
	if got := h.a.bottomCard.Material.Text(); got != "p +1" {
		t.Errorf("browsing back to 2.exd5: %q", got)
	}
	// Flipped, the top card is White's.
	h.a.flip()
	if got := h.a.topCard.Material.Text(); got != "p +1" {
		t.Errorf("flipped, the top card shows %q", got)
	}
}
