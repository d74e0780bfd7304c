@_spi(ShojiRuntime) import ShojiCore

/// Help for a view (`.help(_:)`): shown in the status line — the bottom row of the screen — while the
/// view or a control inside it has focus, as a tooltip would be on a Mac.
public struct HelpModifier: ViewModifier, Equatable {
    public typealias Body = Never
    let text: String
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { HelpBehavior(self) }
}

/// Keeps the help text for the status line.
final class HelpBehavior: ModifierBehavior<HelpModifier> {
    override var isTransparent: Bool { true }
    override var providesStatusText: Bool { true }

    override var statusText: String? { TextSanitizer.sanitize(modifier.text) }

    override func changes(from old: HelpModifier, to new: HelpModifier) -> Invalidation { [] }
}

extension View {
    /// Shows `text` in the status line while this view has focus.
    public func help<S: StringProtocol>(_ text: S) -> ModifiedContent<Self, HelpModifier> {
        modifier(HelpModifier(text: String(text)))
    }

    /// Shows `text` in the status line while this view has focus.
    public func help(_ text: Text) -> ModifiedContent<Self, HelpModifier> {
        modifier(HelpModifier(text: text.string))
    }
}

@_spi(ShojiRuntime) extension HelpModifier: PrimitiveModifier {}
