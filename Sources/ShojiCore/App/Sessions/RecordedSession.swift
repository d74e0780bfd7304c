import Foundation

/// A session recorded with `SHOJI_RECORD=session.jsonl`, or a failing input kept by `make fuzz`: every
/// input event with its time, and a hash of the screen after each frame. ``TestHost/replay(_:)`` plays it
/// headless and names the first frame whose screen differs, so a bug a person hit becomes a regression
/// test by copying one file.
///
/// The file is JSON Lines: a header, then one step per line.
///
/// ```
/// {"type":"session","version":1,"app":"todo","width":80,"height":24,"colors":"palette256"}
/// {"type":"frame","t":0.0,"frame":1,"screen":"5e1f0c2a9d8b7e63"}
/// {"type":"key","t":812.4,"key":"tab"}
/// {"type":"end","t":812.5}
/// {"type":"frame","t":813.1,"frame":2,"screen":"a0c4…"}
/// ```
///
/// Steps: `key` (`key` a named key, or `char`, `fn`, `ctrl`, with `mods`), `paste` (`text`), `mouse`
/// (`kind`, `x`, `y`), `resize` (`width`, `height`) — each an event of the current input batch — `end`
/// (the batch is complete: the app renders), `frame` (a frame's number and the hash of the screen it
/// left), `resumed` (after Ctrl-Z and `fg`), `exit` (`status`); and from the fuzzer, `bytes` (raw terminal
/// input in hex, decoded as the app would), `suspend` (Ctrl-Z then `fg`) and `check` (the screen must
/// equal a full repaint). Times (`t`) are milliseconds since the session began.
public struct RecordedSession: Sendable {
    /// What the session ran on.
    public struct Header: Sendable, Equatable {
        /// The app (the executable's name).
        public var app: String
        /// The terminal's width when the session began.
        public var width: Int
        /// The terminal's height when the session began.
        public var height: Int
        /// The colours the terminal could show.
        public var colors: ColorSupport
        /// A note (the fuzzer says what failed).
        public var note: String?

        /// A header.
        public init(app: String, width: Int, height: Int, colors: ColorSupport = .palette256, note: String? = nil) {
            self.app = app
            self.width = width
            self.height = height
            self.colors = colors
            self.note = note
        }
    }

    /// One line of a session.
    public enum Step: Sendable {
        /// An input event of the current batch.
        case input(InputEvent)
        /// The batch is complete: the app renders a frame.
        case endBatch
        /// A frame was rendered, leaving a screen with this hash (``RecordedSession/hash(of:)``).
        case frame(number: Int, screen: String)
        /// The app was resumed after a suspension.
        case resumed
        /// Raw terminal input, decoded as the app decodes it (one batch).
        case bytes([UInt8])
        /// Ctrl-Z, then `fg`.
        case suspend
        /// The screen must equal a full repaint.
        case check
        /// The app ended with this status.
        case exit(Int32)
    }

    /// What the session ran on.
    public var header: Header
    /// The steps, in order, with their times (milliseconds since the session began).
    public var steps: [(step: Step, time: Double)]

    /// A session of `steps` on `header`.
    public init(header: Header, steps: [(step: Step, time: Double)] = []) {
        self.header = header
        self.steps = steps
    }

