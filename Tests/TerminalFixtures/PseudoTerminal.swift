import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program in a pseudo-terminal, as a person's terminal would: send it keys, read what it draws.
///
/// Uses `openpty` (with the window size set, or the child would see 0×0) and `posix_spawn` (never
/// `fork` in a multithreaded test runner). The child is made a session leader. When the child exits,
/// reading the master side fails with EIO rather than returning EOF.
public final class PseudoTerminal {
    public let pid: pid_t
    private var master: Int32
    /// What the program wrote: all of it, or, once that passes ``outputLimit``, its most recent part (at
    /// least half the limit). ``bytesRead`` counts every byte.
    public private(set) var output: [UInt8] = []
    /// Every byte the program wrote, counted even when ``output`` no longer keeps it.
    public private(set) var bytesRead = 0
    /// How many bytes ``output`` keeps at most: a program that floods its terminal (a crash that prints
    /// memory, a loop) must not take the harness's memory with it.
    public let outputLimit: Int
    /// When the last bytes arrived (monotonic nanoseconds), read just after the `read` that got them.
    public private(set) var lastReadTime: UInt64 = 0
    /// When the last ``send(bytes:timeout:)`` began writing (monotonic nanoseconds), read just before its
    /// first `write`: what a latency measurement starts from.
    public private(set) var lastWriteTime: UInt64 = 0
    /// Where reads land: allocated once, so a latency measurement does not include allocating and zeroing
    /// 64 KiB between the byte's arrival and its timestamp.
    private var readBuffer = [UInt8](repeating: 0, count: 65536)
    /// The screen as the program drew it.
    public private(set) var screen: VirtualTerminal
    private var status: Int32?
    /// The directory the program saves its screenshots in (F7, which fuzzing sends): this terminal's own,
    /// removed with it, so that neither the checkout nor the temporary directory keeps them.
    public let scratchDirectory: URL

