// Shoji's macros, without swift-syntax: a compiler plugin executable that speaks the compiler's plugin
// protocol itself — length-prefixed JSON messages on stdin and stdout — and expands `#Preview(…) { … }`
// and `@Entry` by rewriting their source text.
//
// `#Preview("Name", traits: .sizeThatFitsLayout) { ContentView() }` becomes a uniquely named type
// conforming to `PreviewMacroDeclaration` whose `declaration` is `PreviewDeclaration("Name", traits:
// .sizeThatFitsLayout) { ContentView() }`: the macro's arguments, as written, become an initializer call,
// so the compiler type-checks them against `PreviewDeclaration`'s initializers (the same signatures as the
// macro's). The app finds these types at run time (`--preview`, `TestHost.preview(_:)`).
import Foundation

/// Reads one message: an 8-byte little-endian length, then that many bytes of JSON.
func readMessage() -> [String: Any]? {
    var header = [UInt8](repeating: 0, count: 8)
    guard fread(&header, 1, 8, stdin) == 8 else { return nil }
    var size = 0
    for i in 0..<8 { size |= Int(header[i]) << (8 * i) }
    guard size > 0, size < 1 << 30 else { return nil }
    var body = [UInt8](repeating: 0, count: size)
    guard fread(&body, 1, size, stdin) == size else { return nil }
    return (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any]
}

/// Writes one message.
func send(_ object: [String: Any]) {
    guard let data = try? JSONSerialization.data(withJSONObject: object) else { return }
    var size = UInt64(data.count).littleEndian
    withUnsafeBytes(of: &size) { _ = fwrite($0.baseAddress, 1, 8, stdout) }
    data.withUnsafeBytes { _ = fwrite($0.baseAddress, 1, data.count, stdout) }
    fflush(stdout)
}

/// The source without its leading whitespace and comments.
func withoutLeadingTrivia(_ source: Substring) -> Substring {
    var rest = source
    while true {
        rest = rest.drop { $0.isWhitespace }
        if rest.hasPrefix("//") {
            rest = rest.drop { $0 != "\n" }
        } else if rest.hasPrefix("/*"), let end = rest.range(of: "*/") {
            rest = rest[end.upperBound...]
        } else {
            return rest
        }
    }
}

/// A diagnostic at the macro's position.
func error(_ message: String, at syntax: [String: Any]) -> [String: Any] {
    let location = syntax["location"] as? [String: Any] ?? [:]
    return [
        "message": message, "severity": "error",
        "position": ["fileName": location["fileName"] ?? "", "offset": location["offset"] ?? 0],
        "highlights": [], "notes": [], "fixIts": [],
    ]
}

/// The expansion of one `#Preview`.
func expand(_ request: [String: Any]) -> [String: Any] {
    let syntax = request["syntax"] as? [String: Any] ?? [:]
    let source = syntax["source"] as? String ?? ""
    let discriminator = request["discriminator"] as? String ?? ""
    let rest = withoutLeadingTrivia(source[...])
    guard rest.hasPrefix("#Preview"), discriminator.hasPrefix("$s") else {
        return ["expandedSource": NSNull(), "diagnostics": [error("#Preview: cannot read this expansion", at: syntax)]]
    }
    let call = rest.dropFirst("#Preview".count)
    let location = syntax["location"] as? [String: Any] ?? [:]
    let fileID = (location["fileID"] as? String ?? "").replacingOccurrences(of: "\"", with: "")
    // The location is where the leading trivia starts: the `#Preview` is as many lines further down as
    // the trivia has line breaks.
    let trivia = source[..<rest.startIndex]
    let line = (location["line"] as? Int ?? 0) + trivia.filter { $0 == "\n" }.count
    // A unique name the compiler accepts for a macro-introduced declaration: the discriminator, then
    // the provided name and `fMu_` (what swift-syntax's `makeUniqueName` produces).
    let name = "\(discriminator)7PreviewfMu_"
    let expanded = """
        @MainActor struct \(name): PreviewMacroDeclaration {
            static var fileID: String { "\(fileID)" }
            static var line: Int { \(line) }
            static var declaration: PreviewDeclaration {
                PreviewDeclaration\(call)
            }
        }
        """
    return ["expandedSource": expanded, "diagnostics": []]
}

/// The expansion of `@Entry var name: Type = value` in an extension of `EnvironmentValues`: as a peer, a
/// key type whose default value is `value` (`nil` when there is none); as accessors, a getter and a
/// setter through that key.
///
/// `@Entry var accent: Color = .blue` becomes `var accent: Color { get { self[__Key_accent.self] } set {
/// self[__Key_accent.self] = newValue } }` and `private struct __Key_accent: EnvironmentKey { static var
/// defaultValue: Color { .blue } }`.
func expandEntry(_ request: [String: Any]) -> [String: Any] {
    let syntax = request["declSyntax"] as? [String: Any] ?? [:]
    let source = syntax["source"] as? String ?? ""
    let role = request["macroRole"] as? String ?? ""
    func failure(_ message: String) -> [String: Any] {
        ["expandedSource": NSNull(), "diagnostics": [error(message, at: syntax)]]
    }
    guard let keyword = source.range(of: "var ") else {
        return failure("@Entry applies to a `var` with a type: `@Entry var accent: Color = .blue`")
    }
    let rest = source[keyword.upperBound...]
    guard let colon = rest.firstIndex(of: ":") else {
        return failure("@Entry needs the property's type: `@Entry var accent: Color = .blue`")
    }
    let name = rest[..<colon].trimmingCharacters(in: .whitespacesAndNewlines)
    let afterColon = rest[rest.index(after: colon)...]
    let equals = afterColon.firstIndex(of: "=")
    let type = (equals.map { afterColon[..<$0] } ?? afterColon).trimmingCharacters(in: .whitespacesAndNewlines)
    let value =
        equals.map { afterColon[afterColon.index(after: $0)...].trimmingCharacters(in: .whitespacesAndNewlines) }
        ?? "nil"
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !type.isEmpty else {
        return failure("@Entry cannot read this property: write `@Entry var name: Type = value`")
    }
    let key = "__Key_\(name)"
    switch role {
    case "accessor":
        return ["expandedSource": "get { self[\(key).self] }\nset { self[\(key).self] = newValue }", "diagnostics": []]
    case "peer":
        let peer = """
            private struct \(key): EnvironmentKey {
                typealias Value = \(type)
                static var defaultValue: Value { \(value) }
            }
            """
        return ["expandedSource": peer, "diagnostics": []]
    default:
        return failure("@Entry is an accessor and peer macro")
    }
}

while let message = readMessage() {
    if message["getCapability"] != nil {
        send(["getCapabilityResult": ["capability": ["protocolVersion": 7]]])
    } else if let request = message["expandFreestandingMacro"] as? [String: Any] {
        send(["expandMacroResult": expand(request)])
    } else if let request = message["expandAttachedMacro"] as? [String: Any] {
        send(["expandMacroResult": expandEntry(request)])
    } else if message["loadPluginLibrary"] != nil {
        send(["loadPluginLibraryResult": ["loaded": false, "diagnostics": []]])
    } else {
        send(["invalidResult": [:]])
    }
}
