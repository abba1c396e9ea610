package widgets

import (
	"image/color"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"chessmaster/pgn"
)

// BoardState is everything the board needs to show a position and accept a
// move. The board knows nothing of the game controller: whoever owns the game
// fills this in and listens to Board.OnMove.
type BoardState struct {
	FEN      string   // the position to show
	Legal    []string // legal moves in UCI; the board offers only these
	LastMove string   // UCI move to highlight, "" for none
	Check    bool     // the side to move is in check: its king glows red
	Enabled  bool     // a human is to move, so taps and drags make moves
}

// Board colours are fixed (not themed): a chess board should look the same
// in light and dark mode.
var (
	lightSquare   = color.NRGBA{0xef, 0xd9, 0xb5, 0xff}
	darkSquare    = color.NRGBA{0xb5, 0x88, 0x63, 0xff}
	lastMoveTint  = color.NRGBA{0xcd, 0xd2, 0x3a, 0x70}
	selectedTint  = color.NRGBA{0x14, 0x6e, 0x3c, 0x70}
	targetColour  = color.NRGBA{0x14, 0x55, 0x1e, 0x66}
	checkCentre   = color.NRGBA{0xff, 0x10, 0x10, 0xf0}
	checkEdge     = color.NRGBA{0xe6, 0x00, 0x00, 0x00}
	dropHighlight = color.NRGBA{0xff, 0xff, 0xff, 0x50}
	hintArrow     = color.NRGBA{0x15, 0x78, 0x1b, 0xb0}
	bestArrow     = color.NRGBA{0x1f, 0x5f, 0xc8, 0xa8}
)

// DefaultAnimation is how long a piece glides to its square.
const DefaultAnimation = 150 * time.Millisecond

// Board is the chess board widget: it draws a position, highlights the last
// move and a king in check, and lets a human move by click-click or
// drag-and-drop. Attempted legal moves are reported through OnMove as UCI
// strings; the board shows the move at once and waits for the next SetState.
//
// All methods must be called on the Fyne goroutine (use fyne.Do from others).
type Board struct {
	widget.BaseWidget

	// OnMove receives each legal move the user makes, e.g. "e2e4", "e7e8n".
	OnMove func(uci string)
	// OnArrow and OnSquare receive each arrow and coloured square the user
	// draws with the right mouse button (board_marks_input.go); drawing
	// one that is shown in its colour asks to take it away.
	OnArrow  func(pgn.Arrow)
	OnSquare func(pgn.Square)
	// Animation is the length of the move animation; 0 turns it off.
	Animation time.Duration

	state       BoardState
	pos         Placement
	whiteToMove bool
	flipped     bool

	selected int // square picked by a first click, -1 if none
	Pending  bool

	gesture   bool // a drag gesture is under way (even if it carries nothing)
	dragging  bool // the gesture carries a piece
	dragFrom  int
	dragAt    fyne.Position // pointer position during a drag
	dragOver  int           // square under the pointer, -1 outside
	promoting *promotionChooser

	anim     *fyne.Animation
	animFrom int
	animTo   int
	animAt   float32 // 0..1 progress of the running animation

	hint string // a suggested move (UCI) drawn as an arrow, "" for none
	best string // the review's better move (UCI), drawn as a blue arrow
	// arrows are more moves drawn as arrows (SetArrows): the analysis's
	// lines, under the hint and the review's arrow.
	arrows []Arrow
	// marks are the arrows and squares a person drew (board_marks.go).
	marks boardMarks

	Renderer *BoardRenderer // set while the board is on screen

	blindfold Blindfold // whose pieces are hidden (board_blindfold.go)
	// accessibleLabel is the position in words (board_accessible.go).
	accessibleLabel string

	Keys boardKeys // the keyboard focus and typed keys (board_keys.go)
}

