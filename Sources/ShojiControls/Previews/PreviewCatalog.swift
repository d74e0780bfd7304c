import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// The previews a program declares (`#Preview`, `PreviewProvider`), found at run time.
///
/// Swift registers nothing at load time, so the catalog reads the program's own symbol table (the same
/// bounds-checked ELF reader the causes use) for the conformance descriptors of types conforming to
/// ``PreviewProvider`` or ``PreviewMacroDeclaration``, and turns each type's mangled name into the type
/// with the standard library's `_typeByName`. A stripped binary has no previews to list.
@MainActor
public enum PreviewCatalog {
    /// One preview: its name and how to make its view.
    public struct Entry: Identifiable, @unchecked Sendable {
        /// The preview's name: the `#Preview`'s name, else its file and line (`ContentView.swift:42`), or a
        /// preview provider's type name (`ContentView_Previews`).
        public let name: String
        /// The name.
        public var id: String { name }
        let make: @MainActor () -> AnyView

        /// The preview's view.
        @MainActor public func makeView() -> AnyView { make() }
    }

    private static var found: [Entry]?

    /// Every preview of the program, sorted by name.
    public static var entries: [Entry] {
        if let found { return found }
        let path = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let names = ElfSymbolTable(path: path)?.previewConformances ?? []
        let list = entries(fromConformances: names)
        found = list
        return list
    }

    /// The preview named `name`, if there is one.
    public static func entry(named name: String) -> Entry? {
        entries.first { $0.name == name }
    }

    /// The previews among the types that `symbols` describe: a nominal type descriptor (`$s<type>Mn`) is
    /// the type's mangled name and `Mn`; a conformance descriptor (`$s<type><protocol>…Mc`) holds it before
    /// the protocol's name (when the mangler spelled that out rather than abbreviating it: the type
    /// descriptor covers the rest). Each type is looked up and kept if it is a preview.
    static func entries(fromConformances symbols: [String]) -> [Entry] {
        var list: [Entry] = []
        var seen = Set<String>()
        func consider(_ mangled: String) {
            guard !mangled.isEmpty, seen.insert(mangled).inserted, let type = _typeByName(mangled),
                let entry = entry(for: type)
            else { return }
            list.append(entry)
        }
        for symbol in symbols where symbol.hasPrefix("$s") {
            let body = symbol.dropFirst(2)
            if symbol.hasSuffix("Mn") {
                consider(String(body.dropLast(2)))
                continue
            }
            for marker in ["9ShojiCore23PreviewMacroDeclaration", "9ShojiCore15PreviewProvider"] {
                guard let range = body.range(of: marker) else { continue }
                consider(String(body[..<range.lowerBound]))
            }
        }
        return list.sorted { $0.name < $1.name }
    }

    private static func entry(for type: Any.Type) -> Entry? {
        if let macro = type as? any PreviewMacroDeclaration.Type {
            let declaration = macro.declaration
            let file = macro.fileID.split(separator: "/").last.map(String.init) ?? macro.fileID
            let make = declaration.make
            return Entry(name: declaration.name ?? "\(file):\(macro.line)") { AnyView(erasing: make()) }
        }
        if let provider = type as? any PreviewProvider.Type {
            func make<P: PreviewProvider>(_: P.Type) -> AnyView { AnyView(P.previews) }
            return Entry(name: TypeNames.name(of: provider)) { make(provider) }
        }
        return nil
    }
}

/// What an app started with `--preview` shows: the list of its previews (Enter shows one, Esc comes
/// back), or the one named after the flag.
@_spi(ShojiRuntime) public struct PreviewBrowser: View {
    let selected: String?

    public var body: some View {
        let entries = PreviewCatalog.entries
        if let selected, let entry = entries.first(where: { $0.name == selected }) {
            entry.makeView()
        } else {
            NavigationStack {
                VStack(alignment: .leading) {
                    if let selected { Text("No preview named \(selected)").foregroundColor(.red) }
                    if entries.isEmpty {
                        Text("This program declares no #Preview and no PreviewProvider.")
                    } else {
                        List(entries) { entry in
                            NavigationLink(entry.name) { entry.makeView() }
                        }
                    }
                }
                .navigationTitle("Previews (\(entries.count))")
            }
        }
    }
}

extension PreviewBrowser {
    /// The browser `--preview [name]` asks for among a program's `arguments`, and the arguments without
    /// the flag; `nil` when the flag is absent.
    @_spi(ShojiRuntime) public static func requested(by arguments: [String]) -> (
        browser: PreviewBrowser, rest: [String]
    )? {
        guard let flag = arguments.firstIndex(of: "--preview") else { return nil }
        let name = arguments.index(after: flag) < arguments.endIndex ? arguments[flag + 1] : nil
        var rest = arguments
        rest.removeSubrange(flag...(name == nil ? flag : flag + 1))
        return (PreviewBrowser(selected: name), rest)
    }
}

extension TestHost {
    /// Mounts the preview named `name` (a `#Preview`'s name, else its `File.swift:line`, or a preview
    /// provider's type name), or returns `nil` when the program declares none of that name.
    public static func preview(_ name: String, width: Int = 80, height: Int = 24) -> TestHost? {
        guard let entry = PreviewCatalog.entry(named: name) else { return nil }
        return TestHost(entry.makeView(), width: width, height: height)
    }
}
@_spi(ShojiRuntime) extension PreviewBrowser: BuiltinView {}
