import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

@MainActor
@Suite struct TextTests {
    /// Issue 24: a 50 MB note title in a one-line row laid out all 50 million graphemes, several times a
    /// frame (45 s to start). A line limit keeps only what its lines can show, and the cut still shows.
    @Test func aLineLimitKeepsOnlyWhatItsLinesCanShow() {
        let huge = String(repeating: "word ", count: 200_000) + "\nsecond line"
        let one = TextLayout(runs: Text(verbatim: huge).runs, lineLimit: 1)
        #expect(one.naturalWidth <= TextLayout.widestLine, "\(one.naturalWidth) cells kept")
        #expect(one.naturalLines == 2, "one line kept, and one more that says something was cut")
        let host = TestHost(Text(verbatim: huge).lineLimit(1), width: 30, height: 3)
        #expect(host.lines[1].hasSuffix("…"), "\(host.lines)")
        let unlimited = TextLayout(runs: Text(verbatim: huge).runs)
        #expect(unlimited.naturalWidth == 1_000_000, "without a limit every glyph is kept")
        // The same cut on the printable-ASCII path (one glyph per byte, no grapheme breaking).
        let flat = TextLayout(runs: Text(verbatim: String(repeating: "word ", count: 200_000)).runs, lineLimit: 2)
        #expect(flat.naturalWidth == 2 * TextLayout.widestLine && flat.naturalLines == 2, "\(flat.naturalWidth)")
        let host2 = TestHost(Text(verbatim: String(repeating: "ab ", count: 50_000)).lineLimit(2), width: 30, height: 3)
        #expect(host2.lines[1].hasSuffix("…"), "\(host2.lines)")
    }

    /// Line breaks (`\n`, `\r`, `\r\n`) start a new line and a tab moves to the next multiple of 4 columns,
    /// in text that is not all ASCII as in text that is (told by their bytes since issue 29).
    /// A `Text` modifier styles every run in place (through the runs' buffer): one run, several, an
    /// empty string, and a text whose runs another value still holds, which keeps its own styles.
    @Test func modifiersStyleEveryRun() {
        let one = Text("one").strikethrough()
        #expect(one.runs.map(\.style.strikethrough) == [true])
        let joined = (Text("a") + Text("").italic() + Text("c")).bold().strikethrough(false)
        #expect(joined.runs.map(\.string) == ["a", "", "c"])
        #expect(joined.runs.map(\.style.bold) == [true, true, true])
        #expect(joined.runs.map(\.style.italic) == [nil, true, nil])
        #expect(joined.runs.map(\.style.strikethrough) == [false, false, false])
        let shared = Text("x") + Text("y")
        let styled = shared.underline()
        #expect(shared.runs.map(\.style.underline) == [nil, nil], "the other holder's runs are not changed")
        #expect(styled.runs.map(\.style.underline) == [true, true])
        #expect(Text(verbatim: "").foregroundColor(.red).runs.map(\.style.foreground) == [.red])
    }

    @Test func lineBreaksAndTabsOutsideASCII() {
        let text = Text(verbatim: "✓\tb\r\n日\tc\rx\ny e\u{301}").frame(maxWidth: .infinity, alignment: .leading)
        let host = TestHost(text, width: 12, height: 5)
        #expect(host.lines[0].hasPrefix("✓   b"), "\(host.lines)")
        #expect(host.lines[1].hasPrefix("日  c"), "a wide glyph takes two of the four columns: \(host.lines)")
        #expect(host.lines[2].hasPrefix("x"), "\(host.lines)")
        #expect(host.lines[3].hasPrefix("y e\u{301}"), "\(host.lines)")
        #expect(host.lines[4].trimmingCharacters(in: .whitespaces).isEmpty, "four lines: \(host.lines)")
    }

