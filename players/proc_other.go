//go:build !unix && !windows

package players

import "os/exec"

// procTree on systems without process groups or job objects: only the
// engine itself can be killed.
type procTree struct {
	cmd *exec.Cmd
}

func prepareTree(cmd *exec.Cmd) {}

func attachTree(cmd *exec.Cmd) *procTree { return &procTree{cmd: cmd} }

func (t *procTree) kill() {
	if t != nil && t.cmd.Process != nil {
		t.cmd.Process.Kill()
	}
}

func (t *procTree) release() {}
