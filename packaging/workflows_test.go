package packaging

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// Windows and macOS cannot run here, so the workflows that test and
// package the program there are checked for what the project relies on:
// they parse, run on the three systems, and keep their key steps.
func TestWorkflows(t *testing.T) {
	type step struct {
		Name string `yaml:"name"`
		Run  string `yaml:"run"`
		Uses string `yaml:"uses"`
	}
	type job struct {
		RunsOn   any `yaml:"runs-on"`
		Strategy struct {
			Matrix struct {
				OS []string `yaml:"os"`
			} `yaml:"matrix"`
		} `yaml:"strategy"`
		Steps []step `yaml:"steps"`
	}
	type workflow struct {
		Jobs map[string]job `yaml:"jobs"`
	}
	read := func(name string) workflow {
		t.Helper()
		data, err := os.ReadFile(filepath.Join("..", ".github", "workflows", name))
		if err != nil {
			t.Fatal(err)
		}
		var w workflow
		if err := yaml.Unmarshal(data, &w); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return w
	}
	allRuns := func(j job) string {
		var b strings.Builder
		for _, s := range j.Steps {
			b.WriteString(s.Run + "\n")
		}
		return b.String()
	}

	ci := read("ci.yml")
	test, ok := ci.Jobs["test"]
	if !ok {
		t.Fatal("ci.yml has no test job")
	}
	if got := strings.Join(test.Strategy.Matrix.OS, ","); got != "ubuntu-latest,windows-latest,macos-latest" {
		t.Errorf("ci.yml runs on %q", got)
	}
	runs := allRuns(test)
	for _, want := range []string{"go test", " uci", "go depth 8", "bestmove", "package-linux", "fyne package -os windows", "package-darwin", "libasound2-dev"} {
		if !strings.Contains(runs, want) {
			t.Errorf("ci.yml lacks %q", want)
		}
	}

	rel := read("release.yml")
	for _, name := range []string{"linux", "windows", "macos", "release"} {
		if _, ok := rel.Jobs[name]; !ok {
			t.Errorf("release.yml has no %s job", name)
		}
	}
	if r := allRuns(rel.Jobs["windows"]); !strings.Contains(r, "ChessMaster.exe uci") {
		t.Error("release.yml does not try the Windows .exe as a UCI engine")
	}
	if r := allRuns(rel.Jobs["linux"]); !strings.Contains(r, "libasound2-dev") {
		t.Error("release.yml's Linux job lacks libasound2-dev (sound)")
	}
}
