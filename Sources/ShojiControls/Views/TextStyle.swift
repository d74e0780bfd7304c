@_spi(ShojiRuntime) import ShojiCore

/// The text styling a view passes down: what `.font`, `.foregroundStyle`, `.bold`, `.italic`,
/// `.underline` and `.strikethrough` set on a container apply to every text inside.
struct TextStyle: Hashable, Sendable {
    var font: Font?
    var foreground: Color?
    /// A gradient foreground (`.foregroundStyle(LinearGradient(…))`): a text colours each of its cells from it.
    var foregroundGradient: _TerminalGradient?
    var bold = false
    var italic = false
    var underline = false
    var strikethrough = false

    /// The cell style for text drawn with this styling.
    var cellStyle: CellStyle {
        var attributes = font?.attributes ?? []
        if bold {
            attributes.insert(.bold)
            attributes.remove(.dim)
        }
        if italic { attributes.insert(.italic) }
        if underline { attributes.insert(.underline) }
        if strikethrough { attributes.insert(.strikethrough) }
        return CellStyle(foreground: foreground, background: nil, attributes: attributes)
    }
}

private struct TextStyleKey: EnvironmentKey { static let defaultValue = TextStyle() }
private struct MultilineAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
/// The most and the fewest lines of text here, in one environment value: `Text` measures with both, so
/// one lookup serves every measurement.
struct LineLimits: Equatable, Sendable {
    var most: Int?
    var fewest: Int?
}

private struct LineLimitKey: EnvironmentKey { static let defaultValue = LineLimits() }

extension EnvironmentValues {
    /// The font of text here.
    public var font: Font? {
        get { textStyle.font }
        set { textStyle.font = newValue }
    }

    /// How multi-line text is aligned.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineAlignmentKey.self] }
        set { self[MultilineAlignmentKey.self] = newValue }
    }

    /// The most lines text may take (`nil`: as many as needed).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self].most }
        set { self[LineLimitKey.self].most = newValue }
    }

    /// The fewest lines text takes (`lineLimit(2...5)`, `lineLimit(3, reservesSpace: true)`); `nil`: as
    /// few as it needs.
    var reservedLines: Int? {
        get { self[LineLimitKey.self].fewest }
        set { self[LineLimitKey.self].fewest = newValue }
    }

    /// Both line limits (one lookup).
    var lineLimits: LineLimits {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    var textStyle: TextStyle {
        get { self[TextStyleKey.self] }
        set { self[TextStyleKey.self] = newValue }
    }
}

/// How lines of multi-line text are aligned.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}
