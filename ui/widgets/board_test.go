package widgets

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

const (
	startFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	// after 1.e4: the legal replies of Black are not needed, only the FEN
	afterE4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
	// White pawn on e7 can promote by moving or by capturing on d8/f8.
	promoFEN = "3r1n1k/4P3/8/8/8/8/8/4K3 w - - 0 1"
)

// startMoves are White's 20 legal moves in the initial position.
var startMoves = []string{
	"a2a3", "a2a4", "b2b3", "b2b4", "c2c3", "c2c4", "d2d3", "d2d4", "e2e3", "e2e4",
	"f2f3", "f2f4", "g2g3", "g2g4", "h2h3", "h2h4", "b1a3", "b1c3", "g1f3", "g1h3",
}

// newTestBoard puts a board in a 400×400 test window (50 px squares) and
// records the moves it reports.
func newTestBoard(t *testing.T, s BoardState) (*Board, fyne.Window, *[]string) {
	t.Helper()
	test.NewTempApp(t)
	b := NewBoard()
	b.Animation = 0
	var moves []string
	b.OnMove = func(m string) { moves = append(moves, m) }
	w := test.NewWindow(b)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(400, 400))
	b.SetState(s)
	t.Cleanup(w.Close)
	return b, w, &moves
}

// centre is the middle of a square in board coordinates.
func centre(b *Board, name string) fyne.Position { return b.SquareCentre(ParseSquare(name)) }

// tapSquare taps the middle of the named square.
func tapSquare(b *Board, name string) {
	b.Tapped(&fyne.PointEvent{Position: centre(b, name)})
}

// drag simulates the desktop driver: events carry the pointer position and
// the distance since the previous event, then DragEnd.
func drag(b *Board, from, to string) {
	p0, p1 := centre(b, from), centre(b, to)
	steps := 4
	prev := p0
	for i := 1; i <= steps; i++ {
		f := float32(i) / float32(steps)
		p := fyne.NewPos(p0.X+(p1.X-p0.X)*f, p0.Y+(p1.Y-p0.Y)*f)
		b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p}, Dragged: fyne.NewDelta(p.X-prev.X, p.Y-prev.Y)})
		prev = p
	}
	b.DragEnd()
}

func TestBoardGeometry(t *testing.T) {
	b, w, _ := newTestBoard(t, BoardState{FEN: startFEN})
	if got := b.SquareAt(centre(b, "a1")); got != 0 {
		t.Fatalf("a1 centre maps to %d", got)
	}
	if p := b.squareOrigin(ParseSquare("a1")); p.X != 0 || p.Y != 350 {
		t.Fatalf("a1 at %v, want bottom-left (0,350)", p)
	}
	b.SetFlipped(true)
	if p := b.squareOrigin(ParseSquare("a1")); p.X != 350 || p.Y != 0 {
		t.Fatalf("flipped a1 at %v, want top-right (350,0)", p)
	}
	if got := b.SquareAt(fyne.NewPos(10, 10)); got != ParseSquare("h1") {
		t.Fatalf("flipped top-left is square %d, want h1", got)
	}
	// A wide window centres a square board.
	w.Resize(fyne.NewSize(600, 400))
	b.SetFlipped(false)
	if p := b.squareOrigin(ParseSquare("a8")); p.X != 100 || p.Y != 0 {
		t.Fatalf("a8 in wide window at %v, want (100,0)", p)
	}
	if got := b.SquareAt(fyne.NewPos(50, 200)); got != -1 {
		t.Fatalf("margin maps to square %d", got)
	}
}

func TestTapTapMove(t *testing.T) {
	b, _, moves := newTestBoard(t, BoardState{FEN: startFEN, Legal: startMoves, Enabled: true})
	tapSquare(b, "e2")
	if b.Selected() != ParseSquare("e2") {
		t.Fatalf("e2 not selected after tap (selected %d)", b.Selected())
	}
	if got := b.targets(b.Selected()); !slices.Equal(got, []int{ParseSquare("e3"), ParseSquare("e4")}) {
		t.Fatalf("targets of e2 = %v", got)
	}
	tapSquare(b, "e4")
	if !slices.Equal(*moves, []string{"e2e4"}) {
		t.Fatalf("moves = %v, want [e2e4]", *moves)
	}
	if b.Piece(ParseSquare("e4")) != 'P' || b.Piece(ParseSquare("e2")) != 0 {
		t.Fatal("the board does not show the pawn on e4")
	}
	// Until the owner answers, further input is ignored.
	tapSquare(b, "d2")
	if b.Selected() != -1 {
		t.Fatal("input accepted while the move was pending")
	}
}

