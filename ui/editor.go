package ui

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"chessmaster/internal/fenfields"
	"chessmaster/master"
	"chessmaster/notation"
	"chessmaster/ui/widgets"
)

// The position editor (Game → Set Up Position…): a board on which a
// palette's piece is put by clicking a square (the eraser, or a right
// click, empties it; a piece can be dragged elsewhere or off the board),
// Clear and Start Position, the side to move, the castling rights (each
// offered only while its king and rook stand on their squares; with
// "Chess960 castling", while the king stands on its first rank with a
// rook on that side), the
// en-passant square (of those a pawn can just have passed) and the FEN,
// which follows the board and can be typed or pasted. The position is
// checked by the program's FEN validator (notation.ValidateFEN) and the
// reason shown while it cannot be played; material no game reaches is
// playable, with a notice (notation.UnreachableMaterial). "Play from here" starts a game
// from it with the current players; "Analyse" opens analysis mode on it.

// Castling rights in FEN order: K, Q, k, q.
var castleRights = [4]struct {
	letter     byte
	king, rook int
}{{'K', 4, 7}, {'Q', 4, 0}, {'k', 60, 63}, {'q', 60, 56}}

// positionEditor is the open editor.
type positionEditor struct {
	a *App

	pos         widgets.Placement
	whiteToMove bool
	castle      [4]bool // rights asked for (kept while a piece is away)
	// chess960 reads castling as Chess960 does: the king anywhere on its
	// first rank, castling with the outermost rook on either side
	// (written KQkq, X-FEN). Off, the rights need the standard squares.
	chess960 bool
	ep       int // en-passant square, -1 none
	halfmove int
	fullmove int
	tool     byte // the palette's piece, 0 the eraser

	board   *editorBoard
	tiles   map[byte]*paletteTile // the palette by piece letter, 0 the eraser
	side    *widget.RadioGroup
	castles [4]*widget.Check
	c960    *widget.Check
	epSel   *widget.Select
	epSqs   []int // the squares behind epSel's options after "-"
	fen     *widget.Entry
	problem *widget.Label
	play    *widget.Button
	analyse *widget.Button
	dlg     dialog.Dialog

	syncing bool // the widgets are being set from the position
}

