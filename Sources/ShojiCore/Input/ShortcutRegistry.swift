/// The keyboard shortcuts mounted in a graph, and how a key finds one.
@MainActor
@_spi(ShojiRuntime) public final class ShortcutRegistry {
    /// Shortcut nodes by node id, in mount order.
    private var nodes: [Int: ViewNode] = [:]
    private var order: [Int] = []

    @_spi(ShojiRuntime) public func register(_ node: ViewNode) {
        guard nodes.updateValue(node, forKey: node.id) == nil else { return }
        order.append(node.id)
    }

    @_spi(ShojiRuntime) public func unregister(_ node: ViewNode) {
        guard nodes.removeValue(forKey: node.id) != nil else { return }
        order.removeAll { $0 == node.id }
    }

    /// Performs the shortcut for `key` inside `scope` (a modal presentation), or outside every
    /// presentation when `scope` is `nil`. Returns whether one ran.
    @_spi(ShojiRuntime) public func perform(_ key: KeyPress, in scope: ViewNode?, graph: ViewGraph) -> Bool {
        for id in order {
            guard let node = nodes[id], node.isMounted,
                let shortcut = node.behavior.keyboardShortcut, shortcut.matches(key), node.environment.isEnabled
            else { continue }
            if let scope {
                guard node.isDescendant(of: scope) else { continue }
            } else if graph.presentations.contains(where: { node.isDescendant(of: $0) }) {
                continue
            }
            guard let control = node.firstInteractiveDescendant(),
                let live = graph.focus.refreshPath(to: control)
            else { continue }
            if live.behavior.activate() { return true }
        }
        return false
    }
}
