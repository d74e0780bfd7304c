// The `#Preview` macro, without swift-syntax: a compiler plugin executable that speaks the compiler's
// plugin protocol itself — length-prefixed JSON messages on stdin and stdout — and expands
// `#Preview(…) { … }` by rewriting its source text.
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
    let line = location["line"] as? Int ?? 0
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

while let message = readMessage() {
    if message["getCapability"] != nil {
        send(["getCapabilityResult": ["capability": ["protocolVersion": 7]]])
    } else if let request = message["expandFreestandingMacro"] as? [String: Any] {
        send(["expandMacroResult": expand(request)])
    } else if let request = message["expandAttachedMacro"] as? [String: Any] {
        let syntax = request["declSyntax"] as? [String: Any] ?? [:]
        send([
            "expandMacroResult": ["expandedSource": NSNull(), "diagnostics": [error("not a Shoji macro", at: syntax)]]
        ])
    } else if message["loadPluginLibrary"] != nil {
        send(["loadPluginLibraryResult": ["loaded": false, "diagnostics": []]])
    } else {
        send(["invalidResult": [:]])
    }
}
