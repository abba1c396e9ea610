//go:build !linux

package safefile

// systemFile: elsewhere a file the system provides is found when the
// save fails (folderError).
func systemFile(string) bool { return false }
