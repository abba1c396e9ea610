package assets

import _ "embed"

// NNUE is the built-in neural evaluation network (package nnue's file
// format), trained by scripts/nnuegen and scripts/nnuetrain. The engine
// uses it only with the UCI option UseNNUE.
//
//go:embed nnue/default.nnue
var NNUE []byte
