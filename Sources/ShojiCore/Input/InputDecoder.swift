#if canImport(Glibc)
    import Glibc
#endif

/// Turns the bytes a terminal sends into input events: keys, mouse reports and bracketed pastes.
///
/// Shoji reads standard input itself and decodes it here, byte by byte, so that no input can lose
/// what follows it or end the app:
/// - UTF-8 is decoded strictly. A byte that cannot start or continue a character is dropped (in a
///   paste, it becomes U+FFFD), and decoding goes on with the very next byte: nothing after it is lost.
/// - Escape sequences are parsed by their grammar, not matched against a list: CSI (`ESC [` parameters,
///   intermediates, a final byte), SS3 (`ESC O` and one byte), and the string sequences a terminal may
///   answer with (OSC, DCS, APC, PM, SOS: dropped up to their terminator). Parameters saturate instead
///   of overflowing, and a sequence longer than ``maximumSequenceLength`` is dropped.
/// - Arrow, navigation and function keys are recognised in both cursor modes (`ESC [ A` and `ESC O A`)
///   and in the xterm, VT220, rxvt and Linux-console spellings, with xterm's modifier parameter
///   (`ESC [ 1 ; 5 C` is Control-→). Sequences the terminal's terminfo entry describes are recognised
///   too (``init(terminalKeys:)``).
/// - Mouse reports in the SGR form (`ESC [ < b ; x ; y M`) and the X10 form (`ESC [ M` and three bytes)
///   become one event each: every click is delivered, however many arrive in one read.
/// - A bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`) becomes one `.paste` key. A paste that never
///   closes is delivered after ``pasteSilence`` without new bytes, and one larger than ``pasteChunk``
///   is delivered in pieces, so it can neither swallow later keys for good nor grow without bound.
/// - A lone ESC is the Escape key once ``escapeDelay`` passes with nothing after it; ESC followed by a
///   key is that key with Option (Alt), as terminals send it.
///
/// The decoder never blocks and never waits by itself: after ``feed(_:)-(ArraySlice<UInt8>)``, ``waiting`` says whether
/// bytes are held back, and the caller calls ``expire()`` when the matching delay has passed with no
/// new input.
public struct InputDecoder: Sendable {
    /// What held-back bytes are waiting for.
    public enum Waiting: Equatable, Sendable {
        /// Nothing is held back.
        case nothing
        /// The start of an escape sequence or of a character: wait ``escapeDelay``.
        case sequence
        /// An open bracketed paste: wait ``pasteSilence``.
        case paste
    }

    /// How long a lone ESC or an incomplete sequence waits for the rest (ncurses' `ESCDELAY` default
    /// in most terminals is far longer; 25 ms is what Shoji always used, and more than any terminal
    /// takes between the bytes of one key).
    public static let escapeDelay: Duration = .milliseconds(25)
    /// How long an open paste waits for more bytes before it is delivered as it is.
    public static let pasteSilence: Duration = .milliseconds(750)
    /// The largest piece of a paste delivered at once.
    public static let pasteChunk = 4 << 20
    /// The longest escape sequence kept (longer ones are dropped whole).
    public static let maximumSequenceLength = 256

    private var pending: [UInt8] = []
    private var pasteBytes: [UInt8]?
    private let terminalKeys: [(bytes: [UInt8], key: KeyPress.Key)]

    /// Creates a decoder. `terminalKeys` are the key sequences of the terminal's terminfo entry, tried
    /// before the built-in grammar.
    public init(terminalKeys: [([UInt8], KeyPress.Key)] = []) {
        self.terminalKeys = terminalKeys.filter { $0.0.count > 1 && $0.0.first == 0x1B }.map {
            (bytes: $0.0, key: $0.1)
        }
    }

    /// What held-back bytes are waiting for.
    public var waiting: Waiting {
        if pasteBytes != nil { return .paste }
        return pending.isEmpty ? .nothing : .sequence
    }

