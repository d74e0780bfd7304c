#!/bin/bash
# build.sh — builds the peer programs of `make bench` (issue 29) into .build/peers/: the same workload in
# tui-rs (Rust, cargo offline against Debian's crates) and in Bubble Tea (Go, GOPATH mode against Debian's
# Go sources). A peer whose toolchain or packages are missing is skipped with a message; the install line
# is: apt-get install cargo rustc librust-tui-dev librust-crossterm-dev golang-go
#                     golang-github-charmbracelet-bubbletea-dev
set -u
cd "$(dirname "$0")"
out=../../.build/peers
mkdir -p "$out"
if command -v cargo > /dev/null && [ -d /usr/share/cargo/registry/tui-0.19.0 ]; then
  (cd tui-rs && CARGO_TARGET_DIR=../../../.build/peers/cargo cargo build --release --offline --quiet) \
    && cp "$out/cargo/release/peer-tui-rs" "$out/tui-rs" && echo "peers: built tui-rs" \
    || echo "peers: tui-rs did not build (skipped)"
else
  echo "peers: tui-rs skipped (needs cargo and librust-tui-dev)"
fi
if command -v go > /dev/null && [ -d /usr/share/gocode/src/github.com/charmbracelet/bubbletea ]; then
  (cd bubbletea && GOPATH=/usr/share/gocode GO111MODULE=off GOCACHE="$PWD/../$out/gocache" \
    go build -o "../$out/bubbletea" .) && echo "peers: built bubbletea" \
    || echo "peers: bubbletea did not build (skipped)"
else
  echo "peers: bubbletea skipped (needs golang-go and golang-github-charmbracelet-bubbletea-dev)"
fi
