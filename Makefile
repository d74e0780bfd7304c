# Shoji — make demo | make test | make bench
#
# Both targets install libncurses-dev first when pkg-config cannot find ncursesw.

DEMO ?= todo
SWIFT ?= swift
ARGS ?=

.PHONY: demo test build bench deps clean

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

test: build
	$(SWIFT) test

bench: deps
	$(SWIFT) build -c release
	./.build/release/shoji-bench $(ARGS)

clean:
	rm -rf .build
