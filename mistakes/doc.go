// Package mistakes collects the mistakes one player made across many
// games: it reviews every game of the chosen PGN files where the player
// (found by name in the White and Black tags) took part, with the review
// package at a fixed node budget, keeps each review in a store on disk so
// that no game is reviewed twice, and gathers the player's mistakes into a
// report: accuracy per game and over time, mistakes by opening, by phase
// and by kind (hung piece, missed mate, missed capture, ...). Each mistake
// names its file, game, ply, move and position, and the collection turns
// into practice exercises or a PGN file of positions to practise.
package mistakes
