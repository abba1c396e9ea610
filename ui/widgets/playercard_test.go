package widgets

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// An untimed game's card keeps no room for a clock it does not show: the
// name gets it (at 800×600 "Garry Kasparov" was cut to "Garry Kas…"
// beside an empty clock box). With a clock, the box is back.
func TestUntimedCardGivesTheClocksRoomToTheName(t *testing.T) {
	test.NewTempApp(t)
	card := NewPlayerCard(ColorWhitePiece)
	w := test.NewWindow(card)
	defer w.Close()
	card.Set("Garry Kasparov", 0, false, false)
	w.Resize(fyne.NewSize(240, 80))
	untimed := card.name.Size().Width
	card.Set("Garry Kasparov", 5*time.Minute, true, false)
	w.Resize(fyne.NewSize(241, 80))
	w.Resize(fyne.NewSize(240, 80))
	timed := card.name.Size().Width
	if untimed < timed+100 {
		t.Errorf("the name is %.0f wide without a clock, %.0f with one: the clock's room was kept", untimed, timed)
	}
	card.Set("Garry Kasparov", 0, false, false)
	w.Resize(fyne.NewSize(241, 80))
	w.Resize(fyne.NewSize(240, 80))
	if got := card.name.Size().Width; got != untimed {
		t.Errorf("after the clock went away again the name is %.0f wide, want %.0f", got, untimed)
	}
}
