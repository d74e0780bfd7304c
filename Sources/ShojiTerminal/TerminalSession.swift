import CNcursesw
import CShojiSupport
import Dispatch
import Foundation
import ShojiCore

/// Owns the terminal while an app runs: ncurses on a counting pipe, raw mode, the alternate screen,
/// input, signals, and putting everything back on every way out.
///
/// Exit paths and what restores the terminal:
/// - normal quit (Ctrl-C, ``TerminalApp/quit()``): ``end()``;
/// - SIGTERM, SIGHUP, SIGINT from outside: a Dispatch signal source calls ``end()``;
/// - Ctrl-Z or SIGTSTP: ``suspend()`` restores, stops the process, and sets everything up again on `fg`;
/// - SIGCONT after an outside SIGSTOP: raw mode again and a full repaint;
/// - a crash (trap, segfault, abort, `fatalError`): the C handler in `CShojiSupport` writes the
///   restore sequence and puts back the terminal modes with async-signal-safe calls.
///
/// It is the ncurses ``TerminalBackend``: the core draws through it and gets its input from it.
@MainActor
final class TerminalSession: TerminalBackend {
    let output: TerminalOutput
    let renderer: NcursesRenderer
    private let ncurses: NcursesScreen
    private var savedModes: termios
    private var sources: [DispatchSourceProtocol] = []
    /// Whether the session ended. (This field and the input fields below skip the run-time exclusivity
    /// check: read and assigned whole, or changed by the decoder's own code and by `read(2)`, never while
    /// an event is being handled.)
    @exclusivity(unchecked) private var ended = false
    private var suspended = false
    /// Decodes what standard input delivers (Shoji reads it itself, never through ncurses).
    @exclusivity(unchecked) private var decoder: InputDecoder
    /// Bumped on every read, so a pending expiry of held-back bytes is dropped when more came.
    @exclusivity(unchecked) private var readGeneration = 0
    @exclusivity(unchecked) private var readBuffer = [UInt8](repeating: 0, count: 1 << 16)

    /// Reads what the terminal sent into `buffer`; returns `read`'s result. Nonisolated: a closure formed in
    /// main-actor code and handed to the standard library checks the executor each time it runs.
    private nonisolated static func readInput(into buffer: inout [UInt8]) -> Int {
        buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
    }
    /// Turns bracketed paste and mouse reporting on: pasted text arrives between `ESC[200~` and
    /// `ESC[201~`; button presses, releases, the wheel and motion while a button is held (1002, for drag
    /// gestures) arrive as SGR reports (`ESC[<b;x;yM`, `m` for a release).
    static let inputModesOn = Array("\u{1b}[?2004h\u{1b}[?1000h\u{1b}[?1002h\u{1b}[?1006h".utf8)
    /// The terminfo entry used instead of `TERM`'s when the database lacks it (see ``problem()``).
    static var fallbackTerm: String?
    /// Where events go (set by ``start(_:)``).
    @exclusivity(unchecked) private var handler: (@MainActor (BackendEvent) -> Void)?
    /// Whether the main thread's own loop (``runMainLoop(until:)``) reads standard input, instead of a
    /// Dispatch source. Set before ``start(_:)``.
    var readsInputInMainLoop = false

    private func onInput(_ event: InputEvent) { handler?(.input(event)) }
    private func onInputBatch() { handler?(.inputBatchEnded) }
    private func onTerminate(_ status: Int32) { handler?(.terminate(status)) }
    private func onResume() { handler?(.resumed) }

    // MARK: TerminalBackend

    var size: Size { renderer.size }
    var colorSupport: ColorSupport { renderer.colorSupport }
    func beginFrame() { renderer.beginFrame() }
    func write(row: Int, column: Int, cells: ArraySlice<Cell>) {
        renderer.write(row: row, column: column, cells: cells)
    }
    func setCursor(_ position: Point?) { renderer.setCursor(position) }
    func endFrame() -> Int { renderer.endFrame() }
    func redrawAll() { renderer.redrawAll() }

    /// Starts reading input and watching signals.
    func start(_ handler: @escaping @MainActor (BackendEvent) -> Void) {
        self.handler = handler
        installSources()
    }

    /// What the terminal is sent to leave every mode Shoji turned on.
    static let restoreSequence =
        "\u{1b}[?2026l\u{1b}[?2004l\u{1b}[?1006l\u{1b}[?1003l\u{1b}[?1002l\u{1b}[?1000l\u{1b}[0m\u{1b}[?25h\u{1b}[?1049l"

