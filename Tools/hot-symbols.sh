#!/bin/bash
# hot-symbols.sh — regenerates Linker/hot-symbols.txt, the functions and the data a key touches, which the
# release build lays out together (Makefile's RELEASE_FLAGS: lld's --symbol-ordering-file; BENCHMARKS.md,
# issue 29). A key after a person's pause pays for every page it touches (each one a TLB miss and cold
# cache lines): spread over a 90 MB binary, the 2,000-odd lines of code a frame runs touched 150–200 pages,
# and the 300-odd lines of type metadata, witness tables and caches it reads 90 more; gathered, they fit in
# far fewer.
#
# The code: runs the release demos under callgrind (Benchmarks/instructions-per-key.sh, so valgrind and
# tmux) through the interactions of `make bench` (Tools/interactions.sh) and lists the functions of the
# binary itself (the app, Shoji and the statically linked Swift libraries) that ran: callers beside their
# callees, each interaction's code in few stretches (the two steps are explained below). The build
# compiles with -function-sections, so each of Shoji's functions is a section of its own that the linker
# can move. lld moves the section that holds a listed symbol, so a function without a section of its own
# (the Swift libraries' internal functions share one per library) is left out — listing it would move its
# library's whole text into the middle of the hot code — and a local name that some library also defines
# in a shared section (`objectdestroyTm`) is listed last, where moving that section costs nothing.
#
# The data: runs the same interactions under valgrind's lackey (Benchmarks/pages-by-mapping.sh, with lists
# cut to 200 items: a start under lackey costs fifty times as much, and a toggle touches the same types at
# any length) and lists the symbols of the binary's data that one round of keys loads or stores, in the
# order they were first touched. The compiler puts all of a source file's type metadata, witness tables and
# caches in one section per kind (.data, .data.rel.ro, .rodata, .bss), so listing a symbol moves its
# file's whole section: the few dozen small ones a key reads end up side by side. Symbols in larger
# sections (over 16 KiB: the standard library's, one per library) stay where they are.
#
# The code without a symbol: the compiler's private helpers (`.L__unnamed_1`, `.Lobjectdestroy.16`: an
# optional closure's release, a closure context's destroy) have no name to list. The traced binaries are
# linked again with a map (the same link, so the same binary), which tells each traced address's object
# file and section; Linker/unnamed-code.ld names the sections of those a key ran, which lld puts just
# before the listed functions.
#
# Names that a later build no longer has are ignored by the linker, so a stale list costs only the layout
# of what changed. Build with `make release` first.
#
# usage: Tools/hot-symbols.sh            (about twenty minutes)
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
# The data: one round of each interaction under lackey, lists cut to 200 items (the peer's default is
# 10,000).
run() {  # name, setup keys, keys of one round, rounds, binary and arguments
    local name=$1 setup=$2 keys=$3 binary=$5 args=() cut=
    shift 5
    while [ $# -gt 0 ]; do
        if [ "$1" = --items ]; then args+=(--items 200); cut=1; shift 2; else args+=("$1"); shift; fi
    done
    if [ -z "$cut" ] && [ "$(basename "$binary")" = peer ]; then args+=(--items 200); fi
    KEEP="$WORK/$name.lk" Benchmarks/pages-by-mapping.sh "$setup" "$keys" -- "$binary" ${args[@]+"${args[@]}"} >/dev/null \
        || { echo "error: tracing $name under lackey failed" >&2; exit 1; }
    cp "$binary" "$WORK/$name.bin"  # the symbols the trace's addresses are looked up in
    basename "$binary" > "$WORK/$name.product"
}
BIN=.build/release interactions
# The link maps, for the code that callgrind cannot name (step 4, below): `swift build -v` prints each binary's link, and the
# same link run again with -Map writes the same binary and which object file and section each address
# came from.
products=$(sort -u "$WORK"/*.product)
for n in $products; do rm -f ".build/release/$n"; done
# shellcheck disable=SC2046  # the flags are words
swift build -c release $(cat .build/release-flags) -v 2>&1 | grep 'ld\.lld' > "$WORK/links.txt" || true
for n in $products; do
    link=$(grep -E -- "-o [^ ]*/release/$n( |$)" "$WORK/links.txt" | tail -1 || true)
    out=$(grep -o -E -- "-o [^ ]*/release/$n( |$)" <<<"$link" | head -1 || true)
    if [ -z "$out" ]; then echo "warning: no lld link of $n: its code without a symbol stays where it is" >&2; continue; fi
    eval "${link/"$out"/"-o $WORK/$n.relinked -Map=$WORK/$n.map "}" >/dev/null
    cmp -s "$WORK/$n.relinked" ".build/release/$n" || echo "warning: relinking $n wrote another binary" >&2
done
LIBRARIES=$(dirname "$(readlink -f "$(command -v swiftc)")")/../lib/swift_static/linux
python3 - "$WORK" "$LIBRARIES" > Linker/hot-symbols.txt <<'PY'
import bisect, collections, glob, re, subprocess, sys
WORK, LIBRARIES = sys.argv[1], sys.argv[2]
# The interactions, most important first (the issue's three targets, then the others).
INTERACTIONS = ["peer", "counter", "typing", "toggle", "cart"]
cost = collections.Counter()  # instructions, over all interactions
touched_by = collections.Counter()  # a bit per interaction that ran the function (INTERACTIONS[0] the highest)
edges = collections.Counter()  # (caller, callee): in how many interactions the call was made
for path in glob.glob(WORK + "/*.cg"):
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
# 3. Which sections hold which symbols, over every object the link may take them from: Shoji's and the
#    app's objects and the toolchain's static libraries.
inputs = glob.glob(".build/release/*.build/*.o") + glob.glob(LIBRARIES + "/*.a")
own_section = set()  # functions in a section of their own (.text.<name>, .text.hot.<name>, …)
shared_local = set()  # local functions that some object keeps in a section it shares with others
largest = collections.defaultdict(int)  # data symbol → the largest section an object keeps it in
for path in inputs:
    out = subprocess.run(["readelf", "-sSW", path], capture_output=True, text=True, errors="replace").stdout
    names, sizes = {}, {}
    for line in out.splitlines():
        if line.startswith("File: "):  # the next member of an archive
            names, sizes = {}, {}
            continue
        m = re.match(r"\s*\[\s*(\d+)\]\s+(\S+)\s+\S+\s+[0-9a-f]+\s+[0-9a-f]+\s+([0-9a-f]+)", line)
        if m:
            names[m.group(1)], sizes[m.group(1)] = m.group(2), int(m.group(3), 16)
            continue
        p = line.split()
        if len(p) < 8 or not p[0].endswith(":") or not p[6].isdigit():
            continue
        section, name = names.get(p[6], ""), p[7]
        if p[3] == "FUNC":
            if section.startswith(".text") and section.endswith("." + name):
                own_section.add(name)
            elif p[4] == "LOCAL":
                shared_local.add(name)
        else:
            largest[name] = max(largest[name], sizes.get(p[6], 0))
functions = [name for c in groups for name in cluster[c] if name in own_section]
# 4. The code that callgrind cannot name, from the lackey traces and the link maps (which object file and
#    section each address came from), the first interaction's first: the compiler's private helpers
#    (`.L__unnamed_1`, `.Lobjectdestroy.16`), which no symbol names, are named in Linker/unnamed-code.ld by
#    object file and section; the blocks split off a function that ran after all (`.text.split.foo`, symbol
#    `foo.cold`, which valgrind does not read: it is not typed a function) are listed after `foo`; a
#    function of Shoji's or the app's that ran only in a traced round (lists of 200 items take other paths
#    now and then) is listed after the others. (The libraries' functions that did are left out: a traced
#    round is a process's first, and runs the run time's first-time work, which later keys do not.)
unnamed, placed, split_off, missed = [], set(), [], []
listed = set(functions)
row = re.compile(r"^\s*([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+\s{9}(\S.*):\((\S+)\)$")
for name in INTERACTIONS:
    product = open(f"{WORK}/{name}.product").read().strip()
    try:
        sections = sorted((int(m.group(1), 16), int(m.group(2), 16), m.group(3), m.group(4))
                          for m in map(row.match, open(f"{WORK}/{product}.map", errors="replace")) if m)
    except FileNotFoundError:
        continue
    starts = [s[0] for s in sections]
    looked_at = set()  # the sections already seen in this trace
    trace = f"{WORK}/{name}.lk"
    base, code = None, []
    for p in (line.split() for line in open(trace + ".maps")):
        lo, hi = (int(x, 16) for x in p[0].split("-"))
        if len(p) > 5 and p[5].endswith("/app"):
            if base is None and int(p[2], 16) == 0:
                base = lo
            if "x" in p[1]:
                code.append((lo, hi))
    for line in open(trace, errors="replace"):
        if not line.startswith("I"):
            continue
        address = int(line.split()[1].split(",")[0], 16)
        if not any(lo <= address < hi for lo, hi in code):
            continue
        i = bisect.bisect_right(starts, address - base) - 1
        if i < 0 or address - base >= starts[i] + sections[i][1] or i in looked_at:
            continue
        looked_at.add(i)
        _, _, path, section = sections[i]
        parts = path.split("/")
        if section.startswith(".text.split.") and section[12:] + ".cold" not in split_off:
            split_off.append(section[12:] + ".cold")
        symbol = re.sub(r"^\.text\.(hot\.|unlikely\.)?", "", section)
        if (symbol != section and "(" not in path and symbol in own_section and symbol not in shared_local
                and symbol not in listed):
            listed.add(symbol)
            missed.append(symbol)
        if "..L" not in section or not re.fullmatch(r"[\w.]+", section) or len(parts) < 2 or "(" in path:
            continue
        entry = f"*/{parts[-2]}/{parts[-1]}({section})"
        if entry not in placed:
            placed.add(entry)
            unnamed.append(entry)
functions += missed
for cold in split_off:
    parent = cold[:-5]
    if parent in listed:
        functions.insert(functions.index(parent) + 1, cold)
    else:
        functions.append(cold)
print("\n".join([name for name in functions if name not in shared_local]
                + [name for name in functions if name in shared_local]))
# 5. The data each interaction touched (the traced round's loads and stores in the binary's mappings), the
#    first interaction's first, each in the order first touched.
data, seen = [], set()
for name in INTERACTIONS:
    trace = f"{WORK}/{name}.lk"
    base, ranges, maps = None, [], [line.split() for line in open(trace + ".maps")]
    for p in maps:
        lo, hi = (int(x, 16) for x in p[0].split("-"))
        if len(p) > 5 and p[5].endswith("/app"):
            if base is None and int(p[2], 16) == 0:
                base = lo
            ranges.append((lo, hi))
    end = max(hi for _, hi in ranges)
    for p in maps:  # the binary's .bss: the anonymous mapping right after it
        lo, hi = (int(x, 16) for x in p[0].split("-"))
        if lo == end and len(p) <= 5:
            ranges.append((lo, hi))
    symbols = []
    out = subprocess.run(["nm", "-n", "--defined-only", f"{WORK}/{name}.bin"], capture_output=True, text=True).stdout
    for row in out.splitlines():
        p = row.split()
        if len(p) == 3 and p[1] in "dDbBrRvVgG":
            symbols.append((int(p[0], 16), p[2]))
    addresses = [a for a, _ in symbols]
    for line in open(trace, errors="replace"):
        kind, _, rest = line.strip().partition(" ")
        if kind not in ("L", "S", "M"):
            continue
        try:
            address = int(rest.strip().split(",")[0], 16)
        except ValueError:
            continue
        if not any(lo <= address < hi for lo, hi in ranges):
            continue
        i = bisect.bisect_right(addresses, address - base) - 1
        if i >= 0 and symbols[i][1] not in seen:
            seen.add(symbols[i][1])
            # Protocol conformance descriptors are read only when the runtime searches them all for a cast
            # it has not seen before (thousands, once; its cache answers the next time): not a key's data.
            if 0 < largest.get(symbols[i][1], 0) <= 16384 and not symbols[i][1].endswith("Mc"):
                data.append(symbols[i][1])
print("\n".join(data))
with open("Linker/unnamed-code.ld", "w") as script:
    script.write("/* Generated by Tools/hot-symbols.sh: the code without a symbol that a key runs, just before the\n"
                 "   functions of Linker/hot-symbols.txt (Makefile's ORDER_FLAGS). */\n"
                 "SECTIONS {\n  .text.unnamed : {\n" + "".join(f"    {e}\n" for e in unnamed)
                 + "  }\n} INSERT BEFORE .text;\n")
print(f"Linker/hot-symbols.txt: {len(functions)} functions, {len(data)} data symbols; "
      f"{len(missed)} of them found only in the traces, {len(split_off)} split-off blocks; "
      f"Linker/unnamed-code.ld: {len(unnamed)} sections", file=sys.stderr)
PY
