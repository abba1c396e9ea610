//go:build windows

package cli

import (
	"os"

	"golang.org/x/sys/windows"
)

// attachConsole gives a command run from cmd.exe or PowerShell somewhere
// to print. The Windows build is linked as a GUI program (-H windowsgui,
// so that double-clicking it opens no console window), and such a program
// starts without standard handles: "chessmaster.exe uci" would print
// nothing. When a standard handle is missing, attach to the parent's
// console and open CONIN$/CONOUT$ for the missing ones. Handles that are
// already valid (pipes and files from a chess GUI, a redirection, a CI
// script) are left alone. Started from Explorer there is no parent
// console and nothing changes.
func attachConsole() {
	in, out, errh := stdHandle(windows.STD_INPUT_HANDLE), stdHandle(windows.STD_OUTPUT_HANDLE), stdHandle(windows.STD_ERROR_HANDLE)
	if in && out && errh {
		return
	}
	const attachParentProcess = ^uintptr(0) // ATTACH_PARENT_PROCESS, (DWORD)-1
	attach := windows.NewLazySystemDLL("kernel32.dll").NewProc("AttachConsole")
	if attach.Find() != nil {
		return
	}
	if r, _, _ := attach.Call(attachParentProcess); r == 0 {
		return // no parent console (started from Explorer), or one already
	}
	if !in {
		reopenStd(windows.STD_INPUT_HANDLE, "CONIN$", windows.GENERIC_READ|windows.GENERIC_WRITE, &os.Stdin, "/dev/stdin")
	}
	if !out {
		reopenStd(windows.STD_OUTPUT_HANDLE, "CONOUT$", windows.GENERIC_READ|windows.GENERIC_WRITE, &os.Stdout, "/dev/stdout")
	}
	if !errh {
		reopenStd(windows.STD_ERROR_HANDLE, "CONOUT$", windows.GENERIC_READ|windows.GENERIC_WRITE, &os.Stderr, "/dev/stderr")
	}
}

// stdHandle reports whether the standard handle id is usable.
func stdHandle(id uint32) bool {
	h, err := windows.GetStdHandle(id)
	if err != nil || h == 0 || h == windows.InvalidHandle {
		return false
	}
	_, err = windows.GetFileType(h)
	return err == nil
}

// reopenStd opens the console device name and makes it standard handle id
// and *f.
func reopenStd(id uint32, name string, access uint32, f **os.File, fileName string) {
	p, err := windows.UTF16PtrFromString(name)
	if err != nil {
		return
	}
	h, err := windows.CreateFile(p, access, windows.FILE_SHARE_READ|windows.FILE_SHARE_WRITE, nil, windows.OPEN_EXISTING, 0, 0)
	if err != nil {
		return
	}
	_ = windows.SetStdHandle(id, h)
	*f = os.NewFile(uintptr(h), fileName)
}
