//go:build unix

package engine

import (
	"syscall"
	"time"
)

// processCPU is the CPU time (user + system) this test process has used.
// Unlike the wall clock it does not grow while the process waits for a
// core on a busy machine, so it measures the engine's own work.
func processCPU() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
