#!/bin/bash
# hot-sections.sh — regenerates Linker/hot-sections.txt, the functions a key runs, which the release build
# lays out together (Makefile's RELEASE_FLAGS; BENCHMARKS.md, issue 29). A key after a person's pause pays
# for every page of code it runs (each one a TLB miss and cold cache lines): spread over a 4–90 MB binary,
# the 2,000-odd lines of code a frame runs touched 150–200 pages; gathered, they fit in a few dozen.
#
# Runs the release demos under callgrind (Benchmarks/instructions-per-key.sh, so valgrind and tmux) through
# the interactions of `make bench`, and writes the functions of the binary itself (the app, Shoji and the
# statically linked Swift libraries) that ran — what every interaction runs first, hottest first — as gold section names (`.text.<symbol>`; the
# build compiles with -function-sections). Names that a later build no longer has are ignored by the linker,
# so a stale list costs only the layout of what changed. Build with `make release` first.
#
# usage: Tools/hot-sections.sh            (about three minutes)
set -euo pipefail
cd "$(dirname "$0")/.."
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
run() {  # name, setup keys, keys of one round, rounds, binary and arguments
    local name=$1 setup=$2 keys=$3 rounds=$4; shift 4
    VALGRIND_ARGS=--demangle=no KEEP="$WORK/$name.cg" Benchmarks/instructions-per-key.sh "$setup" "$keys" "$rounds" -- "$@" | sed -n 1p
}
run peer "Tab" "Space Down Space Up" 4 .build/release/peer
run counter "Tab Tab" "Enter" 8 .build/release/counter
run toggle "Tab Tab" "Space Down" 4 .build/release/todo --items 10000
run typing "+ a BSpace" "a BSpace" 4 .build/release/todo
run cart "Tab Tab" "Enter" 6 .build/release/cart
python3 - "$WORK"/*.cg > Linker/hot-sections.txt <<'PY'
import re, sys, collections
# Callgrind's files name objects and functions once, by number: "ob=(3) /path", then "ob=(3)".
cost, runs = collections.Counter(), collections.Counter()
for path in sys.argv[1:]:
    seen = set()
    objects, functions, obj, fn, call = {}, {}, None, None, False
    for line in open(path, errors="replace"):
        if call:  # the line after calls= is the call's inclusive cost: not this function's own
            call = False
            continue
        if line.startswith("calls="):
            call = True
            continue
        m = re.match(r"^(c?ob)=\((\d+)\)(?: (.*))?", line)
        if m:
            if m.group(3): objects[m.group(2)] = m.group(3)
            if m.group(1) == "ob": obj = objects[m.group(2)]
            continue
        m = re.match(r"^(c?fn)=\((\d+)\)(?: (.*))?", line)
        if m:
            if m.group(3): functions[m.group(2)] = m.group(3)
            if m.group(1) == "fn": fn = functions[m.group(2)]
            continue
        m = re.match(r"^(?:0x[0-9a-f]+|[+-]?\d+|\*)\s+(\d+)", line)
        if m and obj and obj.endswith("/app") and fn and not fn.startswith("0x"):
            name = fn.split("'")[0]
            cost[name] += int(m.group(1))
            if name not in seen:
                seen.add(name)
                runs[name] += 1
# What every interaction runs first, then what fewer of them run: a key's code stays together instead of
# interleaving with other screens' code. Hottest first within each group.
order = sorted(cost, key=lambda name: (-runs[name], -cost[name]))
print("\n".join(".text." + name for name in order))
PY
echo "Linker/hot-sections.txt: $(wc -l < Linker/hot-sections.txt) functions"
