package terminal

// The players (computer, random, UCI engine) register themselves with the
// controller when package players is linked in. The program links them in
// its main package (the composition root, see docs/architecture.md); this
// package's tests link them in here, since a front end does not import
// players.
import _ "chessmaster/players"
