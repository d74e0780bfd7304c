import Foundation

/// Finds the name of the property behind a key path the Observation module reports as changed.
///
/// `@Observable` turns each stored property into a computed one, so the key path that
/// `ObservationTracking.changed` reports describes itself as `\ProfileModel.<computed 0x… (Int)>`: the
/// address is the property's *key path getter*, a function the compiler emits for every property a key
/// path can name, with a symbol such as `$s8Articles12ProfileModelC13followerCountSivpACTK` ("key path
/// getter for ProfileModel.followerCount"). Those functions are not exported (`dladdr` cannot name
/// them), but they are in the binary's own symbol table. This reads that table — the ELF file the
/// address belongs to, found through `/proc/self/maps`, parsed with bounds checks on every read — and
/// demangles the symbol with the runtime's `swift_demangle`. Anything unexpected (a stripped binary,
/// another object format, a symbol of another kind) gives `nil`, and the caller names the type instead.
@MainActor
@_spi(ShojiRuntime) public enum KeyPathSymbols {
    /// The property name for the key path component identified by `address` (`followerCount`), if the
    /// symbol table has it.
    ///
    /// Usually the address is the property's key path getter (or getter, or method descriptor). An
    /// optimized build may identify the component by an unnamed function the compiler placed right after
    /// the property's key path accessors; then the nearest accessor before it (within 256 bytes) is taken,
    /// but only when its root and value types are the key path's own (`root`, `value`): otherwise `nil`,
    /// never another property's name.
    static func propertyName(atGetter address: UInt, root: Any.Type? = nil, value: Any.Type? = nil) -> String? {
        guard let mapping = Mapping.containing(address), let table = tables.table(for: mapping.path) else {
            return nil
        }
        let virtualAddress = UInt64(
            table.isSharedObject ? address &- mapping.base &+ table.firstLoadAddress : address)
        if let mangled = table.keyPathGetters[virtualAddress] {
            return Demangler.propertyName(fromKeyPathGetter: mangled)
        }
        guard let root, let value, let (start, mangled) = table.accessor(before: virtualAddress),
            virtualAddress - start < 256, let accessor = Demangler.keyPathAccessor(mangled),
            accessor.root == Demangler.withoutModules(String(describing: root)),
            accessor.value == Demangler.withoutModules(String(describing: value))
        else { return nil }
        return accessor.property
    }

    /// Symbol tables already read, by file path (`nil`: the file has none Shoji can read).
    private static var tables = TableCache()
    private static var preloading = false

    /// Reads the program's own symbol table on another thread (about 12 ms for a 7 MB binary), so that
    /// the first change named after causes are turned on does not wait for it.
    static func preload() {
        guard !preloading else { return }
        preloading = true
        let path = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        DispatchQueue.global(qos: .utility).async {
            let table = ElfSymbolTable(path: path)
            DispatchQueue.main.async { MainActor.assumeIsolated { tables.store(table, for: path) } }
        }
    }

    /// One mapping of a file into memory, from `/proc/self/maps`.
    @_spi(ShojiRuntime) public struct Mapping {
        /// The file.
        @_spi(ShojiRuntime) public let path: String
        /// Where the file's first byte is mapped (its load base).
        @_spi(ShojiRuntime) public let base: UInt

        /// The mapping of the file that contains `address`.
        static func containing(_ address: UInt) -> Mapping? {
            guard let text = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return nil }
            var bases: [String: UInt] = [:]
            var found: String?
            for line in text.split(separator: "\n") {
                // start-end perms offset dev inode path
                let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
                guard fields.count == 6 else { continue }
                let pathField = fields[5].drop { $0 == " " }
                guard pathField.hasPrefix("/") else { continue }
                let range = fields[0].split(separator: "-")
                guard range.count == 2, let start = UInt(range[0], radix: 16), let end = UInt(range[1], radix: 16),
                    let offset = UInt(fields[2], radix: 16)
                else { continue }
                let path = String(pathField)
                if offset == 0, bases[path] == nil { bases[path] = start }
                if address >= start && address < end { found = path }
            }
            guard let found, let base = bases[found] else { return nil }
            return Mapping(path: found, base: base)
        }
    }
}

/// The symbol tables read so far.
private struct TableCache {
    private var byPath: [String: ElfSymbolTable?] = [:]

    /// Keeps a table read elsewhere (unless one was read meanwhile).
    mutating func store(_ table: ElfSymbolTable?, for path: String) {
        if byPath[path] == nil { byPath[path] = table }
    }

    mutating func table(for path: String) -> ElfSymbolTable? {
        if let known = byPath[path] { return known }
        let table = ElfSymbolTable(path: path)
        byPath[path] = table
        return table
    }
}