func TestTapOtherPieceReselects(t *testing.T) {
	b, _, moves := newTestBoard(t, BoardState{FEN: startFEN, Legal: startMoves, Enabled: true})
	tapSquare(b, "e2")
	tapSquare(b, "g1")
	if b.Selected() != ParseSquare("g1") || len(*moves) != 0 {
		t.Fatalf("selected %d, moves %v", b.Selected(), *moves)
	}
	tapSquare(b, "g1") // second tap on the same piece drops it
	if b.Selected() != -1 {
		t.Fatal("second tap did not deselect")
	}
	tapSquare(b, "e7") // opponent's piece cannot be picked
	if b.Selected() != -1 {
		t.Fatal("picked up an opponent's piece")
	}
}

func TestDragMove(t *testing.T) {
	b, _, moves := newTestBoard(t, BoardState{FEN: startFEN, Legal: startMoves, Enabled: true})
	drag(b, "g1", "f3")
	if !slices.Equal(*moves, []string{"g1f3"}) {
		t.Fatalf("moves = %v, want [g1f3]", *moves)
	}
	if b.Piece(ParseSquare("f3")) != 'N' {
		t.Fatal("knight not shown on f3")
	}
}

func TestIllegalDragSnapsBack(t *testing.T) {
	b, _, moves := newTestBoard(t, BoardState{FEN: startFEN, Legal: startMoves, Enabled: true})
	before := b.pos
	drag(b, "e2", "e5")
	drag(b, "d1", "d3")
	tapSquare(b, "e2")
	tapSquare(b, "d3") // not a pawn move from e2
	if len(*moves) != 0 {
		t.Fatalf("illegal moves reported: %v", *moves)
	}
	if b.pos != before {
		t.Fatal("position changed after illegal attempts")
	}
	if b.dragging {
		t.Fatal("still dragging after DragEnd")
	}
}

func TestInputDisabled(t *testing.T) {
	b, _, moves := newTestBoard(t, BoardState{FEN: startFEN, Legal: startMoves, Enabled: false})
	tapSquare(b, "e2")
	tapSquare(b, "e4")
	drag(b, "e2", "e4")
	if len(*moves) != 0 || b.Selected() != -1 {
		t.Fatalf("disabled board accepted input: %v", *moves)
	}
}

