@_spi(ShojiRuntime) import ShojiCore

/// How a presentation looks and behaves.
struct PresentationStyle: Equatable {
    /// Where the box goes.
    enum Placement: Equatable {
        /// Centred on the screen (sheets, alerts).
        case center
        /// Just below the presenting view (menus).
        case below
        /// Beside the presenting view, its first row level with it (a menu inside a menu): to the
        /// right, past the parent box's border, or to the left when the right has no room.
        case beside
    }

    var placement: Placement
    /// Dim everything behind it.
    var dimsBackground: Bool
    /// Keep focus and keys inside it.
    var isModal: Bool
    /// Close it when the user clicks outside.
    var dismissesOnOutsideClick: Bool
    /// The least width of the box, in cells (content permitting).
    var minimumWidth: Int
    /// The most width of the box, in cells (flexible content, like a text field, takes this much).
    var maximumWidth: Int = 72
    /// The box covers the whole screen (`fullScreenCover`).
    var fillsScreen = false

    static let sheet = PresentationStyle(
        placement: .center, dimsBackground: true, isModal: true,
        dismissesOnOutsideClick: false, minimumWidth: 40, maximumWidth: 64)
    /// `fullScreenCover`: a sheet as large as the screen.
    static let fullScreen = PresentationStyle(
        placement: .center, dimsBackground: true, isModal: true,
        dismissesOnOutsideClick: false, minimumWidth: 10_000, maximumWidth: 10_000, fillsScreen: true)
    static let alert = PresentationStyle(
        placement: .center, dimsBackground: true, isModal: true,
        dismissesOnOutsideClick: false, minimumWidth: 30, maximumWidth: 56)
    static let popover = PresentationStyle(
        placement: .below, dimsBackground: false, isModal: true,
        dismissesOnOutsideClick: true, minimumWidth: 0, maximumWidth: 56)
    static let menu = PresentationStyle(
        placement: .below, dimsBackground: false, isModal: true,
        dismissesOnOutsideClick: true, minimumWidth: 0)
    /// A menu inside a menu: beside its item; ← closes it.
    static let submenu = PresentationStyle(
        placement: .beside, dimsBackground: false, isModal: true,
        dismissesOnOutsideClick: true, minimumWidth: 0)
}

/// The box a presentation is shown in: a border, a cleared background, Esc to dismiss, and (for modal
/// ones) focus and keys kept inside. Its content is evaluated in its own node, lazily: only while shown.
struct PresentationHost<Content: View>: View, BuiltinView {
    let style: PresentationStyle
    let content: Content
    let dismiss: @MainActor () -> Void
    var body: Never { primitiveBody(Self.self) }
}

extension PresentationHost: PrimitiveView {
    func makeBehavior() -> PresentationHostBehavior { PresentationHostBehavior(style: style) }
    func update(_ behavior: PresentationHostBehavior) -> Invalidation { behavior.update(dismiss: dismiss) }
    func children(into list: inout ChildList) { list.append(content, key: .index(0)) }
}

final class PresentationHostBehavior: NodeBehavior, PresentationHosting {
    let style: PresentationStyle
    private var onDismiss: (@MainActor () -> Void)?
    private let insets: CellInsets
    /// Set by `.interactiveDismissDisabled()` inside: Esc and clicks outside do not dismiss.
    var interactiveDismissDisabled = false

    init(style: PresentationStyle) {
        self.style = style
        insets =
            style.placement == .center
            ? CellInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
            : CellInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
    }

    /// Takes what dismissing does.
    func update(dismiss: @escaping @MainActor () -> Void) -> Invalidation {
        onDismiss = dismiss
        return []
    }

    override func modifyEnvironment(_ environment: inout EnvironmentValues) {
        let action = onDismiss
        environment.dismiss = DismissAction(action: { action?() })
        environment.presentationHost = PresentationHostReference(node: node)
    }

    /// Closes the presentation (writes `false`/`nil` back to the presenting binding).
    func dismiss() { onDismiss?() }

    override var presentation: (any PresentationHosting)? { self }
    var dimsBackground: Bool { style.dimsBackground }
    var isModal: Bool { style.isModal }
    var dismissesOnOutsideClick: Bool { style.dismissesOnOutsideClick && !interactiveDismissDisabled }

    /// The box's frame on `screen`, for content presented by the view at `anchor`.
    func frame(for node: ViewNode, in screen: Rect, anchor: Rect) -> Rect {
        if style.fillsScreen { return screen }
        let available = ProposedSize(
            width: max(0, min(screen.width - 4, style.maximumWidth)), height: max(0, screen.height - 2))
        var size = node.size(for: available)
        size.width = min(max(size.width, style.minimumWidth), screen.width)
        size.height = min(size.height, screen.height)
        switch style.placement {
        case .center:
            return Rect(
                x: screen.minX + (screen.width - size.width) / 2, y: screen.minY + (screen.height - size.height) / 2,
                width: size.width, height: size.height)
        case .below:
            var y = anchor.maxY
            if y + size.height > screen.maxY { y = max(0, anchor.minY - size.height) }
            let x = min(max(0, anchor.minX), max(0, screen.maxX - size.width))
            return Rect(x: x, y: y, width: size.width, height: size.height)
        case .beside:
            // The anchor is the item's row inside the parent box: one column further is the box's border.
            var x = anchor.maxX + 1
            if x + size.width > screen.maxX { x = max(0, anchor.minX - 1 - size.width) }
            x = min(x, max(0, screen.maxX - size.width))
            let y = min(max(0, anchor.minY - 1), max(0, screen.maxY - size.height))
            return Rect(x: x, y: y, width: size.width, height: size.height)
        }
    }

    override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        let inner = super.sizeThatFits(proposal.inset(by: insets), children: children)
        return Size(width: inner.width + insets.horizontal, height: inner.height + insets.vertical)
    }

    override func place(in rect: Rect, children: [ViewNode]) {
        let inner = rect.inset(by: insets)
        let proposal = ProposedSize(inner.size)
        for child in children {
            let size = child.size(for: proposal)
            child.place(
                in: Alignment.topLeading.place(
                    Size(width: min(size.width, inner.width), height: min(size.height, inner.height)), in: inner))
        }
    }

    override func draw(in canvas: CellCanvas) {
        let f = node.frame
        canvas.fill(f, style: CellStyle())
        guard f.width >= 2, f.height >= 2 else { return }
        let border = CellStyle(foreground: node.environment.tint ?? .accentColor)
        canvas.strokeBox(f, horizontal: "─", vertical: "│", corners: ("╭", "╮", "╰", "╯"), style: border)
    }

    override func handleKey(_ key: KeyPress) -> Bool {
        // ← closes a menu opened beside its item (→ opened it), as in every menu bar.
        if key.key == .left && style.placement == .beside {
            dismiss()
            return true
        }
        if key.key == .escape {
            // A `.cancelAction` button inside runs instead (its action usually dismisses).
            if style.isModal && node.graph.shortcuts.perform(key, in: node, graph: node.graph) { return true }
            if !interactiveDismissDisabled { dismiss() }
            return true
        }
        return false
    }

    override var stopsKeyPropagation: Bool { style.isModal }
}
