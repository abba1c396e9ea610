package ui

import (
	"fmt"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"chessmaster/master"
)

// splitDivider finds the divider between the board and the column: the
// object in the window the user drags sideways.
func findSplitDivider(o fyne.CanvasObject) fyne.Draggable {
	if o == nil || !o.Visible() {
		return nil
	}
	if d, ok := o.(fyne.Draggable); ok {
		if c, ok := o.(desktop.Cursorable); ok && c.Cursor() == desktop.HResizeCursor {
			return d
		}
	}
	switch t := o.(type) {
	case *fyne.Container:
		for _, c := range t.Objects {
			if d := findSplitDivider(c); d != nil {
				return d
			}
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(t).Objects() {
			if d := findSplitDivider(c); d != nil {
				return d
			}
		}
	}
	return nil
}

// dragSplit drags the divider dx pixels sideways in small steps, as a
// mouse does, and lets go.
func dragSplit(t *testing.T, h *harness, dx float32) {
	t.Helper()
	d := findSplitDivider(h.a.win.Content())
	if d == nil {
		t.Fatal("no divider between the board and the column")
	}
	step := float32(10)
	if dx < 0 {
		step = -step
	}
	for i := 0; i < int(abs32(dx)/10); i++ {
		d.Dragged(&fyne.DragEvent{Dragged: fyne.Delta{DX: step}})
	}
	d.DragEnd()
	h.pump()
}

func abs32(f float32) float32 {
	if f < 0 {
		return -f
	}
	return f
}

// TestSplitKeepsTheBoardsShare: dragging the divider far towards the board
// leaves the board at least 55% of the window's width from 800 px wide up;
// dragging it back the other way still works, and a window made smaller
// after the drag keeps the share too.
func TestSplitKeepsTheBoardsShare(t *testing.T) {
	for _, size := range layoutSizes {
		t.Run(fmt.Sprintf("%.0fx%.0f", size.Width, size.Height), func(t *testing.T) {
			s := layoutSettings()
			h := newHarness(t, Options{Settings: &s})
			h.a.win.Resize(size)
			h.pump()
			before := h.a.board.Size().Width
			dragSplit(t, h, -size.Width)
			relayout(h.a.win)
			if bw := h.a.board.Size().Width; bw < 0.55*size.Width {
				t.Errorf("dragged left: the board is %.0f px, under 55%% of %.0f", bw, size.Width)
			}
			checkLayout(t, h, "dragged left")
			// Back the other way: the board grows again.
			dragSplit(t, h, size.Width)
			relayout(h.a.win)
			if bw := h.a.board.Size().Width; bw < before {
				t.Errorf("dragged right: the board is %.0f px, was %.0f before the drags", bw, before)
			}
			dragSplit(t, h, -size.Width)
			h.a.win.Resize(fyne.NewSize(800, 600))
			h.pump()
			relayout(h.a.win)
			if bw := h.a.board.Size().Width; bw < 0.55*800 {
				t.Errorf("dragged left, then 800x600: the board is %.0f px, under 55%% of 800", bw)
			}
		})
	}
}

// TestSplitRestoredWithinTheBoardsShare: where the divider was left is
// remembered for the next session, and a remembered share too small for
// the board (or not a share at all) still gives the board its 55%.
func TestSplitRestoredWithinTheBoardsShare(t *testing.T) {
	size := fyne.NewSize(1100, 760)
	s := layoutSettings()
	h := newHarness(t, Options{Settings: &s})
	h.a.win.Resize(size)
	h.pump()
	dragSplit(t, h, 100)
	wide := h.a.board.Size().Width
	saved := h.a.fyneApp.Preferences().Float(prefSplit)
	if saved <= defaultSplit {
		t.Fatalf("after a drag to the right the saved share is %v, want more than %v", saved, defaultSplit)
	}
	h.a.close()
	h.start(Options{Settings: &s})
	h.a.win.Resize(size)
	h.pump()
	relayout(h.a.win)
	if got := h.a.board.Size().Width; got != wide {
		t.Errorf("next session: the board is %.0f px, was left at %.0f", got, wide)
	}
	for _, bad := range []float64{0.05, -3, 7, math.NaN()} {
		h.a.close()
		h.a.fyneApp.Preferences().SetFloat(prefSplit, bad)
		h.start(Options{Settings: &s})
		h.a.win.Resize(size)
		h.pump()
		relayout(h.a.win)
		if bw := h.a.board.Size().Width; bw < 0.55*size.Width {
			t.Errorf("saved share %v: the board is %.0f px, under 55%% of %.0f", bad, bw, size.Width)
		}
		checkLayout(t, h, fmt.Sprintf("saved share %v", bad))
	}
}

// TestWideWindowGivesTheColumnTheBoardsMargins: in a window wider than
// the board can use (1280×720, 1920×1080: the board is as tall as the
// window) the board's side of the split is no wider than the board and
// what stands beside it, and the column gets the rest. Before, the board
// stood between two empty margins of 100-140 px while the column cut
// "Weiterspielen: Sie (Weiß) gegen ChessMaster Stufe 5" to "…Stu…". The
// board keeps its size.
func TestWideWindowGivesTheColumnTheBoardsMargins(t *testing.T) {
	useLanguage(t, "de")
	path := writeFile(t, "game.pgn", "[Event \"x\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n")
	s := twoHumans()
	s.Black = master.PlayerConfig{Kind: master.Computer, Level: 5}
	for _, size := range []fyne.Size{{Width: 1280, Height: 720}, {Width: 1920, Height: 1080}} {
		t.Run(fmt.Sprintf("%.0fx%.0f", size.Width, size.Height), func(t *testing.T) {
			h := newHarness(t, Options{Settings: &s, OpenFile: path})
			h.waitFor("loaded game", func() bool { return len(h.a.state.Moves) == 4 })
			h.a.win.Resize(size)
			h.pump()
			h.a.viewPosition(2) // back: a study, with its Continue button
			h.pump()
			relayout(h.a.win)
			board := h.a.board.Size().Width
			around := h.a.boardBox.MinSize().Width - h.a.board.MinSize().Width + 2*theme.Padding()
			if lw := h.a.split.Leading.Size().Width; lw > board+around+8 {
				t.Errorf("the board's side is %.0f px for a board of %.0f: %.0f px of margins", lw, board, lw-board-around)
			}
			if !h.a.continueButton.Visible() {
				t.Fatal("no Continue button in the study")
			}
			if full, shown := h.a.continueFit.Text(), h.a.continueButton.Text; shown != full {
				t.Errorf("the Continue button shows %q of %q", shown, full)
			}
			// Without the cap the board is no larger.
			most := h.a.split.MaxLeading
			h.a.split.MaxLeading = nil
			relayout(h.a.win)
			if wide := h.a.board.Size().Width; wide > board {
				t.Errorf("the board is %.0f px, %.0f without the cap", board, wide)
			}
			h.a.split.MaxLeading = most
		})
	}
}