// NewBoard returns a board showing the start position, input disabled.
func NewBoard() *Board {
	b := &Board{selected: -1, dragOver: -1, animFrom: -1, animTo: -1, Animation: DefaultAnimation}
	b.ExtendBaseWidget(b)
	b.SetState(BoardState{FEN: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"})
	return b
}

// CreateRenderer is part of fyne.Widget.
func (b *Board) CreateRenderer() fyne.WidgetRenderer {
	return newBoardRenderer(b)
}

// MinSize keeps the pieces recognisable.
func (b *Board) MinSize() fyne.Size {
	return fyne.NewSquareSize(8 * 36)
}

// SetState shows a new position. A FEN the board cannot read leaves the old
// position on screen (the controller only sends valid ones). When the new
// position is the old one plus LastMove, the move is animated.
func (b *Board) SetState(s BoardState) {
	if !b.Pending && b.sameState(s) {
		// The window refreshes on many events (turns, clocks starting);
		// an unchanged position must not drop a drag or a promotion
		// chooser the user is busy with.
		return
	}
	pos, wtm, err := ParsePlacement(s.FEN)
	if err != nil {
		return
	}
	old, oldLast := b.pos, b.state.LastMove
	if s.FEN != b.state.FEN {
		b.hint = "" // the hint was for the old position
	}
	b.state = s
	b.state.Legal = slices.Clone(s.Legal)
	b.pos, b.whiteToMove = pos, wtm
	b.Pending = false
	b.dragging = false
	b.dragOver = -1
	if b.selected >= 0 && !b.hasMovesFrom(b.selected) {
		b.selected = -1
	}
	b.closePromotion()
	// A running animation belongs to the old position (an undo or a new
	// game may have replaced it); a new move starts its own.
	b.stopAnimation()
	if s.LastMove != "" && s.LastMove != oldLast && old.apply(s.LastMove) == pos && old != pos {
		b.animate(s.LastMove)
	}
	b.Refresh()
}

func (b *Board) sameState(s BoardState) bool {
	o := b.state
	return s.FEN == o.FEN && s.LastMove == o.LastMove && s.Check == o.Check &&
		s.Enabled == o.Enabled && slices.Equal(s.Legal, o.Legal)
}

// SetHint draws an arrow for move m (UCI) from its square to its target,
// until the position changes; "" removes it.
func (b *Board) SetHint(m string) {
	if _, _, _, ok := UCISquares(m); !ok {
		m = ""
	}
	b.hint = m
	b.Refresh()
}

// SetBestMove draws a blue arrow for move m (UCI): the better move a game
// review found where a worse one was played. Unlike the hint it stays
// until it is replaced; "" removes it.
func (b *Board) SetBestMove(m string) {
	if _, _, _, ok := UCISquares(m); !ok {
		m = ""
	}
	if m == b.best {
		return
	}
	b.best = m
	b.Refresh()
}

// BestMove is the move drawn as the review's arrow, "" for none.
func (b *Board) BestMove() string { return b.best }

// Hint is the move drawn as an arrow, "" for none.
func (b *Board) Hint() string { return b.hint }

// State returns the state last given to SetState.
func (b *Board) State() BoardState { return b.state }

// SetFlipped turns the board so that Black is at the bottom (true) or White.
func (b *Board) SetFlipped(flipped bool) {
	b.flipped = flipped
	b.Refresh()
}

// Flipped reports whether Black is at the bottom.
func (b *Board) Flipped() bool { return b.flipped }

// Piece returns the FEN letter of the piece the board shows on a square (0
// for empty); it includes a move just made and not yet confirmed.
func (b *Board) Piece(sq int) byte {
	if sq < 0 || sq > 63 {
		return 0
	}
	return b.pos[sq]
}

// Selected returns the square picked by a first click, or -1.
func (b *Board) Selected() int { return b.selected }

// Deselect drops the selected square: the move was played another way
// (typed, or set by an exercise).
func (b *Board) Deselect() { b.selected = -1 }

// AcceptsInput reports whether the user may move now.
func (b *Board) AcceptsInput() bool {
	return b.state.Enabled && !b.Pending && len(b.state.Legal) > 0
}

// hasMovesFrom reports whether some legal move starts on sq.
func (b *Board) hasMovesFrom(sq int) bool {
	for _, m := range b.state.Legal {
		if from, _, _, ok := UCISquares(m); ok && from == sq {
			return true
		}
	}
	return false
}

// movesBetween returns the legal moves from one square to another: none, one,
// or the four promotions.
func (b *Board) movesBetween(from, to int) []string {
	var out []string
	for _, m := range b.state.Legal {
		if f, t, _, ok := UCISquares(m); ok && f == from && t == to {
			out = append(out, m)
		}
	}
	return out
}

// targets returns the destination squares of the legal moves from sq.
func (b *Board) targets(sq int) []int {
	var out []int
	for _, m := range b.state.Legal {
		if f, t, _, ok := UCISquares(m); ok && f == sq && !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	return out
}

// tryMove plays from→to if it is legal, asking for the promotion piece when
// needed. It reports whether the move was legal.
func (b *Board) tryMove(from, to int, animate bool) bool {
	moves := b.movesBetween(from, to)
	switch len(moves) {
	case 0:
		return false
	case 1:
		b.Commit(moves[0], animate)
	default:
		b.askPromotion(from, to, moves)
	}
	return true
}

// Commit shows the move at once and hands it to OnMove. Input stays off until
// the owner answers with SetState.
func (b *Board) Commit(m string, animate bool) {
	b.selected = -1
	b.Pending = true
	before := b.pos
	b.pos = b.pos.apply(m)
	b.state.LastMove = m
	b.state.Check = false
	if animate && before != b.pos {
		b.animate(m)
	}
	b.Refresh()
	if b.OnMove != nil {
		b.OnMove(m)
	}
}
