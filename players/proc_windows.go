//go:build windows

package players

import (
	"os/exec"
	"strconv"
	"sync"
	"unsafe"

	"golang.org/x/sys/windows"
)

// procTree is an engine's job object: the engine and every process it
// starts after it joined the job. Closing the job's last handle kills them
// all too (JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE), so even a crash of this
// program leaves nothing behind. When no job can be made (an old Windows
// that forbids nested jobs), kill falls back to "taskkill /T /F /PID",
// which kills the engine's descendants it can still find by parent PID.
//
// The engine joins its job just after it starts, so a process it spawns
// in its very first instants may escape the job; the taskkill fallback
// does not have that gap but misses descendants whose parent has exited.
type procTree struct {
	mu  sync.Mutex
	job windows.Handle // 0: no job, use taskkill
	pid int
}

func prepareTree(cmd *exec.Cmd) {}

func attachTree(cmd *exec.Cmd) *procTree {
	t := &procTree{pid: cmd.Process.Pid}
	job, err := windows.CreateJobObject(nil, nil)
	if err != nil {
		return t
	}
	info := windows.JOBOBJECT_EXTENDED_LIMIT_INFORMATION{}
	info.BasicLimitInformation.LimitFlags = windows.JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
	if _, err := windows.SetInformationJobObject(job, windows.JobObjectExtendedLimitInformation,
		uintptr(unsafe.Pointer(&info)), uint32(unsafe.Sizeof(info))); err != nil {
		windows.CloseHandle(job)
		return t
	}
	h, err := windows.OpenProcess(windows.PROCESS_SET_QUOTA|windows.PROCESS_TERMINATE, false, uint32(t.pid))
	if err != nil {
		windows.CloseHandle(job)
		return t
	}
	defer windows.CloseHandle(h)
	if err := windows.AssignProcessToJobObject(job, h); err != nil {
		windows.CloseHandle(job)
		return t
	}
	t.job = job
	return t
}

// kill ends every process of the job (or of the tree taskkill finds).
func (t *procTree) kill() {
	if t == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.job != 0 {
		windows.TerminateJobObject(t.job, 1)
		return
	}
	if t.pid > 0 {
		exec.Command("taskkill", "/T", "/F", "/PID", strconv.Itoa(t.pid)).Run()
	}
}

// release closes the job's handle, which kills whatever is still in it.
func (t *procTree) release() {
	if t == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.job != 0 {
		windows.CloseHandle(t.job)
		t.job = 0
	}
	t.pid = 0
}
