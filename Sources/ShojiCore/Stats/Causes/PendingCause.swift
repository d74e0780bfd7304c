@_spi(Reflection) import Swift

/// Why a node's body must run again, recorded when it happens and named only when the graph records
/// causes (naming an observed change may read the binary's symbol table once).
enum PendingCause {
    /// A change an observation registration saw.
    case observed(ObservedChange)
    /// A cause already named: `@identity`, `@self.title`, `@environment`, `@object(ProfileModel)`, `@tree`.
    case named(String)
}

/// The names and types of stored properties, by index, without a property wrapper's underscore (one walk
/// of `_forEachField` per type, cached).
@MainActor
@_spi(ShojiRuntime) public enum FieldNames {
    private static var fields: [ObjectIdentifier: [(name: String, type: Any.Type)]] = [:]

    /// The stored properties of `type` (a struct or a class), in declaration order.
    @_spi(ShojiRuntime) public static func fields(of type: Any.Type) -> [(name: String, type: Any.Type)] {
        let id = ObjectIdentifier(type)
        if let known = fields[id] { return known }
        var list: [(name: String, type: Any.Type)] = []
        let isClass = TypeLayout.kind(of: type) == .class
        _ = _forEachField(of: type, options: _EachFieldOptions(rawValue: isClass ? 1 << 0 : 0)) { name, _, type, _ in
            list.append((plain(String(cString: name)), type))
            return true
        }
        fields[id] = list
        return list
    }

    /// The name of the stored property at `index` of `type` (`count` for `@State var count`).
    @_spi(ShojiRuntime) public static func name(of type: Any.Type, at index: Int) -> String? {
        let list = fields(of: type)
        return index >= 0 && index < list.count ? list[index].name : nil
    }

    /// `title` for `_title` (a wrapper's storage), the name itself otherwise.
    @_spi(ShojiRuntime) public static func plain(_ name: String) -> String {
        name.hasPrefix("_") && name.count > 1 ? String(name.dropFirst()) : name
    }
}