// showPositionEditor opens the editor on the position of the board.
func (a *App) showPositionEditor() *positionEditor {
	e := &positionEditor{a: a, tool: 'P', ep: -1}
	e.board = newEditorBoard(a.board.Flipped())
	e.board.OnTap = func(sq int) { e.put(sq, e.tool) }
	e.board.OnErase = func(sq int) { e.put(sq, 0) }
	e.board.OnDrag = e.drag

	e.tiles = map[byte]*paletteTile{}
	var white, black []fyne.CanvasObject
	for _, pc := range []byte("KQRBNPkqrbnp") {
		t := newPaletteTile(pc, func() { e.choose(pc) })
		e.tiles[pc] = t
		if widgets.IsWhite(pc) {
			white = append(white, t)
		} else {
			black = append(black, t)
		}
	}
	eraser := newPaletteTile(0, func() { e.choose(0) })
	e.tiles[0] = eraser
	palette := container.NewVBox(
		container.NewGridWithColumns(6, white...),
		container.NewGridWithColumns(6, black...),
		container.NewHBox(eraser, widget.NewLabel(lang.L("Eraser (or right-click a square)"))),
	)

	clearBtn := widget.NewButtonWithIcon(lang.L("Clear"), theme.ContentClearIcon(), func() {
		e.pos = widgets.Placement{}
		e.castle = [4]bool{}
		e.ep, e.halfmove, e.fullmove = -1, 0, 1
		e.sync(true)
	})
	start := widget.NewButtonWithIcon(lang.L("Start Position"), theme.HomeIcon(), func() {
		e.chess960 = false // the standard start is standard chess
		e.setFEN(master.StandardFEN, true)
	})

	e.side = widget.NewRadioGroup([]string{lang.L("White"), lang.L("Black")}, func(s string) {
		if e.syncing || s == "" {
			if !e.syncing {
				e.sync(true) // a radio group can be emptied by a click: put it back
			}
			return
		}
		e.whiteToMove = s == lang.L("White")
		e.sync(true)
	})
	e.side.Horizontal = true
	e.side.Required = true
	labels := []string{lang.L("White O-O"), lang.L("White O-O-O"), lang.L("Black O-O"), lang.L("Black O-O-O")}
	for i := range e.castles {
		e.castles[i] = widget.NewCheck(labels[i], func(on bool) {
			if e.syncing {
				return
			}
			e.castle[i] = on
			e.sync(true)
		})
	}
	e.c960 = widget.NewCheck(lang.L("Chess960 castling"), func(on bool) {
		if e.syncing {
			return
		}
		e.chess960 = on
		e.sync(true)
	})
	e.epSel = widget.NewSelect(nil, func(s string) {
		if e.syncing {
			return
		}
		e.ep = widgets.ParseSquare(s)
		e.sync(true)
	})

	e.fen = widget.NewEntry()
	e.fen.OnChanged = func(text string) {
		if !e.syncing {
			e.typedFEN(text)
		}
	}
	copyBtn := widget.NewButtonWithIcon(lang.L("Copy FEN"), theme.ContentCopyIcon(), func() {
		a.fyneApp.Clipboard().SetContent(e.fenText())
	})
	pasteBtn := widget.NewButtonWithIcon(lang.L("Paste FEN"), theme.ContentPasteIcon(), func() {
		e.fen.SetText(strings.TrimSpace(a.fyneApp.Clipboard().Content()))
	})
	e.problem = widget.NewLabel("")
	e.problem.Wrapping = fyne.TextWrapWord

	e.play = widget.NewButtonWithIcon(lang.L("Play from here"), theme.MediaPlayIcon(), e.playFromHere)
	e.play.Importance = widget.HighImportance
	e.analyse = widget.NewButtonWithIcon(lang.L("Analyse"), theme.SearchIcon(), e.analyseHere)
	cancel := widget.NewButtonWithIcon(lang.L("Cancel"), theme.CancelIcon(), func() { e.dlg.Hide() })

	controls := container.NewVBox(
		palette,
		widget.NewSeparator(),
		container.NewGridWithColumns(2, clearBtn, start),
		widget.NewLabelWithStyle(lang.L("Side to move"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		e.side,
		// The Chess960 check shares the heading's row: a row of its own
		// would push En passant out of view at the dialog's usual size.
		container.NewBorder(nil, nil, widget.NewLabelWithStyle(lang.L("Castling"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), e.c960),
		container.NewGridWithColumns(2, e.castles[0], e.castles[1], e.castles[2], e.castles[3]),
		container.NewBorder(nil, nil, widget.NewLabelWithStyle(lang.L("En passant"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), nil, e.epSel),
	)
	fenRow := container.NewBorder(nil, nil, widget.NewLabel("FEN"), container.NewHBox(copyBtn, pasteBtn), e.fen)
	buttons := container.NewHBox(layout.NewSpacer(), cancel, e.analyse, e.play)
	// In a short window (800×600 less its menu) the controls scroll
	// instead of running under the FEN row.
	content := container.NewBorder(nil, container.NewVBox(fenRow, e.problem, buttons), nil,
		container.NewVScroll(container.NewPadded(controls)), e.board)

	e.dlg = dialog.NewCustomWithoutButtons(lang.L("Set Up Position"), content, a.win)
	// The window is in Edit mode while the editor is open (mode.go).
	release := a.holdClock()
	e.dlg.SetOnClosed(func() {
		if a.editing == e {
			a.editing = nil
		}
		release()
		a.refresh() // the mode under the editor's rules again (mode_rules.go)
	})
	a.editing = e
	a.refresh() // Edit's rules: the main board takes nothing

	e.chess960 = a.state.Chess960
	e.setFEN(a.board.State().FEN, true)
	e.choose('P')
	e.dlg.Resize(editorDialogSize(a.win.Canvas().Size()))
	e.dlg.Show()
	return e
}

// choose picks the palette's piece (0: the eraser).
func (e *positionEditor) choose(pc byte) {
	e.tool = pc
	for k, t := range e.tiles {
		t.SetSelected(k == pc)
	}
}

// put puts pc on sq (0 empties it). Putting the chosen piece on a square
// that has it already takes it off, so a second click undoes the first.
func (e *positionEditor) put(sq int, pc byte) {
	if pc != 0 && e.pos[sq] == pc {
		pc = 0
	}
	e.pos[sq] = pc
	e.sync(true)
}

// drag moves a piece to another square, or off the board (to < 0).
func (e *positionEditor) drag(from, to int) {
	pc := e.pos[from]
	e.pos[from] = 0
	if to >= 0 {
		e.pos[to] = pc
	}
	e.sync(true)
}

// setFEN shows fen's position (as far as it can be read); with writeEntry
// the FEN field shows it too.
func (e *positionEditor) setFEN(fen string, writeEntry bool) bool {
	pos, wtm, err := widgets.ParsePlacement(fen)
	if err != nil {
		return false
	}
	e.pos, e.whiteToMove = pos, wtm
	f := fenfields.Split(fen)
	e.castle = e.castlingField(f.Castling)
	if !e.chess960 {
		// Rights that only Chess960 has (the king off e1, a rook
		// off its corner, Shredder-FEN's rook files): a Chess960 FEN.
		for i, on := range e.castle {
			if on && !e.castleAllowed(i) && e.castleAllowed960(i) {
				e.chess960 = true
			}
		}
	}
	e.ep = -1
	if f.EnPassant != "" {
		e.ep = widgets.ParseSquare(f.EnPassant)
	}
	e.halfmove, e.fullmove = 0, 1
	if f.Fullmove != "" {
		e.halfmove, e.fullmove = f.HalfmoveClock(0), f.FullmoveNumber(1)
	}
	e.sync(writeEntry)
	return true
}

// typedFEN follows a FEN typed or pasted into the field: the board shows
// it as soon as its pieces can be read; the field is left as typed.
func (e *positionEditor) typedFEN(text string) {
	// A FEN typed is Chess960 only when its rights say so (setFEN ticks
	// the box then): a box left ticked by an earlier Chess960 FEN would
	// start a Chess960 game from a standard one. (A Chess960 start whose
	// castling squares are the standard ones is ticked by hand.)
	e.chess960 = false
	if !e.setFEN(text, false) {
		e.showProblem(text)
	}
}

// castleAllowed reports whether right i fits the board: its king and its
// rook on their squares (in Chess960: the king on its first rank and a
// rook on that side of it).
func (e *positionEditor) castleAllowed(i int) bool {
	if e.chess960 {
		return e.castleAllowed960(i)
	}
	r := castleRights[i]
	king, rook := byte('K'), byte('R')
	if r.letter >= 'a' {
		king, rook = 'k', 'r'
	}
	return e.pos[r.king] == king && e.pos[r.rook] == rook
}

// castleAllowed960 is castleAllowed by Chess960's rule: the side's only
// king on its first rank, and a rook of its own on that rank on the
// right's side of it (O-O: towards h, O-O-O: towards a).
func (e *positionEditor) castleAllowed960(i int) bool {
	r := castleRights[i]
	white := r.letter < 'a'
	kingFile, ok := e.backRankKing(white)
	if !ok {
		return false
	}
	rank, rook := 0, byte('R')
	if !white {
		rank, rook = 56, 'r'
	}
	kingSide := r.letter == 'K' || r.letter == 'k'
	for f := range 8 {
		if e.pos[rank+f] == rook && (kingSide && f > kingFile || !kingSide && f < kingFile) {
			return true
		}
	}
	return false
}

// backRankKing is the file of the side's king when it is the side's only
// king and stands on its first rank.
func (e *positionEditor) backRankKing(white bool) (int, bool) {
	king, rank := byte('K'), 0
	if !white {
		king, rank = 'k', 56
	}
	file, kings := -1, 0
	for sq, pc := range e.pos {
		if pc == king {
			kings++
			if sq/8 == rank/8 {
				file = sq % 8
			}
		}
	}
	return file, kings == 1 && file >= 0
}

// castlingField reads a FEN's castling field into rights K, Q, k, q: the
// letters KQkq, and Shredder-FEN's rook files (A-H for White, a-h for
// Black), which name the side by where the rook stands from the king.
func (e *positionEditor) castlingField(field string) [4]bool {
	var out [4]bool
	for _, c := range []byte(field) {
		switch {
		case c == 'K':
			out[0] = true
		case c == 'Q':
			out[1] = true
		case c == 'k':
			out[2] = true
		case c == 'q':
			out[3] = true
		case c >= 'A' && c <= 'H', c >= 'a' && c <= 'h':
			white := c <= 'H'
			file := int(c - 'A')
			if !white {
				file = int(c - 'a')
			}
			if k, ok := e.backRankKing(white); ok && file != k {
				i := 0
				if file < k {
					i = 1
				}
				if !white {
					i += 2
				}
				out[i] = true
			}
		}
	}
	return out
}

// epSquares are the squares a pawn of the side not to move can just have
// passed with a double step: the pawn in front of it, the square and the
// one the pawn came from empty.
func (e *positionEditor) epSquares() []int {
	var out []int
	for file := range 8 {
		target, pawnSq, origin, pawn := 40+file, 32+file, 48+file, byte('p')
		if !e.whiteToMove {
			target, pawnSq, origin, pawn = 16+file, 24+file, 8+file, 'P'
		}
		if e.pos[pawnSq] == pawn && e.pos[target] == 0 && e.pos[origin] == 0 {
			out = append(out, target)
		}
	}
	return out
}

// fenText is the FEN of the position edited.
func (e *positionEditor) fenText() string {
	var sb strings.Builder
	for rank := 7; rank >= 0; rank-- {
		empty := 0
		for file := range 8 {
			pc := e.pos[rank*8+file]
			if pc == 0 {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteByte(byte('0' + empty))
				empty = 0
			}
			sb.WriteByte(pc)
		}
		if empty > 0 {
			sb.WriteByte(byte('0' + empty))
		}
		if rank > 0 {
			sb.WriteByte('/')
		}
	}
	side := "w"
	if !e.whiteToMove {
		side = "b"
	}
	castling := ""
	for i, r := range castleRights {
		if e.castle[i] && e.castleAllowed(i) {
			castling += string(r.letter)
		}
	}
	if castling == "" {
		castling = "-"
	}
	ep := "-"
	for _, sq := range e.epSquares() {
		if sq == e.ep {
			ep = widgets.SquareName(sq)
		}
	}
	return fmt.Sprintf("%s %s %s %s %d %d", sb.String(), side, castling, ep, e.halfmove, e.fullmove)
}

// sync shows the position in every widget (the FEN field only with
// writeEntry) and checks it.
func (e *positionEditor) sync(writeEntry bool) {
	e.syncing = true
	defer func() { e.syncing = false }()
	e.board.SetPlacement(e.pos)
	if e.whiteToMove {
		e.side.SetSelected(lang.L("White"))
	} else {
		e.side.SetSelected(lang.L("Black"))
	}
	e.c960.SetChecked(e.chess960)
	for i, c := range e.castles {
		ok := e.castleAllowed(i)
		c.SetChecked(ok && e.castle[i])
		if ok {
			c.Enable()
		} else {
			c.Disable()
		}
	}
	e.epSqs = e.epSquares()
	options := []string{"-"}
	selected := "-"
	for _, sq := range e.epSqs {
		options = append(options, widgets.SquareName(sq))
		if sq == e.ep {
			selected = widgets.SquareName(sq)
		}
	}
	e.epSel.SetOptions(options)
	e.epSel.SetSelected(selected)
	if len(e.epSqs) == 0 {
		e.epSel.Disable()
	} else {
		e.epSel.Enable()
	}
	fen := e.fenText()
	if writeEntry && e.fen.Text != fen {
		e.fen.SetText(fen)
	}
	if writeEntry {
		e.showProblem(fen)
	} else {
		e.showProblem(e.fen.Text)
	}
}

// showProblem says whether fen can be played, and why not. A position
// whose material no game reaches (nine queens, two bishops on light
// squares beside eight pawns) can be played and analysed, as on lichess
// and with Stockfish; a notice says that it cannot arise in a game.
func (e *positionEditor) showProblem(fen string) {
	msg := e.problemWith(fen)
	if msg == "" {
		e.play.Enable()
		e.analyse.Enable()
		if why := notation.UnreachableMaterial(fen); why != "" {
			e.problem.Importance = widget.WarningImportance
			e.problem.SetText(lang.L("Playable, but this position cannot arise in a game: {{.Reason}}.", map[string]any{"Reason": why}))
			return
		}
		e.problem.Importance = widget.SuccessImportance
		e.problem.SetText(lang.L("Legal position."))
		return
	}
	e.problem.Importance = widget.DangerImportance
	e.problem.SetText(msg)
	e.play.Disable()
	e.analyse.Disable()
}

// problemWith is why fen cannot be played, "" when it can.
func (e *positionEditor) problemWith(fen string) string {
	if p := notation.FENProblem(fen); p != "" {
		return lang.L("Not a legal position: {{.Reason}}.", map[string]any{"Reason": p})
	}
	if moves, _, err := notation.LegalMoves(fen); err == nil && len(moves) == 0 {
		side := lang.L("White")
		if fenfields.Split(fen).BlackToMove() {
			side = lang.L("Black")
		}
		return lang.L("{{.Side}} has no legal move (checkmate or stalemate): there is nothing to play.", map[string]any{"Side": side})
	}
	return ""
}

// current is the FEN to play or analyse: the field's text when it was
// typed and is good, else the board's.
func (e *positionEditor) current() string {
	if t := strings.TrimSpace(e.fen.Text); t != "" && e.problemWith(t) == "" {
		return t
	}
	return e.fenText()
}

// playFromHere starts a game from the position with the current players.
func (e *positionEditor) playFromHere() {
	fen := e.current()
	if e.problemWith(fen) != "" {
		return
	}
	// The editor stays open under the question: Cancel (or a save not
	// made) goes back to the position being set up, not to nothing.
	a := e.a
	a.confirmDiscard(lang.L("starting a new game"), false, func() {
		e.dlg.Hide()
		a.setAnalysis(false)
		s := a.settings
		s.StartFEN = fen
		s.Chess960 = e.chess960
		a.startNewGame(s)
	})
}

// analyseHere makes the position the game's (as Paste does with a FEN)
// and turns analysis mode on.
func (e *positionEditor) analyseHere() {
	fen := e.current()
	if e.problemWith(fen) != "" {
		return
	}
	a := e.a
	a.confirmDiscard(lang.L("setting up a position"), false, func() {
		e.dlg.Hide()
		if err := a.ctrl.SetFEN(fen); err != nil {
			a.showError(err)
			return
		}
		a.forgetGame()
		a.path, a.dirty = "", true
		a.afterLoad()
		if a.analysing() {
			a.refresh()
		} else {
			a.setAnalysis(true)
		}
	})
}

// paletteTile is one piece of the editor's palette (0: the eraser).
type paletteTile struct {
	widget.BaseWidget
	piece    byte
	selected bool
	onTap    func()
}

func newPaletteTile(pc byte, onTap func()) *paletteTile {
	t := &paletteTile{piece: pc, onTap: onTap}
	t.ExtendBaseWidget(t)
	return t
}

// SetSelected marks the tile as the palette's choice.
func (t *paletteTile) SetSelected(on bool) {
	if t.selected != on {
		t.selected = on
		t.Refresh()
	}
}

func (t *paletteTile) Tapped(*fyne.PointEvent) {
	if t.onTap != nil {
		t.onTap()
	}
}

func (t *paletteTile) MinSize() fyne.Size { return fyne.NewSquareSize(44) }

func (t *paletteTile) CreateRenderer() fyne.WidgetRenderer {
	bg := canvas.NewRectangle(color.Transparent)
	bg.CornerRadius = 4
	var img *canvas.Image
	if t.piece == 0 {
		img = canvas.NewImageFromResource(theme.ContentClearIcon())
	} else {
		// The piece for the tile's size is set in Layout
		// (pieceResourceAt: outlines in proportion).
		img = canvas.NewImageFromResource(nil)
	}
	img.FillMode = canvas.ImageFillContain
	r := &paletteRenderer{t: t, bg: bg, img: img}
	r.Refresh()
	// Fyne drops a renderer it thinks unused for a minute and asks for a
	// new one without laying it out: one made for a tile already on
	// screen is placed and given its piece now, or the tile stays empty.
	if size := t.Size(); !size.IsZero() {
		r.Layout(size)
	}
	return r
}

type paletteRenderer struct {
	t   *paletteTile
	bg  *canvas.Rectangle
	img *canvas.Image
	px  int // the pixels the piece was drawn at
}

func (r *paletteRenderer) Destroy()                     {}
func (r *paletteRenderer) MinSize() fyne.Size           { return r.t.MinSize() }
func (r *paletteRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.bg, r.img} }

func (r *paletteRenderer) Layout(size fyne.Size) {
	r.bg.Resize(size)
	side := min(size.Width, size.Height) - 6
	r.img.Resize(fyne.NewSquareSize(side))
	r.img.Move(fyne.NewPos((size.Width-side)/2, (size.Height-side)/2))
	if r.t.piece == 0 {
		return
	}
	scale := float32(1)
	if c := fyne.CurrentApp().Driver().CanvasForObject(r.t); c != nil {
		scale = c.Scale()
	}
	if px := int(side*scale + 0.5); px != r.px {
		r.px = px
		r.img.Resource = widgets.PieceResourceAt(r.t.piece, px)
		r.img.Refresh()
	}
}

func (r *paletteRenderer) Refresh() {
	r.bg.FillColor = color.NRGBA{0x80, 0x80, 0x80, 0x30}
	r.bg.StrokeWidth = 0
	if r.t.selected {
		r.bg.FillColor = theme.Color(theme.ColorNameSelection)
		r.bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
		r.bg.StrokeWidth = 2
	}
	r.bg.Refresh()
	r.img.Refresh()
}

// editorDialogSize is the editor's size in a window (canvas) of size win:
// 900×640 in a window up to about 710 px tall; in a taller one it takes
// 90% of the height and grows as wide as tall, so its board grows with
// the window (at 1920×1080 it stayed 450 px beside a main board of 990),
// never wider than 95% of the window.
func editorDialogSize(win fyne.Size) fyne.Size {
	const w0, h0 = 900, 640
	h := max(h0, float32(int(0.9*win.Height)))
	w := min(w0+(h-h0), max(w0, float32(int(0.95*win.Width))))
	// A window too narrow for the wider dialog keeps its board's share:
	// the height grows no more than the width did.
	h = min(h, h0+(w-w0))
	return fyne.NewSize(w, h)
}
