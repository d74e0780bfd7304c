#!/bin/bash
# instructions-per-key.sh — how many instructions a release demo executes per key, counted by callgrind.
#
# A person's-pace figure moves ±20 % with the machine from one hour to the next; an instruction count does
# not, so it shows what a change to a frame's work did on its own (a cold frame's time follows how much it
# touches, BENCHMARKS.md). Needs valgrind and tmux (apt-get install valgrind tmux). valgrind 3.19 cannot
# read the toolchain's DWARF 5, so the binary is copied without its debug information first.
#
# usage: Benchmarks/instructions-per-key.sh "<setup keys>" "<keys of one round>" <rounds> -- <binary> [args…]
# e.g.   Benchmarks/instructions-per-key.sh "Tab Tab" "Enter" 10 -- .build/release/counter
#        Benchmarks/instructions-per-key.sh "+ a BSpace" "a BSpace" 10 -- .build/release/todo
# Keys are tmux key names. Prints the instructions per key, then the frame's parts (inclusive, per key).
# Set KEEP=<file> to keep callgrind's output for callgrind_annotate, and COLLECT=<function pattern> to count
# only inside that function (callgrind's --toggle-collect, mangled names: e.g. '*evaluateDirtyNodes*').
# Set FOOTPRINT=1 to also print the code a key runs: distinct 64-byte lines and 4 KiB pages of instructions
# executed per key (callgrind's --dump-instr, one dump per key; valgrind's addresses, so the counts are
# exact where the kernel's accessed bits count whole folios of a file's text, BENCHMARKS.md).
set -euo pipefail
SETUP="$1"; KEYS="$2"; ROUNDS=$3; shift 4
BIN=$1; shift
WORK=$(mktemp -d)
trap 'tmux kill-session -t shoji-cg 2>/dev/null || true; rm -rf "$WORK"' EXIT
objcopy --strip-debug "$BIN" "$WORK/app"
tmux new-session -d -s shoji-cg -x 100 -y 30 \
    "SHOJI_CAUSES=0 valgrind --tool=callgrind --instr-atstart=no ${VALGRIND_ARGS:-} ${FOOTPRINT:+--dump-instr=yes} ${COLLECT:+--toggle-collect=$COLLECT} --callgrind-out-file=$WORK/cg.out $WORK/app $* 2>$WORK/vg.err"
for _ in $(seq 60); do sleep 1; tmux capture-pane -p -t shoji-cg | grep -q '[^ ]' && break; done
sleep 3
for k in $SETUP; do tmux send-keys -t shoji-cg "$k"; sleep 1.5; done
for _ in 1 2; do for k in $KEYS; do tmux send-keys -t shoji-cg "$k"; sleep 1; done; done
callgrind_control -i on >/dev/null 2>&1
if [ -n "${FOOTPRINT:-}" ]; then callgrind_control -z >/dev/null 2>&1; fi
for _ in $(seq "$ROUNDS"); do for k in $KEYS; do
    tmux send-keys -t shoji-cg "$k"; sleep 0.7
    if [ -n "${FOOTPRINT:-}" ]; then callgrind_control -d >/dev/null 2>&1; sleep 0.3; fi
done; done
callgrind_control -i off >/dev/null 2>&1
if [ -n "${FOOTPRINT:-}" ]; then
    # Each dump holds one key: the distinct instruction addresses of its cost lines (absolute, or
    # relative to the previous one with --compress-pos), folded into lines and pages.
    for f in "$WORK"/cg.out.*; do
        awk 'function num(s,   v, i, c) {   # a callgrind Number: 0x… hexadecimal or decimal
                 if (s !~ /^0x/) return s + 0
                 v = 0; for (i = 3; i <= length(s); i++) { c = index("0123456789abcdef", substr(s, i, 1)) - 1; v = v * 16 + c }
                 return v }
             /^(0x[0-9a-f]+|\+[0-9a-fx]+|-[0-9a-fx]+|\*)/ {
                 p = $1
                 if (p ~ /^0x/) a = num(p); else if (p ~ /^\+/) a += num(substr(p, 2)); else if (p ~ /^-/) a -= num(substr(p, 2))
                 lines[int(a / 64)] = 1; pages[int(a / 4096)] = 1 }
             END { n = 0; m = 0; for (l in lines) n++; for (q in pages) m++; print n, m }' "$f"
    done | awk '$1 > 0 { l += $1; p += $2; k++ }
        END { if (k) printf "code per key: %d lines of 64 B, %d pages of 4 KiB (%d keys)\n", l / k, p / k, k }'
    if [ -n "${KEEP:-}" ]; then mkdir -p "$KEEP" && cp "$WORK"/cg.out.* "$KEEP"/; fi
    exit 0
fi
callgrind_control -d >/dev/null 2>&1
sleep 2
OUT=$(ls -t "$WORK"/cg.out.* | head -1)
if [ -n "${KEEP:-}" ]; then cp "$OUT" "$KEEP"; fi
KEYCOUNT=$((ROUNDS * $(echo "$KEYS" | wc -w)))
TOTAL=$(callgrind_annotate "$OUT" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }')
echo "instructions per key: $((TOTAL / KEYCOUNT)) ($KEYCOUNT keys)"
callgrind_annotate --inclusive=yes "$OUT" 2>/dev/null | swift demangle --simplified \
    | grep -E 'ViewGraph\.(renderFrame|evaluateDirtyNodes|paint|handle|sendChangedCells|releaseRetired|layoutIfNeeded)\(|doupdate \[' \
    | awk -v n="$KEYCOUNT" '{ gsub(",", "", $1); count = $1; line = $0
        sub(/^[^?]*\?\?\?:/, "", line); sub(/ \[.*/, "", line); printf "%9d  %s\n", count / n, line }'
