package ui

import (
	"slices"
	"strings"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"chessmaster/notation"
	"chessmaster/ui/widgets"
)

// Typed moves. With the board focused (Tab, or a click in the move field)
// typing a move in SAN or UCI (Nf3, e2e4, O-O, exd8=Q; German piece
// letters when the notation uses them) fills the small move field under
// the board, and Enter plays it: notation.ParseMove turns it into UCI and
// the board plays it as if the piece had been moved by hand. The field
// says which move Enter will play, and flags a move that is illegal or
// ambiguous; Escape clears it and gives the focus back to the board.

// moveInput is the typed-move field and its note.
type moveInput struct {
	entry *moveEntry
	note  *widget.Label
	box   *fyne.Container
}

// moveEntry is the field: a one-line entry that also hears Escape.
type moveEntry struct {
	widget.Entry
	onEscape func()
}

func newMoveEntry() *moveEntry {
	e := &moveEntry{}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey clears the field on Escape; other keys edit it.
func (e *moveEntry) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape && e.onEscape != nil {
		e.onEscape()
		return
	}
	e.Entry.TypedKey(ev)
}

// newMoveInput builds the field and connects the board's keys to it.
func (a *App) newMoveInput() *moveInput {
	in := &moveInput{entry: newMoveEntry(), note: widget.NewLabel("")}
	in.entry.SetPlaceHolder(lang.L("Type a move: {{.Example}}, e2e4, O-O", tm{"Example": widgets.SanDisplay("Nf3")}))
	in.entry.OnChanged = a.typedMoveChanged
	in.entry.OnSubmitted = a.playTypedMove
	in.entry.onEscape = func() {
		in.entry.SetText("")
		a.win.Canvas().Focus(a.board)
	}
	in.note.Wrapping = fyne.TextWrapWord
	in.note.TextStyle.Italic = true
	in.note.Hide()
	in.box = container.NewVBox(in.entry, in.note)
	a.board.Keys.OnTypedRune = a.startTypedMove
	a.board.Keys.OnTypedKey = a.typedKey
	return in
}

// startTypedMove begins a typed move with the character typed on the
// board: the field takes the focus and the character.
func (a *App) startTypedMove(r rune) {
	if unicode.IsSpace(r) || !unicode.IsPrint(r) {
		return
	}
	e := a.moveInput.entry
	a.win.Canvas().Focus(e)
	e.SetText(e.Text + string(r))
	e.CursorColumn = len([]rune(e.Text))
	e.Refresh()
}

// typedMoveChanged tells, while the user types, which move Enter would
// play, or that the text names several moves. Incomplete text is not
// flagged yet.
func (a *App) typedMoveChanged(text string) {
	text = strings.TrimSpace(text)
	if text == "" {
		a.setMoveNote("", false)
		return
	}
	uci, err := notation.ParseMove(a.state.FEN, widgets.SanInput(text))
	switch {
	case err == nil:
		san := uci
		if s := notation.SANMoves(a.state.FEN, []string{uci}); len(s) == 1 {
			san = s[0]
		}
		a.setMoveNote(lang.L("Enter plays {{.Move}}", tm{"Move": widgets.SanDisplay(san)}), false)
	case len(typedCandidates(a.state.FEN, widgets.SanInput(text))) > 1:
		a.setMoveNote(typedMoveProblem(a.state.FEN, text), true)
	default:
		a.setMoveNote("", false)
	}
}

// playTypedMove plays the move in the field (Enter).
func (a *App) playTypedMove(text string) {
	text = strings.TrimSpace(text)
	if text == "" {
		a.win.Canvas().Focus(a.board)
		return
	}
	st := a.state
	// The board takes a move when a person is to move, and in analysis
	// mode for either side (analysisInput).
	if !a.board.AcceptsInput() {
		a.setMoveNote(lang.L("No move can be played now: it is not your turn."), true)
		return
	}
	uci, err := notation.ParseMove(st.FEN, widgets.SanInput(text))
	if err != nil {
		a.setMoveNote(typedMoveProblem(st.FEN, text), true)
		return
	}
	a.moveInput.entry.SetText("")
	a.setMoveNote("", false)
	a.win.Canvas().Focus(a.board)
	a.playUCI(uci)
}

// playUCI plays a legal move the way a move made on the board is played:
// the board shows it (animated) and hands it to the game.
func (a *App) playUCI(uci string) {
	if a.board.AcceptsInput() && slices.Contains(a.board.State().Legal, uci) {
		a.board.Deselect()
		a.board.Commit(uci, a.board.Animation > 0)
		return
	}
	a.onBoardMove(uci)
}

// setMoveNote shows a note under the field; problem marks it as an error.
func (a *App) setMoveNote(text string, problem bool) {
	n := a.moveInput.note
	n.Importance = widget.MediumImportance
	if problem {
		n.Importance = widget.DangerImportance
	}
	n.SetText(text)
	widgets.SetVisible(n, text != "")
	a.relayoutSide() // the note takes a line of the column, or gives it back
}

// typedMoveProblem says what is wrong with a typed move that does not
// parse: it names several moves, it is not legal, or it is no move.
func typedMoveProblem(fen, text string) string {
	if c := typedCandidates(fen, widgets.SanInput(text)); len(c) > 1 {
		for i := range c {
			c[i] = widgets.SanDisplay(c[i])
		}
		choices := strings.Join(c[:len(c)-1], ", ") + " " + lang.L("or") + " " + c[len(c)-1]
		return lang.L("{{.Move}} is ambiguous: {{.Choices}}?", tm{"Move": text, "Choices": choices})
	}
	if typedSquare(text) == "" && !isCastling(text) {
		return lang.L("Cannot read {{.Move}} as a move", tm{"Move": text})
	}
	return lang.L("{{.Move}} is not a legal move here", tm{"Move": text})
}

// typedCandidates are the legal moves (SAN) a typed SAN move could mean:
// the same kind of piece going to the same square.
func typedCandidates(fen, text string) []string {
	to := typedSquare(text)
	if to == "" {
		return nil
	}
	t := strings.TrimRight(text, "+#!?")
	piece := byte(0) // a pawn
	if t != "" && strings.ContainsRune("KQRBN", rune(t[0])) {
		piece = t[0]
	} else if len(t) >= 3 && strings.ContainsRune("nrqk", rune(t[0])) {
		piece = t[0] - ('a' - 'A')
	}
	var out []string
	for _, san := range notation.LegalSAN(fen) {
		s := strings.TrimRight(san, "+#")
		if i := strings.IndexByte(s, '='); i >= 0 {
			s = s[:i]
		}
		first := s[0]
		kind := byte(0)
		if strings.ContainsRune("KQRBN", rune(first)) {
			kind = first
		}
		if kind == piece && strings.HasSuffix(s, to) && !slices.Contains(out, san) {
			out = append(out, san)
		}
	}
	// A pawn typed without a promotion piece is not ambiguous between the
	// four promotions: the parser asks for the piece instead.
	if piece == 0 && len(out) > 1 && strings.Contains(out[0], "=") {
		return nil
	}
	return out
}

// typedSquare is the last square named in text ("" for none).
func typedSquare(text string) string {
	for i := len(text) - 2; i >= 0; i-- {
		if text[i] >= 'a' && text[i] <= 'h' && text[i+1] >= '1' && text[i+1] <= '8' {
			return text[i : i+2]
		}
	}
	return ""
}

func isCastling(text string) bool {
	t := strings.ToUpper(strings.ReplaceAll(strings.TrimRight(text, "+#!?"), "0", "O"))
	return t == "O-O" || t == "O-O-O"
}
