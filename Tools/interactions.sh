# interactions.sh — the interactions a key's code is learned from, sourced by Tools/hot-symbols.sh (which
# lays that code and its data out) and Tools/profile.sh (which records its execution counts): the issue's
# three targets (issue 29), then the others. Each line calls the sourcing script's `run` with a name, the
# setup keys, the keys of one round (tmux key names), the rounds, and the binary in $BIN with its
# arguments; a script that wants more rounds sets ROUNDS_TIMES.
interactions() {
    local times=${ROUNDS_TIMES:-1}
    run peer "Tab" "Space Down Space Up" $((4 * times)) "$BIN/peer"
    run counter "Tab Tab" "Enter" $((8 * times)) "$BIN/counter"
    run toggle "Tab Tab" "Space Down" $((4 * times)) "$BIN/todo" --items 10000
    run typing "+ a BSpace" "a BSpace" $((4 * times)) "$BIN/todo"
    run cart "Tab Tab" "Enter" $((6 * times)) "$BIN/cart"
}
