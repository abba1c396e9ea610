//go:build !unix

package regularfile

import "os"

// openNoWait opens path for reading. Outside Unix there is no
// non-blocking open; the Stat before it has refused what is not a
// regular file.
func openNoWait(path string) (*os.File, error) {
	return os.Open(path)
}
