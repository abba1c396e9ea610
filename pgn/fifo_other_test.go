//go:build !unix

package pgn

import "testing"

func makeFifo(t *testing.T, dir string) string { return "" }
