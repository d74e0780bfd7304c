@_spi(Reflection) import Swift

/// A stored property of a view whose storage Shoji provides (`@State`, `@Environment`).
///
/// Before a body is evaluated, Shoji connects each such property to the storage owned by the view's
/// node, so the same state is seen every time the parent creates the view value anew.
@MainActor @preconcurrency
public protocol DynamicProperty {
    /// Called before the body is evaluated. The default does nothing.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A dynamic property Shoji knows how to connect to a node.
@MainActor
@_spi(ShojiRuntime) public protocol InstallableProperty {
    /// Connects the property (stored at index `slot` of its view) to `node`'s storage.
    func install(on node: ViewNode, slot: Int)
    /// Whether the property reads the environment (so environment changes re-evaluate the view).
    var readsEnvironment: Bool { get }
    /// The same, known from the type alone.
    static var readsEnvironmentType: Bool { get }
}

/// Finds the dynamic properties of view types and connects them to nodes.
///
/// Which stored properties are dynamic, and where they are, is worked out once per view type from the
/// runtime's field metadata; installing then reads just those fields from the view's memory. A view type
/// with none (most rows and leaf views) costs nothing. Types the field metadata cannot describe fall back
/// to `Mirror`.
@MainActor
@_spi(ShojiRuntime) public enum DynamicPropertyInstaller {
    private struct Layout {
        /// Per dynamic property: its slot (field index) and how to install it from a pointer to the owner.
        var installers: [(slot: Int, offset: Int, install: @MainActor (UnsafeRawPointer, ViewNode, Int) -> Void)]
        var readsEnvironment: Bool
        /// Field metadata was not available: use `Mirror`.
        var usesMirror: Bool

        /// Connects each dynamic property of the owner at `raw` to `node`.
        @MainActor func install(from raw: UnsafeRawPointer, on node: ViewNode) {
            for installer in installers { installer.install(raw + installer.offset, node, installer.slot) }
        }
    }

    /// Looked up and inserted into, never passed `inout`: no run-time exclusivity check (two a body).
    @exclusivity(unchecked) private static var layouts: [ObjectIdentifier: Layout] = [:]

    /// The value whose stored properties are the dynamic properties: the view, or for a custom modifier
    /// applied to a view, the modifier.
    static func owner(of view: any View) -> Any {
        (view as? any CustomBodyView)?.bodyOwner ?? view
    }

    /// The layout of `type`; `owner` gives a value of it, read through `Mirror` when the field metadata
    /// cannot describe the type (only the first time).
    private static func layout(of type: Any.Type, owner: () -> Any) -> Layout {
        let id = ObjectIdentifier(type)
        if let layout = layouts[id] { return layout }
        var layout = Layout(installers: [], readsEnvironment: false, usesMirror: false)
        var index = 0
        let complete =
            TypeLayout.kind(of: type) == .struct
            && _forEachField(of: type, options: []) { _, offset, fieldType, _ in
                if let installable = fieldType as? any InstallableProperty.Type {
                    // Opened once here, so an install calls the property's own `install` with no cast (a
                    // cast to `any InstallableProperty` per property and evaluation looked the conformance
                    // up every time).
                    func make<P: InstallableProperty>(_: P.Type) -> @MainActor (UnsafeRawPointer, ViewNode, Int) -> Void
                    {
                        { pointer, node, slot in
                            pointer.assumingMemoryBound(to: P.self).pointee.install(on: node, slot: slot)
                        }
                    }
                    layout.installers.append((index, offset, make(installable)))
                    if installable.readsEnvironmentType { layout.readsEnvironment = true }
                }
                index += 1
                return true
            }
        if !complete {
            layout = Layout(installers: [], readsEnvironment: false, usesMirror: true)
            for child in Mirror(reflecting: owner()).children {
                if let property = child.value as? any InstallableProperty, property.readsEnvironment {
                    layout.readsEnvironment = true
                }
            }
        }
        layouts[id] = layout
        return layout
    }

    /// Connects every dynamic property of `view` to `node`. `custom` says whether the view is a custom
    /// modifier applied to content, whose modifier holds the properties.
    ///
    /// A view's properties are read where the view is stored (the existential is opened, not copied into
    /// an `Any`); a custom modifier goes through its owner value.
    @_spi(ShojiRuntime) public static func install(_ view: any View, custom: Bool, on node: ViewNode) {
        guard !custom else { return install(owner: owner(of: view), on: node) }
        let layout = layout(of: type(of: view)) { view }
        if layout.usesMirror { return install(owner: view, on: node) }
        guard !layout.installers.isEmpty else { return }
        func open<V: View>(_ value: V) {
            Addresses.withRaw(value) { layout.install(from: $0, on: node) }
        }
        _openExistential(view, do: open)
    }

    /// ``install(_:custom:on:)`` for an owner value given as `Any`.
    private static func install(owner: Any, on node: ViewNode) {
        let layout = layout(of: type(of: owner)) { owner }
        if layout.usesMirror {
            for (i, child) in Mirror(reflecting: owner).children.enumerated() {
                (child.value as? any InstallableProperty)?.install(on: node, slot: i)
            }
            return
        }
        guard !layout.installers.isEmpty else { return }
        _ = TypeLayout.withConcreteValue(owner) { layout.install(from: $0, on: node) }
    }

    /// Whether the view type has an `@Environment` property.
    @_spi(ShojiRuntime) public static func readsEnvironment(_ view: any View, custom: Bool) -> Bool {
        guard custom else { return layout(of: type(of: view)) { view }.readsEnvironment }
        let owner = owner(of: view)
        return layout(of: type(of: owner)) { owner }.readsEnvironment
    }
}
