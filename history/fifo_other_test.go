//go:build !unix

package history

import "errors"

func syscallMkfifo(string) error { return errors.New("named pipes are a Unix thing") }
