#!/bin/bash
# heap-blocks.sh — which heap blocks one key touches, and what they are: the heap's share of the pages a
# key touches after a person's pause (BENCHMARKS.md, issue 29), named.
#
# Runs the program under valgrind's lackey (through Benchmarks/pages-by-mapping.sh) with
# Tools/heap-blocks.c preloaded, which keeps a table of the live heap blocks. After the traced key it
# asks the preload for the table (SIGUSR2) and attributes each heap line the key loaded or stored to the
# block holding it. A block is named by its first word: a class's metadata in the binary (nm), or a
# generic type's metadata the runtime made in its pool (the preload asks `swift_getTypeName`); anything
# else is raw memory (ncurses' lines, strings' bytes, arrays of values). Prints, per kind of block, how
# many blocks and 64-byte lines the key touched; `--pages` also lists every touched heap page with its
# blocks (allocation number, size, lines), which shows what shares a page and how old it is.
#
# Needs valgrind, tmux and the toolchain's clang. Slow like pages-by-mapping.sh (a minute or two).
# usage: Tools/heap-blocks.sh [--pages] "<setup keys>" "<keys>" -- <binary> [args…]
# e.g.   Tools/heap-blocks.sh "Tab" "Space" -- .build/release/peer --items 200
set -euo pipefail
PAGES=
if [ "${1:-}" = --pages ]; then PAGES=1; shift; fi
SETUP="$1"; KEY="$2"; shift 3
BIN=$1; shift
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
CLANG=$(dirname "$(readlink -f "$(command -v swiftc)")")/clang
"$CLANG" -O2 -shared -fPIC -o "$WORK/heap-blocks.so" "$(dirname "$0")/heap-blocks.c"
nm -n --defined-only "$BIN" > "$WORK/app.nm"
TYPENAME=$(awk '$3 == "swift_getTypeName" { print $1 }' "$WORK/app.nm")
read -r POOL_LO POOL_SIZE < <(readelf -SW "$BIN" | awk '$2 == ".bss" { print $4, $6 }')
POOL_HI=$(printf '%x' $((0x$POOL_LO + 0x$POOL_SIZE)))
# Run by pages-by-mapping.sh once the key is traced, with the program's process id: the preload writes
# its table on SIGUSR2 (a minute or more under lackey).
cat > "$WORK/dump" <<SH
#!/bin/bash
kill -USR2 "\$1"
for _ in \$(seq 180); do sleep 1; grep -q '^END' "$WORK/blocks" 2>/dev/null && exit 0; done
echo "error: the preload wrote no block table" >&2
exit 1
SH
chmod +x "$WORK/dump"
KEEP="$WORK/key" ON_TRACED="$WORK/dump" \
    LACKEY_ENV="HEAP_BLOCKS_OUT=$WORK/blocks HEAP_BLOCKS_TYPENAME=$TYPENAME HEAP_BLOCKS_POOL_LO=$POOL_LO HEAP_BLOCKS_POOL_HI=$POOL_HI LD_PRELOAD=$WORK/heap-blocks.so" \
    "$(dirname "$0")/../Benchmarks/pages-by-mapping.sh" "$SETUP" "$KEY" -- "$BIN" "$@" >/dev/null
grep -q '^END' "$WORK/blocks" 2>/dev/null || { echo "error: the preload wrote no block table" >&2; exit 1; }
python3 - "$WORK" "$PAGES" <<'PY'
import bisect, collections, re, subprocess, sys
work, pages_wanted = sys.argv[1], sys.argv[2] == "1"
maps = [line.split() for line in open(f"{work}/key.maps")]
app = [m for m in maps if len(m) > 5 and m[5].endswith("/app")]
base = min(int(m[0].split("-")[0], 16) for m in app)
app_end = max(int(m[0].split("-")[1], 16) for m in app)
# The heap: the anonymous writable mapping valgrind gives the program's brk (the first one after the
# program's own mappings; valgrind marks it rwx).
heap = next((int(m[0].split("-")[0], 16), int(m[0].split("-")[1], 16)) for m in maps
            if len(m) == 5 and "w" in m[1] and int(m[0].split("-")[0], 16) >= app_end and m[1] == "rwxp")