    /// Terminals whose users often carry their `TERM` to machines that lack its terminfo entry (over
    /// ssh); all of them understand what `xterm-256color` describes.
    static let xtermCompatible = [
        "xterm-kitty", "kitty", "alacritty", "xterm-ghostty", "ghostty", "wezterm",
        "foot", "foot-extra", "tmux-256color", "tmux", "screen-256color",
        "xterm-direct", "rio", "contour",
    ]

    /// Checks that the app can run here; returns a one-line description of the problem if not. A
    /// modern terminal whose terminfo entry is missing runs as `xterm-256color` (``fallbackTerm``).
    static func problem() -> String? {
        if isatty(0) == 0 {
            return "standard input is not a terminal (Shoji apps are interactive; run this in a terminal)"
        }
        if isatty(1) == 0 {
            return "standard output is not a terminal (Shoji apps draw on the screen; do not redirect their output)"
        }
        guard let term = ProcessInfo.processInfo.environment["TERM"], !term.isEmpty else {
            return "TERM is not set, so the terminal type is unknown (try TERM=xterm-256color)"
        }
        if term == "dumb" { return "TERM=dumb cannot show a full-screen app (try TERM=xterm-256color)" }
        if hasEntry(term) { return nil }
        if xtermCompatible.contains(term) || term.hasPrefix("xterm-"), hasEntry("xterm-256color") {
            fallbackTerm = "xterm-256color"
            return nil
        }
        return "TERM=\(term) is not in the terminfo database (try TERM=xterm-256color)"
    }

    /// The line printed after the app ends when it ran with ``fallbackTerm``.
    static var fallbackNotice: String? {
        guard let fallbackTerm, let term = ProcessInfo.processInfo.environment["TERM"] else { return nil }
        return "Shoji: TERM=\(term) is not in this machine's terminfo database; ran as \(fallbackTerm) "
            + "(install the ncurses-term package for the exact entry)."
    }

    private static func hasEntry(_ term: String) -> Bool {
        var error: Int32 = 0
        guard setupterm(term, 1, &error) == OK else { return false }
        _ = del_curterm(shoji_cur_term())
        return true
    }

