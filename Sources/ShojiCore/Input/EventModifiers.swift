/// The modifier keys of a keyboard shortcut, as in SwiftUI.
///
/// A terminal reports few modifiers: Control with a letter arrives as one control character, and Shift
/// with a letter as the capital letter. So on a terminal `.command` means **Control** (there is no
/// Command key), `.control` means Control, and `.shift` with a letter means the capital letter. A
/// shortcut with `.option` never fires (terminals send Alt as an Escape prefix, which Shoji does not
/// decode as a modifier).
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// Creates a set of modifiers from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock (never reported by a terminal).
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift: with a letter, the capital letter.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option (Alt): not available on a terminal.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command: Control on a terminal.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// A key of the numeric keypad (never reported by a terminal).
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Every modifier.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}
