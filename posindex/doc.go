// Package posindex is a position index over PGN files: every game of a
// file is replayed with the engine's move generator, every position it
// reaches is hashed (the engine's Zobrist key) and stored with the game
// and the move played from it. A query then answers, without reading the
// PGN again, which games reach a position (Search) and which moves were
// played from it, with their results, ratings and dates (Explore).
//
// The index of a file is kept on disk in the user's cache folder
// (store.go), keyed by the file's absolute path, and rebuilt when the
// file's size, modification time or content hash changes. It is written
// whole to a temporary file and renamed (internal/safefile); every part
// of it carries a checksum that is verified before the part is used, so a
// damaged index is rebuilt, never trusted (format.go).
//
// The file format is our own (format.go): a sorted table of fixed-width
// postings split into hash buckets, read with ReadAt a bucket at a time,
// so a query touches a few kilobytes. An embedded key-value store would
// hold the same postings with a per-record overhead larger than the
// record itself (8 bytes), and would be a new dependency.
package posindex
