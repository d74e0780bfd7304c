import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// No control character from data reaches the terminal.
@Suite struct TextSanitizerTests {
    @Test func controlsBecomeStandIns() {
        #expect(TextSanitizer.sanitize("a\u{1b}]0;evil\u{7}b") == "a␛]0;evil␇b")
        #expect(TextSanitizer.sanitize("del\u{7f}") == "del␡")
        #expect(TextSanitizer.sanitize("c1\u{9b}31m") == "c1\u{FFFD}31m")
        #expect(TextSanitizer.sanitize("\u{0}") == "␀")
    }

    @Test func safeTextIsReturnedAsItIs() {
        for text in ["", "plain", "日本語", "😀 é a\u{301}", "tab-free"] {
            #expect(TextSanitizer.sanitize(text) == text)
            #expect(!TextSanitizer.containsControl(text))
        }
    }

    @Test func pastedTextLosesItsControls() {
        #expect(TextSanitizer.stripControls("one\ttwo\nthree\r\nfour\u{1b}[31m\u{9b}!") == "one two three four[31m!")
    }

    @Test func containsControlLooksAtEveryByte() {
        #expect(TextSanitizer.containsControl("x\u{1}"))
        #expect(TextSanitizer.containsControl("\u{85}"), "NEL, a C1 control (0xC2 0x85)")
        #expect(!TextSanitizer.containsControl("\u{a0}"), "no-break space (0xC2 0xA0) is not a control")
        #expect(
            !TextSanitizer.containsControl("ł"), "0xC5 0x82: a continuation byte in the C1 range after another lead")
    }
}
