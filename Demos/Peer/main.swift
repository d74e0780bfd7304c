import PeerWorkload
import Shoji

// make demo DEMO=peer: the peer workload of `make bench` (issue 29). `--items N` sets N (default 10,000).
let arguments = CommandLine.arguments
let count = arguments.firstIndex(of: "--items").flatMap { i in i + 1 < arguments.count ? Int(arguments[i + 1]) : nil }
TerminalApp.runMain(PeerView(list: PeerTaskList(count: count ?? 10_000)))
