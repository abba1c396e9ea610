package master

import "fmt"

// save writes the game to a PGN file.
func (t *terminal) save(path string) {
	if path == "" {
		fmt.Fprintln(t.out, "Usage: save FILE")
		return
	}
	fmt.Fprintln(t.out, "Saving is not available yet.")
}

// load replaces the game with one read from a PGN file.
func (t *terminal) load(path string) {
	if path == "" {
		fmt.Fprintln(t.out, "Usage: load FILE")
		t.prompt()
		return
	}
	fmt.Fprintln(t.out, "Loading is not available yet.")
	t.prompt()
}
