// Package leakcheck fails a test whose goroutines outlive it. Tests of
// the controller, the players, the match runner and the terminal share it.
package leakcheck

import (
	"runtime"
	"testing"
	"time"
)

// Check records the goroutine count now and, when the test ends, waits up
// to three seconds for it to come back down; more goroutines then fail the
// test with every stack.
func Check(t testing.TB) {
	t.Helper()
	before := runtime.NumGoroutine()
	t.Cleanup(func() {
		deadline := time.Now().Add(3 * time.Second)
		for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
			time.Sleep(20 * time.Millisecond)
		}
		if n := runtime.NumGoroutine(); n > before {
			buf := make([]byte, 1<<16)
			buf = buf[:runtime.Stack(buf, true)]
			t.Errorf("goroutine leak: %d before, %d after\n%s", before, n, buf)
		}
	})
}
