import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private final class Model {}

private struct Inner {
    var label: String
    var weight: Double
}

private enum Mode {
    case idle
    case busy(String)
}

/// A view-like struct with one field of most shapes the comparator plans for (no value-returning
/// closure: that would make every comparison `.different`).
private struct Mixed {
    var title: String
    var count: Int
    var model: Model
    var inner: Inner
    var mode: Mode
    var tags: [String]
    var kind: Any.Type
    var action: () -> Void
}

/// A struct holding a closure that returns a value, like a `@ViewBuilder` content closure.
private struct WithContent {
    var title: String
    var content: () -> String
}

@MainActor
@Suite struct ViewComparatorTests {
    private let model = Model()

    private func sample() -> Mixed {
        Mixed(
            title: "a", count: 1, model: model, inner: Inner(label: "x", weight: 0.5), mode: .busy("k"),
            tags: ["t"], kind: Int.self, action: {})
    }

    @Test func onlyAnActionClosureDiffering() {
        #expect(ViewComparator.compare(sample(), sample()) == .actionsDiffer)
    }

    @Test func eachFieldChangeIsSeen() {
        let changes: [(String, (inout Mixed) -> Void)] = [
            ("title", { $0.title = "b" }),
            ("count", { $0.count = 2 }),
            ("model", { $0.model = Model() }),
            ("inner.label", { $0.inner.label = "y" }),
            ("inner.weight", { $0.inner.weight = 0.25 }),
            ("mode payload", { $0.mode = .busy("other") }),
            ("mode case", { $0.mode = .idle }),
            ("tags", { $0.tags.append("u") }),
            ("kind", { $0.kind = String.self }),
        ]
        for (name, change) in changes {
            let a = sample()
            var b = sample()
            change(&b)
            #expect(ViewComparator.compare(a, b) == .different, "\(name)")
        }
    }

    @Test func valueReturningClosuresAlwaysDiffer() {
        let content: () -> String = { "same" }
        let a = WithContent(title: "a", content: content)
        #expect(ViewComparator.compare(a, a) == .different)
    }

    @Test func plainStructsCompareByFields() {
        #expect(ViewComparator.compare(Inner(label: "x", weight: 1), Inner(label: "x", weight: 1)) == .equal)
        #expect(ViewComparator.compare(Inner(label: "x", weight: 1), Inner(label: "x", weight: 2)) == .different)
        #expect(ViewComparator.compare(Mode.busy("a"), Mode.busy("a")) == .equal)
        #expect(ViewComparator.compare(Mode.busy("a"), Mode.idle) == .different)
    }
}
