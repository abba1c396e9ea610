// Package review is game review: it analyses every position of a game
// with the built-in engine at a fixed node budget (so the result does not
// depend on the machine), classifies each move by how much of its side's
// winning chances it gave away (best, good, inaccuracy, mistake, blunder),
// computes each side's accuracy, and writes its findings into the game
// tree the way other programs read them: [%eval] comments, the NAGs ?!, ?
// and ??, and the better move as a variation.
package review
