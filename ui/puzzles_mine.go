package ui

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"

	"fyne.io/fyne/v2/lang"

	"chessmaster/puzzle"
)

// Puzzles from a file (the puzzle panel's "Puzzles from a file…"): a
// file of puzzles (as "chessmaster puzzles" writes them) is dealt from at
// once; a file of games, the user's own included, is mined for puzzles in
// the background, into a puzzle file beside the preferences named after
// it (resumable: mining the same file again goes on where it stopped),
// with its progress in the panel and Cancel. The puzzles found are dealt
// when the mining ends (or is cancelled, with those found so far).

// askPuzzleFile asks for the PGN file.
func (a *App) askPuzzleFile() {
	if a.puzzles.mining != nil {
		return
	}
	req := pgnFilter()
	req.title = lang.L("Puzzles from a file")
	a.files.choose(req, a.openPuzzleFile)
}

// openPuzzleFile deals the puzzles of path, or mines its games.
func (a *App) openPuzzleFile(path string) {
	ps, _, err := puzzle.ReadFile(path)
	if err != nil {
		a.showError(err)
		return
	}
	if len(ps) > 0 {
		a.startPuzzles(ps, puzzleLabel(path))
		return
	}
	a.minePuzzles(path)
}

// minedPath is where the puzzles mined from the games of path go.
func (a *App) minedPath(path string) string {
	dir := filepath.Dir(a.puzzleProfilePath())
	return filepath.Join(dir, "puzzles-"+puzzleLabel(path)+".pgn")
}

// minePuzzles mines path in the background.
func (a *App) minePuzzles(path string) {
	out := a.minedPath(path)
	ctx, cancel := context.WithCancel(context.Background())
	a.puzzles.mining = cancel
	v := &a.puzzles
	v.fromFile.Disable()
	v.cancel.Show()
	v.progress.SetText(lang.L("Looking for puzzles in {{.File}}…", tm{"File": filepath.Base(path)}))
	v.progress.Show()
	go func() {
		pr, err := puzzle.MineFiles(ctx, []string{path}, out, puzzle.RunOptions{}, func(p puzzle.Progress) {
			a.post(func() {
				if a.puzzles.mining == nil {
					return
				}
				v.progress.SetText(lang.L("{{.File}}: game {{.Game}}, {{.Found}} puzzles found", tm{"File": filepath.Base(path), "Game": p.Game, "Found": p.Puzzles}))
			})
		})
		a.post(func() { a.minedPuzzles(path, out, pr, err, ctx.Err() != nil) })
	}()
}

// minedPuzzles ends a mining: the puzzles found are dealt.
func (a *App) minedPuzzles(path, out string, pr puzzle.Progress, err error, cancelled bool) {
	v := &a.puzzles
	v.mining = nil
	v.fromFile.Enable()
	v.cancel.Hide()
	if err != nil && !errors.Is(err, context.Canceled) {
		v.progress.Hide()
		a.showError(err)
		return
	}
	ps, _, rerr := puzzle.ReadFile(out)
	if rerr != nil && !errors.Is(rerr, context.Canceled) && pr.Puzzles > 0 {
		a.showError(rerr)
		return
	}
	text := lang.L("{{.File}}: {{.Found}} puzzles found", tm{"File": filepath.Base(path), "Found": len(ps)})
	if cancelled {
		text += " " + lang.L("(stopped: open the file again to go on)")
	}
	v.progress.SetText(text)
	if len(ps) == 0 {
		a.showError(fmt.Errorf("%s", lang.L("no puzzles were found in {{.File}}", tm{"File": filepath.Base(path)})))
		return
	}
	if a.puzzles.s != nil || !a.state.Running {
		a.startPuzzles(ps, puzzleLabel(path))
	}
}

// cancelPuzzleMining stops the mining in progress.
func (a *App) cancelPuzzleMining() {
	if c := a.puzzles.mining; c != nil {
		c()
	}
}
