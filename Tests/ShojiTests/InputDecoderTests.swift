import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// The byte-level input decoder: every input decodes to events, and nothing after a bad byte is lost.
@Suite struct InputDecoderTests {
    private func keys(_ events: [InputEvent]) -> [String] {
        events.map { event in
            switch event {
            case .key(let k):
                let mods =
                    k.modifiers.isEmpty
                    ? ""
                    : "\(k.modifiers.contains(.control) ? "C" : "")\(k.modifiers.contains(.option) ? "A" : "")\(k.modifiers.contains(.shift) ? "S" : "")-"
                return mods + k.description
            case .mouse(let m): return "\(m.kind)@\(m.location.x),\(m.location.y)"
            case .resize: return "resize"
            }
        }
    }

    private func decode(_ bytes: [UInt8], quiet: Bool = true) -> [String] {
        var decoder = InputDecoder()
        var events = decoder.feed(bytes)
        if quiet { events += decoder.expire() }
        return keys(events)
    }

    private func decode(_ text: String) -> [String] { decode(Array(text.utf8)) }

    @Test func printableAndUTF8() {
        #expect(decode("aé日😀") == ["a", "é", "日", "😀"])
        #expect(decode(" ") == ["Space"])
    }

    @Test func invalidBytesAreDroppedAndNothingAfterIsLost() {
        #expect(decode([0xFF] + Array("000,001".utf8)) == ["0", "0", "0", ",", "0", "0", "1"])
        #expect(decode([0xFF, 0x0D]) == ["Enter"])
        #expect(decode([0x9B, 0x41]) == ["A"])
        #expect(decode([0xE4, 0xB8, 0x61]) == ["a"], "a truncated sequence then a letter")
        #expect(decode([0xC0, 0x80, 0x62]) == ["b"], "an overlong NUL")
        #expect(decode([0xED, 0xA0, 0x80, 0x63]) == ["c"], "a surrogate")
        #expect(decode([0xF8, 0x88, 0x80, 0x80, 0x80]) == [])
    }

