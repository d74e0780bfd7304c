@_spi(Shoji) import Combine
import Foundation
import Synchronization

/// What a fired observation registration knows about the change — the key path the Observation module
/// reports — or, for a write to a `@State` box (``StateReads``), the box's property.
@_spi(ShojiRuntime) public struct ObservedChange: @unchecked Sendable {
    /// The key path that changed (`ObservationTracking.changed`).
    @_spi(ShojiRuntime) public let keyPath: AnyKeyPath?
    /// The name of the `@State` property whose box was written, when ``state`` (and the box knows it).
    let stateName: String?
    /// The `@Published` property whose change an `objectWillChange` subscription saw, if it was one.
    var published: PublishedChange? = nil
    /// The class whose `objectWillChange` emitted, for a subscription (named when no `@Published`
    /// property is: a custom publisher sent by hand).
    var objectName: String? = nil
    /// When the change happened (monotonic clock, nanoseconds), where a trace draws it; 0 when no trace
    /// is recorded (the clock is not read then).
    var at: UInt64 = 0
    /// Which write it was (``ObservedWrites``): views invalidated with the same number were invalidated
    /// by one assignment; 0 when not known.
    var write: UInt64 = 0
    /// Whether a `@State` box was written (``StateReads``), rather than an observable property.
    var state = false
}

/// Numbers the writes to observed properties, so that the views one assignment invalidated can be told
/// from views that many assignments invalidated one each (the fan-out warning must not call a refresh
/// that changed 30 processes' CPU% "one change").
///
/// Observation calls every observer's `willSet` for a write, then stores the value, then calls every
/// `didSet`. Each `didSet` moves the number on; each `willSet` takes the current one. So all the
/// observers of one write see the same number, and two writes in a row never do.
enum ObservedWrites {
    private static let counter = Atomic<UInt64>(1)

    /// The number of the write whose `willSet` is running.
    static var current: UInt64 { counter.load(ordering: .relaxed) }

    /// A write finished (an observer's `didSet` ran).
    static func advance() { counter.add(1, ordering: .relaxed) }
}

/// Names a change the way the causes show it: `ProfileModel.followerCount`, `@state.count`.
@MainActor
@_spi(ShojiRuntime) public enum ChangeNames {
    private static var cache: [AnyKeyPath: String] = [:]

    /// The cause string for an observed change.
    @_spi(ShojiRuntime) public static func name(of change: ObservedChange) -> String {
        if let objectName = change.objectName { return "\(objectName).objectWillChange" }
        if change.state { return change.stateName.map { "@state.\($0)" } ?? "@state" }
        guard let keyPath = change.keyPath else { return "@observed" }
        return name(of: keyPath)
    }

    /// `Type.property` for a key path into an observable object; the type's name alone when the
    /// property cannot be named for certain.
    @_spi(ShojiRuntime) public static func name(of keyPath: AnyKeyPath) -> String {
        if let known = cache[keyPath] { return known }
        let root = type(of: keyPath).rootType
        let typeName = TypeNames.name(of: root)
        let property = propertyName(of: keyPath, root: root)
        let name = property.map { "\(typeName).\($0)" } ?? typeName
        cache[keyPath] = name
        return name
    }

    private static func propertyName(of keyPath: AnyKeyPath, root: Any.Type) -> String? {
        let description = "\(keyPath)"
        // `@Observable` properties are computed: `\ProfileModel.<computed 0x000055… (Int)>`, where the
        // address is the property's key path getter.
        if let marker = description.range(of: "<computed 0x") {
            let hex = description[marker.upperBound...].prefix { $0.isHexDigit }
            if let address = UInt(hex, radix: 16),
                let name = KeyPathSymbols.propertyName(
                    atGetter: address, root: root, value: type(of: keyPath).valueType)
            {
                return name
            }
            return uniqueBackingField(of: root, valueType: type(of: keyPath).valueType)
        }
        // A stored property (a hand-written `Observable` type): `\Model.count`.
        if !description.contains("<"), let dot = description.lastIndex(of: ".") {
            let name = description[description.index(after: dot)...]
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return String(name) }
        }
        return nil
    }

    /// The property whose `@Observable` backing field (`_name`) is the only one of `valueType`: then the
    /// change can only be that one. (`FieldNames` drops the underscore; the macro's backing fields are
    /// the ones that had one, and the registrar is not a property.)
    private static func uniqueBackingField(of root: Any.Type, valueType: Any.Type) -> String? {
        let matches = FieldNames.fields(of: root).filter { $0.type == valueType && $0.name != "$observationRegistrar" }
        return matches.count == 1 ? matches[0].name : nil
    }
}