symbols = []
for line in open(f"{work}/app.nm"):
    p = line.split()
    if len(p) == 3:
        symbols.append((int(p[0], 16), p[2]))
starts = [s[0] for s in symbols]
blocks = []
for line in open(f"{work}/blocks"):
    p = line.split()
    if p[0] == "END":
        continue
    blocks.append((int(p[0], 16), int(p[1]), int(p[2]), int(p[3], 16), " ".join(p[5:])))
blocks.sort()
block_starts = [b[0] for b in blocks]
# lackey's data lines: " L addr,size", " S …", " M …" (a load, a store, both).
access = re.compile(r"^ [LSM] +([0-9a-f]+),")
addresses = (int(m.group(1), 16) for m in map(access.match, open(f"{work}/key", errors="replace")) if m)
touched = {address >> 6 for address in addresses if heap[0] <= address < heap[1]}
lines_of = collections.defaultdict(set)
unattributed = 0
for line in touched:
    start, found = line << 6, False
    i = bisect.bisect_right(block_starts, start + 63) - 1
    while i >= 0 and blocks[i][0] + blocks[i][1] + 16 > start:
        if blocks[i][0] + blocks[i][1] > start - 16:
            lines_of[i].add(line)
            found = True
        i -= 1
    unattributed += not found
def raw_name(block):
    address, size, _, first, runtime_name = block
    if runtime_name:
        return runtime_name
    if base <= first < app_end:
        j = bisect.bisect_right(starts, first - base) - 1
        return "$" + symbols[j][1] if j >= 0 else f"raw {size} B"
    return f"raw {size} B"
names = {i: raw_name(blocks[i]) for i in lines_of}
mangled = sorted({n[1:] for n in names.values() if n.startswith("$")})
readable = subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(mangled),
                          capture_output=True, text=True).stdout.split("\n")
demangled = dict(zip(mangled, readable))
for i, n in names.items():
    if n.startswith("$"):
        d = demangled.get(n[1:], n[1:])
        for prefix in ("full type metadata for ", "type metadata for "):
            d = d.removeprefix(prefix)
        names[i] = d
    elif n.startswith("raw "):
        size = blocks[i][1]
        names[i] = "raw, " + ("≤ 64 B" if size <= 64 else "≤ 1 KiB" if size <= 1024 else "> 1 KiB")
heap_pages = {line >> 6 for line in touched}
print(f"heap: {len(touched)} lines in {len(heap_pages)} pages; {len(lines_of)} live blocks; "
      f"{unattributed} lines in no live block (freed during the key, or the allocator's own)")
kinds = collections.defaultdict(lambda: [0, 0])
for i, lines in lines_of.items():
    kinds[names[i]][0] += 1
    kinds[names[i]][1] += len(lines)
print("blocks  lines  kind")
for name, (count, lines) in sorted(kinds.items(), key=lambda kv: -kv[1][1]):
    print(f"{count:6d} {lines:6d}  {name[:110]}")
if pages_wanted:
    by_page = collections.defaultdict(list)
    for i, lines in lines_of.items():
        for page in {line >> 6 for line in lines}:
            by_page[page].append(i)
    print("\npage: lines touched; blocks (allocation number, size, lines in this page, kind)")
    for page in sorted(heap_pages):
        count = sum(1 for line in touched if line >> 6 == page)
        items = sorted(by_page.get(page, []), key=lambda i: blocks[i][2])
        print(f"{page << 12:x}: {count}")
        for i in items:
            here = sum(1 for line in lines_of[i] if line >> 6 == page)
            print(f"    #{blocks[i][2]} {blocks[i][1]} B, {here} lines  {names[i][:90]}")
PY
