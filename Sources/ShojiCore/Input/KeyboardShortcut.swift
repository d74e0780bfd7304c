/// A key with modifiers that performs a button's action from anywhere on the screen, as in SwiftUI.
///
/// See ``EventModifiers`` for what the modifiers mean on a terminal. Some control keys are the same
/// bytes as keys of their own and can never be shortcuts: Control-I (Tab), Control-M and Control-J
/// (Enter), Control-H (Backspace), Control-[ (Escape); Control-C quits and Control-Z suspends.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    public let key: KeyEquivalent
    /// The modifiers held with it.
    public let modifiers: EventModifiers

    /// Creates a shortcut; `.command` (Control on a terminal) unless told otherwise.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return, the shortcut of a sheet's or form's default button.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape, the shortcut of a cancel button.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// Whether `press` is this shortcut on a terminal.
    @_spi(ShojiRuntime) public func matches(_ press: KeyPress) -> Bool {
        if modifiers.contains(.option) { return false }
        if !modifiers.isDisjoint(with: [.command, .control]) {
            guard case .character(let c) = key.key, c.isLetter, c.isASCII,
                case .control(let pressed) = press.key
            else { return false }
            return pressed == Character(c.lowercased())
        }
        if modifiers.contains(.shift), case .character(let c) = key.key, c.isLetter {
            return press.key == .character(Character(c.uppercased()))
        }
        return press.key == key.key
    }
}