func TestPromotionChooser(t *testing.T) {
	legal := []string{"e7e8q", "e7e8r", "e7e8b", "e7e8n", "e7d8q", "e7d8r", "e7d8b", "e7d8n",
		"e7f8q", "e7f8r", "e7f8b", "e7f8n", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2"}
	b, w, moves := newTestBoard(t, BoardState{FEN: promoFEN, Legal: legal, Enabled: true})
	tapSquare(b, "e7")
	tapSquare(b, "e8")
	if len(*moves) != 0 {
		t.Fatalf("promotion played before a piece was chosen: %v", *moves)
	}
	if got := b.PromotionChoices(); !slices.Equal(got, []string{"e7e8q", "e7e8r", "e7e8b", "e7e8n"}) {
		t.Fatalf("choices = %v", got)
	}
	if w.Canvas().Overlays().Top() == nil {
		t.Fatal("no chooser shown")
	}
	// Tap the knight, the fourth picture in the chooser.
	var buttons []*pieceButton
	for _, o := range test.LaidOutObjects(w.Canvas().Overlays().Top()) {
		if pb, ok := o.(*pieceButton); ok {
			buttons = append(buttons, pb)
		}
	}
	if len(buttons) != 4 {
		t.Fatalf("chooser shows %d pieces, want 4", len(buttons))
	}
	test.Tap(buttons[3])
	if !slices.Equal(*moves, []string{"e7e8n"}) {
		t.Fatalf("moves = %v, want [e7e8n]", *moves)
	}
	if b.Piece(ParseSquare("e8")) != 'N' {
		t.Fatalf("e8 shows %q, want N", b.Piece(ParseSquare("e8")))
	}
	if w.Canvas().Overlays().Top() != nil {
		t.Fatal("chooser still open")
	}
}

func TestPromotionCancelAndCapture(t *testing.T) {
	legal := []string{"e7e8q", "e7e8r", "e7e8b", "e7e8n", "e7d8q", "e7d8r", "e7d8b", "e7d8n"}
	b, _, moves := newTestBoard(t, BoardState{FEN: promoFEN, Legal: legal, Enabled: true})
	drag(b, "e7", "d8")
	b.cancelPromotion()
	if len(*moves) != 0 || b.Piece(ParseSquare("e7")) != 'P' {
		t.Fatal("cancelled promotion changed the game")
	}
	drag(b, "e7", "d8")
	if !b.ChoosePromotion('r') {
		t.Fatal("rook not offered")
	}
	if !slices.Equal(*moves, []string{"e7d8r"}) {
		t.Fatalf("moves = %v", *moves)
	}
}

func TestSetStateConfirmsAndReenables(t *testing.T) {
	b, _, moves := newTestBoard(t, BoardState{FEN: startFEN, Legal: startMoves, Enabled: true})
	tapSquare(b, "e2")
	tapSquare(b, "e4")
	// The owner rejects the move by resending the old position.
	b.SetState(BoardState{FEN: startFEN, Legal: startMoves, Enabled: true})
	if b.Piece(ParseSquare("e2")) != 'P' || b.Piece(ParseSquare("e4")) != 0 {
		t.Fatal("rejected move still shown")
	}
	b.SetState(BoardState{FEN: afterE4, LastMove: "e2e4"})
	if b.Piece(ParseSquare("e4")) != 'P' {
		t.Fatal("confirmed move not shown")
	}
	if len(*moves) != 1 {
		t.Fatalf("moves = %v", *moves)
	}
}

func TestFlipKeepsInput(t *testing.T) {
	b, _, moves := newTestBoard(t, BoardState{FEN: startFEN, Legal: startMoves, Enabled: true})
	b.SetFlipped(true)
	// With Black at the bottom, e2 is near the top of the widget.
	if p := centre(b, "e2"); p.Y > 100 {
		t.Fatalf("e2 centre at %v on a flipped board", p)
	}
	tapSquare(b, "e2")
	tapSquare(b, "e4")
	if !slices.Equal(*moves, []string{"e2e4"}) {
		t.Fatalf("moves = %v", *moves)
	}
}

func TestSameStateKeepsUserBusy(t *testing.T) {
	legal := []string{"e7e8q", "e7e8r", "e7e8b", "e7e8n"}
	s := BoardState{FEN: promoFEN, Legal: legal, Enabled: true}
	b, _, moves := newTestBoard(t, s)
	tapSquare(b, "e7")
	tapSquare(b, "e8")
	b.SetState(s) // e.g. a clock or turn event refreshed the window
	if len(b.PromotionChoices()) != 4 {
		t.Fatal("an unchanged state closed the promotion chooser")
	}
	b.ChoosePromotion('q')
	if !slices.Equal(*moves, []string{"e7e8q"}) {
		t.Fatalf("moves %v", *moves)
	}
	// Mid-drag, an unchanged state keeps the piece in hand.
	b.SetState(BoardState{FEN: startFEN, Legal: startMoves, Enabled: true})
	p0, p1 := centre(b, "g1"), centre(b, "f3")
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p0.AddXY(5, -5)}, Dragged: fyne.NewDelta(5, -5)})
	b.SetState(BoardState{FEN: startFEN, Legal: startMoves, Enabled: true})
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p1}, Dragged: fyne.NewDelta(p1.X-p0.X-5, p1.Y-p0.Y+5)})
	b.DragEnd()
	if !slices.Equal(*moves, []string{"e7e8q", "g1f3"}) {
		t.Fatalf("moves %v", *moves)
	}
}

// Fyne's test driver runs an animation to its end at once, so this checks
// that a finished (or interrupted) animation leaves the piece on its square
// and no floating copy behind.
func TestMoveAnimationEndsClean(t *testing.T) {
	b, _, _ := newTestBoard(t, BoardState{FEN: startFEN})
	b.Animation = DefaultAnimation
	b.SetState(BoardState{FEN: afterE4, LastMove: "e2e4"})
	r := b.Renderer
	if b.anim != nil || !r.floating.Hidden {
		t.Fatal("animation still running after its last tick")
	}
	if r.Pieces[ParseSquare("e4")].Hidden || r.Pieces[ParseSquare("e4")].Resource != PieceResource('P') {
		t.Fatal("pawn not shown on e4 after the animation")
	}
	// An animation interrupted by an unrelated position (undo) is dropped.
	b.animFrom, b.animTo = ParseSquare("e2"), ParseSquare("e4")
	b.anim = fyne.NewAnimation(DefaultAnimation, func(float32) {})
	b.SetState(BoardState{FEN: startFEN})
	if b.anim != nil || !r.Pieces[ParseSquare("e4")].Hidden || r.Pieces[ParseSquare("e2")].Hidden {
		t.Fatal("undo left the animation or the old pieces")
	}
}