/// The key path getters of one ELF file (64-bit, little-endian), by virtual address.
@_spi(ShojiRuntime) public struct ElfSymbolTable {
    /// Mangled names of the symbols that can identify a property (`…TK`, `…vg`, `…vgTq`), by address.
    private(set) var keyPathGetters: [UInt64: String] = [:]
    /// The key path accessors (`…TK` getters and `…Tk` setters), by address, sorted.
    private(set) var accessors: [(address: UInt64, name: String)] = []
    /// Protocol conformance descriptors (`…Mc`) and nominal type descriptors (`…Mn`) whose names have
    /// `Preview` in them: where ``PreviewCatalog`` finds the previews an app declares.
    @_spi(ShojiRuntime) public private(set) var previewConformances: [String] = []
    private static let preview = Array("Preview".utf8)

    /// The nearest key path accessor at or before `address`.
    func accessor(before address: UInt64) -> (UInt64, String)? {
        var low = 0
        var high = accessors.count
        while low < high {
            let mid = (low + high) / 2
            if accessors[mid].address <= address { low = mid + 1 } else { high = mid }
        }
        return low > 0 ? (accessors[low - 1].address, accessors[low - 1].name) : nil
    }
    /// Whether the file is position-independent (addresses are relative to its load base).
    let isSharedObject: Bool
    /// The page-aligned virtual address of its first loadable segment.
    let firstLoadAddress: UInt

    /// Reads the ELF file at `path`: only its headers and its symbol and string tables (a statically linked
    /// release binary is 80 MB, of which those are 15; reading it all took 150 ms the first time a change
    /// was named after the overlay was turned on, and seconds on a busy machine).
    @_spi(ShojiRuntime) public init?(path: String) {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        /// `count` bytes at `offset` (fewer at the end of the file), or `nil`.
        func read(_ offset: UInt64, _ count: UInt64) -> (start: Int, bytes: [UInt8])? {
            guard count > 0, count <= 1 << 30, offset <= UInt64(Int.max) - count,
                (try? file.seek(toOffset: offset)) != nil, let data = try? file.read(upToCount: Int(count))
            else { return nil }
            return (Int(offset), [UInt8](data))
        }
        guard let header = read(0, 64) else { return nil }
        let head = ByteReader(header.bytes)
        guard let programOffset = head.u64(32), let sectionOffset = head.u64(40),
            let programEntrySize = head.u16(54), let programCount = head.u16(56),
            let sectionEntrySize = head.u16(58), let sectionCount = head.u16(60),
            let sections = read(sectionOffset, UInt64(sectionEntrySize) * UInt64(sectionCount))
        else { return nil }
        var regions = [header, sections]
        if let programs = read(programOffset, UInt64(programEntrySize) * UInt64(programCount)) {
            regions.append(programs)
        }
        let table = ByteReader(regions: regions)
        for i in 0..<Int(sectionCount) {
            let at = Int(clamping: sectionOffset) &+ i &* Int(sectionEntrySize)
            guard table.u32(at &+ 4) == 2, let offset = table.u64(at &+ 24), let size = table.u64(at &+ 32),
                let link = table.u32(at &+ 40)
            else { continue }
            let linkAt = Int(clamping: sectionOffset) &+ Int(link) &* Int(sectionEntrySize)
            guard let stringsOffset = table.u64(linkAt &+ 24), let stringsSize = table.u64(linkAt &+ 32) else {
                continue
            }
            if let symbols = read(offset, size) { regions.append(symbols) }
            if let strings = read(stringsOffset, stringsSize) { regions.append(strings) }
        }
        self.init(reader: ByteReader(regions: regions))
    }

    /// Parses `bytes` as an ELF file; `nil` when it is not one Shoji reads (or is malformed).
    @_spi(ShojiRuntime) public init?(bytes: [UInt8]) {
        self.init(reader: ByteReader(bytes))
    }

