import Glibc
import Testing

@testable import CNcursesw
@testable import CShojiSupport
@testable import ShojiControls
@testable import ShojiCore
@testable import ShojiTerminal

/// characters.c answers ncurses' `wctob`, `wcwidth`, `iswprint` and `wcrtomb` itself in a UTF-8 locale: every answer
/// must be the C library's, for every code point and the odd values around them, in a UTF-8 locale and
/// in a thread that uses a locale of its own; a change of locale must be noticed; and ncurses' own calls
/// must arrive there. Serialized: the tests count the answers given on their own thread.
@Suite(.serialized) struct WideCharacterTests {
    /// Every Unicode code point, the surrogates among them, and values no character has.
    private static let values: [Int32] =
        Array(0...0x10FFFF) + [0x110000, 0x1FFFFF, 0x7FFF_FFFF, -1, -2, .min]

    /// The values whose answers from the program and from the C library differ, for each function.
    private func differences() -> [String] {
        var found: [String] = []
        var ours = [CChar](repeating: 0, count: 8)
        var theirs = [CChar](repeating: 0, count: 8)
        for value in Self.values {
            let unsigned = UInt32(bitPattern: value)
            if wctob(unsigned) != shoji_characters_library_wctob(unsigned) {
                found.append("wctob(\(value))")
            }
            if shoji_wcwidth(unsigned) != shoji_characters_library_wcwidth(value) {
                found.append("wcwidth(\(value))")
            }
            // Asked twice: the second answer may be a kept one.
            if shoji_wcwidth(unsigned) != shoji_characters_library_wcwidth(value) {
                found.append("wcwidth(\(value)), again")
            }
            if shoji_iswprint(unsigned) != shoji_characters_library_iswprint(unsigned) {
                found.append("iswprint(\(value))")
            }
            var state = mbstate_t()
            ours = [CChar](repeating: 0, count: 8)
            theirs = [CChar](repeating: 0, count: 8)
            let count = wcrtomb(&ours, value, &state)
            let expected = shoji_characters_library_wcrtomb(&theirs, value)
            if count != expected || ours != theirs { found.append("wcrtomb(\(value))") }
            if found.count > 10 { break }
        }
        return found
    }

    @Test func everyAnswerIsTheCLibrarysInAUTF8Locale() {
        setlocale(LC_ALL, "C.UTF-8")
        let before = shoji_characters_answered()
        #expect(differences() == [])
        if shoji_characters_available() == 1 {
            #expect(shoji_characters_locale_is_utf8() == 1)
            // wctob and wcrtomb for every scalar value, and the second wcwidth of each.
            #expect(shoji_characters_answered() - before >= 3 * 0x10F000)
        }
    }

    @Test func aThreadWithALocaleOfItsOwnGetsTheCLibrarysAnswers() throws {
        setlocale(LC_ALL, "C.UTF-8")
        // Known for the global locale first, so that only the thread's own locale can say otherwise.
        #expect(shoji_characters_locale_is_utf8() == shoji_characters_available())
        #expect(shoji_wcwidth(0x2713) == 1 && shoji_wcwidth(0x2713) == 1)
        // The C locale has no ✓ and no é: its wcrtomb fails where UTF-8's writes 2–3 bytes.
        let c = try #require(newlocale(Int32(1 << LC_CTYPE), "C", nil))
        let previous = uselocale(c)
        defer {
            uselocale(previous)
            freelocale(c)
        }
        #expect(shoji_characters_locale_is_utf8() == 0)
        var bytes = [CChar](repeating: 0, count: 8)
        var state = mbstate_t()
        #expect(wcrtomb(&bytes, 0x2713, &state) == -1)
        // Kept for the global locale (UTF-8: 1), but not this thread's (C: -1).
        #expect(shoji_wcwidth(0x2713) == -1)
        #expect(differences() == [])
    }

    @Test func aChangeOfLocaleIsNoticed() {
        let before = shoji_characters_locale_changes()
        setlocale(LC_CTYPE, nil)  // a query: no change
        setlocale(LC_CTYPE, "C.UTF-8")
        if shoji_characters_available() == 1 {
            #expect(shoji_characters_locale_changes() > before)
            #expect(shoji_characters_locale_is_utf8() == 1)
        } else {
            #expect(shoji_characters_locale_changes() == 0)
        }
    }

    @MainActor @Test func ncursesQuestionsAreAnsweredHere() throws {
        let host = TestHost(Text("✓ café"), width: 20, height: 3, terminal: .pseudoTerminal)
        defer { host.close() }
        let before = shoji_characters_answered()
        // A new size draws the screen again: ncurses asks for each cell it is given and each it writes,
        // the ✓ and the é among them.
        try #require(host.resize(width: 24, height: 4) != nil)
        let text = String(decoding: host.lastTerminalBytes, as: UTF8.self)
        #expect(text.contains("✓") && text.contains("café"))
        if shoji_characters_available() == 1 {
            #expect(shoji_characters_answered() > before, "ncurses' questions went to the C library")
        } else {
            #expect(shoji_characters_answered() == before)
        }
    }
}
