package ui

import (
	"testing"

	"chessmaster/drill"
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

// Captures count from the game's start: a set-up position's missing
// pieces were never captured. A promotion beyond the set-up pieces is a
// pawn's, and a capture after the start shows as usual.
func TestMaterialSinceASetUpStart(t *testing.T) {
	krk := "8/8/4k3/8/8/4K3/8/R6q w - - 0 1" // White: K+R; Black: K+Q
	cases := []struct {
		name, fen    string
		white, black string
		balance      int
	}{
		{"the start itself", krk, "", "", -4},
		{"the queen taken", "8/8/4k3/8/8/4K3/8/7R b - - 0 1", "q", "", 5},
		{"the rook taken", "8/8/4k3/8/8/4K3/8/7q w - - 0 2", "", "R", -9},
	}
	for _, c := range cases {
		m := widgets.MaterialSince(krk, c.fen)
		if m.Captured[0] != c.white || m.Captured[1] != c.black || m.Balance != c.balance {
			t.Errorf("%s: White took %q, Black took %q, balance %+d; want %q, %q, %+d",
				c.name, m.Captured[0], m.Captured[1], m.Balance, c.white, c.black, c.balance)
		}
	}
	// A pawn that promotes in a set-up ending is no captured pawn.
	kpk := "8/4P3/8/8/8/2k5/8/4K3 w - - 0 1"
	if m := widgets.MaterialSince(kpk, "4Q3/8/8/8/8/2k5/8/4K3 b - - 0 1"); m.Captured != [2]string{} || m.Balance != 9 {
		t.Errorf("after the promotion: %+v", m)
	}
	// An unreadable start counts from the standard set.
	if got, want := widgets.MaterialSince("nonsense", krk), widgets.MaterialOf(krk); got != want {
		t.Errorf("an unreadable start: %+v, want %+v", got, want)
	}
}

// The cards of a game set up as an ending, and of an endgame drill, show
// no pieces as captured that the position never had.
func TestSetUpGameCardsShowOnlyCaptures(t *testing.T) {
	s := twoHumans()
	s.StartFEN = "8/8/4k3/8/8/4K3/8/R6q w - - 0 1"
	h := newHarness(t, Options{Settings: &s})
	if a, b := h.a.bottomCard.Material.Text(), h.a.topCard.Material.Text(); a != "" || b != "+4" {
		t.Errorf("at the start: White %q, Black %q; want nothing and +4", a, b)
	}
	h.play("a1h1") // the rook takes the queen
	if got := h.a.bottomCard.Material.Text(); got != "q +5" {
		t.Errorf("after Rxh1: White's card %q, want the queen and +5", got)
	}

	d := newHarness(t, Options{})
	k, err := drill.KindByID("kqk")
	if err != nil {
		t.Fatal(err)
	}
	d.a.startDrill(k, 1)
	d.pump()
	white, black := d.a.bottomCard, d.a.topCard
	if d.a.board.Flipped() {
		white, black = black, white
	}
	if a, b := white.Material.Text(), black.Material.Text(); a != "+9" || b != "" {
		t.Errorf("in a KQ v K drill: White %q, Black %q; want +9 and nothing", a, b)
	}
}
