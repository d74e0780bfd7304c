import Foundation
import Observation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

// Naming a changed property reads the binary's ELF symbol table. The reader must never read outside the
// bytes it was given, whatever they are: empty, random, a real binary cut anywhere, a header whose
// offsets point far away. (It uses no raw pointers; this suite also runs under AddressSanitizer.)

@Observable
private final class Twins {
    var first = ""
    var second = ""
    var count = 0
}

@MainActor
struct KeyPathSymbolsTests {
    @Test func oddBytesAreRejectedWithoutReadingOutside() {
        #expect(ElfSymbolTable(bytes: []) == nil)
        #expect(ElfSymbolTable(bytes: [0x7F, 0x45, 0x4C, 0x46]) == nil)
        var random = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let bytes = (0..<Int.random(in: 0..<4096, using: &random)).map { _ in
                UInt8.random(in: 0...255, using: &random)
            }
            _ = ElfSymbolTable(bytes: bytes)
        }
        // A valid header whose tables lie beyond the end.
        var header = [UInt8](repeating: 0, count: 64)
        header[0...5] = [0x7F, 0x45, 0x4C, 0x46, 2, 1]
        header[16] = 3
        for i in 32..<48 { header[i] = 0xFF }  // program and section header offsets: far away
        header[54] = 56
        header[56] = 0xFF
        header[58] = 64
        header[60] = 0xFF
        #expect(ElfSymbolTable(bytes: header) == nil)
    }

    @Test func aRealBinaryCutAnywhereIsSafe() throws {
        let whole = try #require(FileManager.default.contents(atPath: "/proc/self/exe"))
        let prefix = [UInt8](whole.prefix(1 << 20))
        for cut in [0, 1, 16, 63, 64, 65, 200, 4096, 65_536, prefix.count] {
            _ = ElfSymbolTable(bytes: Array(prefix.prefix(cut)))
        }
        // Corrupt the section header table's offset in an otherwise real header.
        var corrupt = prefix
        for i in 40..<48 { corrupt[i] = 0x7F }
        _ = ElfSymbolTable(bytes: corrupt)
    }

    /// Read from the file (its headers and tables only) and from all of its bytes, a binary gives the same
    /// table; a file that is empty, short, not ELF or cut anywhere gives `nil` or a table, never a crash.
    @Test func readingOnlyTheTablesFindsWhatReadingEverythingFinds() throws {
        let path = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let whole = try #require(FileManager.default.contents(atPath: path))
        let fromFile = try #require(ElfSymbolTable(path: path))
        let fromBytes = try #require(ElfSymbolTable(bytes: [UInt8](whole)))
        #expect(!fromFile.keyPathGetters.isEmpty)
        #expect(fromFile.keyPathGetters == fromBytes.keyPathGetters)
        #expect(fromFile.accessors.map(\.address) == fromBytes.accessors.map(\.address))
        #expect(fromFile.accessors.map(\.name) == fromBytes.accessors.map(\.name))
        #expect(fromFile.previewConformances == fromBytes.previewConformances)
        #expect(fromFile.isSharedObject == fromBytes.isSharedObject)
        #expect(fromFile.firstLoadAddress == fromBytes.firstLoadAddress)

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shoji-elf-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(ElfSymbolTable(path: directory.appendingPathComponent("missing").path) == nil)
        #expect(ElfSymbolTable(path: directory.path) == nil, "a directory")
        var header = [UInt8](whole.prefix(64))
        for i in 40..<48 { header[i] = 0xFF }  // the section headers: past any file
        let shapes: [(String, [UInt8])] = [
            ("empty", []), ("short", [0x7F, 0x45, 0x4C, 0x46]), ("text", Array("not an ELF file\n".utf8)),
            ("far", header), ("cut-64", [UInt8](whole.prefix(64))), ("cut-1M", [UInt8](whole.prefix(1 << 20))),
            ("cut-late", [UInt8](whole.prefix(whole.count - 4096))),
        ]
        for (name, bytes) in shapes {
            let file = directory.appendingPathComponent(name)
            try Data(bytes).write(to: file)
            _ = ElfSymbolTable(path: file.path)
        }
        #expect(ElfSymbolTable(path: directory.appendingPathComponent("empty").path) == nil)
    }

    @Test func theTestBinaryNamesItsOwnKeyPathGetters() {
        #expect(ChangeNames.name(of: \Twins.first) == "Twins.first")
        #expect(ChangeNames.name(of: \Twins.second) == "Twins.second")
    }

    @Test func demanglingGivesThePropertyOrNothing() {
        #expect(Demangler.propertyName(fromKeyPathGetter: "$s8Articles12ProfileModelC4nameSSvpACTK") == "name")
        #expect(
            Demangler.propertyName(fromKeyPathGetter: "$s8Articles12ProfileModelC13followerCountSivpACTK")
                == "followerCount")
        #expect(Demangler.propertyName(fromKeyPathGetter: "not a symbol") == nil)
        // A getter and its method descriptor name the property too (an optimized build may use them);
        // a setter does not.
        #expect(Demangler.propertyName(fromKeyPathGetter: "$s8Articles12ProfileModelC4nameSSvg") == "name")
        #expect(Demangler.propertyName(fromKeyPathGetter: "$s8Articles12ProfileModelC4nameSSvgTq") == "name")
        #expect(Demangler.propertyName(fromKeyPathGetter: "$s8Articles12ProfileModelC4nameSSvs") == nil)
        #expect(Demangler.propertyName(fromKeyPathGetter: "") == nil)
    }

    @Test func anUnknownAddressFallsBackToTheType() {
        #expect(KeyPathSymbols.propertyName(atGetter: 0) == nil)
        #expect(KeyPathSymbols.propertyName(atGetter: UInt.max) == nil)
    }
}

extension KeyPathSymbolsTests {
    @Test func accessorSymbolsGiveTheirTypesWithoutModules() {
        let setter = Demangler.keyPathAccessor("$s8Articles12ProfileModelC4nameSSvpACTk")
        #expect(setter?.property == "name")
        #expect(setter?.value == "String")
        #expect(setter?.root == "ProfileModel")
        let posts = Demangler.keyPathAccessor("$s8Articles12ProfileModelC5postsSayAA4PostVGvpACTK")
        #expect(posts?.value == "Array<Post>")
        #expect(Demangler.withoutModules("Swift.Array<Articles.Post>") == "Array<Post>")
        #expect(Demangler.withoutModules("Swift.Dictionary<Swift.String, M.T>") == "Dictionary<String, T>")
        #expect(Demangler.keyPathAccessor("$s8Articles12ProfileModelC4nameSSvg") == nil)
    }
}