    /// Decodes `bytes` (appended to anything held back) and returns the complete events.
    public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) -> [InputEvent] where Bytes.Element == UInt8 {
        feed(ArraySlice(bytes))
    }

    /// Decodes `bytes` (appended to anything held back) and returns the complete events.
    ///
    /// The terminal's reads come here: a generic sequence from another module is appended element by
    /// element, with the runtime looking up its metadata on every key.
    public mutating func feed(_ bytes: ArraySlice<UInt8>) -> [InputEvent] {
        var events: [InputEvent] = []
        feed(bytes, into: &events)
        return events
    }

    /// Decodes `bytes` (appended to anything held back) and appends the complete events to `events`: a
    /// caller that keeps its array from one read to the next allocates nothing per key.
    public mutating func feed(_ bytes: ArraySlice<UInt8>, into events: inout [InputEvent]) {
        if pasteBytes != nil {
            pending = continuePaste(with: Array(bytes), into: &events)
        } else {
            pending.append(contentsOf: bytes)
        }
        decodePending(final: false, into: &events)
    }

    /// No more bytes came within the delay ``waiting`` asked for: decides what the held-back bytes were
    /// (a lone ESC is the Escape key; an incomplete sequence or character is dropped; an open paste is
    /// delivered as it is).
    public mutating func expire() -> [InputEvent] {
        var events: [InputEvent] = []
        if let bytes = pasteBytes {
            pasteBytes = nil
            deliverPaste(bytes[...], into: &events)
        }
        decodePending(final: true, into: &events)
        return events
    }

    // MARK: Ground state

    private mutating func decodePending(final: Bool, into events: inout [InputEvent]) {
        var i = 0
        while i < pending.count {
            if pasteBytes != nil {
                // A paste began inside this batch: what follows belongs to it, up to its end marker.
                pending = continuePaste(with: Array(pending[i...]), into: &events)
                i = 0
                continue
            }
            switch decodeOne(at: i, final: final, into: &events) {
            case .consumed(let n):
                i += n
            case .incomplete:
                pending.removeFirst(i)
                return
            }
        }
        pending.removeAll(keepingCapacity: true)
    }

    private enum Step {
        case consumed(Int)
        case incomplete
    }

    /// Decodes the input starting at `pending[i]`.
    private mutating func decodeOne(at i: Int, final: Bool, into events: inout [InputEvent]) -> Step {
        let byte = pending[i]
        if byte == 0x1B { return decodeEscape(at: i, final: final, into: &events) }
        if byte < 0x80 {
            if let key = Self.controlKey(byte) {
                events.append(.key(KeyPress(key)))
            } else if byte >= 0x20 && byte < 0x7F {
                events.append(.key(KeyPress(.character(Character(Unicode.Scalar(byte))))))
            }
            return .consumed(1)
        }
        switch Self.decodeScalar(pending, at: i) {
        case .scalar(let scalar, let length):
            if !TextSanitizer.isControl(scalar.value) {
                events.append(.key(KeyPress(.character(Character(scalar)))))
            }
            return .consumed(length)
        case .invalid:
            return .consumed(1)
        case .truncated:
            return final ? .consumed(1) : .incomplete
        }
    }

    /// The key of a C0 control byte or DEL (`nil` for printable ASCII and for the controls no key sends).
    static func controlKey(_ byte: UInt8) -> KeyPress.Key? {
        switch byte {
        case 9: return .tab
        case 10, 13: return .enter
        case 8, 127: return .backspace
        case 0: return .control("@")
        case 1...26: return .control(Character(Unicode.Scalar(byte + 0x60)))
        case 27: return .escape
        default: return nil
        }
    }

    // MARK: UTF-8

    enum ScalarResult: Equatable {
        case scalar(Unicode.Scalar, length: Int)
        case invalid
        case truncated
    }

    /// Decodes one UTF-8 scalar at `bytes[i]` strictly (no overlong forms, no surrogates).
    static func decodeScalar(_ bytes: [UInt8], at i: Int) -> ScalarResult {
        let lead = bytes[i]
        let length: Int
        var value: UInt32
        var lowest: UInt32 = 0x80
        switch lead {
        case 0x00..<0x80: return .scalar(Unicode.Scalar(lead), length: 1)
        case 0xC2...0xDF:
            length = 2
            value = UInt32(lead & 0x1F)
        case 0xE0...0xEF:
            length = 3
            value = UInt32(lead & 0x0F)
            lowest = 0x800
        case 0xF0...0xF4:
            length = 4
            value = UInt32(lead & 0x07)
            lowest = 0x10000
        default: return .invalid
        }
        for k in 1..<length {
            guard i + k < bytes.count else { return .truncated }
            let b = bytes[i + k]
            guard b & 0xC0 == 0x80 else { return .invalid }
            value = value << 6 | UInt32(b & 0x3F)
        }
        guard value >= lowest, let scalar = Unicode.Scalar(value) else { return .invalid }
        return .scalar(scalar, length: length)
    }

    // MARK: Escape sequences

    private mutating func decodeEscape(at i: Int, final: Bool, into events: inout [InputEvent]) -> Step {
        let available = pending.count - i
        // The terminal's own key sequences first (exact matches; wait while one could still match).
        var couldMatch = false
        for entry in terminalKeys {
            if available >= entry.bytes.count {
                if pending[i..<(i + entry.bytes.count)].elementsEqual(entry.bytes) {
                    events.append(.key(KeyPress(entry.key)))
                    return .consumed(entry.bytes.count)
                }
            } else if pending[i...].elementsEqual(entry.bytes.prefix(available)) {
                couldMatch = true
            }
        }
        if available == 1 {
            if final {
                events.append(.key(KeyPress(.escape)))
                return .consumed(1)
            }
            return .incomplete
        }
        let next = pending[i + 1]
        switch next {
        case UInt8(ascii: "["):
            return decodeCSI(at: i, final: final, into: &events)
        case UInt8(ascii: "O"):
            guard available >= 3 else {
                if final {
                    events.append(.key(KeyPress(.character("O"), modifiers: .option)))
                    return .consumed(2)
                }
                return .incomplete
            }
            let code = pending[i + 2]
            if let key = Self.ss3Key(code) {
                events.append(.key(KeyPress(key)))
                return .consumed(3)
            }
            if code == 0x1B || code < 0x20 {
                // `ESC O` then something else: Alt-O, and the next byte on its own.
                events.append(.key(KeyPress(.character("O"), modifiers: .option)))
                return .consumed(2)
            }
            return .consumed(3)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
            return skipString(at: i, final: final)
        case 0x1B:
            // ESC ESC: the first is Escape (held only while it may start a terminal key sequence).
            if couldMatch && !final { return .incomplete }
            events.append(.key(KeyPress(.escape)))
            return .consumed(1)
        default:
            if couldMatch && !final { return .incomplete }
            // ESC and a key: that key with Option (Alt).
            if next < 0x80 {
                if let key = Self.controlKey(next) {
                    events.append(.key(KeyPress(key, modifiers: .option)))
                } else if next >= 0x20 && next < 0x7F {
                    events.append(.key(KeyPress(.character(Character(Unicode.Scalar(next))), modifiers: .option)))
                }
                return .consumed(2)
            }
            switch Self.decodeScalar(pending, at: i + 1) {
            case .scalar(let scalar, let length):
                if !TextSanitizer.isControl(scalar.value) {
                    events.append(.key(KeyPress(.character(Character(scalar)), modifiers: .option)))
                }
                return .consumed(1 + length)
            case .invalid:
                events.append(.key(KeyPress(.escape)))
                return .consumed(1)
            case .truncated:
                if final {
                    events.append(.key(KeyPress(.escape)))
                    return .consumed(1)
                }
                return .incomplete
            }
        }
    }

    /// Skips an OSC, DCS, APC, PM or SOS string up to its terminator (BEL or `ESC \`).
    private func skipString(at i: Int, final: Bool) -> Step {
        var j = i + 2
        while j < pending.count {
            let b = pending[j]
            if b == 0x07 { return .consumed(j - i + 1) }
            if b == 0x1B {
                guard j + 1 < pending.count else { break }
                // `ESC \` ends it; any other ESC ends it too and starts something new.
                return .consumed(pending[j + 1] == UInt8(ascii: "\\") ? j - i + 2 : j - i)
            }
            if j - i >= Self.maximumSequenceLength * 16 { return .consumed(j - i) }
            j += 1
        }
        return final ? .consumed(pending.count - i) : .incomplete
    }

    private mutating func decodeCSI(at i: Int, final: Bool, into events: inout [InputEvent]) -> Step {
        // X10 mouse: `ESC [ M` and three raw bytes.
        if i + 2 < pending.count, pending[i + 2] == UInt8(ascii: "M") {
            guard i + 5 < pending.count else { return final ? .consumed(pending.count - i) : .incomplete }
            let b = Int(pending[i + 3]) - 32
            let x = Int(pending[i + 4]) - 32
            let y = Int(pending[i + 5]) - 32
            if let event = Self.mouseEvent(button: b, x: x, y: y, release: b & 3 == 3) { events.append(event) }
            return .consumed(6)
        }
        var j = i + 2
        var parameters: [Int] = []
        var current: Int?
        var privateMarker: UInt8?
        var intermediates: [UInt8] = []
        // Linux console F1–F5: `ESC [ [ A` … `ESC [ [ E`.
        if j < pending.count, pending[j] == UInt8(ascii: "[") {
            guard j + 1 < pending.count else { return final ? .consumed(pending.count - i) : .incomplete }
            let code = pending[j + 1]
            if (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(code) {
                events.append(.key(KeyPress(.function(Int(code - UInt8(ascii: "A")) + 1))))
            }
            return .consumed(j + 2 - i)
        }
        while j < pending.count {
            let b = pending[j]
            switch b {
            case 0x30...0x39:
                current = min((current ?? 0) * 10 + Int(b - 0x30), 1 << 30)
            case UInt8(ascii: ";"), UInt8(ascii: ":"):
                if parameters.count < 16 { parameters.append(current ?? 0) }
                current = nil
            case 0x3C...0x3F:
                if j == i + 2 { privateMarker = b }
            case 0x20...0x2F:
                if intermediates.count < 4 { intermediates.append(b) }
            case 0x40...0x7E:
                if let current, parameters.count < 16 { parameters.append(current) }
                if let event = Self.csiEvent(
                    final: b, parameters: parameters, privateMarker: privateMarker,
                    intermediates: intermediates)
                {
                    switch event {
                    case .pasteBegin:
                        pasteBytes = []
                    case .event(let e):
                        events.append(e)
                    }
                }
                return .consumed(j - i + 1)
            default:
                // A byte that cannot be in a CSI sequence (a control, ESC, a non-ASCII byte): the
                // sequence was cut short. Drop what came before and decode this byte afresh.
                return .consumed(j - i)
            }
            if j - i >= Self.maximumSequenceLength {
                // Too long to be a key: drop it, and everything up to its final byte.
                var k = j + 1
                while k < pending.count, (0x20...0x3F).contains(pending[k]) { k += 1 }
                if k < pending.count {
                    return .consumed(k - i + ((0x40...0x7E).contains(pending[k]) ? 1 : 0))
                }
                return final ? .consumed(pending.count - i) : .incomplete
            }
            j += 1
        }
        return final ? .consumed(pending.count - i) : .incomplete
    }

    private enum CSIResult {
        case event(InputEvent)
        case pasteBegin
    }

    /// The meaning of a complete CSI sequence, or `nil` for one Shoji does not use.
    private static func csiEvent(
        final: UInt8, parameters: [Int], privateMarker: UInt8?,
        intermediates: [UInt8]
    ) -> CSIResult? {
        guard intermediates.isEmpty else { return nil }
        if privateMarker == UInt8(ascii: "<") {
            guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m"), parameters.count >= 3 else { return nil }
            return mouseEvent(
                button: parameters[0], x: parameters[1], y: parameters[2],
                release: final == UInt8(ascii: "m")
            ).map { .event($0) }
        }
        guard privateMarker == nil else { return nil }
        let modifiers = parameters.count >= 2 ? xtermModifiers(parameters[1]) : []
        func key(_ k: KeyPress.Key) -> CSIResult { .event(.key(KeyPress(k, modifiers: modifiers))) }
        switch final {
        case UInt8(ascii: "A"): return key(.up)
        case UInt8(ascii: "B"): return key(.down)
        case UInt8(ascii: "C"): return key(.right)
        case UInt8(ascii: "D"): return key(.left)
        case UInt8(ascii: "H"): return key(.home)
        case UInt8(ascii: "F"): return key(.end)
        case UInt8(ascii: "Z"): return key(.backTab)
        case UInt8(ascii: "P"): return key(.function(1))
        case UInt8(ascii: "Q"): return key(.function(2))
        case UInt8(ascii: "R"): return key(.function(3))
        case UInt8(ascii: "S"): return key(.function(4))
        case UInt8(ascii: "~"):
            guard let code = parameters.first else { return nil }
            if code == 200 { return .pasteBegin }
            guard let k = tildeKey(code) else { return nil }
            return key(k)
        default:
            return nil
        }
    }

    /// The keys of `ESC [ n ~` (VT220, xterm, rxvt and Linux-console numbers).
    private static func tildeKey(_ code: Int) -> KeyPress.Key? {
        switch code {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(code - 10)
        case 17...21: return .function(code - 11)
        case 23...26: return .function(code - 12)
        case 28, 29: return .function(code - 13)
        case 31...34: return .function(code - 14)
        default: return nil
        }
    }

    /// The keys of `ESC O x` (application cursor and keypad mode).
    static func ss3Key(_ code: UInt8) -> KeyPress.Key? {
        switch code {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "P"): return .function(1)
        case UInt8(ascii: "Q"): return .function(2)
        case UInt8(ascii: "R"): return .function(3)
        case UInt8(ascii: "S"): return .function(4)
        case UInt8(ascii: "M"): return .enter
        case UInt8(ascii: "j"): return .character("*")
        case UInt8(ascii: "k"): return .character("+")
        case UInt8(ascii: "m"): return .character("-")
        case UInt8(ascii: "n"): return .character(".")
        case UInt8(ascii: "o"): return .character("/")
        case UInt8(ascii: "p")...UInt8(ascii: "y"):
            return .character(Character(Unicode.Scalar(code - UInt8(ascii: "p") + 0x30)))
        default: return nil
        }
    }

    /// xterm's modifier parameter: 1 + (1 Shift, 2 Alt, 4 Control, 8 Meta).
    private static func xtermModifiers(_ parameter: Int) -> EventModifiers {
        let bits = max(0, parameter - 1)
        var result: EventModifiers = []
        if bits & 1 != 0 { result.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { result.insert(.option) }
        if bits & 4 != 0 { result.insert(.control) }
        return result
    }

    /// A mouse report: the left button's press is a click, its motion a drag and its release a release;
    /// wheel buttons scroll; other buttons, motion with no button and reports outside any sensible range give
    /// nothing. `x` and `y` are 1-based.
    ///
    /// Terminal quirk: an SGR release (`ESC[<0;x;ym`) names its button; an X10 one (`ESC[M`) says button 3
    /// ("some button") — both count as the primary button's, the only one Shoji follows.
    static func mouseEvent(button: Int, x: Int, y: Int, release: Bool) -> InputEvent? {
        guard x >= 1, y >= 1 else { return nil }
        let point = Point(x: x - 1, y: y - 1)
        if release {
            let primary = button & 3 == 0 || button & 3 == 3
            return primary && button & (64 | 32) == 0 ? .mouse(MouseEvent(.release, at: point)) : nil
        }
        if button & 32 != 0 {  // motion: with the primary button held, a drag
            return button & (64 | 3) == 0 ? .mouse(MouseEvent(.drag, at: point)) : nil
        }
        if button & 64 != 0 {
            switch button & 3 {
            case 0: return .mouse(MouseEvent(.scrollUp, at: point))
            case 1: return .mouse(MouseEvent(.scrollDown, at: point))
            default: return nil
            }
        }
        return button & 3 == 0 ? .mouse(MouseEvent(.click, at: point)) : nil
    }

    // MARK: Bracketed paste

    /// The end marker of a bracketed paste.
    private static let pasteEnd: [UInt8] = Array("\u{1b}[201~".utf8)

    /// Adds bytes to the open paste; returns the bytes after its end marker (the paste is then closed).
    private mutating func continuePaste(with bytes: [UInt8], into events: inout [InputEvent]) -> [UInt8] {
        guard var paste = pasteBytes else { return bytes }
        pasteBytes = nil
        let searchFrom = max(0, paste.count - (Self.pasteEnd.count - 1))
        paste.append(contentsOf: bytes)
        if let end = Self.find(Self.pasteEnd, in: paste, from: searchFrom) {
            deliverPaste(paste[..<end], into: &events)
            return Array(paste[(end + Self.pasteEnd.count)...])
        }
        if paste.count >= Self.pasteChunk {
            // Deliver a piece, keeping back what could be the start of the end marker or of a
            // character.
            var cut = paste.count - (Self.pasteEnd.count - 1)
            while cut > 0 && paste[cut] & 0xC0 == 0x80 { cut -= 1 }
            deliverPaste(paste[..<cut], into: &events)
            paste = Array(paste[cut...])
        }
        pasteBytes = paste
        return []
    }

    private func deliverPaste(_ bytes: ArraySlice<UInt8>, into events: inout [InputEvent]) {
        let text = TextSanitizer.stripControls(String(decoding: bytes, as: UTF8.self), keepingLineBreaks: true)
        if !text.isEmpty { events.append(.key(KeyPress(.paste(text)))) }
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count, start < haystack.count else { return nil }
        return haystack.withUnsafeBufferPointer { buffer -> Int? in
            var i = start
            let last = buffer.count - needle.count
            while i <= last {
                // Jump to the next ESC (memchr), then compare the marker.
                guard let hit = memchr(buffer.baseAddress! + i, Int32(needle[0]), buffer.count - i) else { return nil }
                i = buffer.baseAddress!.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                guard i <= last else { return nil }
                if UnsafeBufferPointer(rebasing: buffer[i..<(i + needle.count)]).elementsEqual(needle) { return i }
                i += 1
            }
            return nil
        }
    }
}
