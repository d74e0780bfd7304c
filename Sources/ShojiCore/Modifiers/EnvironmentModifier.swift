/// Changes the environment for a view and everything inside it (`.font`, `.disabled`,
/// `.environment(\.key, value)`, `.environment(object)`, …).
///
/// `value` identifies the change: when a parent produces the modifier again with an equal value (compared
/// as view values are), nothing below is touched.
public struct EnvironmentModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let key: Key
    let value: Any
    let apply: (inout EnvironmentValues) -> Void

    /// What a modifier changes: the name of one of Shoji's modifiers, an environment key path, or the
    /// type of an object put in the environment. (An `AnyHashable` here cost a dynamic cast on every
    /// comparison, about 2,000 instructions for each `.disabled` or `.font` a frame updated.)
    enum Key: Hashable {
        case name(String)
        case keyPath(AnyKeyPath)
        case object(ObjectIdentifier)

        /// Written out, one case at a time: a `switch` over the pair would ask the runtime for the pair's
        /// tuple metadata on every comparison.
        static func == (a: Key, b: Key) -> Bool {
            switch a {
            case .name(let x):
                if case .name(let y) = b { return x == y }
            case .keyPath(let x):
                if case .keyPath(let y) = b { return x == y }
            case .object(let x):
                if case .object(let y) = b { return x == y }
            }
            return false
        }
    }

    func makeBehavior() -> NodeBehavior { EnvironmentModifierBehavior(self) }

    /// Whether `other` makes the same change: the same key, and a value that compares equal as view
    /// values do.
    func isSameChange(as other: EnvironmentModifier) -> Bool {
        key == other.key && ViewComparator.compare(value, other.value) == .equal
    }
}

/// Two values of the modifier are the same change when their keys and values are: `apply` is made from
/// them, so it is not compared (as a closure it would count as an action that differs, every time).
extension EnvironmentModifier: ViewFieldComparable {
    func compareField(to other: Any) -> ViewComparison {
        guard let other = other as? EnvironmentModifier else { return .different }
        return isSameChange(as: other) ? .equal : .different
    }
}

final class EnvironmentModifierBehavior: ModifierBehavior<EnvironmentModifier> {
    override var isTransparent: Bool { true }

    override func changes(from old: EnvironmentModifier, to new: EnvironmentModifier) -> Invalidation {
        old.isSameChange(as: new) ? [] : [.environment]
    }

    override func modifyEnvironment(_ environment: inout EnvironmentValues) {
        modifier.apply(&environment)
    }
}

extension View {
    /// The modifier for a change named `key` made from `value` alone: two modifiers with the same key and
    /// equal values must apply the same change (one key per form of a modifier: `lineLimit(2...)` and
    /// `lineLimit(...2)` carry the same number).
    func environmentModifier(_ key: String, _ value: Any, _ apply: @escaping (inout EnvironmentValues) -> Void)
        -> ModifiedContent<Self, EnvironmentModifier>
    {
        modifier(EnvironmentModifier(key: .name(key), value: value, apply: apply))
    }

    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedContent<
        Self, EnvironmentModifier
    > {
        modifier(EnvironmentModifier(key: .keyPath(keyPath), value: value) { $0[keyPath: keyPath] = value })
    }

    /// Places an `@Observable` object in the environment, where descendants read it with
    /// `@Environment(T.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedContent<Self, EnvironmentModifier> {
        modifier(
            EnvironmentModifier(key: .object(ObjectIdentifier(T.self)), value: object as Any) { env in
                if let object { env.setObject(object, as: T.self) }
            })
    }

    /// Sets the font of text in this view.
    public func font(_ font: Font?) -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("font", font as Any) { $0.textStyle.font = font }
    }

    /// Makes text in this view bold.
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("bold", isActive) { $0.textStyle.bold = isActive }
    }

    /// Makes text in this view italic.
    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("italic", isActive) { $0.textStyle.italic = isActive }
    }

    /// Underlines text in this view.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("underline", isActive) { $0.textStyle.underline = isActive }
    }

    /// Strikes through text in this view (see ``CellStyle/Attributes/strikethrough`` for how a terminal draws it).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> ModifiedContent<
        Self, EnvironmentModifier
    > {
        environmentModifier("strikethrough", isActive) { $0.textStyle.strikethrough = isActive }
    }

    /// Sets the weight of text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("fontWeight", weight as Any) {
            $0.textStyle.bold = (weight?.value ?? 0) >= Font.Weight.semibold.value
        }
    }

    /// Sets the color of text and symbols in this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentModifier> {
        if style is TintShapeStyle {
            return environmentModifier("foreground", "tint") { $0.textStyle.foreground = $0.tint ?? .accentColor }
        }
        let color = style as? Color
        return environmentModifier("foreground", color as Any) { $0.textStyle.foreground = color }
    }

    /// Sets the color of text and symbols in this view.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("foreground", color as Any) { $0.textStyle.foreground = color }
    }

    /// Sets the accent color of controls in this view.
    public func tint(_ color: Color?) -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("tint", color as Any) { $0.tint = color }
    }

    /// Changes nothing: every terminal cell is monospaced.
    public func monospacedDigit() -> Self { self }

    /// Changes nothing: every terminal cell is monospaced.
    public func monospaced(_ isActive: Bool = true) -> Self { self }

    /// Disables (dims, and takes out of focus and input) this view and the controls inside it.
    public func disabled(_ disabled: Bool) -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("disabled", disabled) { if disabled { $0.isEnabled = false } }
    }

    /// Sets how lines of multi-line text are aligned.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("multilineTextAlignment", alignment) { $0.multilineTextAlignment = alignment }
    }

    /// Limits text to a number of lines.
    public func lineLimit(_ limit: Int?) -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("lineLimit", limit as Any) { $0.lineLimit = limit }
    }

    /// Limits text to a range of lines: it takes at least `limit.lowerBound` lines (empty ones if
    /// need be) and at most `limit.upperBound`. A vertical `TextField` grows within it.
    public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("lineLimit(range)", limit) {
            $0.lineLimit = limit.upperBound
            $0.reservedLines = limit.lowerBound
        }
    }

    /// Makes text take at least `limit.lowerBound` lines, with no upper limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("lineLimit(from)", limit.lowerBound) {
            $0.lineLimit = nil
            $0.reservedLines = limit.lowerBound
        }
    }

    /// Limits text to at most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("lineLimit(through)", limit.upperBound) {
            $0.lineLimit = limit.upperBound
            $0.reservedLines = nil
        }
    }

    /// Limits text to `limit` lines; with `reservesSpace`, it takes all of them even when shorter.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("lineLimit(reservesSpace)", [limit, reservesSpace ? 1 : 0]) {
            $0.lineLimit = limit
            $0.reservedLines = reservesSpace ? limit : nil
        }
    }
}