    /// Reads the session in `text` (JSON Lines). Lines starting with `#` are comments.
    public init(text: String) throws {
        var header: Header?
        var steps: [(step: Step, time: Double)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: true).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard let object = try? JSONSerialization.jsonObject(with: Data(trimmed.utf8)) as? [String: Any],
                let type = object["type"] as? String
            else {
                throw SessionError(line: index + 1, problem: "not a JSON object with a \"type\"")
            }
            if type == "session" {
                guard let app = object["app"] as? String, let width = Self.int(object["width"]),
                    let height = Self.int(object["height"]), width >= 0, height >= 0
                else { throw SessionError(line: index + 1, problem: "a header needs app, width and height") }
                let colors = (object["colors"] as? String).flatMap(Self.colorSupport(named:)) ?? .palette256
                header = Header(app: app, width: width, height: height, colors: colors, note: object["note"] as? String)
                continue
            }
            guard header != nil else { throw SessionError(line: index + 1, problem: "a step before the header") }
            guard let step = Self.step(type, object) else {
                throw SessionError(line: index + 1, problem: "an unknown or incomplete step \"\(type)\"")
            }
            steps.append((step, (object["t"] as? NSNumber)?.doubleValue ?? 0))
        }
        guard let header else { throw SessionError(line: 1, problem: "no header (a line with \"type\":\"session\")") }
        self.header = header
        self.steps = steps
    }

    /// Reads the session file at `url`.
    public init(contentsOf url: URL) throws {
        try self.init(text: try String(contentsOf: url, encoding: .utf8))
    }

    /// The session as JSON Lines.
    public var text: String {
        ([Self.line(header)] + steps.map { Self.line($0.step, time: $0.time) }).joined(separator: "\n") + "\n"
    }

    /// The hash a session keeps of a screen: FNV-1a (64 bits, hex) of its text with its styles
    /// (``ScreenBuffer/snapshotText``), so a change of one cell's text or style changes it.
    public static func hash(of screen: ScreenBuffer) -> String {
        let hash = StableHash.fnv1a(screen.snapshotText)
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    // MARK: Lines

    /// The header line.
    static func line(_ header: Header) -> String {
        var fields: [(String, Any)] = [
            ("type", "session"), ("version", 1), ("app", header.app), ("width", header.width),
            ("height", header.height), ("colors", name(of: header.colors)),
        ]
        if let note = header.note { fields.append(("note", note)) }
        return json(fields)
    }

    /// The line of `step` at `time`.
    static func line(_ step: Step, time: Double) -> String {
        let t: (String, Any) = ("t", (time * 10).rounded() / 10)
        switch step {
        case .input(.key(let press)):
            var fields: [(String, Any)] = [("type", "key"), t]
            switch press.key {
            case .character(let c): fields.append(("char", String(c)))
            case .function(let n): fields.append(("fn", n))
            case .control(let c): fields.append(("ctrl", String(c)))
            case .paste(let text): fields = [("type", "paste"), t, ("text", text)]
            default: fields.append(("key", keyNames.first { $0.value == press.key }?.key ?? "escape"))
            }
            if !press.modifiers.isEmpty { fields.append(("mods", press.modifiers.rawValue)) }
            return json(fields)
        case .input(.mouse(let mouse)):
            let kind =
                switch mouse.kind {
                case .click: "click"
                case .scrollUp: "scrollUp"
                case .drag: "drag"
                case .release: "release"
                case .scrollDown: "scrollDown"
                }
            return json([("type", "mouse"), t, ("kind", kind), ("x", mouse.location.x), ("y", mouse.location.y)])
        case .input(.resize(let size)):
            return json([("type", "resize"), t, ("width", size.width), ("height", size.height)])
        case .endBatch: return json([("type", "end"), t])
        case .frame(let number, let screen): return json([("type", "frame"), t, ("frame", number), ("screen", screen)])
        case .resumed: return json([("type", "resumed"), t])
        case .bytes(let bytes):
            return json([("type", "bytes"), t, ("hex", bytes.map { String(format: "%02x", $0) }.joined())])
        case .suspend: return json([("type", "suspend"), t])
        case .check: return json([("type", "check"), t])
        case .exit(let status): return json([("type", "exit"), t, ("status", Int(status))])
        }
    }

    /// The named keys, by their names in a session.
    static let keyNames: [String: KeyPress.Key] = [
        "enter": .enter, "tab": .tab, "backTab": .backTab, "escape": .escape, "backspace": .backspace,
        "delete": .delete, "up": .up, "down": .down, "left": .left, "right": .right, "home": .home, "end": .end,
        "pageUp": .pageUp, "pageDown": .pageDown, "insert": .insert,
    ]

    private static func step(_ type: String, _ object: [String: Any]) -> Step? {
        let modifiers = EventModifiers(rawValue: int(object["mods"]) ?? 0)
        switch type {
        case "key":
            if let text = object["char"] as? String, text.count == 1 {
                return .input(.key(KeyPress(.character(text.first!), modifiers: modifiers)))
            }
            if let n = int(object["fn"]), (1...64).contains(n) {
                return .input(.key(KeyPress(.function(n), modifiers: modifiers)))
            }
            if let text = object["ctrl"] as? String, text.count == 1 {
                return .input(.key(KeyPress(.control(text.first!), modifiers: modifiers)))
            }
            if let name = object["key"] as? String, let key = keyNames[name] {
                return .input(.key(KeyPress(key, modifiers: modifiers)))
            }
            return nil
        case "paste":
            return (object["text"] as? String).map { .input(.key(KeyPress(.paste($0)))) }
        case "mouse":
            guard let x = int(object["x"]), let y = int(object["y"]) else { return nil }
            let kind: MouseEvent.Kind
            switch object["kind"] as? String {
            case "click": kind = .click
            case "scrollUp": kind = .scrollUp
            case "drag": kind = .drag
            case "release": kind = .release
            case "scrollDown": kind = .scrollDown
            default: return nil
            }
            return .input(.mouse(MouseEvent(kind, at: Point(x: x, y: y))))
        case "resize":
            guard let width = int(object["width"]), let height = int(object["height"]), width >= 0, height >= 0,
                width <= 10_000, height <= 10_000
            else { return nil }
            return .input(.resize(Size(width: width, height: height)))
        case "end": return .endBatch
        case "frame":
            guard let number = int(object["frame"]), let screen = object["screen"] as? String else { return nil }
            return .frame(number: number, screen: screen)
        case "resumed": return .resumed
        case "bytes":
            guard let hex = object["hex"] as? String else { return nil }
            return bytes(hex: hex).map(Step.bytes)
        case "suspend": return .suspend
        case "check": return .check
        case "exit": return .exit(Int32(clamping: int(object["status"]) ?? 0))
        default: return nil
        }
    }

    private static func bytes(hex: String) -> [UInt8]? {
        let digits = Array(hex.utf8)
        guard digits.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        var i = 0
        while i < digits.count {
            guard let byte = UInt8(String(decoding: digits[i..<(i + 2)], as: UTF8.self), radix: 16) else { return nil }
            bytes.append(byte)
            i += 2
        }
        return bytes
    }

    private static func int(_ value: Any?) -> Int? {
        guard let number = value as? NSNumber else { return nil }
        let double = number.doubleValue
        guard double.isFinite, double == double.rounded(), abs(double) < 1e15 else { return nil }
        return Int(double)
    }

    private static func name(of colors: ColorSupport) -> String {
        switch colors {
        case .monochrome: "monochrome"
        case .ansi: "ansi"
        case .palette256: "palette256"
        case .trueColor: "trueColor"
        }
    }

    private static func colorSupport(named name: String) -> ColorSupport? {
        ["monochrome": .monochrome, "ansi": .ansi, "palette256": .palette256, "trueColor": .trueColor][name]
    }

    /// One JSON object with its fields in this order.
    private static func json(_ fields: [(String, Any)]) -> String {
        "{"
            + fields.map { key, value in
                let encoded: String
                switch value {
                case let text as String: encoded = "\"\(jsonEscape(text))\""
                case let number as Double: encoded = number == number.rounded() ? "\(Int(number)).0" : "\(number)"
                default: encoded = "\(value)"
                }
                return "\"\(key)\":\(encoded)"
            }.joined(separator: ",") + "}"
    }
}

/// A session file that cannot be read.
public struct SessionError: Error, CustomStringConvertible, Equatable {
    /// The line (from 1).
    public var line: Int
    /// What is wrong with it.
    public var problem: String

    /// `session line 3: …`.
    public var description: String { "session line \(line): \(problem)" }
}