    /// Starts `executable` with `arguments` in a new pseudo-terminal of `width` × `height` cells, with a
    /// small fixed environment plus `environment`; ``output`` keeps at most `outputLimit` bytes.
    public init(
        executable: String, arguments: [String] = [], environment: [String: String] = [:],
        width: Int = 80, height: Int = 24, outputLimit: Int = 64 << 20
    ) throws {
        self.outputLimit = max(2, outputLimit)
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        var master: Int32 = -1
        var slave: Int32 = -1
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw PTYError.openpty(errno) }
        // Close-on-exec at once: a program another thread spawns meanwhile must not inherit this
        // terminal (it would keep it open after ``closeMaster()``, and the hang-up would never come).
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
        self.master = master
        screen = VirtualTerminal(width: width, height: height)
        scratchDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("shoji-pty-\(UUID())")
        try? FileManager.default.createDirectory(at: scratchDirectory, withIntermediateDirectories: true)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, slave, 0)
        posix_spawn_file_actions_adddup2(&actions, slave, 1)
        posix_spawn_file_actions_adddup2(&actions, slave, 2)
        posix_spawn_file_actions_addclose(&actions, master)
        posix_spawn_file_actions_addclose(&actions, slave)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, 0x80)  // POSIX_SPAWN_SETSID (not visible through Glibc)

        var env = [
            "TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin",
            "SHOJI_SCREENSHOT_DIR": scratchDirectory.path,
        ]
        for name in ["ASAN_OPTIONS", "UBSAN_OPTIONS"] {
            if let value = ProcessInfo.processInfo.environment[name] { env[name] = value }
        }
        for (k, v) in environment { env[k] = v }
        let argv = [executable] + arguments
        var cArgs = argv.map { strdup($0) } + [nil]
        var cEnv = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for arg in cArgs { free(arg) }
            for entry in cEnv { free(entry) }
        }
        var child: pid_t = 0
        let rc = posix_spawn(&child, executable, &actions, &attributes, &cArgs, &cEnv)
        close(slave)
        guard rc == 0 else {
            close(master)
            try? FileManager.default.removeItem(at: scratchDirectory)
            throw PTYError.spawn(rc)
        }
        pid = child
        // Non-blocking, so a large input can be sent while the program's output is read.
        let flags = fcntl(master, F_GETFL)
        _ = fcntl(master, F_SETFL, flags | O_NONBLOCK)
    }

    deinit {
        if status == nil {
            kill(pid, SIGKILL)
            _ = waitForExit(timeout: 2)
        }
        if master >= 0 { close(master) }
        try? FileManager.default.removeItem(at: scratchDirectory)
    }

    /// Closes this side of the pseudo-terminal, as a terminal window that is closed does. The program
    /// has no controlling terminal (it is a session leader that never opened one), so it gets no SIGHUP:
    /// it must notice that its input hung up.
    public func closeMaster() {
        if master >= 0 { close(master) }
        master = -1
    }

    /// Sends raw bytes as if typed (or pasted, or sent by a broken terminal). A large write is sent in
    /// pieces while the program's output is read, so neither side can block the other (the terminal's
    /// input buffer holds only a few kilobytes). Gives up after `timeout` seconds without progress.
    /// Returns whether everything was sent.
    @discardableResult
    public func send(bytes: [UInt8], timeout: Double = 5) -> Bool {
        guard master >= 0 else { return false }
        var offset = 0
        var lastProgress = Date()
        while offset < bytes.count {
            var fds = pollfd(fd: master, events: Int16(POLLOUT), revents: 0)
            if poll(&fds, 1, 5) > 0 && fds.revents & Int16(POLLOUT) != 0 {
                if offset == 0 { lastWriteTime = Self.now() }
                let n = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, min($0.count, 1024)) }
                if n > 0 {
                    offset += n
                    lastProgress = Date()
                    continue
                }
                if n < 0 && errno != EAGAIN && errno != EINTR { return false }
            }
            guard readAvailable(waitMilliseconds: 1) else { return false }
            if Date().timeIntervalSince(lastProgress) > timeout { return false }
        }
        return true
    }

    /// Sends bytes as if typed.
    public func send(_ text: String) {
        send(bytes: Array(text.utf8))
    }

    /// Reads output until `condition` holds for the screen, or `timeout` seconds pass. Returns whether it
    /// held.
    ///
    /// The default is generous: a wait returns as soon as the screen matches, and under AddressSanitizer,
    /// with the other suites running beside it on two cores, a demo has taken more than 5 s to answer a
    /// key (`.ci/run`, 2026-12-06: the todo and cart end-to-end tests).
    @discardableResult
    public func waitUntil(timeout: Double = 20, _ condition: (VirtualTerminal) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if condition(screen) { return true }
            if Date() > deadline { return false }
            if !readAvailable(waitMilliseconds: 50) && status != nil { return condition(screen) }
        }
    }

    /// Reads whatever is available within `waitMilliseconds`. Returns false once the child is gone.
    @discardableResult
    public func readAvailable(waitMilliseconds: Int32) -> Bool {
        guard master >= 0 else { return false }
        var fds = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&fds, 1, waitMilliseconds)
        guard ready > 0 else { return true }
        let n = readBuffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        if n <= 0 { return false }  // EIO: the child closed the terminal
        lastReadTime = Self.now()
        let chunk = Array(readBuffer[0..<n])
        bytesRead += n
        output.append(contentsOf: chunk)
        if output.count > outputLimit { output.removeFirst(output.count - outputLimit / 2) }
        screen.feed(chunk)
        return true
    }

    /// The monotonic clock, in nanoseconds.
    private static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
    }

    /// Resizes the terminal as a window manager would: the new size on the pseudo-terminal, then
    /// SIGWINCH to the program (it is not the terminal's foreground job, so the kernel does not send it).
    public func resize(width: Int, height: Int) {
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        screen.resize(width: width, height: height)
        kill(pid, SIGWINCH)
    }

    /// Waits until the child has stopped (SIGTSTP, SIGSTOP), reading its output meanwhile.
    public func waitUntilStopped(timeout: Double = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            var raw: Int32 = 0
            if waitpid(pid, &raw, WNOHANG | WUNTRACED) == pid && (raw & 0xFF) == 0x7F {
                // What it wrote before stopping (it writes nothing more while stopped).
                let drained = Date().addingTimeInterval(0.2)
                while Date() < drained { readAvailable(waitMilliseconds: 20) }
                return true
            }
            readAvailable(waitMilliseconds: 20)
        }
        return false
    }

    /// The signal that ended the child, if one did (known once ``waitForExit(timeout:)`` or
    /// ``exitStatusIfEnded()`` has seen it end).
    public private(set) var endingSignal: Int32?

    /// The child's exit status (128 + the signal's number when a signal ended it) if it has ended, without
    /// waiting; `nil` while it runs.
    public func exitStatusIfEnded() -> Int32? {
        if let status { return status }
        var raw: Int32 = 0
        guard waitpid(pid, &raw, WNOHANG) == pid else { return nil }
        while readAvailable(waitMilliseconds: 5) {}
        if raw & 0x7F != 0 { endingSignal = raw & 0x7F }
        let code = (raw & 0x7F) == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
        status = code
        return code
    }

    /// Waits for the child to exit (reading its output meanwhile); returns its exit status.
    public func waitForExit(timeout: Double = 5) -> Int32? {
        if let status { return status }
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            var raw: Int32 = 0
            let r = waitpid(pid, &raw, WNOHANG)
            if r == pid {
                while readAvailable(waitMilliseconds: 20) && Date() < deadline {}
                if raw & 0x7F != 0 { endingSignal = raw & 0x7F }
                let code = (raw & 0x7F) == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
                status = code
                return code
            }
            readAvailable(waitMilliseconds: 20)
        }
        return nil
    }

    /// Key sequences as a terminal in application-cursor mode sends them (ncurses turns keypad mode on).
    public static let keys: [String: String] = [
        "Tab": "\t", "Shift-Tab": "\u{1b}[Z", "Enter": "\r", "Space": " ", "Esc": "\u{1b}",
        "Up": "\u{1b}OA", "Down": "\u{1b}OB", "Right": "\u{1b}OC", "Left": "\u{1b}OD",
        "Delete": "\u{1b}[3~", "Backspace": "\u{7f}", "Home": "\u{1b}OH", "End": "\u{1b}OF",
        "F2": "\u{1b}OQ", "F3": "\u{1b}OR", "F4": "\u{1b}OS", "F5": "\u{1b}[15~", "F6": "\u{1b}[17~",
        "F7": "\u{1b}[18~", "F8": "\u{1b}[19~", "F9": "\u{1b}[20~", "Ctrl-C": "\u{03}", "Ctrl-U": "\u{15}",
    ]

    /// Presses keys by name, with a short pause after each so every key is its own frame.
    public func press(_ names: String...) {
        for name in names {
            send(PseudoTerminal.keys[name] ?? name)
            readAvailable(waitMilliseconds: 60)
        }
    }

    /// Clicks the first place the screen shows `text` (an SGR mouse press and release). Returns whether
    /// the text was on screen.
    @discardableResult
    public func click(_ text: String) -> Bool {
        for (row, line) in screen.lines.enumerated() {
            guard let range = line.range(of: text) else { continue }
            let column = line[..<range.lowerBound].count
            send("\u{1b}[<0;\(column + 1);\(row + 1)M\u{1b}[<0;\(column + 1);\(row + 1)m")
            readAvailable(waitMilliseconds: 60)
            return true
        }
        return false
    }

    /// Terminal modes of the pseudo-terminal (shared by both sides), to check what the program left.
    public struct Modes: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let echo = Modes(rawValue: 1)
        public static let canonical = Modes(rawValue: 2)
    }

    public var terminalModes: Modes {
        var t = termios()
        tcgetattr(master, &t)
        var modes: Modes = []
        if t.c_lflag & tcflag_t(ECHO) != 0 { modes.insert(.echo) }
        if t.c_lflag & tcflag_t(ICANON) != 0 { modes.insert(.canonical) }
        return modes
    }

    public enum PTYError: Error {
        case openpty(Int32)
        case spawn(Int32)
    }
}

/// Where the built demo executables are.
public enum DemoBinaries {
    /// A demo built in the same build as the running program (so `swift test --sanitize=address
    /// --scratch-path .build/asan` runs the demos built with AddressSanitizer too), else the `debug` (or
    /// `configuration`) build under `.build`.
    public static func path(_ name: String, configuration: String = "debug") -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if n > 0 {
            let bytes = buffer.prefix(n).map { UInt8(bitPattern: $0) }
            let own = URL(fileURLWithPath: String(decoding: bytes, as: UTF8.self)).deletingLastPathComponent()
            let sibling = own.appendingPathComponent(name).path
            if own.lastPathComponent == configuration, FileManager.default.isExecutableFile(atPath: sibling) {
                return sibling
            }
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return root.appendingPathComponent(".build/\(configuration)/\(name)").path
    }
}
