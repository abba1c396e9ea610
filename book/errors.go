package book

import (
	"errors"
	"fmt"
)

// ErrNotBook is wrapped by every *FormatError, so callers can test for
// "this is not a polyglot book" with errors.Is without caring why.
var ErrNotBook = errors.New("not a polyglot book")

// FormatError reports data that is not a valid polyglot book.
type FormatError struct {
	Name   string // file name, or "<data>" for Load
	Reason string // what is wrong, e.g. "size 17 is not a multiple of 16"
}

func (e *FormatError) Error() string {
	return fmt.Sprintf("%s: %v: %s", e.Name, ErrNotBook, e.Reason)
}

func (e *FormatError) Unwrap() error { return ErrNotBook }
