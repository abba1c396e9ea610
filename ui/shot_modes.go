package ui

import (
	"strings"
	"time"

	"chessmaster/drill"
	"chessmaster/practice"
)

// showModeNamed enters a mode for a scripted screenshot
// (scripts/screenshots.sh, through Options.ShowDialog):
//
//	puzzles            the built-in puzzles
//	drill:<id>         an endgame drill (kqk, krk, …) from a fixed seed
//	explorer:<file>    the opening explorer over a PGN file
//	practice           review the game shown, then practise its mistakes
//
// It reports whether name was one of them.
func (a *App) showModeNamed(name string) bool {
	kind, arg, _ := strings.Cut(name, ":")
	switch kind {
	case "puzzles":
		a.startBuiltinPuzzles()
	case "drill":
		k, err := drill.KindByID(arg)
		if err != nil {
			a.showError(err)
			return true
		}
		a.startDrill(k, 1)
	case "explorer":
		a.toggleExplorer()
		if arg != "" {
			a.loadExplorerFiles([]string{arg})
		}
	case "practice":
		a.startReview()
		a.whenReviewed(a.practiceSomeSide)
	default:
		return false
	}
	return true
}

// whenReviewed runs f on the UI goroutine once the review running now has
// finished with mistakes to practise (polled: a screenshot is not in a
// hurry), giving up after five minutes.
func (a *App) whenReviewed(f func()) {
	go func() {
		ready := make(chan bool, 1)
		for range 600 {
			time.Sleep(500 * time.Millisecond)
			a.post(func() { ready <- a.practiceSource() != nil })
			if <-ready {
				a.post(f)
				return
			}
		}
	}()
}

// practiceSomeSide practises the person's mistakes, or both sides' where
// the person made none.
func (a *App) practiceSomeSide() {
	side := a.humanSide()
	if r := a.practiceSource(); r != nil {
		if exs, _, _, err := practiceExercises(r, side); err == nil && len(exs) == 0 {
			side = practice.Both
		}
	}
	a.startPractice(side)
}
