import CNcursesw
import CShojiSupport
import Dispatch

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
@MainActor
final class TerminalSession {
    let output: TerminalOutput
    let renderer: NcursesRenderer
    private let ncurses: NcursesScreen
    private var savedModes: termios
    private var sources: [DispatchSourceProtocol] = []
    private var ended = false
    private var suspended = false
    /// The SIGTSTP we sent our own process group also reaches our signal source: skip it once.
    private var ignoreOwnStop = false
    /// The SIGCONT that resumes our own suspension also reaches our signal source, after `suspend()`
    /// has already set everything up again: skip it once (a second raw-mode switch would flush keys
    /// typed since).
    private var ignoreOwnContinue = false
    private var emptyReads = 0
    /// Text collected between the bracketed-paste markers, while a paste is arriving.
    private var paste: String?
    /// Key codes given to the bracketed-paste markers with `define_key` (ncurses leaves codes above
    /// `KEY_MAX` free).
    static let pasteBegin: Int32 = 0x3F1
    static let pasteEnd: Int32 = 0x3F2
    /// Turns bracketed paste on: pasted text arrives between `ESC[200~` and `ESC[201~`.
    static let bracketedPasteOn = Array("\u{1b}[?2004h".utf8)
    /// Receives decoded input.
    var onInput: ((InputEvent) -> Void)?
    /// Called after a batch of input has been delivered (render now).
    var onInputBatch: (() -> Void)?
    /// Called when a signal asks the app to end, with the exit status to use.
    var onTerminate: ((Int32) -> Void)?
    /// Called after a resume (the screen must be sent again in full).
    var onResume: (() -> Void)?

    /// What the terminal is sent to leave every mode Shoji turned on.
    static let restoreSequence = "\u{1b}[?2026l\u{1b}[?2004l\u{1b}[?1006l\u{1b}[?1003l\u{1b}[?1002l\u{1b}[?1000l\u{1b}[0m\u{1b}[?25h\u{1b}[?1049l"

    /// Checks that the app can run here; returns a one-line description of the problem if not.
    static func problem() -> String? {
        if isatty(0) == 0 { return "standard input is not a terminal (Shoji apps are interactive; run this in a terminal)" }
        if isatty(1) == 0 { return "standard output is not a terminal (Shoji apps draw on the screen; do not redirect their output)" }
        guard let term = ProcessInfo.processInfo.environment["TERM"], !term.isEmpty else {
            return "TERM is not set, so the terminal type is unknown (try TERM=xterm-256color)"
        }
        if term == "dumb" { return "TERM=dumb cannot show a full-screen app (try TERM=xterm-256color)" }
        var error: Int32 = 0
        if setupterm(term, 1, &error) != OK {
            return "TERM=\(term) is not in the terminfo database (try TERM=xterm-256color)"
        }
        _ = del_curterm(shoji_cur_term())
        return nil
    }

    /// Takes over the terminal. Call ``problem()`` first.
    init() {
        if setlocale(LC_ALL, "") == nil || !TerminalSession.isUTF8 {
            setlocale(LC_ALL, "C.UTF-8")
        }
        var saved = termios()
        _ = shoji_enter_raw_mode(0, &saved)
        guard let ncurses = NcursesScreen(input: shoji_stdin(), terminalFD: 1) else {
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
        define_key("\u{1b}[200~", TerminalSession.pasteBegin)
        define_key("\u{1b}[201~", TerminalSession.pasteEnd)
        output.writeAll(TerminalSession.bracketedPasteOn)
        installSources()
    }

    private static var isUTF8: Bool {
        let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
        return codeset.uppercased().replacingOccurrences(of: "-", with: "") == "UTF8"
    }

    // MARK: Input and signals

    private func installSources() {
        let input = DispatchSource.makeReadSource(fileDescriptor: 0, queue: .main)
        input.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readInput() }
        }
        input.resume()
        sources.append(input)

