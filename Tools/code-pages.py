#!/usr/bin/env python3
"""code-pages.py — the binary's code pages that one traced key ran, in address order, each with how many of
its 64-byte lines ran and the functions they belong to (BENCHMARKS.md, issue 29).

A key after a person's pause pays per page it touches. The layout list (Tools/hot-symbols.sh) gathers a
key's functions into one stretch; this shows what stayed outside it and why: a page far from the stretch
with a line or two of the standard library's unordered text, a value witness, or code without a symbol
of its own (no symbol list can move that). Lines that run past the end of the function before them are
marked "(no symbol)".

usage: KEEP=/tmp/key Benchmarks/pages-by-mapping.sh "Tab" "Space" -- .build/release/peer --items 200
       Tools/code-pages.py /tmp/key /tmp/key.maps .build/release/peer [--sparse N]
--sparse N lists only the pages with at most N lines run (the stragglers); the totals cover every page.
"""
import bisect
import collections
import subprocess
import sys


def main():
    args = sys.argv[1:]
    sparse = None
    if "--sparse" in args:
        i = args.index("--sparse")
        sparse = int(args[i + 1])
        del args[i:i + 2]
    if len(args) != 3:
        sys.exit(__doc__)
    trace, maps, binary = args
    # The binary's first mapping (offset 0) is its load address; its executable mappings hold the code.
    # (pages-by-mapping.sh runs a copy of the binary named `app`.)
    names_of_binary = ("/app", "/" + binary.rsplit("/", 1)[-1])
    base, code = None, []
    for line in open(maps):
        p = line.split()
        lo, hi = (int(x, 16) for x in p[0].split("-"))
        if len(p) > 5 and p[5].endswith(names_of_binary):
            if base is None and int(p[2], 16) == 0:
                base = lo
            if "x" in p[1]:
                code.append((lo, hi))
    if base is None:
        sys.exit("error: the binary is not in the mappings")
    symbols = []
    out = subprocess.run(["nm", "-n", "-S", "--defined-only", binary], capture_output=True, text=True).stdout
    for row in out.splitlines():
        p = row.split()
        if len(p) == 4 and p[2] in "tTwW":
            symbols.append((int(p[0], 16), int(p[1], 16), p[3]))
    starts = [s[0] for s in symbols]
    lines = collections.defaultdict(set)
    names = collections.defaultdict(collections.Counter)
    for line in open(trace, errors="replace"):
        kind, _, rest = line.strip().partition(" ")
        if kind != "I":
            continue
        try:
            address = int(rest.split(",")[0], 16)
        except ValueError:
            continue
        if not any(lo <= address < hi for lo, hi in code):
            continue
        offset = address - base
        lines[offset >> 12].add(offset >> 6)
        i = bisect.bisect_right(starts, offset) - 1
        if i < 0 or offset >= symbols[i][0] + max(symbols[i][1], 1):
            names[offset >> 12]["(no symbol)"] += 1
        else:
            names[offset >> 12][symbols[i][2]] += 1
    pages = sorted(lines)
    mangled = sorted({n for page in pages for n in names[page]})
    readable = subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(mangled),
                              capture_output=True, text=True).stdout.split("\n")
    demangled = dict(zip(mangled, readable))
    previous = None
    for page in pages:
        gap = "" if previous is None else f"+{page - previous}"
        previous = page
        if sparse is not None and len(lines[page]) > sparse:
            continue
        top = [demangled.get(n, n) for n, _ in names[page].most_common(3)]
        print(f"{page << 12:9x} {gap:>6} {len(lines[page]):3} lines  " + " | ".join(t[:70] for t in top))
    few = sum(1 for page in pages if len(lines[page]) <= 7)
    print(f"{len(pages)} pages, {sum(len(lines[p]) for p in pages)} lines; {few} pages with 7 lines or fewer")


main()
