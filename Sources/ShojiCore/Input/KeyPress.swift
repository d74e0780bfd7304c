/// A key the user pressed, as delivered to views.
public struct KeyPress: Hashable, Sendable, CustomStringConvertible {
    /// Which key.
    public enum Key: Hashable, Sendable {
        /// A printable character (including space).
        case character(Character)
        case enter, tab, backTab, escape, backspace, delete
        case up, down, left, right, home, end, pageUp, pageDown, insert
        /// A function key, F1…F12.
        case function(Int)
        /// Control plus a letter (`ctrl("c")`), for letters that have no key of their own.
        case control(Character)
        /// Pasted text (bracketed paste), already stripped of control characters other than line breaks
        /// (as `\n`) and tabs, which multi-line editors keep and single-line fields turn into spaces.
        case paste(String)
    }

    /// The key.
    public let key: Key
    /// The modifier keys the terminal reported with it: Option for a key sent with an Escape prefix
    /// (Alt), and Shift, Option and Control from xterm's modifier parameter (Control-→). Control with a
    /// letter arrives as ``Key/control(_:)`` instead, and Shift with a letter as the capital letter.
    public let modifiers: EventModifiers

    /// Creates a key press.
    public init(_ key: Key, modifiers: EventModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Space, Enter's twin for pressing controls.
    @_spi(ShojiRuntime) public var isSpace: Bool { key == .character(" ") }
    /// Enter or Space: what presses a button.
    @_spi(ShojiRuntime) public var isActivation: Bool { key == .enter || isSpace }

    public var description: String {
        switch key {
        case .character(" "): return "Space"
        case .character(let c): return String(c)
        case .enter: return "Enter"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .escape: return "Esc"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "Left"
        case .right: return "Right"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PageUp"
        case .pageDown: return "PageDown"
        case .insert: return "Insert"
        case .function(let n): return "F\(n)"
        case .control(let c): return "Ctrl-\(c.uppercased())"
        case .paste(let s): return "Paste(\(s.count))"
        }
    }

    /// Parses a key name as the test host accepts it: `"Tab"`, `"Shift-Tab"`, `"Enter"`, `"Space"`,
    /// `"Esc"`, `"Up"`, `"Down"`, `"Left"`, `"Right"`, `"Home"`, `"End"`, `"PageUp"`, `"PageDown"`,
    /// `"Backspace"`, `"Delete"`, `"F1"`…`"F12"`, `"Ctrl-C"`, or a single character; `"Alt-"` before any
    /// of them adds the Option modifier; `"Shift-"` or `"Ctrl-"` before a named key (`"Shift-Left"`,
    /// `"Ctrl-Home"`) adds Shift or Control, as xterm reports them.
    public init?(name: String) {
        let lower = name.lowercased()
        if lower.hasPrefix("alt-"), name.count > 4, let inner = KeyPress(name: String(name.dropFirst(4))) {
            self = KeyPress(inner.key, modifiers: inner.modifiers.union(.option))
        } else if let plain = KeyPress(plainName: name) {
            self = plain
        } else if lower.hasPrefix("shift-") || lower.hasPrefix("ctrl-"),
            let inner = KeyPress(name: String(name.drop { $0 != "-" }.dropFirst()))
        {
            self = KeyPress(inner.key, modifiers: inner.modifiers.union(lower.hasPrefix("shift-") ? .shift : .control))
        } else {
            return nil
        }
    }

    private init?(plainName name: String) {
        modifiers = []
        let lower = name.lowercased()
        switch lower {
        case "tab": key = .tab
        case "shift-tab", "backtab": key = .backTab
        case "enter", "return": key = .enter
        case "space": key = .character(" ")
        case "esc", "escape": key = .escape
        case "up": key = .up
        case "down": key = .down
        case "left": key = .left
        case "right": key = .right
        case "home": key = .home
        case "end": key = .end
        case "pageup", "pgup": key = .pageUp
        case "pagedown", "pgdn": key = .pageDown
        case "backspace": key = .backspace
        case "delete", "del": key = .delete
        case "insert": key = .insert
        default:
            if lower.hasPrefix("ctrl-"), lower.count == 6, let c = lower.last {
                key = .control(c)
            } else if lower.hasPrefix("f"), let n = Int(lower.dropFirst()), (1...24).contains(n) {
                key = .function(n)
            } else if name.count == 1, let c = name.first {
                key = .character(c)
            } else {
                return nil
            }
        }
    }
}

/// A mouse event, in screen cells.
public struct MouseEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// The primary button was pressed and released (a click).
        case click
        /// The wheel turned up.
        case scrollUp
        /// The wheel turned down.
        case scrollDown
        /// The pointer moved with the primary button held (terminals report it with button-event tracking).
        case drag
        /// The primary button was released.
        case release
    }

    /// What happened.
    public var kind: Kind
    /// Where, in screen cells.
    public var location: Point

    /// Creates a mouse event.
    public init(_ kind: Kind, at location: Point) {
        self.kind = kind
        self.location = location
    }
}

/// An input event for the graph.
public enum InputEvent: Sendable {
    /// A key.
    case key(KeyPress)
    /// The mouse.
    case mouse(MouseEvent)
    /// The terminal changed size.
    case resize(Size)
}

extension InputEvent {
    /// Whether this is a printable character typed without Option, Control or Command: what a text
    /// control inserts as text.
    var isTypedCharacter: Bool {
        guard case .key(let press) = self, case .character = press.key else { return false }
        return press.modifiers.isDisjoint(with: [.option, .control, .command])
    }
}
