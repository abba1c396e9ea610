package ui

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// mistakesAsk is the dialog that asks for the files and the player.
type mistakesAsk struct {
	files      []string
	filesLabel *widget.Label
	name       *widget.SelectEntry
	dialog     dialog.Dialog
}

// askMistakes asks which PGN files and which player ("me") to collect
// the mistakes of; the last choice is offered again. The names the files
// hold are offered, the most frequent first (in files of one's own games,
// one's own name).
func (a *App) askMistakes() {
	v := &a.mistakes
	q := &mistakesAsk{files: slices.Clone(v.files)}
	q.filesLabel = widget.NewLabel("")
	q.filesLabel.Wrapping = fyne.TextWrapWord
	q.name = widget.NewSelectEntry(nil)
	q.name.SetPlaceHolder(lang.L("Your name as the games write it"))
	q.name.SetText(v.me)
	q.update()
	add := widget.NewButtonWithIcon(lang.L("Add PGN File…"), theme.ContentAddIcon(), func() {
		req := pgnFilter()
		req.title = lang.L("Add PGN File")
		a.files.choose(req, q.add)
	})
	addFolder := widget.NewButtonWithIcon(lang.L("Add Folder…"), theme.FolderOpenIcon(), func() {
		req := fileRequest{title: lang.L("Add a Folder of PGN Files"), folder: true}
		a.files.choose(req, func(dir string) {
			files, err := pgnFilesIn(dir)
			if err != nil {
				a.showError(err)
				return
			}
			q.addAll(files)
		})
	})
	clear := widget.NewButtonWithIcon(lang.L("Clear"), theme.ContentClearIcon(), func() {
		q.files = nil
		q.update()
	})
	form := container.NewVBox(
		widget.NewLabelWithStyle(lang.L("PGN files"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		q.filesLabel, container.NewHBox(add, addFolder, clear),
		widget.NewLabelWithStyle(lang.L("Which player are you?"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		q.name)
	q.dialog = dialog.NewCustomConfirm(lang.L("Mistakes in My Games"), lang.L("Collect"), lang.L("Cancel"), form, func(ok bool) {
		if ok {
			a.collectAsked(q)
		}
	}, a.win)
	q.dialog.Resize(fyne.NewSize(520, 360))
	v.ask = q
	a.showHeld(q.dialog)
}

// add adds a file to the list (once).
func (q *mistakesAsk) add(path string) { q.addAll([]string{path}) }

// addAll adds files to the list (each once).
func (q *mistakesAsk) addAll(paths []string) {
	for _, p := range paths {
		if !slices.Contains(q.files, p) {
			q.files = append(q.files, p)
		}
	}
	q.update()
}

// shownFiles is how many files the dialog names; the rest are counted,
// so that a folder of many files does not make the dialog taller than
// the window.
const shownFiles = 5

// maxFolderFiles bounds the PGN files taken from one folder.
const maxFolderFiles = 1000

// pgnFilesIn lists the PGN files (*.pgn, any case) directly in dir,
// sorted by name; a folder with none, or more than maxFolderFiles, is
// an error in the user's terms.
func pgnFilesIn(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err // the folder is named already
		}
		return nil, fmt.Errorf("%s: %w", lang.L("cannot read the folder {{.Folder}}", tm{"Folder": dir}), err)
	}
	var out []string
	for _, e := range entries {
		if e.Type().IsRegular() && strings.EqualFold(filepath.Ext(e.Name()), ".pgn") {
			out = append(out, filepath.Join(dir, e.Name()))
		}
	}
	switch {
	case len(out) == 0:
		return nil, errors.New(lang.L("the folder {{.Folder}} has no PGN files", tm{"Folder": dir}))
	case len(out) > maxFolderFiles:
		return nil, errors.New(lang.L("the folder {{.Folder}} has {{.N}} PGN files; at most {{.Max}} are taken at once", tm{"Folder": dir, "N": len(out), "Max": maxFolderFiles}))
	}
	return out, nil
}

// update shows the files and offers the names they hold.
func (q *mistakesAsk) update() {
	if len(q.files) == 0 {
		q.filesLabel.SetText(lang.L("No file chosen yet."))
	} else {
		shown := q.files
		more := ""
		if len(shown) > shownFiles+1 {
			more = "\n" + lang.L("… and {{.N}} more files", tm{"N": len(shown) - shownFiles})
			shown = shown[:shownFiles]
		}
		q.filesLabel.SetText(strings.Join(shown, "\n") + more)
	}
	names := playerNames(q.files)
	q.name.SetOptions(names)
	if strings.TrimSpace(q.name.Text) == "" && len(names) > 0 {
		q.name.SetText(names[0])
	}
}

// collectAsked starts the collection the dialog asked for.
func (a *App) collectAsked(q *mistakesAsk) {
	a.mistakes.ask = nil
	me := strings.TrimSpace(q.name.Text)
	switch {
	case len(q.files) == 0:
		a.showError(errors.New(lang.L("choose at least one PGN file of your games")))
	case me == "":
		a.showError(errors.New(lang.L("say which player you are: the name in the White or Black tag")))
	default:
		a.startMistakes(q.files, me)
	}
}

// maxNames bounds the names offered.
const maxNames = 20

// playerNames are the names of the White and Black tags of files, the
// most frequent first (a file that cannot be read offers none).
func playerNames(files []string) []string {
	count := map[string]int{}
	for _, f := range files {
		entries, err := indexFile(f)
		if err != nil {
			continue
		}
		for _, e := range entries {
			for _, tag := range []string{"White", "Black"} {
				if n := strings.TrimSpace(e.Tag(tag)); n != "" && n != "?" {
					count[n]++
				}
			}
		}
	}
	names := make([]string, 0, len(count))
	for n := range count {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool {
		if count[names[i]] != count[names[j]] {
			return count[names[i]] > count[names[j]]
		}
		return names[i] < names[j]
	})
	if len(names) > maxNames {
		names = names[:maxNames]
	}
	return names
}
