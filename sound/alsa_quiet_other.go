//go:build !linux || !cgo

package sound

func quietALSA() {}
