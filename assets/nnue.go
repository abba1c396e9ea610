package assets

import _ "embed"

// NNUE is the built-in neural evaluation network (package nnue's file
// format), trained by scripts/nnuegen and scripts/nnuetrain (make nnue).
// Full strength evaluates with it; the limited levels, and UCI with
// UseNNUE false, use the hand-written evaluation.
//
//go:embed nnue/default.nnue
var NNUE []byte
