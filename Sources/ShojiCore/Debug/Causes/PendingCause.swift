@_spi(Reflection) import Swift

/// Why a node's body must run again, recorded when it happens and named only when the graph records
/// causes (naming an observed change may read the binary's symbol table once).
enum PendingCause {
    /// A change an observation registration saw.
    case observed(ObservedChange)
    /// A cause already named: `@identity`, `@self.title`, `@environment`, `@object(ProfileModel)`, `@tree`.
    case named(String)
}

/// The names of stored properties, by index, without a property wrapper's underscore.
@MainActor
enum FieldNames {
    private static var names: [ObjectIdentifier: [String]] = [:]

    /// The name of the stored property at `index` of `type` (`count` for `@State var count`).
    static func name(of type: Any.Type, at index: Int) -> String? {
        let id = ObjectIdentifier(type)
        if names[id] == nil {
            var list: [String] = []
            let isClass = TypeLayout.kind(of: type) == .class
            _ = _forEachField(of: type, options: _EachFieldOptions(rawValue: isClass ? 1 << 0 : 0)) { name, _, _, _ in
                list.append(plain(String(cString: name)))
                return true
            }
            names[id] = list
        }
        guard let list = names[id], index >= 0, index < list.count else { return nil }
        return list[index]
    }

    /// `title` for `_title` (a wrapper's storage), the name itself otherwise.
    static func plain(_ name: String) -> String {
        name.hasPrefix("_") && name.count > 1 ? String(name.dropFirst()) : name
    }
}
