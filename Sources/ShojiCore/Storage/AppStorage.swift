import Foundation

/// A value kept between launches, as SwiftUI's `@AppStorage`.
///
/// ```swift
/// @AppStorage("sortOrder") private var sortOrder = SortOrder.name
/// @AppStorage("fontWeight") private var bold = false
/// ```
///
/// Every view reading the same key shares the value and re-evaluates when it changes; the value is
/// saved to a file in the user's config directory at once, by a ``PersistentFile`` (written off the main
/// thread, never half; an unreadable file is kept aside, never overwritten; a failed write shows on the
/// status line and is tried again). Supported types: `Bool`, `Int`, `Double`, `String`, `URL`, `Data`,
/// `RawRepresentable` with `Int` or `String` raw values, and optionals of the first six. A `store:` is
/// accepted and ignored: every value goes to the app's own file.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    @_spi(ShojiRuntime) public let key: String
    @_spi(ShojiRuntime) public let defaultValue: Value
    let suite: String?
    let encode: (Value) -> StoredValue?
    let decode: (StoredValue) -> Value?
    let memory: Bool

    init(
        key: String, defaultValue: Value, store: UserDefaults?, memory: Bool = false,
        encode: @escaping (Value) -> StoredValue?, decode: @escaping (StoredValue) -> Value?
    ) {
        self.key = key
        self.defaultValue = defaultValue
        suite = nil  // `store:` is accepted; every value goes to the app's own file.
        self.encode = encode
        self.decode = decode
        self.memory = memory
    }

    @MainActor
    private var store: AppStorageStore { memory ? AppStorageStore.scene : AppStorageStore.persistent(suite: suite) }

    /// The value (the default until one is stored).
    @MainActor
    public var wrappedValue: Value {
        get { store.entry(key).value.flatMap(decode) ?? defaultValue }
        nonmutating set { store.set(encode(newValue), for: key) }
    }

    /// A binding to the value.
    @MainActor
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

extension AppStorage {
    /// A `Bool`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(
            key: key, defaultValue: wrappedValue, store: store, encode: { .bool($0) },
            decode: {
                if case .bool(let v) = $0 { v } else { nil }
            })
    }

    /// An `Int`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(
            key: key, defaultValue: wrappedValue, store: store, encode: { .int($0) },
            decode: {
                if case .int(let v) = $0 { v } else { nil }
            })
    }

    /// A `Double`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(
            key: key, defaultValue: wrappedValue, store: store, encode: { .double($0) },
            decode: {
                switch $0 {
                case .double(let v): v
                case .int(let v): Double(v)
                default: nil
                }
            })
    }

    /// A `String`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(
            key: key, defaultValue: wrappedValue, store: store, encode: { .string($0) },
            decode: {
                if case .string(let v) = $0 { v } else { nil }
            })
    }

    /// A `URL`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(
            key: key, defaultValue: wrappedValue, store: store, encode: { .string($0.absoluteString) },
            decode: {
                if case .string(let v) = $0 { URL(string: v) } else { nil }
            })
    }

    /// `Data`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(
            key: key, defaultValue: wrappedValue, store: store, encode: { .data($0) },
            decode: {
                if case .data(let v) = $0 { v } else { nil }
            })
    }

    /// A `RawRepresentable` with a `String` raw value (an enum).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            key: key, defaultValue: wrappedValue, store: store, encode: { .string($0.rawValue) },
            decode: {
                if case .string(let v) = $0 { Value(rawValue: v) } else { nil }
            })
    }

    /// A `RawRepresentable` with an `Int` raw value (an enum).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            key: key, defaultValue: wrappedValue, store: store, encode: { .int($0.rawValue) },
            decode: {
                if case .int(let v) = $0 { Value(rawValue: v) } else { nil }
            })
    }

    /// An optional `String` (`nil` until one is stored; storing `nil` removes it).
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(
            key: key, defaultValue: nil, store: store, encode: { $0.map { .string($0) } },
            decode: {
                if case .string(let v) = $0 { v } else { nil }
            })
    }

    /// An optional `Int`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(
            key: key, defaultValue: nil, store: store, encode: { $0.map { .int($0) } },
            decode: {
                if case .int(let v) = $0 { v } else { nil }
            })
    }

    /// An optional `Bool`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(
            key: key, defaultValue: nil, store: store, encode: { $0.map { .bool($0) } },
            decode: {
                if case .bool(let v) = $0 { v } else { nil }
            })
    }

    /// An optional `Double`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(
            key: key, defaultValue: nil, store: store, encode: { $0.map { .double($0) } },
            decode: {
                if case .double(let v) = $0 { v } else { nil }
            })
    }

    /// An optional `URL`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(
            key: key, defaultValue: nil, store: store, encode: { $0.map { .string($0.absoluteString) } },
            decode: {
                if case .string(let v) = $0 { URL(string: v) } else { nil }
            })
    }

    /// Optional `Data`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(
            key: key, defaultValue: nil, store: store, encode: { $0.map { .data($0) } },
            decode: {
                if case .data(let v) = $0 { v } else { nil }
            })
    }
}

extension AppStorage {
    @_spi(ShojiRuntime) public func compareField(to other: Any) -> ViewComparison {
        guard let other = other as? AppStorage<Value> else { return .different }
        return other.key == key && other.suite == suite ? .equal : .different
    }
}

/// A value kept for the scene while the app runs, as SwiftUI's `@SceneStorage`; in a terminal app (one
/// scene) it is kept in memory, shared by the views reading the same key, and not written to disk.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let storage: AppStorage<Value>

    /// The value.
    @MainActor
    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }

    /// A binding to the value.
    @MainActor
    public var projectedValue: Binding<Value> { storage.projectedValue }
}

extension SceneStorage {
    /// A `Bool`.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        storage = AppStorage(
            key: key, defaultValue: wrappedValue, store: nil, memory: true, encode: { .bool($0) },
            decode: {
                if case .bool(let v) = $0 { v } else { nil }
            })
    }

    /// An `Int`.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        storage = AppStorage(
            key: key, defaultValue: wrappedValue, store: nil, memory: true, encode: { .int($0) },
            decode: {
                if case .int(let v) = $0 { v } else { nil }
            })
    }

    /// A `String`.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        storage = AppStorage(
            key: key, defaultValue: wrappedValue, store: nil, memory: true, encode: { .string($0) },
            decode: {
                if case .string(let v) = $0 { v } else { nil }
            })
    }

    /// A `RawRepresentable` with a `String` raw value.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        storage = AppStorage(
            key: key, defaultValue: wrappedValue, store: nil, memory: true, encode: { .string($0.rawValue) },
            decode: { if case .string(let v) = $0 { Value(rawValue: v) } else { nil } })
    }
}

extension SceneStorage {
    @_spi(ShojiRuntime) public func compareField(to other: Any) -> ViewComparison { .equal }
}

@_spi(ShojiRuntime) extension AppStorage: ViewFieldComparable {}
@_spi(ShojiRuntime) extension SceneStorage: ViewFieldComparable {}
