#!/bin/bash
# pages-by-mapping.sh — what one key touches, code and data, by mapping: the distinct 4 KiB pages and
# 64-byte lines of every instruction fetched and every load and store, counted from valgrind's lackey
# trace (BENCHMARKS.md, issue 29: after a person's pause a key pays per page it touches).
#
# Kernel counts (smaps' Referenced, `shoji-bench --peers`) say how many pages; this says which: the
# binary's code, its data (type metadata and witness tables in .data/.data.rel.ro, the runtime's caches in
# .bss), the heap, each library. Needs valgrind and tmux. Slow: the program starts under lackey (a minute
# for a demo), so use a small workload (`--items 200`).
#
# usage: Benchmarks/pages-by-mapping.sh "<setup keys>" "<keys>" -- <binary> [args…]
# e.g.   Benchmarks/pages-by-mapping.sh "Tab" "Space" -- .build/release/peer --items 200
#        Benchmarks/pages-by-mapping.sh "" "Space" -- .build/peers/tui-rs --items 200
# Keys are tmux key names. The keys (one key, or a round of several) are sent twice to warm up, then once
# more and traced. Set KEEP=<file> to keep the traced keys' lackey lines in <file> and the process's
# mappings in <file>.maps (Tools/hot-symbols.sh reads them to find the data a key touches).
# Set LACKEY_ENV to variables for the traced program (`LD_PRELOAD=…`), and ON_TRACED to a command run after
# the traced keys with the program's process id and its copied binary as arguments, while it still runs
# (Tools/heap-blocks.sh asks its preload for the heap's blocks there).
set -euo pipefail
SETUP="$1"; KEY="$2"; shift 3
BIN=$1; shift
WORK=$(mktemp -d)
SESSION=shoji-lackey
trap 'tmux kill-session -t $SESSION 2>/dev/null || true; rm -rf "$WORK"' EXIT
# valgrind 3.19 cannot read the toolchain's DWARF 5: the binary is copied without its debug information.
objcopy --strip-debug "$BIN" "$WORK/app"
tmux new-session -d -s $SESSION -x 100 -y 30 \
    "${LACKEY_ENV:+env $LACKEY_ENV }valgrind --tool=lackey --trace-mem=yes --log-file=$WORK/trace $WORK/app $*"
for _ in $(seq 300); do
    sleep 1
    tmux capture-pane -p -t $SESSION 2>/dev/null | grep -q '[^ ]' && break
    tmux has-session -t $SESSION 2>/dev/null || { echo "error: the program ended under valgrind" >&2; exit 1; }
done
sleep 3
for k in $SETUP; do tmux send-keys -t $SESSION "$k"; sleep 2; done
for _ in 1 2; do for k in $KEY; do tmux send-keys -t $SESSION "$k"; sleep 3; done; done
before=$(stat -c %s "$WORK/trace")
for k in $KEY; do tmux send-keys -t $SESSION "$k"; sleep 3; done
sleep 1
after=$(stat -c %s "$WORK/trace")
# The process that has the program mapped (valgrind runs it in its own address space); not the tmux server
# or shell whose command line also names it.
pid=
for candidate in $(pgrep -f "$WORK/app"); do
    if grep -q "$WORK/app" "/proc/$candidate/maps" 2>/dev/null; then pid=$candidate; break; fi
done
[ -n "$pid" ] || { echo "error: the traced program is gone" >&2; exit 1; }
cp "/proc/$pid/maps" "$WORK/maps"
if [ -n "${ON_TRACED:-}" ]; then $ON_TRACED "$pid" "$WORK/app"; fi
# dd, not `tail | head`: the trace goes on growing (a blinking cursor), and tail's SIGPIPE would end the
# script under pipefail.
dd if="$WORK/trace" of="$WORK/key" bs=1M iflag=skip_bytes,count_bytes skip="$before" count=$((after - before)) status=none
if [ -n "${KEEP:-}" ]; then cp "$WORK/key" "$KEEP"; cp "$WORK/maps" "$KEEP.maps"; fi
python3 - "$WORK/key" "$WORK/maps" <<'PY'
import bisect, collections, sys
maps = []
for line in open(sys.argv[2]):
    p = line.split()
    lo, hi = (int(x, 16) for x in p[0].split("-"))
    maps.append((lo, hi, (p[5].split("/")[-1] if len(p) > 5 else "[anonymous]") + " " + p[1]))
maps.sort()
starts = [m[0] for m in maps]
def mapping(address):
    i = bisect.bisect_right(starts, address) - 1
    return maps[i][2] if i >= 0 and maps[i][0] <= address < maps[i][1] else "?"
code, data = collections.defaultdict(set), collections.defaultdict(set)
code_lines, data_lines = collections.defaultdict(set), collections.defaultdict(set)
for line in open(sys.argv[1]):
    # lackey's lines: "I  addr,size" for an instruction, " L/S/M addr,size" for a load, store, modify.
    kind, _, rest = line.strip().partition(" ")
    if kind not in ("I", "L", "S", "M"):
        continue
    try:
        address = int(rest.strip().split(",")[0], 16)
    except ValueError:
        continue
    where = mapping(address)
    pages, lines = (code, code_lines) if kind == "I" else (data, data_lines)
    pages[where].add(address >> 12)
    lines[where].add(address >> 6)
for title, pages, lines in (("code", code, code_lines), ("data", data, data_lines)):
    print(f"{title}: pages (64-byte lines) by mapping")
    for where, touched in sorted(pages.items(), key=lambda kv: -len(kv[1])):
        print(f"  {len(touched):5d} ({len(lines[where]):6d})  {where}")
    print(f"  {sum(len(v) for v in pages.values()):5d}  total")
PY
