//go:build !unix

package safefile

// writable: without access(2) the mode bits alone decide (readOnly).
func writable(string) bool { return true }

func isReadOnlyFS(error) bool { return false }
