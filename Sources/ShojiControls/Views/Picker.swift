@_spi(ShojiRuntime) import ShojiCore

/// A control for choosing one of a set of values, each option tagged with its value.
///
/// ```swift
/// Picker("Filter", selection: $model.filter) {
///     ForEach(TodoFilter.allCases, id: \.self) { filter in
///         Text(filter.label).tag(filter)
///     }
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// Styles (`.pickerStyle(_:)`):
/// - `.segmented`: all options inline, `│ All │ Active │ Completed │`; ← / → or a click select.
/// - `.menu` (and `.automatic`): the current value with `▾`; Enter, Space or a click opens a popup list
///   (↑ / ↓ move, Enter chooses, Esc closes).
/// - `.radioGroup`: every option on its own line with `◉`/`○`; ↑ / ↓ select.
/// - `.inline`: every option on its own line, the chosen one with `✓` (SwiftUI's inline picker in a
///   list); ↑ / ↓ select.
/// - `.wheel`: three rows, the chosen option in the middle between its neighbours, dimmed; ↑ / ↓ turn
///   the wheel.
///
/// Options are the views tagged with `.tag(_:)`; inside a `ForEach` without tags, each option's tag is its
/// element id (as in SwiftUI). The selection can be any `Hashable` type matching the tags.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// A picker with a custom label.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.label = label()
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension Picker where Label == Text {
    /// A picker with a text label.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

@_spi(ShojiRuntime) extension Picker: PrimitiveView {
    public func makeBehavior() -> PickerBehavior { PickerBehavior() }
    public func update(_ behavior: PickerBehavior) -> Invalidation { behavior.update(model: model) }
    public func children(into list: inout ChildList) {
        list.append(label, key: .index(0))
        list.append(content, key: .index(1))
    }

    /// The picker's parts, with the selection's type erased.
    private var model: PickerModel {
        let selection = self.selection
        return PickerModel(
            key: selection.trackingKey, get: { AnyHashable(selection.wrappedValue) },
            set: { tag in if let value = tag.base as? SelectionValue { selection.wrappedValue = value } },
            content: content)
    }
}

/// The type-erased parts of a picker.
struct PickerModel {
    var key: TrackingKey?
    var get: @MainActor () -> AnyHashable
    var set: @MainActor (AnyHashable) -> Void
    var content: any View
}

/// The picker styles a terminal can draw.
enum PickerStyleKind: Hashable, Sendable {
    case menu, segmented, inline, radioGroup, wheel

    /// Whether the options stand one per row, every one shown (inline and radio group).
    var isList: Bool { self == .inline || self == .radioGroup }
}

/// A picker style, chosen with `.pickerStyle(_:)`.
public protocol PickerStyle {}
public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct RadioGroupPickerStyle: PickerStyle { public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { .init() }
}
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == RadioGroupPickerStyle {
    public static var radioGroup: RadioGroupPickerStyle { .init() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { .init() }
}

private struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyleKind.menu }

extension EnvironmentValues {
    var pickerStyle: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of pickers in this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentModifier> {
        let kind: PickerStyleKind
        switch style {
        case is SegmentedPickerStyle: kind = .segmented
        case is InlinePickerStyle: kind = .inline
        case is RadioGroupPickerStyle: kind = .radioGroup
        case is WheelPickerStyle: kind = .wheel
        default: kind = .menu
        }
        return environmentModifier("pickerStyle", kind) { $0.pickerStyle = kind }
    }
}

/// Finds a picker's options: the tagged units under its content, each with its tag (or, untagged in a
/// `ForEach`, its element id).
@MainActor
enum PickerOptions {
    static func collect(under content: ViewNode?) -> [(node: ViewNode, tag: AnyHashable?)] {
        guard let content else { return [] }
        let units = content.behavior.isTransparent ? content.layoutChildren : [content]
        return units.map { unit in
            if let tag = unit.trait(TagTrait.self, as: AnyHashable.self) { return (unit, tag) }
            var n: ViewNode? = unit
            while let current = n, current !== content.parent {
                if case .element(let id) = current.key { return (unit, id.anyHashable) }
                n = current.parent
            }
            return (unit, nil)
        }
    }
}

/// Lays out and drives a ``Picker`` in its three styles.
@_spi(ShojiRuntime) public final class PickerBehavior: FormRowBehavior {
    private var model: PickerModel?
    private var selected: AnyHashable?
    private var isOpen = false
    private var segmentFrames: [Rect] = []

    /// Takes the picker's parts and follows its selection.
    func update(model: PickerModel) -> Invalidation {
        self.model = model
        // The options are children: their own changes repaint and re-lay out what they need.
        return follow(key: model.key, shown: &selected) { model.get() } ? [.layout, .paint] : []
    }

    @_spi(ShojiRuntime) public override var canTakeFocus: Bool { true }

    private var style: PickerStyleKind { node.environment.pickerStyle }
    private var labelNode: ViewNode? { node.children.first { $0.key == .index(0) } }
    private var contentNode: ViewNode? { node.children.first { $0.key == .index(1) } }
    private var options: [(node: ViewNode, tag: AnyHashable?)] { PickerOptions.collect(under: contentNode) }
    private var selectedIndex: Int? { options.firstIndex { $0.tag == selected } }

    @_spi(ShojiRuntime) public override func makeChildren(from view: any View, into list: inout ChildList) -> Bool {
        node.appendViewChildren(into: &list)
        if isOpen, let model {
            let menu = PickerMenu(content: model.content, model: model, close: { [weak self] in self?.close() })
            list.append(
                PresentationHost(style: .menu, content: menu, dismiss: { [weak self] in self?.close() }),
                key: .detached(0))
        }
        return true
    }

    @_spi(ShojiRuntime) public override func didMountDetached(_ child: ViewNode) {
        node.graph.present(child)
    }

    private func open() {
        isOpen = true
        node.graph.markDirty(node)
    }

    private func close() {
        guard isOpen else { return }
        isOpen = false
        node.graph.markDirty(node)
    }

    // MARK: Layout

    private func optionSizes() -> [Size] {
        options.map { $0.node.size(for: .unspecified) }
    }

    override var controlWidth: Int {
        switch style {
        case .segmented:
            let sizes = optionSizes()
            return sizes.reduce(0) { $0 + $1.width + 2 } + max(0, sizes.count - 1) + 2
        case .menu:
            let widths = optionSizes().map(\.width)
            return (widths.max() ?? 0) + 2
        case .inline, .radioGroup, .wheel:
            return (optionSizes().map(\.width).max() ?? 0) + 2
        }
    }

    override var controlLeading: Bool { false }

    /// Whether the label is shown: always in a form; outside one, segmented and inline pickers show
    /// only their options (as SwiftUI does).
    private var showsLabel: Bool { formLabelWidth != nil || style == .menu }

    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        var size = super.sizeThatFits(proposal, children: showsLabel ? labelUnits : [])
        if style.isList { size.height = max(size.height, options.count) }
        if style == .wheel { size.height = max(size.height, min(3, options.count)) }
        return size
    }

    private var labelUnits: [ViewNode] {
        guard let labelNode else { return [] }
        return labelNode.behavior.isTransparent ? labelNode.layoutChildren : [labelNode]
    }

    override var fillsWidth: Bool { style != .segmented || formLabelWidth != nil }

    @_spi(ShojiRuntime) public override func place(in rect: Rect, children: [ViewNode]) {
        let labels = labelUnits
        if showsLabel {
            super.place(in: rect, children: labels)
        } else {
            for unit in labels { unit.place(in: Rect(x: rect.minX, y: rect.minY, width: 0, height: 0)) }
            super.place(in: rect, children: [])
        }
        var control = controlFrame
        if !showsLabel { control = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height) }
        let opts = options
        segmentFrames = []
        switch style {
        case .segmented:
            var x = control.minX + 1
            let natural = opts.map { $0.node.size(for: .unspecified).width }
            // Too narrow for every label (a sidebar): the widest labels give up cells first, so every
            // segment stays on screen to be clicked.
            let widths = SegmentWidths.fit(natural, into: control.width - 1 - 3 * opts.count)
            for (option, width) in zip(opts, widths) {
                let segment = Rect(x: x, y: control.minY, width: width + 2, height: 1)
                segmentFrames.append(segment)
                option.node.place(
                    in: Rect(x: x + 1, y: control.minY, width: min(width, max(0, control.maxX - x - 1)), height: 1))
                x += width + 3
            }
        case .menu:
            let index = selectedIndex
            for (i, option) in opts.enumerated() {
                if i == index {
                    let size = option.node.size(for: .unspecified)
                    option.node.place(
                        in: Rect(x: control.minX, y: control.minY, width: min(size.width, control.width), height: 1))
                } else {
                    option.node.place(in: Rect(x: control.minX, y: control.minY, width: 0, height: 0))
                }
            }
        case .inline, .radioGroup:
            for (i, option) in opts.enumerated() {
                let size = option.node.size(for: .unspecified)
                let row = Rect(x: control.minX, y: control.minY + i, width: control.width, height: 1)
                segmentFrames.append(row)
                option.node.place(
                    in: Rect(x: row.minX + 2, y: row.minY, width: min(size.width, max(0, row.width - 2)), height: 1))
            }
        case .wheel:
            // The chosen option in the middle row (the first row when there are fewer than three).
            let middle = min(1, opts.count - 1)
            let chosen = selectedIndex ?? 0
            for (i, option) in opts.enumerated() {
                let rowIndex = i - chosen + middle
                guard rowIndex >= 0, rowIndex < min(3, opts.count) else {
                    option.node.place(in: Rect(x: control.minX, y: control.minY, width: 0, height: 0))
                    continue
                }
                let size = option.node.size(for: .unspecified)
                let row = Rect(x: control.minX, y: control.minY + rowIndex, width: control.width, height: 1)
                option.node.place(
                    in: Rect(x: row.minX + 2, y: row.minY, width: min(size.width, max(0, row.width - 2)), height: 1))
                if i == chosen { segmentFrames = [row] }
            }
        }
    }

    // MARK: Drawing

    @_spi(ShojiRuntime) public override func draw(in canvas: CellCanvas) {
        let tint = node.environment.tint ?? .accentColor
        let lineStyle = CellStyle(foreground: tint)
        switch style {
        case .segmented:
            guard let first = segmentFrames.first, let last = segmentFrames.last else { return }
            canvas.draw("│", at: Point(x: first.minX - 1, y: first.minY), style: lineStyle)
            for segment in segmentFrames {
                canvas.draw("│", at: Point(x: segment.maxX, y: segment.minY), style: lineStyle)
            }
            _ = last
            if let i = selectedIndex, i < segmentFrames.count {
                canvas.fill(segmentFrames[i], style: CellStyle(background: tint))
            }
        case .menu:
            canvas.draw("▾", at: Point(x: controlFrame.maxX - 1, y: controlFrame.minY), style: lineStyle)
        case .radioGroup:
            for (i, row) in segmentFrames.enumerated() {
                canvas.draw(
                    i == selectedIndex ? "◉" : "○", at: row.origin, style: i == selectedIndex ? lineStyle : CellStyle())
            }
        case .inline:
            if let i = selectedIndex, i < segmentFrames.count {
                canvas.draw("✓", at: segmentFrames[i].origin, style: lineStyle)
            }
        case .wheel:
            if let row = segmentFrames.first { canvas.draw("▸", at: row.origin, style: lineStyle) }
        }
    }

    @_spi(ShojiRuntime) public override func drawOverlay(in canvas: CellCanvas) {
        if style == .wheel, let row = segmentFrames.first {
            // The neighbours of the chosen option are dimmed, as on a wheel.
            for y in node.frame.minY..<node.frame.maxY where y != row.minY {
                canvas.restyle(Rect(x: row.minX, y: y, width: row.width, height: 1)) { $0.attributes.insert(.dim) }
            }
        }
        if let i = selectedIndex, style == .segmented, i < segmentFrames.count {
            canvas.restyle(segmentFrames[i]) { $0.attributes.insert(.bold) }
        }
        if isFocused {
            switch style {
            case .segmented:
                if let i = selectedIndex, i < segmentFrames.count {
                    canvas.restyle(segmentFrames[i]) { $0.attributes.insert(.reverse) }
                } else if let first = segmentFrames.first {
                    canvas.restyle(first) { $0.attributes.insert(.underline) }
                }
            case .menu:
                canvas.restyle(controlFrame) { $0.attributes.insert(.reverse) }
            case .wheel:
                if let row = segmentFrames.first { canvas.restyle(row) { $0.attributes.insert(.reverse) } }
            case .inline where isMenuItems:
                // In a menu the options are its items: the one under the cursor is highlighted whole.
                if menuCursor < segmentFrames.count {
                    canvas.restyle(segmentFrames[menuCursor]) { $0.attributes.insert(.reverse) }
                }
            case .inline, .radioGroup:
                if let i = selectedIndex, i < segmentFrames.count {
                    canvas.restyle(Rect(x: segmentFrames[i].minX, y: segmentFrames[i].minY, width: 1, height: 1)) {
                        $0.attributes.insert(.reverse)
                    }
                }
            }
        }
        if !node.environment.isEnabled { canvas.restyle(node.frame) { $0.attributes.insert(.dim) } }
    }

    // MARK: Input

    /// Whether the options are items of a menu (an inline picker inside a `Menu`): ↑/↓ move a cursor
    /// over them, and choosing one closes the menus, as SwiftUI's menus do.
    private var isMenuItems: Bool { style == .inline && node.environment.closeMenus != nil }
    /// The option under the cursor, when ``isMenuItems``.
    private var menuCursor = 0

    @_spi(ShojiRuntime) public override func didGainFocus() {
        super.didGainFocus()
        if isMenuItems { menuCursor = selectedIndex ?? 0 }
    }

    /// Chooses the option at `index` and closes the menus around.
    private func chooseMenuItem(_ index: Int) {
        select(index)
        node.environment.closeMenus?()
    }

    private func select(_ index: Int) {
        let opts = options
        guard opts.indices.contains(index), let tag = opts[index].tag else { return }
        model?.set(tag)
    }

    @_spi(ShojiRuntime) public override func handleKey(_ key: KeyPress) -> Bool {
        guard node.environment.isEnabled else { return false }
        let current = selectedIndex ?? -1
        if isMenuItems {
            switch key.key {
            case .up:
                guard menuCursor > 0 else { return false }
                menuCursor -= 1
            case .down:
                guard menuCursor < options.count - 1 else { return false }
                menuCursor += 1
            case .enter, .character(" "):
                chooseMenuItem(menuCursor)
                return true
            default:
                return false
            }
            node.setNeedsPaint()
            return true
        }
        switch (style, key.key) {
        case (.segmented, .left): select(max(0, current - 1))
        case (.segmented, .right): select(min(options.count - 1, current + 1))
        case (.inline, .up), (.radioGroup, .up), (.wheel, .up):
            guard current > 0 else { return false }
            select(current - 1)
        case (.inline, .down), (.radioGroup, .down), (.wheel, .down):
            guard current < options.count - 1 else { return false }
            select(current + 1)
        case (.menu, _) where key.isActivation: open()
        default: return false
        }
        return true
    }

    @_spi(ShojiRuntime) public override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .click, node.environment.isEnabled else { return false }
        switch style {
        case .inline where isMenuItems:
            if let i = segmentFrames.firstIndex(where: { $0.contains(event.location) }) { chooseMenuItem(i) }
        case .segmented, .inline, .radioGroup:
            if let i = segmentFrames.firstIndex(where: { $0.contains(event.location) }) { select(i) }
        case .wheel:
            // A click above the chosen row turns the wheel back, below it forward.
            guard let row = segmentFrames.first, let current = selectedIndex else { return true }
            if event.location.y < row.minY { select(current - 1) }
            if event.location.y > row.minY { select(current + 1) }
        case .menu:
            open()
        }
        return true
    }

    @_spi(ShojiRuntime) public override func activate() -> Bool {
        if style == .menu {
            open()
            return true
        }
        return false
    }
}

