package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

func TestMoveListRows(t *testing.T) {
	test.NewTempApp(t)
	m := NewMoveList()
	w := test.NewWindow(m)
	defer w.Close()
	w.Resize(fyne.NewSize(300, 400))
	var picked []int
	m.OnSelect = func(p int) { picked = append(picked, p) }

	m.SetMoves([]string{"e4", "e5", "Nf3"}, 1, false, 3)
	if m.rows() != 2 || m.rowOf(3) != 1 || m.rowOf(2) != 0 {
		t.Fatalf("rows %d, ply 3 in row %d", m.rows(), m.rowOf(3))
	}
	// From a FEN with Black to move at move 20: "20. … Kd7", "21. Kd2".
	m.SetMoves([]string{"Kd7", "Kd2"}, 20, true, 1)
	if m.rows() != 2 || m.rowOf(1) != 0 || m.rowOf(2) != 1 {
		t.Fatalf("black-first rows %d", m.rows())
	}
	row := m.newRow()
	m.updateRow(0, row)
	c := row.(*fyne.Container)
	num := c.Objects[1].(*fyne.Container).Objects[0]
	cells := c.Objects[0].(*fyne.Container).Objects
	if got := num.(interface{ MinSize() fyne.Size }); got == nil {
		t.Fatal("no number label")
	}
	white, black := cells[0].(*moveCell), cells[1].(*moveCell)
	if white.label.Text != "…" || black.label.Text != "Kd7" || !black.label.TextStyle.Bold {
		t.Fatalf("row 0 shows %q %q (bold %v)", white.label.Text, black.label.Text, black.label.TextStyle.Bold)
	}
	test.Tap(white) // the empty half of the row does nothing
	test.Tap(black)
	if len(picked) != 1 || picked[0] != 1 {
		t.Fatalf("picked %v", picked)
	}
}
