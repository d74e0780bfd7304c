@_spi(ShojiRuntime) import ShojiCore

/// Refreshes the content of a view, as SwiftUI's `RefreshAction`: read it with
/// `@Environment(\.refresh)` and call it with `await refresh()`.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the refresh and returns when it has finished.
    public func callAsFunction() async { await action() }
}

private struct RefreshKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }

extension EnvironmentValues {
    /// The refresh action of the enclosing `.refreshable`, or `nil`.
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

/// Makes a view refreshable: Ctrl-R while anything inside has focus runs the action (a terminal has no
/// pull to refresh), and the status line shows a spinner and "Refreshing…" until it returns. A second
/// Ctrl-R while a refresh runs is ignored.
public struct RefreshableModifier: ViewModifier {
    public typealias Body = Never
    let action: @Sendable () async -> Void
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { RefreshableBehavior(self) }
}

/// Runs the refresh action and shows that it runs.
final class RefreshableBehavior: ModifierBehavior<RefreshableModifier> {
    /// Whether a refresh is running.
    private(set) var isRefreshing = false

    override var isTransparent: Bool { true }

    override func changes(from old: RefreshableModifier, to new: RefreshableModifier) -> Invalidation { [] }

    override func modifyEnvironment(_ environment: inout EnvironmentValues) {
        environment.refresh = RefreshAction(action: modifier.action)
    }

    override func handleKey(_ key: KeyPress) -> Bool {
        guard key.key == .control("r"), node.environment.isEnabled else { return false }
        let action = modifier.action
        guard !isRefreshing else { return true }
        isRefreshing = true
        let clock = node.graph.clock
        clock.subscribe(node) { true }  // the spinner in the status line turns while the refresh runs
        node.setNeedsPaint()
        Task { @MainActor [weak self] in
            await action()
            guard let self, self.isRefreshing else { return }
            self.isRefreshing = false
            self.node.graph.clock.unsubscribe(self.node)
            self.node.setNeedsPaint()
            self.node.graph.requestFrameIfNeeded()
        }
        return true
    }

    override func willUnmount() {
        if isRefreshing { node.graph.clock.unsubscribe(node) }
        isRefreshing = false
    }

    override var providesStatusText: Bool { true }

    override var statusText: String? {
        guard isRefreshing else { return nil }
        let frames = node.environment.glyphSupport == .ascii ? SpinnerBehavior.asciiFrames : SpinnerBehavior.frames
        return String(frames[node.graph.clock.tick % frames.count]) + " Refreshing…"
    }
}

extension View {
    /// Marks the view as refreshable: Ctrl-R runs `action` (see ``RefreshableModifier``), and views inside
    /// can run it through `@Environment(\.refresh)`.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> ModifiedContent<Self, RefreshableModifier>
    {
        modifier(RefreshableModifier(action: action))
    }
}

@_spi(ShojiRuntime) extension RefreshableModifier: PrimitiveModifier {}
