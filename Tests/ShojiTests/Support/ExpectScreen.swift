import Shoji
import Testing

/// Expects the whole screen (or `region`) to show `expected`, one string per row; on a mismatch the issue
/// shows both row by row with the first differing column marked (``TestHost/screenMismatch(_:in:)``).
@MainActor
func expectScreen(
    _ host: TestHost, _ expected: [String], in region: Rect? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if let mismatch = host.screenMismatch(expected, in: region) {
        Issue.record("\(mismatch)", sourceLocation: sourceLocation)
    }
}
