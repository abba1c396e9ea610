//go:build !cgo && !windows && !darwin

package sound

import "errors"

// openDevice: oto needs cgo (ALSA) on Linux and the other Unixes, so a
// build without cgo (the command-line engine: make engine) plays nothing.
func openDevice() (output, error) {
	return nil, errors.New("sound: built without cgo, so without audio")
}
