import Foundation

/// A view as assistive technology (and a UI test) sees it: what its accessibility modifiers say, where it
/// is, and what it shows.
public struct AccessibilityElement: Equatable, Sendable {
    /// The label (`.accessibilityLabel`), or for `accessibilityElement(children: .combine)` the text shown.
    public var label: String?
    /// The value (`.accessibilityValue`).
    public var value: String?
    /// The hint (`.accessibilityHint`).
    public var hint: String?
    /// The identifier (`.accessibilityIdentifier`).
    public var identifier: String?
    /// The traits added and not removed.
    public var traits: AccessibilityTraits
    /// The names of its actions (`"default"` for `accessibilityAction { … }`).
    public var actions: [String]
    /// Where it is on screen.
    public var frame: Rect
    /// The text shown in its frame.
    public var text: String
}

extension TestHost {
    /// The views on screen that accessibility modifiers describe, top to bottom (a view's
    /// `.accessibilitySortPriority` moves it ahead of lower ones); hidden ones are left out.
    public var accessibilityElements: [AccessibilityElement] {
        var found: [(element: AccessibilityElement, priority: Double, order: Int)] = []
        collectAccessibility(graph.root, into: &found)
        return found.sorted { a, b in a.priority != b.priority ? a.priority > b.priority : a.order < b.order }
            .map(\.element)
    }

    /// The element with `identifier`, as a UI test's `app.buttons["id"]`.
    public func element(identifier: String) -> AccessibilityElement? {
        accessibilityElements.first { $0.identifier == identifier }
    }

    /// The element labelled `label` — by `.accessibilityLabel`, or else a control (a Tab stop) showing
    /// exactly that text, as UI tests find a button by its title.
    public func element(label: String) -> AccessibilityElement? {
        if let element = accessibilityElements.first(where: { $0.label == label }) { return element }
        var controls: [ViewNode] = []
        collectControls(graph.root, into: &controls)
        // A control's own decoration (a button's brackets, a toggle's box) is not part of its title.
        let decoration = CharacterSet(charactersIn: "[]()<> ")
        for node in controls where text(in: node.frame).trimmingCharacters(in: decoration) == label {
            return AccessibilityElement(
                label: label, value: nil, hint: nil, identifier: nil, traits: [], actions: [], frame: node.frame,
                text: label)
        }
        return nil
    }

    /// Clicks the middle of the element with `identifier`; returns `nil` (and clicks nothing) if there is none.
    @discardableResult
    public func click(identifier: String) -> FrameStats? {
        guard let frame = element(identifier: identifier)?.frame, !frame.isEmpty else { return nil }
        return click(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
    }

    /// Performs the element's action named `name` (`"default"` for `accessibilityAction { … }`), as
    /// assistive technology would. Returns whether it had one.
    @discardableResult
    public func performAccessibilityAction(_ name: String = "default", identifier: String) -> Bool {
        var found: [(element: AccessibilityElement, priority: Double, order: Int)] = []
        var handlers: [String: [String: () -> Void]] = [:]
        collectAccessibility(graph.root, into: &found, handlers: &handlers)
        guard let handler = handlers[identifier]?[name] else { return false }
        handler()
        render()
        return true
    }

    private func collectAccessibility(
        _ node: ViewNode, into found: inout [(element: AccessibilityElement, priority: Double, order: Int)]
    ) {
        var handlers: [String: [String: () -> Void]] = [:]
        collectAccessibility(node, into: &found, handlers: &handlers)
    }

    private func collectAccessibility(
        _ node: ViewNode, into found: inout [(element: AccessibilityElement, priority: Double, order: Int)],
        handlers: inout [String: [String: () -> Void]]
    ) {
        guard node.isMounted else { return }
        guard var properties = node.behavior.accessibility else {
            for child in node.children { collectAccessibility(child, into: &found, handlers: &handlers) }
            return
        }
        // A chain of accessibility modifiers describes one view: merge it down to the view it wraps.
        var content = node
        while content.children.count == 1, let inner = content.children[0].behavior.accessibility {
            properties = properties.merged(with: inner)
            content = content.children[0]
        }
        if properties.hidden == true { return }
        let frame = content.coveredRect
        let shown = text(in: frame)
        var label = properties.label
        if label == nil, properties.children == .combine { label = shown }
        let element = AccessibilityElement(
            label: label, value: properties.value, hint: properties.hint, identifier: properties.identifier,
            traits: properties.addedTraits, actions: properties.actions.map(\.kind.name), frame: frame, text: shown)
        found.append((element, properties.sortPriority ?? 0, found.count))
        if let identifier = properties.identifier {
            for action in properties.actions where handlers[identifier]?[action.kind.name] == nil {
                handlers[identifier, default: [:]][action.kind.name] = action.handler
            }
        }
        guard properties.children != .combine, properties.children != .ignore else { return }
        for child in content.children { collectAccessibility(child, into: &found, handlers: &handlers) }
    }

    private func collectControls(_ node: ViewNode, into controls: inout [ViewNode]) {
        guard node.isMounted else { return }
        if node.behavior.canTakeFocus { controls.append(node) }
        for child in node.children { collectControls(child, into: &controls) }
    }

    /// The text shown in `rect`, row by row, trimmed.
    private func text(in rect: Rect) -> String {
        let screen = Rect(origin: .zero, size: graph.screenSize).intersection(rect)
        guard !screen.isEmpty else { return "" }
        var rows: [String] = []
        for y in screen.minY..<screen.maxY {
            var row = ""
            for x in screen.minX..<screen.maxX {
                let c = cell(x: x, y: y)
                if !c.isContinuation { row += c.text }
            }
            let trimmed = row.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty { rows.append(trimmed) }
        }
        return rows.joined(separator: " ")
    }
}
