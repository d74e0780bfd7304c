#!/bin/bash
# profile.sh — regenerates Linker/profile.profdata, the execution counts the release build optimizes with
# (profile-guided optimization: Makefile's RELEASE_FLAGS; BENCHMARKS.md, issue 29).
#
# With counts, the compiler lays each function out with the blocks that ran in a row and the ones that
# never ran at its end or moved out (-enable-split-cold-code), and inlines where calls are frequent: a key
# runs fewer instructions and they span fewer cache lines. Functions the training never ran are left out
# of the file (--sparse), so the compiler optimizes them as it would without a profile; a function changed
# since the profile was taken is compiled without its counts. The file is llvm-profdata's indexed format,
# which the compiler reads: the text format cannot hold Swift's names (its reader takes a line starting
# with `$`, as every mangled Swift name does, for a bitmap record).
#
# Builds the release demos with counters (in .build/profile: without --static-swift-stdlib, because Swift
# 6.3 drops -ir-profile-generate's counters when it compiles against the static resource directory), runs
# the interactions of Tools/interactions.sh on them in tmux (a person's keys, paced), and merges the counts. Afterwards: `make release && Tools/hot-symbols.sh && make release`, since the
# functions a key runs change with the profile.
#
# usage: Tools/profile.sh            (about three minutes; needs tmux)
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
BIN_DIR=$(dirname "$(readlink -f "$(command -v "$SWIFT")")")
PROFDATA=${LLVM_PROFDATA:-$BIN_DIR/llvm-profdata}
RUNTIME=$(find "$BIN_DIR/../lib" -name 'libclang_rt.profile-x86_64.a' | head -1)
[ -x "$PROFDATA" ] && [ -n "$RUNTIME" ] || { echo "error: the toolchain has no llvm-profdata or profile runtime" >&2; exit 1; }
WORK=$(mktemp -d)
trap 'tmux kill-session -t shoji-profile 2>/dev/null || true; rm -rf "$WORK"' EXIT
mkdir -p "$WORK/build"
for product in peer counter todo cart; do  # the macro plugin, built with counters too, writes its own
    LLVM_PROFILE_FILE="$WORK/build/%p.profraw" "$SWIFT" build -c release --build-path .build/profile \
        -Xswiftc -Xfrontend -Xswiftc -ir-profile-generate -Xlinker "$RUNTIME" -Xlinker -u__llvm_profile_runtime --product "$product" | tail -1
done
BIN=.build/profile/release
mkdir -p "$WORK/home"
run() {  # name, setup keys, keys of one round, rounds, binary and arguments
    local name=$1 setup=$2 keys=$3 rounds=$4; shift 4
    tmux new-session -d -s shoji-profile -x 100 -y 30 \
        "HOME=$WORK/home LLVM_PROFILE_FILE=$WORK/$name-%p.profraw $*; sleep 1"
    sleep 2
    for k in $setup; do tmux send-keys -t shoji-profile "$k"; sleep 0.3; done
    for _ in $(seq "$rounds"); do for k in $keys; do tmux send-keys -t shoji-profile "$k"; sleep 0.08; done; done
    tmux send-keys -t shoji-profile C-c  # the demos end through exit(), which writes the counts
    for _ in $(seq 50); do tmux has-session -t shoji-profile 2>/dev/null || break; sleep 0.2; done
    ls "$WORK/$name"-*.profraw > /dev/null || { echo "error: $name wrote no counts" >&2; exit 1; }
}
source Tools/interactions.sh
ROUNDS_TIMES=8 interactions  # more rounds than callgrind needs: the counts of a key outweigh the start's
"$PROFDATA" merge --sparse -o Linker/profile.profdata "$WORK"/*.profraw
echo "Linker/profile.profdata: $("$PROFDATA" show Linker/profile.profdata | sed -n 's/^Total functions: //p') functions"
