#!/bin/bash
# hot-sections.sh — regenerates Linker/hot-sections.txt, the functions a key runs, which the release build
# lays out together (Makefile's RELEASE_FLAGS; BENCHMARKS.md, issue 29). A key after a person's pause pays
# for every page of code it runs (each one a TLB miss and cold cache lines): spread over a 4–90 MB binary,
# the 2,000-odd lines of code a frame runs touched 150–200 pages; gathered, they fit in a few dozen.
#
# Runs the release demos under callgrind (Benchmarks/instructions-per-key.sh, so valgrind and tmux) through
# the interactions of `make bench`, and writes the functions of the binary itself (the app, Shoji and the
# statically linked Swift libraries) that ran as gold section names (`.text.<symbol>`, and the names a
# profile gives, below; the build compiles with -function-sections): callers beside their callees, each
# interaction's code in few stretches (the
# two steps are explained below). Names that a later build no longer has are ignored by the linker,
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
source Tools/interactions.sh
BIN=.build/release interactions
python3 - "$WORK"/*.cg > Linker/hot-sections.txt <<'PY'
import collections, re, subprocess, sys
# The interactions, most important first (the issue's three targets, then the others).
INTERACTIONS = ["peer", "counter", "typing", "toggle", "cart"]
cost = collections.Counter()  # instructions, over all interactions
touched_by = collections.Counter()  # a bit per interaction that ran the function (INTERACTIONS[0] the highest)
edges = collections.Counter()  # (caller, callee): in how many interactions the call was made
for path in sys.argv[1:]:
    bit = 1 << (len(INTERACTIONS) - 1 - INTERACTIONS.index(path.rsplit("/", 1)[-1].split(".")[0]))
    seen_edges = set()
    # Callgrind's files name objects and functions once, by number: "ob=(3) /path", then "ob=(3)".
    objects, functions, obj, fn, callee_obj, callee, call = {}, {}, None, None, None, None, False
    for line in open(path, errors="replace"):
        if call:  # the line after calls= is the call's inclusive cost: not this function's own
            call = False
            continue
        if line.startswith("calls="):
            call = True
            if obj and obj.endswith("/app") and fn and callee and (callee_obj or obj).endswith("/app"):
                edge = (fn.split("'")[0], callee.split("'")[0])
                if edge not in seen_edges:
                    seen_edges.add(edge)
                    edges[edge] += 1
            continue
        m = re.match(r"^(c?ob)=\((\d+)\)(?: (.*))?", line)
        if m:
            if m.group(3): objects[m.group(2)] = m.group(3)
            if m.group(1) == "ob": obj, callee_obj = objects[m.group(2)], None
            else: callee_obj = objects[m.group(2)]
            continue
        m = re.match(r"^(c?fn)=\((\d+)\)(?: (.*))?", line)
        if m:
            if m.group(3): functions[m.group(2)] = m.group(3)
            if m.group(1) == "fn": fn, callee_obj = functions[m.group(2)], None
            else: callee = functions[m.group(2)]
            continue
        m = re.match(r"^(?:0x[0-9a-f]+|[+-]?\d+|\*)\s+(\d+)", line)
        if m and obj and obj.endswith("/app") and fn and not fn.startswith("0x"):
            name = fn.split("'")[0]
            cost[name] += int(m.group(1))
            touched_by[name] |= bit
runs = {name: bin(bits).count("1") for name, bits in touched_by.items()}
# Each function's size, from the binaries' symbol tables (the same code in each; the largest counts).
size = {}
for binary in ["peer", "counter", "todo", "cart"]:
    out = subprocess.run(["nm", "-S", "--defined-only", ".build/release/" + binary], capture_output=True, text=True).stdout
    for row in out.splitlines():
        parts = row.split(None, 3)
        if len(parts) == 4 and parts[2] in "tTwW":
            size[parts[3]] = max(size.get(parts[3], 0), int(parts[1], 16))
# 1. Clusters (C3, Ottoni and Maher 2017): hottest first, each function joins the cluster of the caller
#    that calls it in the most interactions while the two fit in a page, so a caller and its callees share
#    the lines and pages a key touches.
PAGE = 4096
hot = sorted(cost, key=lambda name: (-runs[name], -cost[name]))
cluster = {name: [name] for name in hot}
owner = {name: name for name in hot}
callers = collections.defaultdict(list)
for (caller, callee), n in edges.items():
    if caller != callee and caller in cluster and callee in cluster:
        callers[callee].append((n, runs[caller], caller))
def bytes_of(c): return sum(max(size.get(name, 0), 16) for name in cluster[c])
for name in hot:
    if not callers[name]:
        continue
    a, b = owner[max(callers[name])[2]], owner[name]
    if a == b or bytes_of(a) + bytes_of(b) > PAGE:
        continue
    cluster[a].extend(cluster[b])
    for member in cluster.pop(b):
        owner[member] = a
# 2. Clusters by which interactions run their first function, in the order of a reflected Gray code over
#    INTERACTIONS (neighbours differ in one interaction): the first interaction's code is one stretch, the
#    second's two, and so on — where grouping by how many interactions run a function split each key's code
#    over five groups. Within a group, the code that runs most per byte first.
def gray_rank(code):
    rank = 0
    while code:
        rank ^= code
        code >>= 1
    return rank
def density(c): return sum(runs[name] for name in cluster[c]) / bytes_of(c)
groups = sorted(cluster, key=lambda c: (-gray_rank(touched_by[cluster[c][0]]), -density(c)))
# With a profile (Linker/profile.proftext) the compiler names a function's section .text.hot.<symbol> or
# .text.unlikely.<symbol> by its counts, and without one .text.<symbol>: each is listed under all three.
print("\n".join(prefix + name for c in groups for name in cluster[c]
                 for prefix in (".text.hot.", ".text.", ".text.unlikely.")))
PY
echo "Linker/hot-sections.txt: $(( $(wc -l < Linker/hot-sections.txt) / 3 )) functions"