    /// A text whose new string has the same shape is only repainted (issue 29): the shape must be exactly
    /// what sizes follow from — each glyph's width and where the spaces are, paragraph by paragraph.
    @Test func sameShapeMeansTheSameSizeForEveryProposal() {
        _ = TestHost(EmptyView(), width: 1, height: 1)  // selects the UTF-8 locale
        func layout(_ string: String) -> TextLayout { TextLayout(runs: Text(verbatim: string).runs) }
        let pairs: [(String, String, Bool)] = [
            ("Counter: 5", "Counter: 6", true),
            ("9998 left", "9997 left", true),
            ("ab cd", "ab  d", false),  // a space where a letter was: another place to break
            ("日本", "abcd", false),  // the same width in fewer, wider glyphs
            ("日", "ab", false),
            ("a\nb", "ab", false),  // another paragraph
            ("a\nb", "c\nd", true),
            ("", "", true),
            ("", "\n", false),
            ("e\u{301}x", "yz", true),  // a combining mark is part of its grapheme
            ("a\u{1b}[31mb", "a\u{1b}[32mb", true),  // sanitized alike
        ]
        for (a, b, same) in pairs {
            let (x, y) = (layout(a), layout(b))
            #expect(x.hasSameShape(as: y) == same, "\(a.debugDescription) vs \(b.debugDescription)")
            #expect(y.hasSameShape(as: x) == same, "\(b.debugDescription) vs \(a.debugDescription)")
            guard same else { continue }
            for width in [nil, 0, 1, 2, 3, 5, 40] as [Int?] {
                for height in [nil, 1, 2] as [Int?] {
                    let proposal = ProposedSize(width: width, height: height)
                    #expect(x.size(for: proposal, lineLimit: nil) == y.size(for: proposal, lineLimit: nil))
                }
            }
        }
    }

    @Test func displayWidths() {
        _ = TestHost(EmptyView(), width: 1, height: 1)  // selects the UTF-8 locale
        #expect(TextWidth.of("日本語") == 6)
        #expect(TextWidth.of("😀") == 2)
        #expect(TextWidth.of("e\u{301}") == 1)
        #expect(TextWidth.of("abc") == 3)
    }

    @Test func wideAndCombiningTextStaysAligned() {
        let host = TestHost(
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 0) {
                    Text("日本語")
                    Text("|")
                }
                HStack(spacing: 0) {
                    Text("😀abcd")
                    Text("|")
                }
                HStack(spacing: 0) {
                    Text("e\u{301}e\u{301}e\u{301}xyz")
                    Text("|")
                }
                HStack(spacing: 0) {
                    Text("123456")
                    Text("|")
                }
            }, width: 20, height: 4)
        // Every bar is in column 6 of its row (cells, not characters).
        let top = (20 - 7) / 2
        for row in 0..<4 {
            let cell = host.cell(x: top + 6, y: row)
            #expect(cell.text == "|", "row \(row): \(host.lines[row])")
        }
        #expect(host.cell(x: top, y: 0).text == "日")
        #expect(host.cell(x: top + 1, y: 0).isContinuation)
        #expect(host.cell(x: top, y: 2).text == "e\u{301}")
    }

    @Test func controlCharactersNeverReachTheGrid() {
        let host = TestHost(Text("bad\u{1b}[2J\u{7}end\u{9b}x\u{7f}"), width: 30, height: 3)
        for y in 0..<3 {
            for x in 0..<30 {
                let text = host.cell(x: x, y: y).text
                for scalar in text.unicodeScalars {
                    #expect(
                        !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)),
                        "control U+\(String(scalar.value, radix: 16)) at \(x),\(y)")
                }
            }
        }
        #expect(host.text.contains("bad␛[2J␇end�x␡"))
    }

    @Test func textWrapsAtSpacesAndTruncatesWithEllipsis() {
        let host = TestHost(Text("one two three four").frame(width: 20 * 8), width: 40, height: 3)
        #expect(host.text.contains("one two three four"))
        // 7 columns, 1 row: cut at the last cell with an ellipsis.
        let narrow = TestHost(Text("one two three four").frame(width: 7 * 8, height: 16), width: 40, height: 3)
        #expect(narrow.lines.contains { $0.hasSuffix("one tw…") })
        // 7 columns, rows as needed: wrapped at spaces.
        let wrapped = TestHost(Text("one two three four").frame(width: 7 * 8), width: 40, height: 4)
        #expect(
            wrapped.lines.filter { !$0.isEmpty }.map { $0.trimmingCharacters(in: .whitespaces) } == [
                "one two", "three", "four",
            ])
    }

    @Test func textAttributesFromFonts() {
        let host = TestHost(
            VStack {
                Text("Big").font(.largeTitle)
                Text("small").font(.caption)
            }, width: 20, height: 2)
        let big = host.find("Big")!
        #expect(host.style(x: big.x, y: big.y).attributes.contains(.bold))
        #expect(!host.style(x: big.x, y: big.y).attributes.contains(.underline))
        let small = host.find("small")!
        #expect(host.style(x: small.x, y: small.y).attributes.contains(.dim))
    }

    @Test func unknownSymbolShowsAPlaceholder() {
        let host = TestHost(
            HStack {
                Image(systemName: "no.such.symbol")
                Image(systemName: "plus")
            }, width: 10, height: 1)
        #expect(host.text.contains("⍰ +"))
    }
}
