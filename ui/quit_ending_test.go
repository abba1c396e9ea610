package ui

import (
	"testing"
	"time"

	"chessmaster/master"
)

// Ending the program closes the game (its clocks and players) before
// Fyne's loop is ended, and ends the process a little later should Fyne
// hang in its shutdown, as Fyne 2.8 did with a clock running.
func TestEndingClosesTheGameFirstAndEndsTheProcess(t *testing.T) {
	s := twoHumans()
	s.Clock = master.ClockConfig{Base: 3 * time.Minute, Increment: 2 * time.Second}
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4", "c7c5")
	exited := make(chan struct{}, 1)
	h.a.exitProcess = func() { exited <- struct{}{} }
	grace := exitGrace
	exitGrace = 50 * time.Millisecond
	t.Cleanup(func() { exitGrace = grace })
	closedFirst := false
	h.a.endingWith(func() { closedFirst = h.a.closed })()
	if !closedFirst {
		t.Error("Fyne's loop was ended while the game still ran")
	}
	if err := h.a.ctrl.Play("g1f3"); err != master.ErrClosed {
		t.Errorf("the controller is still open after the program ended: %v", err)
	}
	select {
	case <-exited:
	case <-time.After(5 * time.Second):
		t.Error("the process was not ended")
	}
}
