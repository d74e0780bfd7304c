import Testing

@testable import Articles
@testable import CShojiSupport
@testable import ShojiCore

/// format.c writes the numbers of ncurses' escape sequences (`sprintf(buffer, "%d", n)`) without the C
/// library's printf: every `Int32` must come out as the C library writes it, in a buffer of exactly its
/// size too, other formats must still be the C library's, and ncurses' own calls must arrive there.
/// Serialized: the last test counts the numbers written here, which the first one adds to.
@MainActor
@Suite(.serialized) struct NumberFormatTests {
    /// `value` written with `format` through `__sprintf_chk` into a buffer of `capacity` bytes.
    private func formatted(_ value: Int32, _ format: String = "%d", capacity: Int = 32) -> (String, Int32) {
        var buffer = [CChar](repeating: 0x7F, count: capacity)
        let count = shoji_format_number(&buffer, capacity, format, value)
        let text = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return (text, count)
    }

    @Test func everyNumberIsWrittenAsTheCLibraryWritesIt() {
        let before = shoji_format_numbers()
        var values: [Int32] = [0, 1, -1, 9, -9, 10, -10, .max, .min, .max - 1, .min + 1]
        var power: Int32 = 1
        while power <= Int32.max / 10 {
            power *= 10
            values += [power - 1, power, power + 1, -power + 1, -power, -power - 1]
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<10_000 { values.append(Int32.random(in: .min ... .max, using: &generator)) }
        for value in values {
            let expected = String(value)
            let (text, count) = formatted(value)
            #expect(text == expected && Int(count) == expected.utf8.count, "\(value): \(text) (\(count))")
            // A buffer of exactly the digits and the NUL.
            let (tight, tightCount) = formatted(value, capacity: expected.utf8.count + 1)
            #expect(tight == expected && tightCount == count, "\(value) in a tight buffer: \(tight)")
        }
        if shoji_format_available() == 1 {
            #expect(shoji_format_numbers() - before >= 2 * values.count)
        }
    }

    @Test func otherFormatsAreTheCLibrarys() {
        #expect(formatted(7, "%3d") == ("  7", 3))
        #expect(formatted(-42, "%05d") == ("-0042", 5))
        #expect(formatted(255, "%x") == ("ff", 2))
        #expect(formatted(12, "%d;") == ("12;", 3))
        #expect(formatted(12, "x%d") == ("x12", 3))
    }

    @Test func ncursesNumbersAreWrittenHere() throws {
        // A key in the add sheet moves ncurses' cursor (`\e[row;columnH`): its numbers come from tparm.
        let host = TestHost(TodoDemoView(model: .seeded(count: 8)), width: 100, height: 30, terminal: .pseudoTerminal)
        defer { host.close() }
        host.press("+")
        let before = shoji_format_numbers()
        try #require(host.press("a") != nil)
        let text = String(decoding: host.lastTerminalBytes, as: UTF8.self)
        #expect(text.contains("\u{1b}["))
        if shoji_format_available() == 1 {
            #expect(shoji_format_numbers() > before, "ncurses' numbers were the C library's printf's")
        } else {
            #expect(shoji_format_numbers() == before)
        }
    }
}
