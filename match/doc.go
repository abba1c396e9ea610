// Package match plays engine-vs-engine matches through the game
// controller: it alternates colours over a list of start positions
// (StartPosition, LoadStartPositions; cutechess-cli's "openings"), adjudicates decided games (Adjudication, tablebase
// positions), writes every game as PGN and reports the score with an Elo
// estimate (EstimateElo); with an SPRT it stops as soon as a sequential
// test on the game pairs is decided. `chessmaster match` is its command
// line.
package match
