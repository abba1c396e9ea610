package wiring

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// moduleRoot is the folder of go.mod, above this package.
const moduleRoot = ".."

// TestNoInitRegisters keeps the wiring in one place: no init function in
// the module may register a component (call a Register* function), and no
// file may import a chessmaster package for its side effects only, the
// way registrations used to be pulled in. Wire lists them instead.
func TestNoInitRegisters(t *testing.T) {
	files := 0
	err := filepath.WalkDir(moduleRoot, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != moduleRoot && (strings.HasPrefix(name, ".") || name == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		files++
		for _, p := range registrationsOutsideWire(t, path) {
			t.Error(p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 100 {
		t.Fatalf("only %d Go files found under %s: is the module root right?", files, moduleRoot)
	}
}

// registrationsOutsideWire returns what in the file at path registers a
// component behind the reader's back: calls of Register* in an init
// function, and blank imports of the module's packages.
func registrationsOutsideWire(t *testing.T, path string) []string {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, src, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	var found []string
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		if imp.Name != nil && imp.Name.Name == "_" && (p == "chessmaster" || strings.HasPrefix(p, "chessmaster/")) {
			found = append(found, fset.Position(imp.Pos()).String()+": blank import of "+p+" (call its functions from wiring.Wire instead)")
		}
	}
	for _, decl := range f.Decls {
		fn, ok := decl.(*ast.FuncDecl)
		if !ok || fn.Recv != nil || fn.Name.Name != "init" || fn.Body == nil {
			continue
		}
		ast.Inspect(fn.Body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if name := calledName(call.Fun); strings.HasPrefix(name, "Register") {
				found = append(found, fset.Position(call.Pos()).String()+": init calls "+name+" (register it in wiring.Wire instead)")
			}
			return true
		})
	}
	return found
}

// calledName is the name of the function a call expression calls: f in
// f(...), pkg.f(...) and x.y.f(...).
func calledName(fun ast.Expr) string {
	switch f := fun.(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		return f.Sel.Name
	case *ast.IndexExpr:
		return calledName(f.X)
	}
	return ""
}

// The check finds what it looks for: an init that registers, through a
// package or directly, and a blank import of a module package.
func TestRegistrationsOutsideWireFound(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "x.go")
	src := `package x

import (
	_ "chessmaster/players"
	_ "embed"
	"chessmaster/master"
)

func init() { master.RegisterPlayer(master.Computer, nil) }

func init() {
	if true {
		RegisterThing()
	}
}

func init() { table[0] = 1 } // filling a table is fine

func RegisterThing() {}

var table [1]int
`
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	got := registrationsOutsideWire(t, path)
	if len(got) != 3 {
		t.Fatalf("found %d, want 3 (the blank import, two registering inits):\n%s", len(got), strings.Join(got, "\n"))
	}
	for i, want := range []string{"chessmaster/players", "RegisterPlayer", "RegisterThing"} {
		if !strings.Contains(got[i], want) {
			t.Errorf("finding %d = %q, want it to name %s", i, got[i], want)
		}
	}
}
