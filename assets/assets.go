// Package assets holds the files ChessMaster ships inside its binary: the
// default polyglot opening book, the 3-4-piece Syzygy tables, the icon and
// the piece art. Everything is embedded so the app works from a single file.
package assets

import "embed"

// Book is the default polyglot opening book ("Performance.bin").
//
//go:embed performance.bin
var Book []byte

// Syzygy holds the complete 3-4-piece Syzygy WDL (.rtbw) and DTZ (.rtbz)
// tables under the directory "syzygy".
//
//go:embed syzygy
var Syzygy embed.FS
