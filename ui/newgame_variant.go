package ui

import (
	"errors"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"chessmaster/master"
	"chessmaster/notation"
)

// variantForm is the New Game dialog's choice of chess: Standard, or
// Chess960 from a random start position, one chosen by its number
// (0-959, 518 is the standard one) or one typed as a FEN (KQkq,
// Shredder-FEN or X-FEN castling letters).
type variantForm struct {
	kind   *widget.Select // Standard / Chess960
	start  *widget.Select // Random / By number / Typed FEN
	number *widget.Entry
	fen    *widget.Entry
	form   *widget.Form
	items  map[string]*widget.FormItem
	card   *widget.Card
	// The choices as shown (translated).
	standard, chess960, random, byNumber, typed string
}

func newVariantForm(s master.Settings) *variantForm {
	v := &variantForm{standard: lang.L("Standard"), chess960: lang.L("Chess960"),
		random: lang.L("Random"), byNumber: lang.L("By number"), typed: lang.L("Typed FEN")}
	v.kind = widget.NewSelect([]string{v.standard, v.chess960}, func(string) { v.updateVisibility() })
	v.start = widget.NewSelect([]string{v.random, v.byNumber, v.typed}, func(string) { v.updateVisibility() })
	v.number = widget.NewEntry()
	v.number.SetPlaceHolder(lang.L("0–959 (518 is the standard position)"))
	v.fen = widget.NewEntry()
	v.fen.SetPlaceHolder(lang.L("FEN of the start position"))
	v.items = map[string]*widget.FormItem{
		"kind":   widget.NewFormItem(lang.L("Variant"), v.kind),
		"start":  widget.NewFormItem(lang.L("Start position"), v.start),
		"number": widget.NewFormItem(lang.L("Position number"), v.number),
		"fen":    widget.NewFormItem(lang.L("FEN"), v.fen),
	}
	v.form = widget.NewForm(v.items["kind"])
	v.card = widget.NewCard("", lang.L("Variant"), v.form)
	v.set(s)
	return v
}

// set fills the form from settings: a Chess960 game's start position by
// its number when it is one of the 960, else typed.
func (v *variantForm) set(s master.Settings) {
	v.start.SetSelected(v.random)
	if !s.Chess960 {
		v.kind.SetSelected(v.standard)
		return
	}
	v.kind.SetSelected(v.chess960)
	switch n := master.Chess960Number(s.StartFEN); {
	case n >= 0:
		v.start.SetSelected(v.byNumber)
		v.number.SetText(strconv.Itoa(n))
	case strings.TrimSpace(s.StartFEN) != "":
		v.start.SetSelected(v.typed)
		v.fen.SetText(s.StartFEN)
	}
}

// updateVisibility shows the start position rows of a Chess960 game.
func (v *variantForm) updateVisibility() {
	items := []*widget.FormItem{v.items["kind"]}
	if v.kind.Selected == v.chess960 {
		items = append(items, v.items["start"])
		switch v.start.Selected {
		case v.byNumber:
			items = append(items, v.items["number"])
		case v.typed:
			items = append(items, v.items["fen"])
		}
	}
	v.form.Items = items
	v.form.Refresh()
}

// apply writes the choice into s: Chess960 and the start position (""
// for a random one, which the controller picks). The error says what to
// correct, in the user's terms.
func (v *variantForm) apply(s *master.Settings) error {
	s.Chess960 = v.kind.Selected == v.chess960
	s.StartFEN = ""
	if !s.Chess960 {
		return nil
	}
	switch v.start.Selected {
	case v.byNumber:
		n, err := strconv.Atoi(strings.TrimSpace(v.number.Text))
		if err != nil || n < 0 || n > 959 {
			return errors.New(lang.L("The Chess960 position number must be a whole number from 0 to 959."))
		}
		fen, err := master.Chess960StartFEN(n)
		if err != nil {
			return err
		}
		s.StartFEN = fen
	case v.typed:
		fen := strings.TrimSpace(v.fen.Text)
		if fen == "" {
			return errors.New(lang.L("Type the FEN of the start position."))
		}
		if p := notation.FENProblem(fen); p != "" {
			return errors.New(lang.L("This FEN cannot be played") + ": " + p)
		}
		s.StartFEN = fen
	}
	return nil
}

// addVariant adds the choice of chess below the game's options.
func (g *gameForm) addVariant(s master.Settings) {
	v := newVariantForm(s)
	g.variant = v
	if box, ok := g.content.(*fyne.Container); ok {
		box.Add(v.card)
	}
	refit := func(string) {
		v.updateVisibility()
		if g.refit != nil {
			g.refit()
		}
	}
	v.kind.OnChanged, v.start.OnChanged = refit, refit
	v.updateVisibility()
}
