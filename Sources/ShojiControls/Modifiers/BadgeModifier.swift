@_spi(ShojiRuntime) import ShojiCore

/// Shows a badge at the trailing edge of a list row, or on a tab item (`.badge(_:)`).
///
/// The badge is dimmed text after the row's content; the row then takes the width offered so the badge
/// sits at the trailing edge. A count of zero (or a `nil` text) shows no badge, as in SwiftUI.
public struct BadgeModifier: ViewModifier, Equatable {
    public typealias Body = Never
    /// The badge's text, or `nil` for none.
    let text: String?
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { BadgeBehavior(self) }
}

/// The trait `.badge(_:)` hands a tab view (the badge's text, a `String?`).
enum BadgeTrait {}

/// Lays out the content and the badge beside it.
final class BadgeBehavior: ModifierBehavior<BadgeModifier> {
    /// The text shown, sanitized; `nil` when there is no badge.
    var text: String? {
        guard let text = modifier.text, !text.isEmpty else { return nil }
        return TextSanitizer.sanitize(text)
    }

    /// Whether the badge is drawn beside the content; `false` for a tab's badge, which its tab view's bar
    /// shows instead (it reads the badge as a trait).
    var drawsBesideContent = true

    override func traitValue(_ key: ObjectIdentifier) -> Any? {
        key == ObjectIdentifier(BadgeTrait.self) ? text as Any : nil
    }
    override func traitWasRead(_ key: ObjectIdentifier) {
        if key == ObjectIdentifier(BadgeTrait.self) { drawsBesideContent = false }
    }

    private var badgeWidth: Int { drawsBesideContent ? text.map { TextWidth.of($0) + 1 } ?? 0 : 0 }

    override func changes(from old: BadgeModifier, to new: BadgeModifier) -> Invalidation {
        guard old != new else { return [] }
        // A badge on a tab shows in its tab view's bar.
        node.environment.tabView?.behavior?.itemsChanged()
        return (old.text ?? "").isEmpty != (new.text ?? "").isEmpty
            || TextWidth.of(old.text ?? "") != TextWidth.of(new.text ?? "") ? [.layout, .paint] : [.paint]
    }

    override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        let extra = badgeWidth
        guard extra > 0 else { return super.sizeThatFits(proposal, children: children) }
        let inner = super.sizeThatFits(
            ProposedSize(width: proposal.width.map { max(0, $0 - extra) }, height: proposal.height), children: children)
        var width = inner.width + extra
        if let offered = proposal.width.map(ProposedSize.normalized), offered < ProposedSize.infinity {
            width = max(width, offered)
        }
        return Size(width: width, height: max(1, inner.height))
    }

    override func place(in rect: Rect, children: [ViewNode]) {
        let extra = badgeWidth
        var inner = rect
        inner.size.width = max(0, rect.width - extra)
        let proposal = ProposedSize(inner.size)
        for child in children {
            child.place(in: Alignment.leading.place(child.size(for: proposal), in: inner))
        }
    }

    override func draw(in canvas: CellCanvas) {
        guard drawsBesideContent, let text else { return }
        let frame = node.frame
        let x = frame.maxX - TextWidth.of(text)
        canvas.draw(text, at: Point(x: max(frame.minX, x), y: frame.minY), style: CellStyle(attributes: [.dim]))
    }
}

extension View {
    /// Shows a count at the trailing edge of a list row or on a tab item; zero shows nothing.
    public func badge(_ count: Int) -> ModifiedContent<Self, BadgeModifier> {
        modifier(BadgeModifier(text: count == 0 ? nil : String(count)))
    }

    /// Shows a text badge; `nil` shows nothing.
    public func badge(_ label: Text?) -> ModifiedContent<Self, BadgeModifier> {
        modifier(BadgeModifier(text: label?.string))
    }

    /// Shows a text badge.
    public func badge<S: StringProtocol>(_ label: S?) -> ModifiedContent<Self, BadgeModifier> {
        modifier(BadgeModifier(text: label.map { String($0) }))
    }
}

@_spi(ShojiRuntime) extension BadgeModifier: PrimitiveModifier {}
