# Shoji — make demo | make test | make bench | make fuzz | make test-asan
#
# Every target installs libncurses-dev first when pkg-config cannot find ncursesw.
#   make test       builds everything, checks the format, the documentation (make docs) and the type-checking
#                   time (make typecheck), and runs the test suite (with a short seeded fuzzing run)
#   make test-asan  the same suite built with AddressSanitizer (in .build/asan)
#   make fuzz       every release demo, INPUTS (10,000) hostile inputs each; REPLAY=<file> replays a failure
#   make report     TRACE=<file> (written by an app run with SHOJI_TRACE=<file>) as one HTML page beside it,
#                   or at OUT=<file>: the frames, the views and the cause & effect graph
#   make screenshots  the README's pictures (docs/screens/*.svg, taken headless after the keys it describes)
#                   and the report of a profile-demo trace (docs/screens/report.html, and report.png when
#                   Chromium is installed)
#   make typecheck  how long the compiler takes over the demos' and the catalogue's bodies (Tests/TypeCheck):
#                   fails listing every expression or body over TYPECHECK_MS (200) milliseconds
#   make explore    every screen of every release demo that the keyboard reaches, at 80x24 and 40x12, to a
#                   depth of DEPTH (6), checked after each step; REPLAY=<file> replays a failure

DEMO ?= todo
SWIFT ?= swift
ARGS ?=

INPUTS ?= 10000
SEED ?= 20261201
REPLAY ?=
DEPTH ?= 6

.PHONY: demo test test-asan lint build bench fuzz explore docs deps clean examples report screenshots typecheck

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

test: build lint docs typecheck
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(MAKE) examples

# Examples/: a package of its own that depends on Shoji by path, as an app's package would, with controls
# written against the public API only (a Canvas sparkline, a TerminalControl colour well, a Layout). Its
# build must be free of warnings — Shoji's own included, as a user would see them.
examples: deps
	@mkdir -p .build
	@cd Examples && $(SWIFT) build --build-tests > ../.build/examples-build.log 2>&1; status=$$?; \
	  cat ../.build/examples-build.log; \
	  if [ $$status -ne 0 ]; then exit $$status; fi; \
	  if grep -q "warning:" ../.build/examples-build.log; then \
	    echo "error: building the Examples package (which depends on Shoji) gave warnings" >&2; exit 1; \
	  fi
	cd Examples && $(SWIFT) test --skip-build

# The toolchain's formatter, with the rules in .swift-format (`swift format -i -r Sources …` fixes most).
lint:
	$(SWIFT) format lint --strict -r Package.swift Sources Tests Demos Benchmarks Examples/Package.swift \
	  Examples/Sources Examples/Tests
	python3 Tools/folder-deps.py --check

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

explore: deps
	$(SWIFT) build -c release
	@if [ -n "$(REPLAY)" ]; then \
	  ./.build/release/shoji-explore --replay "$(REPLAY)"; \
	else \
	  ./.build/release/shoji-explore --depth $(DEPTH) $(ARGS); \
	fi

# Type-checking time: the demo modules and a catalogue of body shapes real apps write, type-checked (not
# built) against the debug build's modules with the compiler's timers on; part of `make test`. A warm-up
# body goes first (Tests/TypeCheckWarmup: the compiler's one-time lookups are not charged to the module's
# first body), and a module over the limit is timed once more before it fails (the machine's load moves
# the timings by a third).
TYPECHECK_MS ?= 200
typecheck: build
	@bin="$$($(SWIFT) build --show-bin-path)"; status=0; \
	for module in Articles:Demos/Articles GalleryScreens:Demos/GalleryScreens NotesApp:Demos/NotesApp \
	    TypeCheck:Tests/TypeCheck CompatSwipeDeck:Tests/Compatibility/SwipeDeck; do \
	  name=$${module%%:*}; dir=$${module#*:}; \
	  for attempt in 1 2; do \
	    out=$$(swiftc -typecheck -module-name $$name -I "$$bin/Modules" -I Sources/CNcursesw \
	      -Xcc -fmodule-map-file="$$bin/CShojiSupport.build/module.modulemap" \
	      -load-plugin-executable "$$bin/ShojiMacros-tool#ShojiMacros" \
	      -Xfrontend -warn-long-expression-type-checking=$(TYPECHECK_MS) \
	      -Xfrontend -warn-long-function-bodies=$(TYPECHECK_MS) Tests/TypeCheckWarmup/Warmup.swift $$dir/*.swift 2>&1 \
	      | grep -E '^[^ ].*(error|took)' | grep -v TypeCheckWarmup); \
	    [ -z "$$out" ] && break; \
	  done; \
	  if [ -n "$$out" ]; then echo "$$out"; status=1; else echo "$$name: every body under $(TYPECHECK_MS) ms"; fi; \
	done; exit $$status

TRACE ?= trace.json
OUT ?=
report: deps
	$(SWIFT) build --product shoji-report
	./.build/debug/shoji-report $(TRACE) $(OUT)

screenshots: deps
	$(SWIFT) build --product shoji-screenshots
	./.build/debug/shoji-screenshots docs/screens
	@if command -v chromium >/dev/null 2>&1; then \
	  chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars --window-size=1100,1000 \
	    --screenshot=docs/screens/report.png "file://$$(pwd)/docs/screens/report.html" 2>/dev/null; \
	else echo "chromium not installed: docs/screens/report.png left as it is (apt-get install chromium)"; fi

bench: deps
	$(SWIFT) build -c release
	./Benchmarks/Peers/build.sh
	./.build/release/shoji-bench $(ARGS)

# DocC: the symbol graphs of the runtime, the controls and the terminal, merged by
# Tools/merge-symbol-graphs.py into the Shoji module users import (their types are Shoji's), converted with
# the catalog to static HTML in .build/docs. Only the library targets are built and extracted (not
# `swift package dump-symbol-graph`, which loads every module, test products included, and fails where they
# were not built); warnings are errors. `@_spi` declarations are not in the graphs: they are not user API.
DOCS_SYMBOLS = .build/docs-symbols
docs: deps
	$(SWIFT) build --target Shoji
	@bin="$$($(SWIFT) build --show-bin-path)"; raw=.build/docs-raw; \
	triple="$$($(SWIFT) -print-target-info | sed -n 's/.*"triple": *"\([^"]*\)".*/\1/p' | head -1)"; \
	extract="$$(dirname "$$(command -v $(SWIFT))")/swift-symbolgraph-extract"; \
	rm -rf $$raw $(DOCS_SYMBOLS) && mkdir -p $$raw $(DOCS_SYMBOLS) && \
	for module in ShojiCore ShojiControls ShojiTerminal; do \
	  "$$extract" -module-name $$module -target "$$triple" -minimum-access-level public -output-dir $$raw \
	    -I "$$bin/Modules" -I Sources/CNcursesw -Xcc -fmodule-map-file="$$bin/CShojiSupport.build/module.modulemap" \
	    || exit 1; \
	done && \
	python3 Tools/merge-symbol-graphs.py $$raw $(DOCS_SYMBOLS)
	docc convert Sources/Shoji/Shoji.docc --additional-symbol-graph-dir $(DOCS_SYMBOLS) --output-dir .build/docs \
	  --transform-for-static-hosting --fallback-display-name Shoji --fallback-bundle-identifier org.shoji.Shoji \
	  --warnings-as-errors
	@echo "documentation: .build/docs (serve it over HTTP, e.g. python3 -m http.server -d .build/docs, and open /documentation/shoji)"

clean:
	rm -rf .build Examples/.build