    @Test func truncatedCharacterWaitsForItsRest() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0xE6, 0x97]).isEmpty)
        #expect(decoder.waiting == .sequence)
        #expect(keys(decoder.feed([0xA5])) == ["日"])
        #expect(decoder.waiting == .nothing)
        #expect(decoder.feed([0xE6]).isEmpty)
        #expect(decoder.expire().isEmpty, "an incomplete character is dropped when the input goes quiet")
    }

    @Test func controlKeys() {
        #expect(
            decode([3, 9, 13, 10, 127, 8, 26, 0]) == [
                "Ctrl-C", "Tab", "Enter", "Enter", "Backspace", "Backspace", "Ctrl-Z", "Ctrl-@",
            ])
        #expect(decode([28, 29, 30, 31]) == [])
    }

    @Test func arrowsInBothCursorModesAndOtherTerminals() {
        #expect(decode("\u{1b}[A\u{1b}OB\u{1b}[C\u{1b}OD") == ["Up", "Down", "Right", "Left"])
        #expect(
            decode("\u{1b}[H\u{1b}[F\u{1b}OH\u{1b}[1~\u{1b}[4~\u{1b}[7~\u{1b}[8~") == [
                "Home", "End", "Home", "Home", "End", "Home", "End",
            ])
        #expect(
            decode("\u{1b}[5~\u{1b}[6~\u{1b}[2~\u{1b}[3~\u{1b}[Z") == [
                "PageUp", "PageDown", "Insert", "Delete", "Shift-Tab",
            ])
        #expect(
            decode("\u{1b}OP\u{1b}[12~\u{1b}[15~\u{1b}[24~\u{1b}[[A\u{1b}[[E") == ["F1", "F2", "F5", "F12", "F1", "F5"])
        #expect(decode("\u{1b}[1;5C\u{1b}[1;2A\u{1b}[3;3~") == ["C-Right", "S-Up", "A-Delete"])
    }

    @Test func loneEscapeAfterTheDelayAndAlt() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.waiting == .sequence)
        #expect(keys(decoder.expire()) == ["Esc"])
        #expect(decode("\u{1b}b") == ["A-b"])
        #expect(decode("\u{1b}\u{7f}") == ["A-Backspace"])
        #expect(decode("\u{1b}\u{1b}") == ["Esc", "Esc"])
        #expect(decode("\u{1b}\u{1b}[A") == ["Esc", "Up"])
    }

    @Test func sequencesSplitAcrossReads() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.feed(Array("[".utf8)).isEmpty)
        #expect(keys(decoder.feed(Array("A".utf8))) == ["Up"])
        #expect(decoder.feed(Array("\u{1b}[<0;10".utf8)).isEmpty)
        #expect(keys(decoder.feed(Array(";5M".utf8))) == ["click@9,4"])
    }

    @Test func garbageSequencesAreDroppedWhole() {
        #expect(decode("\u{1b}[99999999999999999999999A") == ["Up"], "parameters saturate")
        #expect(decode("\u{1b}[?1;2c" + "x") == ["x"], "a device attributes answer")
        #expect(decode("\u{1b}]0;title\u{7}y") == ["y"], "an OSC answer")
        #expect(decode("\u{1b}P1$r0m\u{1b}\\z") == ["z"], "a DCS answer")
        #expect(decode("\u{1b}[1;2\u{3}") == ["Ctrl-C"], "a control cuts a sequence short and still counts")
        #expect(decode("\u{1b}[" + String(repeating: "1;", count: 400) + "Aq") == ["q"], "an over-long sequence")
        #expect(decode("\u{1b}[" + String(repeating: "9", count: 100)) == [])
        #expect(decode("\u{1b}[200") == [])
        #expect(decode("\u{1b}O") == ["A-O"])
    }

    @Test func everyMouseReportIsOneEvent() {
        var sgr = ""
        for i in 0..<20 { sgr += "\u{1b}[<0;\(i + 1);3M\u{1b}[<0;\(i + 1);3m" }
        let clicks = decode(sgr)
        #expect(clicks.count == 40, "20 presses and 20 releases in one read")
        #expect(clicks.filter { $0.hasPrefix("click") }.count == 20)
        #expect(decode("\u{1b}[<64;5;5M\u{1b}[<65;5;5M") == ["scrollUp@4,4", "scrollDown@4,4"])
        #expect(decode("\u{1b}[<32;5;5M") == ["drag@4,4"], "motion with the primary button held")
        #expect(
            decode("\u{1b}[<35;5;5M\u{1b}[<34;5;5M\u{1b}[<2;5;5M\u{1b}[<2;5;5m\u{1b}[<64;5;5m\u{1b}[<0;0;0M") == [],
            "motion with no button or another, the right button, a wheel 'release', off-screen")
        #expect(decode("\u{1b}[<0;99999;99999M") == ["click@99998,99998"])
        var x10: [UInt8] = []
        for _ in 0..<5 { x10 += [0x1B, 0x5B, 0x4D, 32, 33 + 4, 33 + 2] + [0x1B, 0x5B, 0x4D, 35, 33 + 4, 33 + 2] }
        #expect(
            decode(x10) == Array(repeating: ["click@4,2", "release@4,2"], count: 5).flatMap { $0 },
            "X10: button 3 is a release")
    }

    @Test func bracketedPaste() {
        #expect(decode("\u{1b}[200~hello\u{1b}[31m\nworld\u{1b}[201~!") == ["Paste(15)", "!"])
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1b}[200~abc\u{1b}[20".utf8)).isEmpty)
        #expect(decoder.waiting == .paste)
        #expect(keys(decoder.feed(Array("1~d".utf8))) == ["Paste(3)", "d"])
        #expect(
            decode([0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E, 0x61, 0xFF, 0x62, 0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]) == [
                "Paste(3)"
            ],
            "an invalid byte in a paste becomes U+FFFD")
    }

    @Test func pasteThatNeverClosesEndsOnSilenceOrSize() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1b}[200~partial".utf8)).isEmpty)
        #expect(keys(decoder.expire()) == ["Paste(7)"])
        #expect(decoder.waiting == .nothing)
        #expect(keys(decoder.feed([3])) == ["Ctrl-C"], "Ctrl-C works after the silence")
        var big = InputDecoder()
        var delivered = 0
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
        #expect(big.feed(Array("\u{1b}[200~".utf8)).isEmpty)
        for _ in 0..<10 {
            for event in big.feed(chunk) {
                if case .key(let k) = event, case .paste(let t) = k.key { delivered += t.count }
            }
        }
        #expect(delivered >= (8 << 20) - 16, "a paste larger than the chunk is delivered in pieces")
    }

    @Test func terminalSpecificSequences() {
        var decoder = InputDecoder(terminalKeys: [
            (Array("\u{1b}[11^".utf8), .function(1)), (Array("\u{1b}Ox".utf8), .up),
        ])
        #expect(keys(decoder.feed(Array("\u{1b}[11^\u{1b}Ox".utf8))) == ["F1", "Up"])
    }

    @Test func randomBytesNeverTrap() {
        var generator = SystemRandomNumberGenerator()
        var decoder = InputDecoder()
        for _ in 0..<2_000 {
            let count = Int.random(in: 0..<64, using: &generator)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            _ = decoder.feed(bytes)
            if Bool.random(using: &generator) { _ = decoder.expire() }
        }
        _ = decoder.expire()
        #expect(decoder.waiting == .nothing)
    }
}
