# ChessMaster developer commands. `make run` and `make test` are the two
# commands in the README; both install what they need first.
#
# Plain `make` (or `make EXE=path`, as OpenBench runs it) builds the engine
# without the window: uci, bench, terminal, match... It needs only Go.

COMMIT  := $(shell git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)
LDFLAGS := -X chessmaster/cli.buildCommit=$(COMMIT)
GO      ?= go
# GOEXPERIMENT=simd lets the net's accumulators and output layer use AVX2
# on amd64 (nnue/fast_simd_amd64.go): the same results, about 1.1x the
# nodes a second. Other systems, and builds without it, use the plain-Go
# loops; `make test` tests both.
export GOEXPERIMENT ?= simd
# EXE is where the binary goes (OpenBench: make EXE=<name>).
EXE     ?= chessmaster
APT_PKGS := gcc pkg-config libgl1-mesa-dev xorg-dev libgtk-3-dev libasound2-dev
TEST_PKGS := stockfish xvfb fathom imagemagick x11-utils desktop-file-utils appstream pgn-extract

.PHONY: engine run build deps test-deps test lint bench screenshot screenshots test-short calibrate strength nnue nnue-selfplay \
	package-linux package-windows package-darwin test-windows clean

# engine is the default target: the command-line program without the window
# (-tags nogui), built without cgo, so no system libraries are needed and
# the CC=... that OpenBench may add does not matter. `chessmaster bench`
# prints the node count OpenBench checks on its last line.
engine: export CGO_ENABLED=0
engine:
	$(GO) build -tags nogui -ldflags "$(LDFLAGS)" -o $(EXE) .

# deps installs the system libraries Fyne needs (Debian/Ubuntu) when missing,
# then downloads the Go modules.
deps:
	@scripts/apt-ensure.sh $(APT_PKGS)
	$(GO) mod download

test-deps: deps
	@scripts/apt-ensure.sh $(TEST_PKGS)

build: deps
	$(GO) build -ldflags "$(LDFLAGS)" -o $(EXE) .

run: build
	"$(abspath $(EXE))"

# test is what CI runs: formatting, vet, and the whole suite under the race
# detector. Long benchmarks and strength matches stay out (see bench/strength).
test: test-deps lint
	$(GO) test -race -timeout 40m ./...
	GOEXPERIMENT= $(GO) test -race ./nnue
	GOEXPERIMENT= $(GO) test -race -run 'NNUE|Fast|Bench' ./engine

lint:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	  if [ -n "$$out" ]; then echo "gofmt needed on:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...
	GOEXPERIMENT= $(GO) vet ./nnue
	CGO_ENABLED=0 $(GO) vet -tags nogui . ./cli ./wiring

bench:
	$(GO) test -run '^$$' -bench . -benchtime 2s ./engine ./book ./tablebase

# screenshot runs the GUI under Xvfb with the engine playing both sides from a
# Ruy Lopez and saves docs/screenshot.png. SHOT names the README's other
# pictures instead (scripts/screenshots.sh): make screenshot SHOT="screenshot-de
# welcome preferences theme-green". `make screenshots` takes all of them.
screenshot: deps
	@scripts/apt-ensure.sh xvfb imagemagick
	$(if $(SHOT),scripts/screenshots.sh $(SHOT),scripts/screenshot.sh docs/screenshot.png)

screenshots: deps
	@scripts/apt-ensure.sh xvfb imagemagick
	scripts/screenshots.sh

# strength plays the full-strength engine against Stockfish 15.1 with
# UCI_LimitStrength (200 games at 10+0.1; ELO=2500 for the stretch goal).
# It needs a quiet machine: both programs play on a clock.
strength: deps
	@scripts/apt-ensure.sh stockfish
	scripts/strength.sh

# calibrate replays the matches behind the difficulty table in the README.
calibrate: deps
	@scripts/apt-ensure.sh stockfish
	scripts/calibrate.sh

# The built-in NNUE from scratch: positions of the shared lichess games
# scored by Stockfish 15.1, then training (hours of CPU; see
# scripts/nnue-sf.sh for its settings). nnue-selfplay: the earlier kind of
# net, trained on our own self-play labels (scripts/nnue.sh).
nnue: deps
	@scripts/apt-ensure.sh stockfish
	./scripts/nnue-sf.sh

nnue-selfplay: deps
	./scripts/nnue.sh

clean:
	rm -rf chessmaster chessmaster.exe dist
	rm -f $(EXE)

# test-short is a quicker suite for release builds: no race detector.
test-short: lint
	$(GO) test -short ./...

# --- packaging -------------------------------------------------------------
# fyne package reads name, id, version and icon from FyneApp.toml.
# -buildvcs=true lets `chessmaster version` report the commit.

package-linux: deps
	scripts/package-linux.sh
	scripts/check-package-linux.sh dist/ChessMaster.tar.xz

package-windows: deps
	@scripts/apt-ensure.sh gcc-mingw-w64-x86-64
	scripts/package-windows.sh
	scripts/check-package-windows.sh dist/ChessMaster.exe

# test-windows runs the Windows build under Wine on this Linux machine and
# compares it with the Linux build (scripts/test-windows.sh): bench node
# count, a timed UCI session, pgn, review, a match with process-tree
# checks, saves, non-ASCII paths and the window under Xvfb. The self-test
# first shows that each check fails on a broken input.
test-windows: package-windows
	@scripts/apt-ensure.sh wine64 gcc-mingw-w64-x86-64 xvfb imagemagick xdotool x11-utils
	scripts/test-windows.sh --self-test
	@# One retry, in a new Wine prefix: Wine itself now and then hangs a
	@# start (docs/development.md, "Wine-only differences"). A defect of the
	@# program fails both runs; each run prints every check it failed.
	scripts/test-windows.sh dist/ChessMaster.exe || { \
	  echo "test-windows: a check failed; running the Windows checks once more in a new Wine prefix"; \
	  scripts/test-windows.sh dist/ChessMaster.exe; }

# package-darwin must run on a Mac with the Xcode command line tools.
package-darwin:
	GOFLAGS=-buildvcs=true $(GO) tool fyne package -os darwin --release
	mkdir -p dist && rm -rf dist/ChessMaster.app && mv ChessMaster.app dist/
	cd dist && zip -qr ChessMaster-macos.zip ChessMaster.app
