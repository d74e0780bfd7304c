extension String.StringInterpolation {
    /// Appends an integer in decimal: `"\(count) left"`, the same text as the standard library's
    /// interpolation gives.
    ///
    /// The standard library converts through a generic routine in its one unordered text section (a
    /// counter's step or a toggled "N left" header touched five of its pages, BENCHMARKS.md, issue 29);
    /// this writes the digits into a small string itself.
    public mutating func appendInterpolation(_ value: Int) {
        appendLiteral(IntegerText.decimal(value))
    }
}

/// An integer's decimal text, made without the standard library's generic conversion.
enum IntegerText {
    /// The most characters a small string holds inline (no allocation).
    private static let inlineCapacity = 15

    /// `value` in decimal, with a leading `-` when negative.
    static func decimal(_ value: Int) -> String {
        // 14 digits and a sign fit a small string; longer numbers take the standard library's path.
        guard value > -100_000_000_000_000 && value < 1_000_000_000_000_000 else { return String(value) }
        return String(unsafeUninitializedCapacity: inlineCapacity) { buffer in
            var magnitude = value.magnitude
            var digits = 0
            repeat {
                digits += 1
                magnitude /= 10
            } while magnitude != 0
            let count = digits + (value < 0 ? 1 : 0)
            magnitude = value.magnitude
            var at = count
            repeat {
                at -= 1
                buffer[at] = UInt8(truncatingIfNeeded: 48 &+ magnitude % 10)
                magnitude /= 10
            } while magnitude != 0
            if value < 0 { buffer[0] = 45 }
            return count
        }
    }
}
