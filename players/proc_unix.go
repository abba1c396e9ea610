//go:build unix

package players

import (
	"os/exec"
	"syscall"
)

// procTree is an engine's process group: the engine and everything it
// started, unless a descendant left the group on purpose (setsid).
type procTree struct {
	pgid int
}

// prepareTree makes the command start in a new process group of its own
// (its PID becomes the group's ID). The group is also out of the
// terminal's foreground group, so Ctrl-C reaches the program, which then
// ends the engine itself.
func prepareTree(cmd *exec.Cmd) {
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{}
	}
	cmd.SysProcAttr.Setpgid = true
	cmd.SysProcAttr.Pgid = 0
}

// attachTree returns the tree of a started command.
func attachTree(cmd *exec.Cmd) *procTree {
	return &procTree{pgid: cmd.Process.Pid}
}

// kill sends SIGKILL to every process of the group. It is harmless once
// the group is empty: the ID of a group that still has members is never
// given to another process.
func (t *procTree) kill() {
	if t == nil || t.pgid <= 0 {
		return
	}
	syscall.Kill(-t.pgid, syscall.SIGKILL)
}

// release frees what the tree holds (nothing on Unix).
func (t *procTree) release() {}
