/// Plain type names for stats: no module prefix, no generic arguments (`FollowerCountView`, `Row`).
@MainActor
@_spi(ShojiRuntime) public enum TypeNames {
    private static var cache: [ObjectIdentifier: String] = [:]

    @_spi(ShojiRuntime) public static func name(of type: Any.Type) -> String {
        let id = ObjectIdentifier(type)
        if let name = cache[id] { return name }
        var name = String(describing: type)
        if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        cache[id] = name
        return name
    }
}