        let handlers: [(Int32, @MainActor (TerminalSession) -> Void)] = [
            (SIGWINCH, { $0.resized() }),
            (SIGTERM, { $0.onTerminate?(128 + SIGTERM) }),
            (SIGHUP, { $0.onTerminate?(128 + SIGHUP) }),
            (SIGINT, { $0.onTerminate?(128 + SIGINT) }),
            (SIGQUIT, { $0.onTerminate?(128 + SIGQUIT) }),
            (SIGTSTP, { session in
                if session.ignoreOwnStop { session.ignoreOwnStop = false } else { session.suspend() }
            }),
            (SIGCONT, { session in
                if session.ignoreOwnContinue {
                    session.ignoreOwnContinue = false
                } else if session.suspended {
                    session.resumed()
                } else {
                    session.resumedFromOutsideStop()
                }
            }),
        ]
        for (number, handler) in handlers {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated {
                    if let self { handler(self) }
                }
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Drains every pending key (non-blocking) and delivers it.
    private func readInput() {
        var delivered = 0
        while true {
            var wch: wint_t = 0
            let status = wget_wch(shoji_stdscr(), &wch)
            if status == ERR { break }
            delivered += 1
            if status == KEY_CODE_YES && Int32(wch) == TerminalSession.pasteBegin {
                paste = ""
                continue
            }
            if paste != nil {
                if status == KEY_CODE_YES && Int32(wch) == TerminalSession.pasteEnd {
                    let text = TextSanitizer.stripControls(paste ?? "")
                    paste = nil
                    onInput?(.key(KeyPress(.paste(text))))
                    if ended { return }
                } else if status == OK, let scalar = Unicode.Scalar(UInt32(wch)) {
                    paste?.unicodeScalars.append(scalar)
                }
                continue
            }
            for event in KeyDecoder.decode(status: status, value: UInt32(wch)) {
                onInput?(event)
                if ended { return }
            }
        }
        if delivered == 0 {
            // Readable but nothing to read: the other end is gone (a closed stdin returns ERR forever).
            emptyReads += 1
            var bytes: Int32 = 0
            if emptyReads > 3 && shoji_bytes_available(0, &bytes) == 0 && bytes == 0 {
                onTerminate?(0)
            }
            return
        }
        emptyReads = 0
        onInputBatch?()
    }

    private func resized() {
        var rows: Int32 = 0, cols: Int32 = 0
        guard shoji_window_size(1, &rows, &cols) == 0 else { return }
        renderer.resize(to: Size(width: Int(cols), height: Int(rows)))
        onInput?(.resize(renderer.size))
        onInputBatch?()
    }

    /// Ctrl-Z: give the terminal back, stop, and take it again on `fg`.
    ///
    /// In raw mode Ctrl-Z reaches only this process (as a key), but the shell's foreground job may be a
    /// parent (`make demo`) in the same process group; the whole group must stop, or the shell never gets
    /// the terminal back. So SIGTSTP goes to the group (this process ignores it: libdispatch's signal
    /// source keeps it from ever stopping us), and this thread stops the process with SIGSTOP, which cannot
    /// be blocked. `fg` sends SIGCONT to the group and execution continues here.
    func suspend() {
        guard !ended, !suspended else { return }
        suspended = true
        endwin()
        output.forward(synchronized: false)
        output.writeAll(Array(TerminalSession.restoreSequence.utf8))
        tcsetattr(0, TCSAFLUSH, &savedModes)
        ignoreOwnStop = true
        ignoreOwnContinue = true
        kill(0, SIGTSTP)
        // `raise` stops this very thread before it returns; `kill(getpid(), …)` may hand the stop to
        // another thread while this one goes on into `resumed()` and draws again (seen under a parent
        // that is not a shell).
        raise(SIGSTOP)
        resumed()
    }

    private func resumed() {
        guard !ended else { return }
        suspended = false
        var modes = termios()
        _ = shoji_enter_raw_mode(0, &modes)
        var rows: Int32 = 0, cols: Int32 = 0
        if shoji_window_size(1, &rows, &cols) == 0 {
            renderer.resize(to: Size(width: Int(cols), height: Int(rows)))
        }
        refresh()
        renderer.redrawAll()
        output.forward(synchronized: false)
        output.writeAll(TerminalSession.bracketedPasteOn)
        onResume?()
        onInputBatch?()
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
        ncurses.end()
        output.writeAll(Array(TerminalSession.restoreSequence.utf8))
        tcsetattr(0, TCSAFLUSH, &savedModes)
        shoji_remove_crash_handler()
        ncurses.close()
    }
}
