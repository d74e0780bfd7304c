import Testing

@testable import ShojiControls

/// `"\(n)"` for an `Int` goes through Shoji's own conversion once Shoji is imported: it must give the
/// standard library's text for every shape of number — zero, each digit count, each sign, the edges
/// where it hands over to the standard library, and the extremes.
struct IntegerInterpolationTests {
    /// The standard library's text, through a path Shoji's overload does not take (`Int64`).
    private func expected(_ value: Int) -> String { "\(Int64(value))" }

    @Test func everyDigitCountAndSignMatchesTheStandardLibrary() {
        var values: [Int] = [0, 1, -1, 9, -9, 10, -10, .max, .min, .max - 1, .min + 1]
        var power = 1
        for _ in 0..<18 {
            power *= 10
            values += [power - 1, power, power + 1, -(power - 1), -power, -(power + 1)]
        }
        for value in values {
            #expect("\(value)" == expected(value), "\(Int64(value))")
            #expect(IntegerText.decimal(value) == expected(value))
        }
    }

    @Test func randomNumbersMatchTheStandardLibrary() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<10_000 {
            let bits = Int.random(in: 1...62, using: &generator)
            let value = Int.random(in: -(1 << bits)...(1 << bits), using: &generator)
            #expect(IntegerText.decimal(value) == expected(value))
        }
    }

    @Test func theTextSitsAmongLiteralsAsBefore() {
        let left = 9_999
        #expect("\(left) left" == "9999 left")
        #expect("Counter: \(-3)!" == "Counter: -3!")
        #expect(LocalizedStringKey("\(left) left") == LocalizedStringKey("9999 left"))
    }
}
