package master

// pgnGame is one game read from a PGN file.
type pgnGame struct{}
