package ui

import (
	"strings"
	"testing"
	"time"

	"chessmaster/ui/widgets"
)

// germanNotation chooses German piece letters in Preferences, as a user
// does, and closes the dialog.
func germanNotation(h *harness) {
	h.t.Helper()
	f := h.a.showPreferences()
	f.letters.SetSelected("German: S L T D K")
	h.t.Cleanup(func() { widgets.PieceLetters = "en" })
	if b := h.overlayButtons()["Close"]; b != nil {
		b.OnTapped()
	}
	h.pump()
}

// hasEnglishPiece reports whether text writes a move with SAN's English
// piece letters (N B R Q before a file or square).
func hasEnglishPiece(text string) bool {
	for i := 0; i+1 < len(text); i++ {
		if strings.IndexByte("NBRQ", text[i]) >= 0 && (text[i+1] >= 'a' && text[i+1] <= 'h' || text[i+1] == 'x' || text[i+1] >= '1' && text[i+1] <= '8') {
			return true
		}
	}
	return false
}

// With German letters chosen, the status line (browsing back) writes the
// move as the move list does: "3. Lb5", never "3. Bb5".
func TestGermanLettersInStatusLine(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6")
	germanNotation(h)
	if !strings.Contains(moveListText(h.a.moves), "Lb5") {
		t.Fatalf("the move list is not German: %q", moveListText(h.a.moves))
	}
	h.goToMove(5)
	status := h.a.status.Text
	if !strings.Contains(status, "3. Lb5") || hasEnglishPiece(status) {
		t.Fatalf("status line %q, want 3. Lb5 as in the move list", status)
	}
	h.goToMove(3)
	if status := h.a.status.Text; !strings.Contains(status, "2. Sf3") {
		t.Fatalf("status line %q, want 2. Sf3", status)
	}
}

// With German letters chosen, the analysis lines and a hint write their
// moves with S L T D.
func TestGermanLettersInAnalysisAndHint(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4", "e7e5")
	germanNotation(h)

	h.a.hint()
	h.waitFor("the hint", func() bool { return h.a.hintText != "" })
	if status := h.a.status.Text; !strings.Contains(status, h.a.hintText) || hasEnglishPiece(status) {
		t.Fatalf("status line with the hint %q", status)
	}

	h.pressShortcut(shortcutAnalysis)
	lines := h.waitLines(3, 6)
	german := false
	for i := range lines {
		text := h.a.analysis.rows[i].moves.Text
		if hasEnglishPiece(text) {
			t.Fatalf("analysis line %d %q has English piece letters", i+1, text)
		}
		german = german || strings.ContainsAny(text, "SLTD")
	}
	if !german {
		t.Fatalf("no piece move in %d analysis lines to check", len(lines))
	}
	h.pressShortcut(shortcutAnalysis)
	time.Sleep(10 * time.Millisecond)
	h.pump()
}

// A hint given before German letters are chosen is written again in them.
func TestGermanLettersRewriteAShownHint(t *testing.T) {
	s := twoHumans()
	// Mate in one, Rd8#: the hint names a rook.
	s.StartFEN = "6k1/5ppp/8/8/8/8/8/K2R4 w - - 0 1"
	h := newHarness(t, Options{Settings: &s})
	h.a.hint()
	h.waitFor("the hint", func() bool { return h.a.hintText != "" })
	english := h.a.hintText
	if !strings.Contains(english, "Rd8") {
		t.Fatalf("hint %q, want the mate Rd8", english)
	}
	germanNotation(h)
	status := h.a.status.Text
	if !strings.Contains(status, "Td8") || hasEnglishPiece(status) {
		t.Fatalf("after choosing German letters the status line says %q (the hint was %q)", status, english)
	}
}

// moveDisplay and lineDisplay write UCI moves in the chosen letters, with
// their move numbers; files, castling and checks are left as they are.
func TestMoveDisplayFollowsTheLetters(t *testing.T) {
	const fen = "r3k2r/8/8/8/8/8/8/R3K1NR w KQkq - 0 1"
	t.Cleanup(func() { widgets.PieceLetters = "en" })
	for _, c := range []struct{ letters, move, line string }{
		{"en", "1.Nf3", "1.O-O-O Rd8 2.Rxd8+"},
		{"de", "1.Sf3", "1.O-O-O Td8 2.Txd8+"},
	} {
		widgets.PieceLetters = c.letters
		if got := moveDisplay(fen, "g1f3"); got != c.move {
			t.Errorf("%s: moveDisplay %q, want %q", c.letters, got, c.move)
		}
		if got := lineDisplay(fen, []string{"e1c1", "a8d8", "d1d8"}, 0); got != c.line {
			t.Errorf("%s: lineDisplay %q, want %q", c.letters, got, c.line)
		}
	}
}