/// The popup list of a menu-style picker: ↑ / ↓ move, Enter or a click chooses, Esc closes.
struct PickerMenu: View, BuiltinView {
    let content: any View
    let model: PickerModel
    let close: @MainActor () -> Void
    var body: Never { primitiveBody(Self.self) }
}

extension PickerMenu: PrimitiveView {
    func makeBehavior() -> PickerMenuBehavior { PickerMenuBehavior() }
    func update(_ behavior: PickerMenuBehavior) -> Invalidation { behavior.update(menu: self) }
    func children(into list: inout ChildList) { list.append(any: content, key: .index(0)) }
}

final class PickerMenuBehavior: NodeBehavior {
    private var menu: PickerMenu?
    private var cursor = 0
    private var rows: [Rect] = []

    /// Takes the menu's new value.
    func update(menu: PickerMenu) -> Invalidation {
        self.menu = menu
        return [.paint]
    }

    override func didMount() {
        let selected = menu?.model.get()
        cursor = options.firstIndex { $0.tag == selected } ?? 0
    }

    override var canTakeFocus: Bool { true }

    private var options: [(node: ViewNode, tag: AnyHashable?)] { PickerOptions.collect(under: node.children.first) }

    override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        let sizes = options.map { $0.node.size(for: .unspecified) }
        return Size(width: (sizes.map(\.width).max() ?? 0) + 2, height: sizes.count)
    }

    override func place(in rect: Rect, children: [ViewNode]) {
        rows = []
        for (i, option) in options.enumerated() {
            let row = Rect(x: rect.minX, y: rect.minY + i, width: rect.width, height: 1)
            rows.append(row)
            let size = option.node.size(for: .unspecified)
            option.node.place(
                in: Rect(x: row.minX + 2, y: row.minY, width: min(size.width, max(0, row.width - 2)), height: 1))
        }
    }

    override func draw(in canvas: CellCanvas) {
        let selected = menu?.model.get()
        for (i, option) in options.enumerated() where i < rows.count && option.tag == selected {
            canvas.draw("✓", at: rows[i].origin, style: CellStyle(foreground: node.environment.tint ?? .accentColor))
        }
    }

    override func drawOverlay(in canvas: CellCanvas) {
        if cursor < rows.count { canvas.restyle(rows[cursor]) { $0.attributes.insert(.reverse) } }
    }

    private func choose(_ index: Int) {
        let opts = options
        guard opts.indices.contains(index), let tag = opts[index].tag, let menu else { return }
        menu.model.set(tag)
        menu.close()
    }

    override func handleKey(_ key: KeyPress) -> Bool {
        switch key.key {
        case .up:
            cursor = max(0, cursor - 1)
            node.setNeedsPaint()
        case .down:
            cursor = min(options.count - 1, cursor + 1)
            node.setNeedsPaint()
        case .home:
            cursor = 0
            node.setNeedsPaint()
        case .end:
            cursor = max(0, options.count - 1)
            node.setNeedsPaint()
        case .enter, .character(" "): choose(cursor)
        default: return false
        }
        return true
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .click, let i = rows.firstIndex(where: { $0.contains(event.location) }) else {
            return false
        }
        choose(i)
        return true
    }
}

/// How wide each segment of a segmented picker is drawn.
enum SegmentWidths {
    /// `natural` widths, capped at the largest width that lets them all fit in `available` cells (each
    /// at least 1); unchanged when they fit.
    static func fit(_ natural: [Int], into available: Int) -> [Int] {
        guard natural.reduce(0, +) > available, !natural.isEmpty else { return natural }
        var cap = natural.max() ?? 0
        while cap > 1 && natural.reduce(0, { $0 + min($1, cap) }) > available { cap -= 1 }
        return natural.map { max(1, min($0, cap)) }
    }
}
