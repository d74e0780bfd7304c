/// Whether the terminal shows dark text on a light background or the other way round, as in SwiftUI.
///
/// A terminal does not report its theme. Shoji reads `COLORFGBG` (set by rxvt, Konsole, iTerm2 and
/// others as `"foreground;background"` in ANSI color numbers): a background of 7 or 9–15 is light,
/// anything else dark. Without it, `.dark` — the common terminal default.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// Dark text on a light background.
    case light
    /// Light text on a dark background.
    case dark

    /// The scheme `COLORFGBG` in `environment` describes, `.dark` when it says nothing.
    public static func detect(environment: [String: String]) -> ColorScheme {
        guard let value = environment["COLORFGBG"],
            let last = value.split(separator: ";").last, let background = Int(last)
        else { return .dark }
        return background == 7 || (9...15).contains(background) ? .light : .dark
    }
}
