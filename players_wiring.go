package main

// The players (computer, random, UCI engine) register themselves with the
// controller when package players is linked in. The front ends (ui,
// terminal, match) do not import players: wiring them in is the main
// package's job (docs/architecture.md).
import _ "chessmaster/players"