    /// Parses the parts of an ELF file that `reader` holds, each at its offset in the file.
    private init?(reader: ByteReader) {
        // e_ident: magic, class 2 (64-bit), data 1 (little-endian).
        guard reader.byte(63) != nil, reader.byte(0) == 0x7F, reader.byte(1) == 0x45, reader.byte(2) == 0x4C,
            reader.byte(3) == 0x46, reader.byte(4) == 2, reader.byte(5) == 1,
            let type = reader.u16(16),
            let programOffset = reader.u64(32), let sectionOffset = reader.u64(40),
            let programEntrySize = reader.u16(54), let programCount = reader.u16(56),
            let sectionEntrySize = reader.u16(58), let sectionCount = reader.u16(60)
        else { return nil }
        isSharedObject = type == 3  // ET_DYN
        var firstLoad: UInt64?
        for i in 0..<Int(programCount) {
            let at = Int(clamping: programOffset) &+ i &* Int(programEntrySize)
            guard let kind = reader.u32(at), let vaddr = reader.u64(at &+ 16) else { return nil }
            if kind == 1 {  // PT_LOAD
                firstLoad = min(firstLoad ?? vaddr, vaddr)
            }
        }
        firstLoadAddress = UInt(truncatingIfNeeded: (firstLoad ?? 0) & ~0xFFF)
        // Sections: find SHT_SYMTAB (2) and the string table it links to.
        for i in 0..<Int(sectionCount) {
            let at = Int(clamping: sectionOffset) &+ i &* Int(sectionEntrySize)
            guard let kind = reader.u32(at &+ 4) else { return nil }
            guard kind == 2, let offset = reader.u64(at &+ 24), let size = reader.u64(at &+ 32),
                let link = reader.u32(at &+ 40), let entrySize = reader.u64(at &+ 56), entrySize >= 24
            else { continue }
            let linkAt = Int(clamping: sectionOffset) &+ Int(link) &* Int(sectionEntrySize)
            guard let stringsOffset = reader.u64(linkAt &+ 24), let stringsSize = reader.u64(linkAt &+ 32) else {
                return nil
            }
            let strings = Int(clamping: stringsOffset)..<(Int(clamping: stringsOffset) &+ Int(clamping: stringsSize))
            let count = Int(clamping: size / entrySize)
            for s in 0..<count {
                let entry = Int(clamping: offset) &+ s &* Int(clamping: entrySize)
                guard let nameOffset = reader.u32(entry), let value = reader.u64(entry &+ 8) else { break }
                let nameStart = strings.lowerBound &+ Int(nameOffset)
                // Only the names that can identify a property in a key path become strings (a binary has
                // tens of thousands of symbols): key path getters (`…TK`), getters (`…vg`) and their method
                // descriptors (`…vgTq`), which an optimized build may use as the component's identity.
                guard strings.contains(nameStart), value != 0,
                    let end = reader.terminator(from: nameStart, limit: strings.upperBound), end - nameStart > 2
                else { continue }
                guard let secondLast = reader.byte(end - 2), let last = reader.byte(end - 1) else { continue }
                let last2 = (secondLast, last)
                // Every type has a descriptor: only the names with `Preview` in them become strings.
                if last2 == (0x4D, 0x63) || last2 == (0x4D, 0x6E), end - nameStart > 8,  // Mc, Mn
                    reader.contains(Self.preview, in: nameStart..<end),
                    let name = reader.cString(at: nameStart, limit: strings.upperBound)
                {
                    previewConformances.append(name)
                    continue
                }
                let isAccessor = last2 == (0x54, 0x4B) || last2 == (0x54, 0x6B)  // TK, Tk
                guard isAccessor || last2 == (0x76, 0x67) || last2 == (0x54, 0x71),  // vg, Tq
                    let name = reader.cString(at: nameStart, limit: strings.upperBound)
                else { continue }
                if last2 != (0x54, 0x6B) { keyPathGetters[value] = name }
                if isAccessor { accessors.append((value, name)) }
            }
        }
        accessors.sort { $0.address < $1.address }
    }
}

/// Little-endian reads over the parts of a file that were read, each at its offset in the file; a read
/// outside them, or across the end of one, is `nil`.
private struct ByteReader {
    private let regions: [(start: Int, bytes: [UInt8])]
    /// A whole file.
    init(_ bytes: [UInt8]) { regions = [(0, bytes)] }
    /// Parts of a file (where two overlap, the first one that holds an offset answers for it).
    init(regions: [(start: Int, bytes: [UInt8])]) { self.regions = regions }

    /// The part holding the file offset `at`, and `at`'s index in it.
    private func locate(_ at: Int) -> (bytes: [UInt8], index: Int)? {
        for region in regions where at >= region.start && at - region.start < region.bytes.count {
            return (region.bytes, at - region.start)
        }
        return nil
    }

    /// The byte at `at`.
    func byte(_ at: Int) -> UInt8? {
        guard let (bytes, i) = locate(at) else { return nil }
        return bytes[i]
    }

    private func value(_ at: Int, _ size: Int) -> UInt64? {
        guard size <= 8, let (bytes, start) = locate(at), start <= bytes.count &- size else { return nil }
        var result: UInt64 = 0
        for i in (0..<size).reversed() { result = result << 8 | UInt64(bytes[start + i]) }
        return result
    }
    func u16(_ at: Int) -> UInt16? { value(at, 2).map { UInt16(truncatingIfNeeded: $0) } }
    func u32(_ at: Int) -> UInt32? { value(at, 4).map { UInt32(truncatingIfNeeded: $0) } }
    func u64(_ at: Int) -> UInt64? { value(at, 8) }

