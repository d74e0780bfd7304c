/// How a screen differs from the lines a test expected (``TestHost/screenMismatch(_:in:)``): both, row by
/// row, with the first differing column of each differing row marked — as ratatui's buffer assertions
/// print them.
///
/// ```
/// screen differs in rows 1, 3 (expected ≠ actual):
///   1 │Name  Ada    │ expected
///     │Name Ada     │ actual
///     │    ^        │
/// ```
public struct ScreenMismatch: Equatable, Sendable, CustomStringConvertible {
    /// The expected lines (trailing spaces removed), one per row of the region.
    public let expected: [String]
    /// The screen's lines in the region (trailing spaces removed).
    public let actual: [String]
    /// The rows (from 0, in the region) that differ.
    public let rows: [Int]

    public var description: String {
        let width = max(1, (expected + actual).map(TextWidth.of).max() ?? 1)
        var out =
            "screen differs in row\(rows.count == 1 ? "" : "s") \(rows.map(String.init).joined(separator: ", ")) (expected ≠ actual):"
        func padded(_ line: String) -> String {
            line + String(repeating: " ", count: max(0, width - TextWidth.of(line)))
        }
        for row in rows {
            let e = row < expected.count ? expected[row] : ""
            let a = row < actual.count ? actual[row] : ""
            let number = String(row)
            let indent = String(repeating: " ", count: number.count)
            out += "\n  \(number) │\(padded(e))│ expected"
            out += "\n  \(indent) │\(padded(a))│ actual"
            let column = Self.firstDifference(e, a)
            out +=
                "\n  \(indent) │\(String(repeating: " ", count: column))^\(String(repeating: " ", count: max(0, width - column - 1)))│"
        }
        return out
    }

    /// The first column (in cells) where `a` and `b` differ.
    static func firstDifference(_ a: String, _ b: String) -> Int {
        var column = 0
        var i = a.makeIterator()
        var j = b.makeIterator()
        while true {
            let x = i.next()
            let y = j.next()
            if x != y || x == nil { return column }
            column += TextWidth.of(String(x!))
        }
    }
}

extension TestHost {
    /// Compares the whole screen — or the cells of `region` — with `expected`, one string per row
    /// (trailing spaces do not count; rows missing at the end are blank). Returns `nil` when they match,
    /// else what differs, printable as a diff:
    ///
    /// ```swift
    /// #expect(host.screenMismatch(["Name  Ada", "", "[ Save ]"]) == nil)
    /// ```
    public func screenMismatch(_ expected: [String], in region: Rect? = nil) -> ScreenMismatch? {
        let all = lines
        let height = graph.screenSize.height
        let area = region ?? Rect(x: 0, y: 0, width: graph.screenSize.width, height: height)
        var actual: [String] = []
        for y in area.minY..<max(area.minY, area.maxY) {
            let line = y >= 0 && y < all.count ? all[y] : ""
            actual.append(Self.cells(of: line, from: area.minX, to: area.maxX))
        }
        let wanted = expected.map { Self.trimmed($0) }
        var rows: [Int] = []
        for row in 0..<max(actual.count, wanted.count) {
            let e = row < wanted.count ? wanted[row] : ""
            let a = row < actual.count ? actual[row] : ""
            if e != a { rows.append(row) }
        }
        guard !rows.isEmpty else { return nil }
        while actual.last == "" && actual.count > wanted.count { actual.removeLast() }
        return ScreenMismatch(expected: wanted, actual: actual, rows: rows)
    }

    /// The part of `line` in columns `start..<end` (a wide character counts two; one cut in half is left
    /// out), trailing spaces removed.
    static func cells(of line: String, from start: Int, to end: Int) -> String {
        var column = 0
        var result = ""
        for character in line {
            let width = TextWidth.of(String(character))
            if column >= start && column + width <= end { result.append(character) }
            column += width
            if column >= end { break }
        }
        return trimmed(result)
    }

    private static func trimmed(_ line: String) -> String {
        var s = Substring(line)
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
