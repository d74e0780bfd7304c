import CNcursesw
import Foundation
import ShojiCore

/// The ncurses renderer writing into a pseudo-terminal, for ``TestHost``: the bytes it counts are the
/// bytes a terminal would receive. ncurses is process-wide: one at a time.
@MainActor
final class PseudoTerminalBackend: TestableBackend {
    private let ncurses: NcursesScreen
    private var master: Int32
    private var slave: Int32
    private var nullInput: UnsafeMutablePointer<FILE>?

    init(size: Size, colorSupport: ColorSupport, terminalType: String) {
        var master: Int32 = -1
        var slave: Int32 = -1
        var winsize = winsize(
            ws_row: UInt16(clamping: size.height), ws_col: UInt16(clamping: size.width), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &winsize) == 0 else {
            preconditionFailure("TestHost: openpty failed (errno \(errno))")
        }
        _ = shoji_set_cloexec(master)
        _ = shoji_set_cloexec(slave)
        _ = shoji_set_nonblocking(master)
        let input = fopen("/dev/null", "r")
        guard
            let screen = NcursesScreen(
                input: input, terminalFD: slave, size: size, term: terminalType,
                colorSupport: colorSupport)
        else {
            preconditionFailure("TestHost: ncurses could not start on a pseudo-terminal")
        }
        ncurses = screen
        self.master = master
        self.slave = slave
        nullInput = input
    }

    var size: Size { ncurses.renderer.size }
    var colorSupport: ColorSupport { ncurses.renderer.colorSupport }
    func beginFrame() { ncurses.renderer.beginFrame() }
    func write(row: Int, column: Int, cells: ArraySlice<Cell>) {
        ncurses.renderer.write(row: row, column: column, cells: cells)
    }
    func setCursor(_ position: Point?) { ncurses.renderer.setCursor(position) }
    func endFrame() -> Int { ncurses.renderer.endFrame() }
    func redrawAll() { ncurses.renderer.redrawAll() }
    func resize(to size: Size) { ncurses.renderer.resize(to: size) }
    var outputWriteCalls: Int { ncurses.output.writeCalls }
    var rendererWriteCalls: Int? { ncurses.output.capturesInMemory ? ncurses.output.capturedWrites : nil }

    /// Reads what the pseudo-terminal received, so it never fills up.
    func takeOutput() -> [UInt8] {
        guard master >= 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var bytes: [UInt8] = []
        while true {
            let n = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            bytes.append(contentsOf: buffer[0..<n])
        }
        return bytes
    }

    func close() {
        guard master >= 0 else { return }
        ncurses.end()
        _ = takeOutput()
        ncurses.close()
        if let nullInput { fclose(nullInput) }
        nullInput = nil
        Glibc.close(master)
        Glibc.close(slave)
        master = -1
        slave = -1
    }
}

extension TestHost.Terminal {
    /// The real ncurses renderer writing into a pseudo-terminal (`terminalType`'s terminfo entry), so
    /// ``TestHost/lastTerminalBytes`` are the bytes a terminal would receive. ncurses is process-wide:
    /// use one such host at a time, and ``TestHost/close()`` it before the next.
    public static var pseudoTerminal: TestHost.Terminal {
        .custom { size, colors, term in PseudoTerminalBackend(size: size, colorSupport: colors, terminalType: term) }
    }
}