    /// Takes over the terminal. Call ``problem()`` first.
    init() {
        if setlocale(LC_ALL, "") == nil || !TerminalSession.isUTF8 {
            setlocale(LC_ALL, "C.UTF-8")
        }
        var saved = termios()
        _ = shoji_enter_raw_mode(0, &saved)
        // A write to a closed terminal or pipe must fail with EPIPE, not end the process.
        signal(SIGPIPE, SIG_IGN)
        // Ctrl-Z is ours (see `suspend()`), and it must be ours before ncurses starts: ncurses takes
        // SIGTSTP only when it finds the default action, and then sets it to "ignore" and back around
        // every `doupdate()` (two `sigaction` calls per frame). Finding a handler, it leaves the signal
        // alone for good. The byte the handler writes waits in the signal pipe until `start(_:)` reads it.
        if shoji_signal_pipe_open() >= 0 { _ = shoji_signal_watch(SIGTSTP) }
        guard let ncurses = NcursesScreen(input: shoji_stdin(), terminalFD: 1, term: TerminalSession.fallbackTerm)
        else {
            FileHandleOutput.standardError("Shoji: cannot start ncurses\n")
            exit(2)
        }
        self.ncurses = ncurses
        output = ncurses.output
        renderer = ncurses.renderer
        savedModes = saved
        let restore = Array(TerminalSession.restoreSequence.utf8)
        restore.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                shoji_install_crash_handler(0, &saved, chars.baseAddress, chars.count)
            }
        }
        decoder = InputDecoder(terminalKeys: NcursesScreen.terminalKeys())
        output.writeAll(TerminalSession.inputModesOn)
        FatalErrorTerminalRestore.restore = { shoji_restore_terminal_now() }
        CrashSafety.prepareThisThread = { _ = shoji_prepare_thread_for_crashes() }
    }

    private static var isUTF8: Bool {
        let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
        return codeset.uppercased().replacingOccurrences(of: "-", with: "") == "UTF8"
    }

    // MARK: Input and signals

    private func installSources() {
        if !readsInputInMainLoop {
            let input = DispatchSource.makeReadSource(fileDescriptor: 0, queue: .main)
            input.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.readInput() }
            }
            input.resume()
            sources.append(input)
        }

        let handlers: [(Int32, @MainActor (TerminalSession) -> Void)] = [
            (SIGWINCH, { $0.resized() }),
            (SIGTERM, { $0.onTerminate(128 + SIGTERM) }),
            (SIGHUP, { $0.onTerminate(128 + SIGHUP) }),
            (SIGINT, { $0.onTerminate(128 + SIGINT) }),
            (SIGQUIT, { $0.onTerminate(128 + SIGQUIT) }),
            (
                SIGTSTP,
                { $0.suspend() }
            ),
            (
                SIGCONT,
                { session in
                    if session.suspended {
                        session.resumed()
                    } else {
                        session.resumedFromOutsideStop()
                    }
                }
            ),
        ]
        // Signals arrive through a pipe (see CShojiSupport/signals.c for why not Dispatch's signal
        // sources): each byte is one signal's number, handled on the main queue in the order caught.
        let pipe = shoji_signal_pipe_open()
        guard pipe >= 0 else { return }
        var byNumber: [Int32: @MainActor (TerminalSession) -> Void] = [:]
        for (number, handler) in handlers where shoji_signal_watch(number) == 0 {
            byNumber[number] = handler
        }
        let signals = DispatchSource.makeReadSource(fileDescriptor: pipe, queue: .main)
        signals.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                var bytes = [UInt8](repeating: 0, count: 64)
                var caught: [Int32] = []
                while true {
                    let n = bytes.withUnsafeMutableBytes { read(pipe, $0.baseAddress, $0.count) }
                    if n <= 0 { break }
                    for byte in bytes[0..<n] {
                        let number = Int32(byte)
                        // Resizes in a row are one resize (the size is read when it is handled).
                        if number == SIGWINCH && caught.last == SIGWINCH { continue }
                        caught.append(number)
                    }
                }
                for number in caught {
                    guard let self, !self.ended else { return }
                    byNumber[number]?(self)
                }
            }
        }
        // The pipe closes once Dispatch has let go of its read end.
        signals.setCancelHandler { shoji_signal_pipe_close(pipe) }
        signals.resume()
        sources.append(signals)
    }

    /// Runs the app on the main thread until `isDone`: waits in `poll` for standard input and for the
    /// main dispatch queue, reads the one and drains the other (as CoreFoundation's run loop does).
    ///
    /// Why: with `dispatch_main()` (what an `async` main runs), a key reaches the app through two
    /// threads: Dispatch's manager thread wakes in `epoll_wait`, then wakes a worker thread to run the
    /// main queue. Here the main thread itself wakes on the key, one wake-up instead of two (see the
    /// person's-pace section of BENCHMARKS.md). Everything else (frames asked for by observation,
    /// timers, main-actor tasks, signals) still arrives through the main queue.
    static func runMainLoop(session: TerminalSession, until isDone: () -> Bool) {
        let queue = shoji_main_queue_fd()
        shoji_unblock_all_signals()
        shoji_drain_main_queue()
        var fds = [
            pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
            pollfd(fd: queue, events: Int16(POLLIN), revents: 0),
        ]
        while !isDone() {
            fds[0].revents = 0
            fds[1].revents = 0
            let ready = poll(&fds, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            if fds[0].revents != 0 && !session.ended { session.readInput(revents: fds[0].revents) }
            if fds[1].revents != 0 { shoji_drain_main_queue() }
        }
    }

    /// Reads what standard input has (never blocking) and delivers the events it decodes.
    ///
    /// The end of input is recognised for what it is: `read` returning 0 (end of file) or failing with
    /// EIO (the terminal hung up, also when it is not the controlling terminal, so no SIGHUP comes), or
    /// `poll` reporting a hang-up or an invalid descriptor. Bytes that do not decode are never taken
    /// for the end of input. Either way the app ends with status 129, as for SIGHUP.
    ///
    /// - Parameter polled: what the caller's own `poll` of standard input just reported, if it polled
    ///   (the main loop does: asking again would cost a system call per key).
    private func readInput(revents polled: Int16? = nil) {
        var fds = pollfd(fd: 0, events: Int16(POLLIN), revents: polled ?? 0)
        if polled == nil {
            guard poll(&fds, 1, 0) > 0 else { return }
        }
        if fds.revents & Int16(POLLNVAL) != 0 {
            onTerminate(128 + SIGHUP)
            return
        }
        let n = Self.readInput(into: &readBuffer)
        if n < 0 {
            if errno == EINTR || errno == EAGAIN { return }
            onTerminate(128 + SIGHUP)
            return
        }
        if n == 0 {
            onTerminate(128 + SIGHUP)
            return
        }
        readGeneration &+= 1
        // Into the array the last read used, taken whole (a read during the delivery — a nested loop —
        // finds it empty and makes its own): a fresh array per key was an allocation per key.
        var events = readEvents
        readEvents = []
        decoder.feed(readBuffer[0..<n], into: &events)
        deliver(events)
        if readEvents.isEmpty {
            while !events.isEmpty { events.removeLast() }  // ShojiCore's `removeAllKeepingStorage()`
            readEvents = events
        }
    }

    /// The storage of the last read's events, kept empty for the next read (see above).
    @exclusivity(unchecked) private var readEvents: [InputEvent] = []

    /// Hands decoded events to the app, then asks for a frame; schedules the expiry of held-back bytes
    /// (a lone ESC, an open paste).
    private func deliver(_ events: [InputEvent]) {
        for event in events {
            onInput(event)
            if ended { return }
        }
        let waiting = decoder.waiting
        if waiting != .nothing {
            let generation = readGeneration
            let delay = waiting == .paste ? InputDecoder.pasteSilence : InputDecoder.escapeDelay
            let nanoseconds =
                Int(delay.components.seconds) * 1_000_000_000 + Int(delay.components.attoseconds / 1_000_000_000)
            DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, !self.ended, self.readGeneration == generation else { return }
                    self.readGeneration &+= 1
                    self.deliver(self.decoder.expire())
                }
            }
        }
        if !events.isEmpty { onInputBatch() }
    }

    private func resized() {
        var rows: Int32 = 0
        var cols: Int32 = 0
        guard shoji_window_size(1, &rows, &cols) == 0 else { return }
        renderer.resize(to: Size(width: Int(cols), height: Int(rows)))
        onInput(.resize(renderer.size))
        onInputBatch()
    }

    /// Ctrl-Z: give the terminal back, stop, and take it again on `fg`.
    ///
    /// In raw mode Ctrl-Z reaches only this process (as a key), but the shell's foreground job may be a
    /// parent (`make demo`) in the same process group; the whole group must stop, or the shell never gets
    /// the terminal back. So SIGTSTP goes to the group (this process skips its own), and this
    /// thread stops the process with SIGSTOP, which cannot be blocked. `fg` sends SIGCONT to the group
    /// and execution continues here.
    func suspend() {
        guard !ended, !suspended else { return }
        suspended = true
        endwin()
        output.forward(synchronized: false)
        output.writeAll(Array(TerminalSession.restoreSequence.utf8))
        tcsetattr(0, TCSAFLUSH, &savedModes)
        // Our own SIGTSTP (for the group) and the SIGCONT of `fg` are not caught as news (see
        // `shoji_stop_self`): a Ctrl-Z typed right after `fg` stopped the app twice, and once more with
        // nobody to wake it (a flag to skip "our own" byte once was not enough).
        shoji_stop_self()
        resumed()
    }

    private func resumed() {
        guard !ended else { return }
        suspended = false
        var modes = termios()
        _ = shoji_enter_raw_mode(0, &modes)
        var rows: Int32 = 0
        var cols: Int32 = 0
        if shoji_window_size(1, &rows, &cols) == 0 {
            renderer.resize(to: Size(width: Int(cols), height: Int(rows)))
        }
        refresh()
        renderer.redrawAll()
        output.forward(synchronized: false)
        output.writeAll(TerminalSession.inputModesOn)
        onResume()
    }

    /// SIGCONT after a stop we did not ask for (SIGSTOP from outside): the shell may have changed the
    /// terminal modes and the screen, so take both back.
    private func resumedFromOutsideStop() {
        guard !ended else { return }
        resumed()
    }

    // MARK: Ending

    /// Gives the terminal back: leaves the alternate screen, restores the modes. Safe to call twice.
    func end() {
        guard !ended else { return }
        ended = true
        for source in sources { source.cancel() }
        sources.removeAll()
        shoji_signal_unwatch_all()
        ncurses.end()
        output.writeAll(Array(TerminalSession.restoreSequence.utf8))
        tcsetattr(0, TCSAFLUSH, &savedModes)
        shoji_remove_crash_handler()
        FatalErrorTerminalRestore.restore = nil
        CrashSafety.prepareThisThread = nil
        ncurses.close()
    }
}
