@_spi(Reflection) @_spi(ObservableRerootingSupport) import Swift

/// What the Swift runtime says about a type's storage, asked only through the standard library's
/// reflection interface (`_forEachField`, `_forEachFieldWithKeyPath`): never by reading metadata memory.
///
/// ``ViewComparator`` and ``DynamicPropertyInstaller`` read a view's stored properties straight from
/// memory, at the offsets the runtime reports. That is sound only when the value pointer really points at
/// a value of the type (existentials are opened with `_openExistential`, never passed as `Any` to a
/// generic parameter, which would hand over the existential container instead) and when each field
/// read is stored as its declared type. A `weak`, `unowned` or `unowned(unsafe)` property is not: the
/// runtime reports it as `Optional<C>` or `C`, but stores a reference of another kind. The standard
/// library builds key paths only for fields it knows are strong storage, so a field is read in place
/// only when it has such a key path; closures and metatypes are never weak, and are read by type
/// alone (closures) or as their declared type (metatypes). A struct with any other field is compared
/// through `Mirror`, which reads every kind of storage correctly.
@MainActor
@_spi(ShojiRuntime) public enum TypeLayout {
    /// The storage kind of a type, as far as Shoji needs it.
    enum Kind: Equatable {
        case `struct`
        case `class`
        case function
        case metatype
        case other
    }

    /// One stored property that can be read in place.
    @_spi(ShojiRuntime) public struct Field {
        /// The byte offset inside the value.
        @_spi(ShojiRuntime) public let offset: Int
        /// The declared type, which is also the type of the storage.
        @_spi(ShojiRuntime) public let type: Any.Type
        /// Whether it is a closure (never read: closures cannot be compared).
        let isFunction: Bool
    }

    /// A type with one stored property of type `T`, so that `_forEachField` reports `T`'s kind.
    private struct Probe<T> {
        var value: T
    }

    private static var kinds: [ObjectIdentifier: Kind] = [:]
    private static var layouts: [ObjectIdentifier: [Field]?] = [:]

    /// The kind of `type`.
    static func kind(of type: Any.Type) -> Kind {
        let id = ObjectIdentifier(type)
        if let known = kinds[id] { return known }
        func probe<T>(_: T.Type) -> Any.Type { Probe<T>.self }
        var kind = Kind.other
        _ = _forEachField(of: _openExistential(type, do: probe), options: []) { _, _, _, metadataKind in
            switch metadataKind {
            case .struct: kind = .struct
            case .class, .foreignClass, .objcClassWrapper: kind = .class
            case .function: kind = .function
            case .metatype, .existentialMetatype: kind = .metatype
            default: kind = .other
            }
            return false
        }
        kinds[id] = kind
        return kind
    }

    /// Whether a closure type returns `Void` (an action, like a button's) rather than a value (a
    /// `@ViewBuilder` content closure, a formatter).
    static func isAction(_ type: Any.Type) -> Bool {
        "\(type)".hasSuffix("-> ()")
    }

    /// The stored properties of a struct type, in declaration order, when every one of them can be read
    /// in place; `nil` for a type that is not a struct or that has a property stored as something other
    /// than its declared type (`weak`, `unowned`).
    static func readableFields(of type: Any.Type) -> [Field]? {
        let id = ObjectIdentifier(type)
        if let known = layouts[id] { return known }
        let fields = computeReadableFields(of: type)
        layouts[id] = fields
        return fields
    }

    private static func computeReadableFields(of type: Any.Type) -> [Field]? {
        guard kind(of: type) == .struct else { return nil }
        func strongFieldNames<Root>(_: Root.Type) -> Set<String> {
            var names: Set<String> = []
            _ = _forEachFieldWithKeyPath(
                // `.ignoreUnknown`, spelled by value: it is a `static var`, which Swift 6 does not let code read.
                of: Root.self, options: _EachFieldOptions(rawValue: 1 << 1)
            ) { name, _ in
                names.insert(String(cString: name))
                return true
            }
            return names
        }
        let strong = _openExistential(type, do: strongFieldNames)
        var fields: [Field] = []
        var readable = true
        let complete = _forEachField(of: type, options: []) { name, offset, fieldType, metadataKind in
            switch metadataKind {
            case .function:
                fields.append(Field(offset: offset, type: fieldType, isFunction: true))
            case .metatype:
                fields.append(Field(offset: offset, type: fieldType, isFunction: false))
            default:
                guard strong.contains(String(cString: name)) else {
                    readable = false
                    return false
                }
                fields.append(Field(offset: offset, type: fieldType, isFunction: false))
            }
            return true
        }
        return complete && readable ? fields : nil
    }
}

extension TypeLayout {
    /// Calls `body` with a pointer to a copy of `value` at its concrete type.
    ///
    /// Passing an `Any` to a generic parameter binds the parameter to `Any` itself, and a pointer to it
    /// points at the existential container, not at the value; and a generic value boxed into `Any` when
    /// its type parameter is itself an existential is a box inside a box, which `_openExistential` opens
    /// only one level of. So the dynamic *type* is opened instead (`type(of:)` looks through every
    /// level), and the value is cast to it (a dynamic cast looks through every level too).
    static func withConcreteValue<R>(_ value: Any, _ body: (UnsafeRawPointer) -> R) -> R? {
        func open<V>(_: V.Type) -> R? {
            guard var copy = value as? V else { return nil }
            return withUnsafePointer(to: &copy) { body(UnsafeRawPointer($0)) }
        }
        return _openExistential(Swift.type(of: value), do: open)
    }
}
