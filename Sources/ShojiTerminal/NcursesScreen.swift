import CNcursesw
import ShojiCore

/// One ncurses screen writing through a counting pipe to a terminal file descriptor.
///
/// ``TerminalSession`` makes one for the real terminal; ``TestHost`` (with
/// ``TestHost/Terminal/pseudoTerminal``) and the benchmark make one on a pseudo-terminal, so the bytes
/// they count are the bytes ncurses really sends. ncurses state is process-wide: one screen is active
/// at a time.
@MainActor
final class NcursesScreen {
    let output: TerminalOutput
    let renderer: NcursesRenderer
    private var screen: OpaquePointer?
    private var inputFile: UnsafeMutablePointer<FILE>?
    private var outputFile: UnsafeMutablePointer<FILE>?

    /// Creates the screen. `input` is the stream ncurses reads keys from; `terminalFD` receives the
    /// output; `size` overrides the size read from `terminalFD`; `term` overrides `TERM`.
    init?(
        input: UnsafeMutablePointer<FILE>?, terminalFD: Int32, size: Size? = nil, term: String? = nil,
        colorSupport: ColorSupport? = nil
    ) {
        guard let output = TerminalOutput(terminalFD: terminalFD) else { return nil }
        self.output = output
        let outFile = fdopen(output.writeFD, "w")
        let termName = term ?? ProcessInfo.processInfo.environment["TERM"] ?? ""
        var description = TerminalDescription.make(for: termName)
        var created = description?.install { name in name.withCString { newterm($0, outFile, input) } }
        if created == nil {
            // The adjusted description could not be written or loaded: the terminal's own.
            description = nil
            created = termName.withCString { newterm($0, outFile, input) }
        }
        guard let created else { return nil }
        outputFile = outFile
        inputFile = input
        screen = created
        set_term(created)
        // Curses echoes what `wget_wch` reads into the window unless told not to (this is separate from
        // the tty's ECHO, which raw mode already turned off). Echoed input would land in ncurses' screen
        // behind Shoji's back and could stay there as garbage.
        noecho()
        // Shoji reads and decodes input itself (``InputDecoder``): ncurses must not look at it. By
        // default it polls its input for typeahead while it updates the screen and cuts the update
        // short when a key is waiting, which would leave a frame half sent.
        typeahead(-1)
        // Colors are started by the renderer with the first colored cell (see ``NcursesRenderer``).
        let support = colorSupport ?? NcursesScreen.detectColors()
        var rows: Int32 = 24
        var cols: Int32 = 80
        if let size {
            rows = Int32(size.height)
            cols = Int32(size.width)
        } else {
            _ = shoji_window_size(terminalFD, &rows, &cols)
        }
        resizeterm(rows, cols)
        // ncurses 6.4 flushes its output at every cursor movement until it has been ended once and
        // resumed: seen with strace, a frame went into the pipe in as many writes as it had moves (3 for
        // a key that also enables a button, about 28 for a page of list rows), and after Ctrl-Z and `fg`
        // in one. So it is ended here, before anything is on the screen, and what that wrote (leaving
        // the alternate screen, restoring the cursor) is dropped: the first frame's `doupdate` resumes it
        // as it does after `fg` (the alternate screen again, the scroll region, a full repaint). The
        // terminal modes are untouched: ncurses sets them on its output, which is a pipe, not a terminal.
        endwin()
        output.discard()
        // No charset re-selection on every change of style (see TerminalDescription): select US-ASCII
        // once instead.
        if description?.droppedCharsetResets == true {
            output.writeAll(Array("\u{1b}(B".utf8))
        }
        // Attribute changes one capability at a time, and strikethrough as A_PROTECT where the terminal
        // has it (see TerminalDescription).
        let strikeout = description?.strikethroughIsProtect == true
        renderer = NcursesRenderer(
            size: Size(width: Int(cols), height: Int(rows)), colorSupport: support,
            strikethroughAttribute: strikeout, output: output)
        output.forward(synchronized: false)
    }

    /// The key sequences the current terminal's terminfo entry describes (arrows, navigation keys,
    /// F1–F24), for ``InputDecoder``.
    static func terminalKeys() -> [([UInt8], KeyPress.Key)] {
        var names: [(String, KeyPress.Key)] = [
            ("kcuu1", .up), ("kcud1", .down), ("kcub1", .left), ("kcuf1", .right), ("khome", .home),
            ("kend", .end), ("kpp", .pageUp), ("knp", .pageDown), ("kdch1", .delete), ("kich1", .insert),
            ("kcbt", .backTab),
        ]
        for n in 1...24 { names.append(("kf\(n)", .function(n))) }
        var keys: [([UInt8], KeyPress.Key)] = []
        for (name, key) in names {
            guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { continue }
            let bytes = Array(String(cString: value).utf8)
            if !bytes.isEmpty { keys.append((bytes, key)) }
        }
        return keys
    }

    /// Chooses colors from the terminal and the environment (`NO_COLOR` wins).
    static func detectColors() -> ColorSupport {
        let env = ProcessInfo.processInfo.environment
        if let noColor = env["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        guard has_colors() else { return .monochrome }
        let colors = tigetnum("colors")
        if colors >= 1 << 24 || tigetflag("RGB") > 0 { return .trueColor }
        if colors >= 256 { return .palette256 }
        return .ansi
    }

    /// Ends curses mode (the terminal leaves the alternate screen) and sends the last bytes.
    func end() {
        guard screen != nil else { return }
        set_term(screen)
        endwin()
        output.forward(synchronized: false)
    }

    /// Frees the screen (after ``end()``).
    func close() {
        if let screen { delscreen(screen) }
        screen = nil
        if let outputFile {
            output.writeEndClosed()
            fclose(outputFile)
        }
        outputFile = nil
    }
}
