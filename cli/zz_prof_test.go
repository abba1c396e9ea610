package cli

import (
	"io"
	"runtime/debug"
	"testing"
)

func TestZZProfCheck(t *testing.T) {
	debug.SetGCPercent(400)
	debug.SetMemoryLimit(56 << 20)
	for range 2 {
		pgnCommand([]string{"-check", "/tmp/db-bullet-50m.pgn"}, nil, io.Discard, io.Discard, false)
	}
}
