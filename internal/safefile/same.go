package safefile

import "os"

// Same reports whether a and b name one file on disk (also through a
// symbolic or hard link); false when either does not exist. Commands use
// it to refuse writing an output over one of their inputs.
func Same(a, b string) bool {
	fa, err := os.Stat(a)
	if err != nil {
		return false
	}
	fb, err := os.Stat(b)
	return err == nil && os.SameFile(fa, fb)
}
