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
