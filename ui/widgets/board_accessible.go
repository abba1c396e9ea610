package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
)

// The board as a screen reader meets it. Fyne 2.8 hands the label and role
// of each fyne.Accessible widget to the system's screen reader (macOS and
// Windows, in a build with the accessibility tag); a board drawn from
// rectangles and images says nothing by itself. The app gives it the
// position in words (SetAccessibleLabel).

var _ fyne.Accessible = (*Board)(nil)

// SetAccessibleLabel sets what a screen reader reads for the board: the
// position in words.
func (b *Board) SetAccessibleLabel(text string) { b.accessibleLabel = text }

// AccessibilityLabel is part of fyne.Accessible: the position in words,
// or "Chess board" before the app has said it.
func (b *Board) AccessibilityLabel() string {
	if b.accessibleLabel == "" {
		return lang.L("Chess board")
	}
	return b.accessibleLabel
}

// AccessibilityRole is part of fyne.Accessible: the board is read as text.
func (b *Board) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleText }
