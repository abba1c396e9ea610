//go:build !unix

package engine

import "time"

// processCPU is not measured here: timing tests rely on the wall clock.
func processCPU() (time.Duration, bool) { return 0, false }
