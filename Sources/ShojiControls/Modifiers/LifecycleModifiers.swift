@_spi(ShojiRuntime) import ShojiCore

/// Runs actions when a view appears in or leaves the hierarchy.
public struct LifecycleModifier: ViewModifier {
    public typealias Body = Never
    let onAppear: (@MainActor () -> Void)?
    let onDisappear: (@MainActor () -> Void)?
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { LifecycleBehavior(self) }
}

final class LifecycleBehavior: ModifierBehavior<LifecycleModifier> {
    override var isTransparent: Bool { true }
    override func changes(from old: LifecycleModifier, to new: LifecycleModifier) -> Invalidation { [] }

    override func didMount() {
        if let action = modifier.onAppear { node.graph.enqueueAction(action) }
    }

    override func willUnmount() {
        if let action = modifier.onDisappear { node.graph.enqueueAction(action) }
    }
}

/// Runs an action when a value changes (compared with `==` after each update of the view).
public struct OnChangeModifier<V: Equatable>: ViewModifier {
    public typealias Body = Never
    let value: V
    let initial: Bool
    let action: @MainActor (V, V) -> Void
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { OnChangeBehavior<V>(self) }
}

final class OnChangeBehavior<V: Equatable>: ModifierBehavior<OnChangeModifier<V>> {
    override var isTransparent: Bool { true }

    override func changes(from old: OnChangeModifier<V>, to new: OnChangeModifier<V>) -> Invalidation {
        if old.value != new.value {
            let (oldValue, newValue, action) = (old.value, new.value, new.action)
            node.graph.enqueueAction { action(oldValue, newValue) }
        }
        return []
    }

    override func didMount() {
        guard modifier.initial else { return }
        let (value, action) = (modifier.value, modifier.action)
        node.graph.enqueueAction { action(value, value) }
    }
}

/// Starts an asynchronous task when the view appears and cancels it when the view disappears (or, with
/// an id, restarts it when the id changes).
public struct TaskModifier: ViewModifier {
    public typealias Body = Never
    let id: AnyHashable?
    let action: @MainActor @Sendable () async -> Void
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { TaskBehavior(self) }
}

final class TaskBehavior: ModifierBehavior<TaskModifier> {
    private var task: Task<Void, Never>?

    override var isTransparent: Bool { true }

    override func changes(from old: TaskModifier, to new: TaskModifier) -> Invalidation {
        if old.id != new.id && node.isMounted { start() }
        return []
    }

    override func didMount() { start() }

    override func willUnmount() {
        task?.cancel()
        task = nil
    }

    private func start() {
        task?.cancel()
        let action = modifier.action
        task = Task { @MainActor in await action() }
    }
}

extension View {
    /// Performs `action` after the view appears in the hierarchy.
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> ModifiedContent<Self, LifecycleModifier> {
        modifier(LifecycleModifier(onAppear: action, onDisappear: nil))
    }

    /// Performs `action` after the view leaves the hierarchy.
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> ModifiedContent<Self, LifecycleModifier>
    {
        modifier(LifecycleModifier(onAppear: nil, onDisappear: action))
    }

    /// Performs `action` with the old and new value whenever `value` changes (and once at appearance if
    /// `initial`).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false,
        _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> ModifiedContent<Self, OnChangeModifier<V>> {
        modifier(OnChangeModifier(value: value, initial: initial, action: action))
    }

    /// Performs `action` whenever `value` changes (and once at appearance if `initial`).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false,
        _ action: @escaping @MainActor () -> Void
    ) -> ModifiedContent<Self, OnChangeModifier<V>> {
        modifier(OnChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Performs `action` with the new value whenever `value` changes: SwiftUI's form before iOS 17
    /// (`.onChange(of: score) { newValue in … }`).
    public func onChange<V: Equatable>(
        of value: V, perform action: @escaping (_ newValue: V) -> Void
    ) -> ModifiedContent<Self, OnChangeModifier<V>> {
        nonisolated(unsafe) let action = action
        return modifier(OnChangeModifier(value: value, initial: false) { _, new in action(new) })
    }

    /// Starts `action` when the view appears; cancels it when the view disappears.
    public func task(
        priority: TaskPriority = .userInitiated,
        _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> ModifiedContent<Self, TaskModifier> {
        modifier(TaskModifier(id: nil, action: action))
    }

    /// Starts `action` when the view appears and again whenever `id` changes.
    public func task<T: Equatable & Hashable>(
        id value: T, priority: TaskPriority = .userInitiated,
        _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> ModifiedContent<Self, TaskModifier> {
        modifier(TaskModifier(id: AnyHashable(value), action: action))
    }
}

@_spi(ShojiRuntime) extension LifecycleModifier: PrimitiveModifier {}
@_spi(ShojiRuntime) extension OnChangeModifier: PrimitiveModifier {}
@_spi(ShojiRuntime) extension TaskModifier: PrimitiveModifier {}
