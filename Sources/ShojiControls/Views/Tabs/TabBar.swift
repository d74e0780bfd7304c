@_spi(ShojiRuntime) import ShojiCore

/// A tab view's bar: every tab's label in a row, the selected one bold and underlined.
struct TabBar: View {
    let labels: [any View]
    let badges: [String?]
    let selected: Int
    let select: @MainActor (Int) -> Void

    var body: Never { primitiveBody(Self.self) }
}

extension TabBar: PrimitiveView {
    func makeBehavior() -> TabBarBehavior { TabBarBehavior() }
    func update(_ behavior: TabBarBehavior) -> Invalidation {
        behavior.update(badges: badges, selected: selected, select: select)
    }
    func children(into list: inout ChildList) {
        for (index, label) in labels.enumerated() {
            list.append(any: label, key: .index(index))
        }
    }
}

/// Lays the labels out in a row, draws badges and the selection, and switches tabs.
final class TabBarBehavior: NodeBehavior {
    private var badges: [String?] = []
    private var selected = 0
    private var select: (@MainActor (Int) -> Void)?
    /// Each tab's cells in the bar, for clicks and highlighting.
    private var itemRects: [Rect] = []

    func update(badges: [String?], selected: Int, select: @escaping @MainActor (Int) -> Void) -> Invalidation {
        self.select = select
        guard badges != self.badges || selected != self.selected else { return [] }
        let relayout = badges != self.badges
        self.badges = badges
        self.selected = selected
        return relayout ? [.layout, .paint] : [.paint]
    }

    override var canTakeFocus: Bool { true }

    override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        Size(width: proposal.width.map(ProposedSize.normalized) ?? 40, height: 1)
    }

    override func place(in rect: Rect, children: [ViewNode]) {
        var x = rect.minX + 1
        itemRects = []
        for (index, child) in children.enumerated() {
            let start = x - 1
            let width = min(child.size(for: ProposedSize(width: nil, height: 1)).width, max(0, rect.maxX - x))
            child.place(in: Rect(x: x, y: rect.minY, width: width, height: 1))
            x += width
            if let badge = badges.indices.contains(index) ? badges[index] : nil {
                x += 1 + TextWidth.of(badge)
            }
            itemRects.append(Rect(x: start, y: rect.minY, width: max(0, min(x + 1, rect.maxX) - start), height: 1))
            x += 3
        }
    }

    override func draw(in canvas: CellCanvas) {
        let dim = CellStyle(attributes: [.dim])
        for (index, rect) in itemRects.enumerated() {
            if let badge = badges.indices.contains(index) ? badges[index] : nil {
                let x = rect.maxX - 1 - TextWidth.of(badge)
                canvas.draw(
                    badge, at: Point(x: x, y: rect.minY), style: CellStyle(foreground: .red, attributes: [.bold]))
            }
            if index + 1 < itemRects.count {
                canvas.draw("│", at: Point(x: rect.maxX, y: rect.minY), style: dim)
            }
        }
    }

    override func drawOverlay(in canvas: CellCanvas) {
        for (index, rect) in itemRects.enumerated() {
            if index == selected {
                canvas.restyle(rect) {
                    $0.attributes.insert(.bold)
                    $0.attributes.insert(.underline)
                    if self.isFocused { $0.attributes.insert(.reverse) }
                }
            } else {
                canvas.restyle(rect) { $0.attributes.insert(.dim) }
            }
        }
    }

    override var focusIndicatorRect: Rect {
        itemRects.indices.contains(selected) ? itemRects[selected] : node.frame
    }

    override func handleKey(_ key: KeyPress) -> Bool {
        switch key.key {
        case .left where selected > 0: select?(selected - 1)
        case .right where selected + 1 < itemRects.count: select?(selected + 1)
        case .home: select?(0)
        case .end: select?(max(0, itemRects.count - 1))
        case .left, .right: return true
        default: return false
        }
        return true
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .click else { return false }
        guard let index = itemRects.firstIndex(where: { $0.contains(event.location) }) else { return false }
        select?(index)
        return true
    }
}
