package ui

import (
	"runtime"

	"chessmaster/master"
)

// The full-strength computer searches on several threads (Lazy SMP): by
// default on all the machine's cores but one, which is left to the
// window; File → Preferences changes it (prefComputerThreads). Limited
// levels keep one thread, the one their node budgets were measured on
// (the players package enforces that for every front end; the window
// writes it into the settings too). The analysis engine is separate and
// takes half the cores (players.Analyse).

// prefComputerThreads is the number of search threads of a full-strength
// Computer (int, 1..maxComputerThreads).
const prefComputerThreads = "computer.threads"

// numCPU is the machine's number of logical CPUs (tests replace it).
var numCPU = runtime.NumCPU

// maxComputerThreads is the most threads the preference offers: the
// machine's cores, at most the engine's limit.
func maxComputerThreads() int {
	return min(max(numCPU(), 1), master.MaxThreads)
}

// defaultComputerThreads is all cores but one, at least one.
func defaultComputerThreads() int {
	return max(min(numCPU()-1, master.MaxThreads), 1)
}

// computerThreads is the remembered thread count, kept within what this
// machine offers (preferences may come from a bigger one).
func (a *App) computerThreads() int {
	n := a.fyneApp.Preferences().IntWithFallback(prefComputerThreads, defaultComputerThreads())
	return min(max(n, 1), maxComputerThreads())
}

// withComputerThreads gives each Computer of s its threads: the
// preference at full strength, one at a limited level. Other players are
// left as they are. With keepExplicit a full-strength Computer that
// already asks for threads keeps them (-threads on the command line).
func (a *App) withComputerThreads(s master.Settings, keepExplicit bool) master.Settings {
	n := a.computerThreads()
	for _, p := range []*master.PlayerConfig{&s.White, &s.Black} {
		switch {
		case p.Kind != master.Computer:
		case p.Level != 0:
			p.Threads = 1
		case keepExplicit && p.Threads > 0:
		default:
			p.Threads = n
		}
	}
	return s
}
