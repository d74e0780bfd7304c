import ShojiCore

/// The frames of the rows a list shows: consecutive rows from ``first``, top to bottom.
///
/// An array, not a dictionary by row index: drawing asks which rows meet the damaged rectangle, and a
/// toggled row's frame meets one or two of thirty. Walking a dictionary of every shown row twice per
/// damaged rectangle (backgrounds, then highlights) was ~8,000 instructions of a row toggle.
struct ListRowFrames: Equatable {
    /// The index of the first row shown.
    private(set) var first = 0
    /// The frames of the rows shown, from ``first`` on.
    private(set) var frames: [Rect] = []

    /// The frame of row `index`, if it is shown.
    subscript(index: Int) -> Rect? {
        let offset = index - first
        return offset >= 0 && offset < frames.count ? frames[offset] : nil
    }

    /// Adds the frame of row `index`, the row after the last one added (or the first).
    mutating func append(_ frame: Rect, index: Int) {
        if frames.isEmpty { first = index }
        frames.append(frame)
    }

    /// The indices of the rows whose frames meet `clip`, top to bottom: a range (rows meeting a rectangle
    /// are consecutive), so asking allocates nothing; a row inside it with an empty frame meets nothing.
    func rows(meeting clip: Rect) -> Range<Int> {
        var lower: Int?
        var upper = 0
        for (offset, frame) in frames.enumerated() {
            // The frames go down the screen: none after one that starts below the clip can meet it.
            if frame.minY >= clip.maxY { break }
            if frame.intersects(clip) {
                if lower == nil { lower = offset }
                upper = offset + 1
            }
        }
        guard let lower else { return first..<first }
        return (first + lower)..<(first + upper)
    }

    /// The index of the row whose frame contains `point`, if any.
    func row(containing point: Point) -> Int? {
        for (offset, frame) in frames.enumerated() where frame.contains(point) { return first + offset }
        return nil
    }
}
