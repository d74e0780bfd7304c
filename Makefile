# Shoji — make demo | make test | make bench | make fuzz | make test-asan
#
# Every target installs libncurses-dev first when pkg-config cannot find ncursesw.
#   make test       builds everything and runs the test suite (with a short seeded fuzzing run)
#   make test-asan  the same suite built with AddressSanitizer (in .build/asan)
#   make fuzz       every release demo, INPUTS (10,000) hostile inputs each; REPLAY=<file> replays a failure

DEMO ?= todo
SWIFT ?= swift
ARGS ?=

INPUTS ?= 10000
SEED ?= 20261201
REPLAY ?=

.PHONY: demo test test-asan lint build bench fuzz deps clean

deps:
	@if ! pkg-config --exists ncursesw 2>/dev/null; then \
	  echo "ncursesw not found: installing libncurses-dev"; \
	  if [ "$$(id -u)" = "0" ]; then as=""; \
	  elif command -v sudo >/dev/null 2>&1; then as="sudo"; \
	  else \
	    echo "error: libncurses-dev is missing and this user cannot install it; run as root: apt-get install libncurses-dev pkg-config" >&2; \
	    exit 1; \
	  fi; \
	  if ! { $$as apt-get update -qq && $$as env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libncurses-dev pkg-config; }; then \
	    echo "error: could not install libncurses-dev (no root or sudo rights, or no package source); as root: apt-get install libncurses-dev pkg-config" >&2; \
	    exit 1; \
	  fi; \
	fi

build: deps
	$(SWIFT) build

demo: build
	./.build/debug/$(DEMO) $(ARGS)

test: build lint
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# The toolchain's formatter, with the rules in .swift-format (`swift format -i -r Sources …` fixes most).
lint:
	$(SWIFT) format lint --strict -r Package.swift Sources Tests Demos Benchmarks

# LeakSanitizer is off (see CShojiSupport/crash.c: Swift keeps pointers where it cannot see them);
# memory errors stop the run.
test-asan: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build/asan
	$(SWIFT) test --skip-build --sanitize=address --scratch-path .build/asan

fuzz: deps
	$(SWIFT) build -c release
	@if [ -n "$(REPLAY)" ]; then \
	  ./.build/release/shoji-fuzz --replay "$(REPLAY)"; \
	else \
	  ./.build/release/shoji-fuzz --inputs $(INPUTS) --seed $(SEED); \
	fi

bench: deps
	$(SWIFT) build -c release
	./.build/release/shoji-bench $(ARGS)

clean:
	rm -rf .build