    /// The offset of the NUL that ends the string at `at`, not reading at or past `limit` (nor past the
    /// end of the part holding `at`).
    func terminator(from at: Int, limit: Int) -> Int? {
        guard at < limit, let (bytes, start) = locate(at) else { return nil }
        let end = min(bytes.count, limit &- (at &- start))
        var i = start
        while i < end && bytes[i] != 0 { i += 1 }
        return i < end ? at &+ (i - start) : nil
    }

    /// Whether `pattern` occurs within `range` of the file (inside one part).
    func contains(_ pattern: [UInt8], in range: Range<Int>) -> Bool {
        guard let first = pattern.first, let (bytes, start) = locate(range.lowerBound),
            range.count <= bytes.count - start
        else { return false }
        let upper = start + range.count
        var i = start
        while i + pattern.count <= upper {
            if bytes[i] == first && bytes[i..<(i + pattern.count)].elementsEqual(pattern) { return true }
            i += 1
        }
        return false
    }

    /// The NUL-terminated string at `at`, not reading at or past `limit`.
    func cString(at: Int, limit: Int) -> String? {
        guard let end = terminator(from: at, limit: limit), let (bytes, start) = locate(at) else { return nil }
        return String(decoding: bytes[start..<(start + (end - at))], as: UTF8.self)
    }
}

/// The Swift runtime's demangler.
enum Demangler {
    @_silgen_name("swift_demangle")
    private static func swiftDemangle(
        _ mangledName: UnsafePointer<CChar>?, _ mangledNameLength: Int, _ outputBuffer: UnsafeMutablePointer<CChar>?,
        _ outputBufferSize: UnsafeMutablePointer<Int>?, _ flags: UInt32
    ) -> UnsafeMutablePointer<CChar>?

    /// The demangled form of a symbol, or `nil` if it is not a Swift symbol.
    static func demangle(_ mangled: String) -> String? {
        var name = mangled
        return name.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { chars -> String? in
                // The runtime allocates the result with malloc; it is copied, then freed.
                guard let result = swiftDemangle(chars.baseAddress, chars.count, nil, nil, 0) else { return nil }
                defer { free(result) }
                return String(cString: result)
            }
        }
    }

    /// The property, value type and root type of a key path accessor symbol ("key path setter for
    /// Articles.ProfileModel.name : Swift.String : Articles.ProfileModel" → `name`, `String`,
    /// `ProfileModel`), types without module names.
    static func keyPathAccessor(_ mangled: String) -> (property: String, value: String, root: String)? {
        guard let text = demangle(mangled) else { return nil }
        var rest = Substring(text)
        var matched = false
        for prefix in ["key path getter for ", "key path setter for "] where rest.hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count)
            matched = true
        }
        guard matched, let first = rest.range(of: " : "), let last = rest.range(of: " : ", options: .backwards),
            first.lowerBound < last.lowerBound,
            let property = rest[..<first.lowerBound].split(separator: ".").last
        else { return nil }
        return (
            String(property), withoutModules(String(rest[first.upperBound..<last.lowerBound])),
            withoutModules(String(rest[last.upperBound...]))
        )
    }

    /// A type's name without module qualifiers: `Array<Post>` for `Swift.Array<Articles.Post>`.
    static func withoutModules(_ name: String) -> String {
        var out = ""
        var word = ""
        for ch in name {
            if ch.isLetter || ch.isNumber || ch == "_" {
                word.append(ch)
            } else if ch == "." && !word.isEmpty {
                word = ""  // a qualifier: drop it
            } else {
                out += word
                out.append(ch)
                word = ""
            }
        }
        return out + word
    }

    /// `followerCount` from the symbol of "key path getter for Module.ProfileModel.followerCount : Swift.Int
    /// : Module.ProfileModel", of "Module.ProfileModel.followerCount.getter : Swift.Int" or of "method
    /// descriptor for Module.ProfileModel.followerCount.getter : Swift.Int".
    static func propertyName(fromKeyPathGetter mangled: String) -> String? {
        guard let demangled = demangle(mangled) else { return nil }
        var text = Substring(demangled)
        var isGetter = false
        for prefix in ["key path getter for ", "method descriptor for "] where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
            isGetter = prefix.hasPrefix("key path")
        }
        guard let colon = text.range(of: " : ") else { return nil }
        var qualified = text[..<colon.lowerBound]
        if qualified.hasSuffix(".getter") {
            qualified = qualified.dropLast(".getter".count)
            isGetter = true
        }
        guard isGetter else { return nil }
        guard let name = qualified.split(separator: ".").last, !name.isEmpty,
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return String(name)
    }
}
