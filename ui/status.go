package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2/lang"

	"chessmaster/master"
	"chessmaster/ui/widgets"
)

// statusText is the game's part of the status line (statusLine puts the
// mode before it): whose turn it is, check, who is thinking,
// a claimable draw, the result, or which earlier position is on the board
// (a study on a move of a line lineLen moves long).
func statusText(st master.State, lineLen int) string {
	// Only a study views an earlier position: a game being played (even
	// one continued from the middle of a file's game, whose line goes on
	// past the board, and paused by a dialog) is at its own last move.
	if n := len(st.Moves); n < lineLen && !st.Running && st.Study {
		first, blackFirst := widgets.StartMoveNumber(st.StartFEN)
		// No arrow symbols here: the text font lacks them, and Fyne draws
		// them from its symbol font, which has no space glyph, so the
		// space after the arrow showed as "�".
		if n == 0 {
			return lang.L("Viewing the start position — press End for the last move")
		}
		return lang.L("Viewing after {{.Move}} — press End for the last move",
			tm{"Move": moveLabel(n, first, blackFirst, widgets.SanDisplay(st.Moves[n-1].SAN))})
	}
	if st.Outcome.Over() {
		msg := outcomeText(st.Outcome)
		if msg == "" {
			msg = lang.L("Game over")
		}
		return fmt.Sprintf("%s (%s)", msg, st.Outcome.Result)
	}
	var parts []string
	who := lang.L("{{.Side}} to move", tm{"Side": sideName(st.Turn)})
	if name := moverName(st); name != "" {
		who = lang.L("{{.Side}} ({{.Name}}) to move", tm{"Side": sideName(st.Turn), "Name": name})
	}
	if st.InCheck {
		who = lang.L("{{.Who}} — check!", tm{"Who": who})
	}
	parts = append(parts, who)
	if st.Thinking != master.NoColor {
		parts = append(parts, lang.L("thinking…"))
	}
	if st.DrawClaimable != "" {
		parts = append(parts, lang.L("a draw can be claimed ({{.Reason}})", tm{"Reason": methodText(st.DrawClaimable)}))
	}
	if !st.Running && !st.Study && len(st.LegalMoves) > 0 && !st.HumanToMove {
		parts = append(parts, lang.L("paused"))
	}
	return strings.Join(parts, " · ")
}

// moverName is who the status line names beside the side to move, or ""
// for no one. In a study (a loaded game) it is the player its tag names:
// the players set up to play on take no part until Continue. In a game
// being played it is the program to move (a person is "White").
func moverName(st master.State) string {
	if st.Study {
		if name := tagPlayer(st, st.Turn); name != sideName(st.Turn) {
			return name
		}
		return ""
	}
	if p := st.Side(st.Turn); p.Name != "" && p.Kind != master.Human {
		return displayName(p.Name)
	}
	return ""
}

// moveLabel writes ply as a move with its number: "12. Nf3" or "12... Nf6".
func moveLabel(ply, firstNo int, blackFirst bool, san string) string {
	off := 0
	if blackFirst {
		off = 1
	}
	no := firstNo + (ply-1+off)/2
	if (ply-1+off)%2 == 0 {
		return fmt.Sprintf("%d. %s", no, san)
	}
	return fmt.Sprintf("%d... %s", no, san)
}
