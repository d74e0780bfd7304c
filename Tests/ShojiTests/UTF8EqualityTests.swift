import Testing

@_spi(ShojiRuntime) @testable import ShojiCore

/// The byte-wise comparisons a frame uses to tell what changed (`hasSameUTF8(as:)`, a character's
/// leading byte) agree with the bytes for every shape of string: empty, small (stored inline), large
/// (on the heap), substrings made into strings, and text that is canonically equal but spelt apart.
@Suite struct UTF8EqualityTests {
    /// Strings of every storage shape and some that differ only in their last byte.
    static let strings: [String] = [
        "", " ", "a", "b", "ab", "✓", "○", "日", "😀", "e\u{301}", "\u{e9}",
        "fifteen bytes!!", "fifteen bytes!?",  // the longest small string
        "sixteen bytes!!!", "sixteen bytes!!?",  // the shortest large one
        String(repeating: "✓ Task ", count: 40), String(repeating: "✓ Task ", count: 40) + "x",
        String(String(repeating: "abc", count: 20).dropFirst(3)),  // a substring copied
        "\r\n", "\n", "\r", "\t",
    ]

    @Test func equalBytesAndOnlyEqualBytesAreTheSame() {
        for a in Self.strings {
            for b in Self.strings {
                #expect(
                    a.hasSameUTF8(as: b) == Array(a.utf8).elementsEqual(Array(b.utf8)),
                    "\(a.debugDescription) \(b.debugDescription)")
            }
        }
    }

    @Test func aCopyBuiltAnotherWayIsTheSame() {
        // The same bytes in another storage: built by appending, so not the same string object.
        for a in Self.strings {
            var built = ""
            for scalar in a.unicodeScalars { built.unicodeScalars.append(scalar) }
            #expect(a.hasSameUTF8(as: built))
        }
    }

    @Test func canonicallyEqualTextSpeltApartIsNotTheSame() {
        // `==` says equal (canonical equivalence); the bytes differ, so a text run changed.
        let composed = "\u{e9}"
        let decomposed = "e\u{301}"
        #expect(composed == decomposed)
        #expect(!composed.hasSameUTF8(as: decomposed))
    }

    @Test func lineBreaksAndTabsAreToldByTheirLeadingByte() {
        let characters: [Character] = [
            "\n", "\r", "\r\n", "\t", " ", "a", "é", "e\u{301}", "日", "😀", "\u{85}", "\u{2028}",
        ]
        for ch in characters {
            #expect(ch.isLineBreakByte == (ch == "\n" || ch == "\r" || ch == "\r\n"), "\(ch.debugDescription)")
            #expect((ch.leadingUTF8Byte == 0x09) == (ch == "\t"), "\(ch.debugDescription)")
        }
    }
}
