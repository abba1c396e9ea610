# ChessMaster developer commands. `make run` and `make test` are the two
# commands in the README; both install what they need first.

VERSION := $(shell sed -n 's/^Version *= *"\(.*\)"/\1/p' FyneApp.toml)
LDFLAGS := -X main.version=$(VERSION)
GO      ?= go
APT_PKGS := gcc pkg-config libgl1-mesa-dev xorg-dev libgtk-3-dev
TEST_PKGS := stockfish xvfb

.PHONY: run build deps test-deps test lint bench perft-bench screenshot calibrate strength \
	package-linux package-windows package-darwin clean

# deps installs the system libraries Fyne needs (Debian/Ubuntu) when missing,
# then downloads the Go modules.
deps:
	@scripts/apt-ensure.sh $(APT_PKGS)
	$(GO) mod download

test-deps: deps
	@scripts/apt-ensure.sh $(TEST_PKGS)

build: deps
	$(GO) build -ldflags "$(LDFLAGS)" -o chessmaster .

run: build
	./chessmaster

# test is what CI runs: formatting, vet, and the whole suite under the race
# detector. Long benchmarks and strength matches stay out (see bench/strength).
test: test-deps lint
	$(GO) test -race -timeout 40m ./...

lint:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	  if [ -n "$$out" ]; then echo "gofmt needed on:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...

bench:
	$(GO) test -run '^$$' -bench . -benchtime 2s ./engine ./book ./tablebase

clean:
	rm -rf chessmaster chessmaster.exe dist
