package engine

import (
	"runtime"
	"testing"
)

// A search never runs more threads than the machine has CPUs for Go
// (GOMAXPROCS), however many Threads asks: more only took turns on the
// same cores and made "stop" late by up to a second.
func TestSearchThreadsAreCappedByTheCPUs(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	e := New()
	e.SetThreads(64)
	if got := e.searchThreads(Limits{}); got != 2 {
		t.Errorf("Threads 64 on 2 CPUs searches with %d threads, want 2", got)
	}
	e.SetThreads(1)
	if got := e.searchThreads(Limits{}); got != 1 {
		t.Errorf("Threads 1: %d", got)
	}
	runtime.GOMAXPROCS(8)
	e.SetThreads(4)
	if got := e.searchThreads(Limits{}); got != 4 {
		t.Errorf("Threads 4 on 8 CPUs: %d, want 4", got)
	}
}
