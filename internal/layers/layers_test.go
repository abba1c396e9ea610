package layers

import (
	"bufio"
	"bytes"
	"context"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestCheckerFindsForbiddenImports runs the checker on made-up import
// graphs: each forbidden kind of edge is reported, the allowed ones are
// not.
func TestCheckerFindsForbiddenImports(t *testing.T) {
	const m = "chessmaster"
	for _, c := range []struct {
		name  string
		graph map[string][]string
		want  []string // "from -> to", in order
	}{
		{"allowed edges", map[string][]string{
			m + "/sound":    {"fmt", "github.com/ebitengine/oto/v3"},
			m + "/notation": {m + "/master", m + "/engine"},
			m + "/master":   {m + "/master/referee", m + "/review", m + "/pgn"},
			m + "/ui":       {m + "/master", m + "/notation", m + "/review", m + "/sound", "fyne.io/fyne/v2"},
			m:               {m + "/ui", m + "/players", m + "/engine/uci"},
		}, nil},
		{"sound uses the controller", map[string][]string{m + "/sound": {m + "/master"}},
			[]string{"sound -> master"}},
		{"notation uses the referee", map[string][]string{m + "/notation": {m + "/master", m + "/master/referee"}},
			[]string{"notation -> master/referee"}},
		{"the window uses the engine and the players", map[string][]string{m + "/ui": {m + "/engine", m + "/players", m + "/master"}},
			[]string{"ui -> engine", "ui -> players"}},
		{"the engine uses the controller", map[string][]string{m + "/engine": {m + "/master"}},
			[]string{"engine -> master"}},
		{"the widgets use the controller or the app", map[string][]string{m + "/ui/widgets": {m + "/notation", m + "/pgn", m + "/master", m + "/ui"}},
			[]string{"ui/widgets -> master", "ui/widgets -> ui"}},
		{"the app drives its widgets", map[string][]string{m + "/ui": {m + "/ui/widgets", m + "/master"}}, nil},
		{"the widgets' test helper in production code", map[string][]string{m + "/ui": {m + "/ui/widgets/widgettest"}},
			[]string{"ui -> ui/widgets/widgettest"}},
		{"one front end uses another", map[string][]string{m + "/terminal": {m + "/ui"}},
			[]string{"terminal -> ui"}},
		{"a stated exception is one package's", map[string][]string{m + "/ui": {m + "/eco"}, m + "/terminal": {m + "/eco"}},
			[]string{"ui -> eco"}},
		{"a test helper in production code", map[string][]string{m + "/players": {m + "/master/mastertest"}},
			[]string{"players -> master/mastertest"}},
		{"a package in no layer", map[string][]string{m + "/newthing": {"fmt"}, m + "/ui": {m + "/other"}},
			[]string{"newthing -> ", "ui -> other"}},
		{"another module is not checked", map[string][]string{"example.com/x": {m + "/master"}}, nil},
	} {
		var got []string
		for _, v := range Program.Check(m, c.graph) {
			got = append(got, v.From+" -> "+v.To)
			if v.Why == "" || !strings.Contains(v.String(), v.Why) {
				t.Errorf("%s: violation %q says no reason", c.name, v)
			}
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: violations %q, want %q", c.name, got, c.want)
		}
	}
}

// TestModuleFollowsLayers checks the module's real import graph (go list,
// production code) against the layers of docs/architecture.md.
func TestModuleFollowsLayers(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command:", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	module := goOutput(ctx, t, root, goTool, "list", "-m")
	out := goOutput(ctx, t, root, goTool, "list", "-e", "-f", "{{.ImportPath}}{{range .Imports}} {{.}}{{end}}", "./...")
	graph := map[string][]string{}
	sc := bufio.NewScanner(strings.NewReader(out))
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) > 0 {
			graph[f[0]] = f[1:]
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	for _, must := range []string{"", "/master", "/ui", "/sound", "/notation"} {
		if _, ok := graph[module+must]; !ok {
			t.Fatalf("go list did not list %s%s: %v", module, must, out)
		}
	}
	for _, v := range Program.Check(module, graph) {
		t.Error(v)
	}
}

func goOutput(ctx context.Context, t *testing.T, dir, goTool string, args ...string) string {
	t.Helper()
	cmd := exec.CommandContext(ctx, goTool, args...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, stderr.String())
	}
	return strings.TrimSpace(string(out))
}
