import Foundation
@_spi(ShojiRuntime) import ShojiCore

extension KeyPress {
    /// When in a key's life a handler runs (SwiftUI's `KeyPress.Phases`). A terminal reports only key
    /// presses (and their repeats, which look the same): every key is `.down`; `.up` never comes.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The key went down.
        public static let down = Phases(rawValue: 1)
        /// The key repeats while held (reported as `.down` by terminals).
        public static let `repeat` = Phases(rawValue: 2)
        /// The key went up (terminals do not report it).
        public static let up = Phases(rawValue: 4)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// The phase of this press: always `.down` in a terminal.
    public var phase: Phases { .down }

    /// The text the key types: the character, `"\r"` for Return, `"\t"` for Tab, `" "` for Space, the
    /// pasted text for a paste, else empty.
    public var characters: String {
        switch key {
        case .character(let c): return String(c)
        case .enter: return "\r"
        case .tab: return "\t"
        case .paste(let text): return text
        default: return ""
        }
    }
}

extension KeyPress.Key {
    /// SwiftUI's name for ↑.
    public static let upArrow = KeyPress.Key.up
    /// SwiftUI's name for ↓.
    public static let downArrow = KeyPress.Key.down
    /// SwiftUI's name for ←.
    public static let leftArrow = KeyPress.Key.left
    /// SwiftUI's name for →.
    public static let rightArrow = KeyPress.Key.right
    /// SwiftUI's name for Return.
    public static let `return` = KeyPress.Key.enter
    /// SwiftUI's name for Space.
    public static let space = KeyPress.Key.character(" ")
    /// SwiftUI's name for Delete forward.
    public static let deleteForward = KeyPress.Key.delete
}

extension View {
    /// Runs `action` with the press when `key` reaches this view unused (in `phases`; terminals report
    /// only `.down`); return `.ignored` to pass it on.
    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result
    ) -> ModifiedContent<Self, KeyCommandModifier> {
        onKeyPress(matching: { $0.key == key.key }, phases: phases, action: action)
    }

    /// Runs `action` when any of `keys` reaches this view unused.
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> ModifiedContent<Self, KeyCommandModifier> {
        let wanted = Set(keys.map(\.key))
        return onKeyPress(matching: { wanted.contains($0.key) }, phases: phases, action: action)
    }

    /// Runs `action` when a character of `characters` is typed and reaches this view unused.
    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> ModifiedContent<Self, KeyCommandModifier> {
        onKeyPress(
            matching: { press in
                guard case .character(let c) = press.key else { return false }
                return c.unicodeScalars.allSatisfy { characters.contains($0) }
            }, phases: phases, action: action)
    }

    /// Runs `action` for every key that reaches this view unused.
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result)
        -> ModifiedContent<Self, KeyCommandModifier>
    {
        onKeyPress(matching: { _ in true }, phases: phases, action: action)
    }

    private func onKeyPress(
        matching: @escaping @MainActor (KeyPress) -> Bool, phases: KeyPress.Phases,
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> ModifiedContent<Self, KeyCommandModifier> {
        nonisolated(unsafe) var last: KeyPress?
        let runs = phases.contains(.down) || phases.contains(.repeat)
        return modifier(
            KeyCommandModifier(
                matches: { press in
                    guard runs, matching(press) else { return false }
                    last = press
                    return true
                }, action: { last.map { action($0) == .handled } ?? false }, seesKeysFirst: true))
    }
}
