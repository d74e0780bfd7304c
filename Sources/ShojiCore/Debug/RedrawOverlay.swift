/// The redraw-count overlay: makes every re-render visible.
///
/// While on (F2, or `SHOJI_OVERLAY=1`):
/// - the cells the last frame sent to the terminal flash (a colored background, then an underline,
///   fading within half a second): what was repainted, not which bodies ran;
/// - every view of the app that has been evaluated carries a badge beside it, `Name ×7`: how many times
///   its body ran since start (or since F3); the badge pulses red when the body just ran. A badge never
///   covers a control; one that finds no place is listed in the HUD;
/// - F6 shows the explain panel (``ExplainPanel``): why each view ran;
/// - a HUD line (bottom, or top after F5) shows the last frame — number, body evaluations and which
///   views, views repainted, cells changed, bytes written, frame time, live nodes — the invalidation
///   mode (F4 cycles `property` → `object` → `tree`) and totals since start.
///
/// The overlay is drawn over the app, never into its layout, and its drawing is not counted: the graph
/// flushes the app's cells first (counted), then the overlay's (see ``ViewGraph``). Off, it costs
/// nothing.
///
/// The fields every frame touches — whether it is on, the totals, the last frame — are read and assigned
/// whole or incremented, calling nothing: they skip the run-time exclusivity check.
@MainActor
@_spi(ShojiRuntime) public final class RedrawOverlay {
    /// Whether the overlay is shown.
    @exclusivity(unchecked) @_spi(ShojiRuntime) public var isOn = false
    /// Whether the HUD is at the top of the screen (F5 toggles).
    var hudAtTop = false
    /// Views evaluated recently: where, and when.
    private var flashes: [(rect: Rect, start: UInt64)] = []
    /// Totals since start or the last reset.
    @exclusivity(unchecked) private(set) var totalFrames = 0
    @exclusivity(unchecked) private(set) var totalEvaluations = 0
    @exclusivity(unchecked) private(set) var totalCells = 0
    @exclusivity(unchecked) private(set) var totalBytes = 0
    @exclusivity(unchecked) private var last: FrameStats?
    /// Whether the explain panel is shown (F6): why each view ran in the last frames.
    var showsExplain = false
    /// The causes of the last frames that evaluated something, oldest first.
    private(set) var recentCauses: [(frame: Int, causes: [String: [String]])] = []
    /// The view whose dependency history the panel shows (its badge was clicked), by node id.
    private(set) var selectedNodeID: Int?
    /// Where each badge was drawn, for clicks.
    private var badgeRects: [(rect: Rect, nodeID: Int)] = []

    /// How long a flash lasts.
    static let flashNanoseconds: UInt64 = 500_000_000

    /// When each view's body last ran (its badge pulses for a while), by node id.
    private var pulses: [Int: UInt64] = [:]
    /// Badges that found no place that covers no control: listed in the HUD instead.
    private(set) var legend: [String] = []

    /// Records a finished frame: the nodes it evaluated (their badges pulse) and the cells it sent to the
    /// terminal (they flash — a toggled todo flashes its row, not the screen whose body ran).
    @_spi(ShojiRuntime) public func record(_ stats: FrameStats, evaluated: [ViewNode], repainted: [Rect] = []) {
        last = stats
        if !stats.causes.isEmpty {
            recentCauses.append((stats.frame, stats.causes))
            if recentCauses.count > 12 { recentCauses.removeFirst(recentCauses.count - 12) }
        }
        totalFrames += 1
        totalEvaluations += stats.bodyEvaluations
        totalCells += stats.cellsChanged
        totalBytes += stats.bytesWritten
        guard isOn else { return }
        let now = Clock.now()
        for rect in repainted where !rect.isEmpty { flashes.append((rect, now)) }
        for node in evaluated where node.isMounted { pulses[node.id] = now }
    }

    /// Forgets the totals, the flashes and the pulses (F3).
    @_spi(ShojiRuntime) public func reset() {
        flashes.removeAll()
        pulses.removeAll()
        totalFrames = 0
        totalEvaluations = 0
        totalCells = 0
        totalBytes = 0
    }

    /// Whether a flash is still fading (the app keeps refreshing the overlay until none is).
    var isAnimating: Bool {
        let now = Clock.now()
        return flashes.contains { now &- $0.start < Self.flashNanoseconds }
            || pulses.values.contains { now &- $0 < Self.flashNanoseconds }
    }

    /// Draws the overlay over `buffer` (a copy of the app's screen).
    @_spi(ShojiRuntime) public func draw(
        into buffer: inout ScreenBuffer, nodes: Dictionary<Int, ViewNode>.Values, mode: InvalidationMode,
        warning: String? = nil, objectTotals: [String: ObjectWillChangeCount] = [:]
    ) {
        let now = Clock.now()
        flashes.removeAll { now &- $0.start >= Self.flashNanoseconds }
        let written = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        defer { written.deallocate() }
        written.pointee = 0
        withUnsafeMutablePointer(to: &buffer) { pointer in
            let canvas = CellCanvas(
                buffer: pointer, clip: Rect(origin: .zero, size: pointer.pointee.size), written: written)
            for flash in flashes {
                let fresh = now &- flash.start < Self.flashNanoseconds / 2
                canvas.restyle(flash.rect) { style in
                    if fresh { style.background = .purple } else { style.attributes.insert(.underline) }
                }
            }
            drawBadges(canvas: canvas, nodes: nodes)
            drawHUD(canvas: canvas, size: pointer.pointee.size, mode: mode)
            if showsExplain {
                let selected = selectedNodeID.flatMap { id in nodes.first { $0.id == id && $0.isMounted } }
                ExplainPanel(
                    recent: recentCauses, selected: selected, log: ChangeLog.lines, hudAtTop: hudAtTop,
                    objectTotals: objectTotals
                ).draw(in: canvas, size: pointer.pointee.size)
            }
            if let warning, pointer.pointee.size.height > 1 {
                let y = hudAtTop ? 1 : pointer.pointee.size.height - 2
                let style = CellStyle(foreground: .black, background: .orange)
                canvas.fill(Rect(x: 0, y: y, width: pointer.pointee.size.width, height: 1), style: style)
                canvas.draw(" ⚠ " + warning, at: Point(x: 0, y: y), style: style)
            }
        }
    }

    private func drawBadges(canvas: CellCanvas, nodes: Dictionary<Int, ViewNode>.Values) {
        // Deepest views first: they are the precise ones, and get the places nearest to them.
        let badged = nodes.filter {
            $0.isMounted && $0.behavior.isComposite && $0.evaluationCount > 0 && !($0.view is any BuiltinView)
        }
        .sorted { $0.depth != $1.depth ? $0.depth > $1.depth : $0.id < $1.id }
        let screenWidth = canvas.clip.maxX
        let screenHeight = canvas.clip.maxY
        var occupied: [Int: [Range<Int>]] = [:]
        badgeRects.removeAll()
        legend.removeAll()
        let now = Clock.now()
        pulses = pulses.filter { now &- $0.value < Self.flashNanoseconds }
        // A badge never covers a control (a button, a field, a toolbar item): a person must still see
        // and click it.
        // By row, so a screen of many views and controls (a long text being edited) costs what its rows do.
        var controls: [Int: [Range<Int>]] = [:]
        for node in nodes where node.isMounted && node.behavior.canTakeFocus && !node.frame.isEmpty {
            let frame = node.frame
            for row in max(0, frame.minY)..<max(max(0, frame.minY), min(screenHeight, frame.maxY)) {
                controls[row, default: []].append(frame.minX..<frame.maxX)
            }
        }
        func isFree(_ range: Range<Int>, row: Int) -> Bool {
            row >= 0 && row < screenHeight && range.lowerBound >= 0 && range.upperBound <= screenWidth
                && !(occupied[row] ?? []).contains { $0.overlaps(range) }
                && !(controls[row] ?? []).contains { $0.overlaps(range) }
        }
        let screen = Rect(x: 0, y: 0, width: screenWidth, height: screenHeight)
        // Blank app cells (and one more on each side, so a badge never touches the app's text).
        func isBlank(_ range: Range<Int>, row: Int) -> Bool {
            let padded = max(0, range.lowerBound - 1)..<min(screenWidth, range.upperBound + 1)
            return padded.allSatisfy { x in
                let cell = canvas.buffer.pointee[x, row]
                return (cell.text == " " || cell.text.isEmpty) && cell.style.background == nil
                    && !cell.style.attributes.contains(.reverse)
            }
        }
        for node in badged {
            let rect = node.coveredRect
            // Views off the screen (scrolled away) have nowhere to show a badge.
            guard !rect.isEmpty, rect.intersects(screen) else { continue }
            let full = "\(node.typeName) ×\(node.evaluationCount)"
            let compact = "×\(node.evaluationCount)"
            // Only where it covers nothing of the app: just right of the view, else on the row above it
            // (right-aligned, then left-aligned), else further right on its row, else inside the view's
            // blank top-right corner; the compact form if the name fits nowhere. A badge with no such place goes to the HUD's legend: covering the app's
            // text (a total, a stepper's "+") would hide what the overlay is there to explain.
            var placed: (String, Point)?
            for label in [full, compact] where placed == nil {
                let width = TextWidth.of(label)
                let clear: [Point] =
                    [
                        Point(x: rect.maxX + 1, y: rect.minY),
                        Point(x: rect.maxX - width, y: rect.minY - 1), Point(x: rect.minX, y: rect.minY - 1),
                    ]
                    + stride(from: rect.maxX + 2, to: screenWidth, by: 1).map { Point(x: $0, y: rect.minY) }
                if let p = clear.first(where: {
                    isFree($0.x..<($0.x + width), row: $0.y) && isBlank($0.x..<($0.x + width), row: $0.y)
                }) {
                    placed = (label, p)
                }
            }
            // Else inside the view, at the right end of its first row (or of the row above it), where
            // the cells are blank.
            for label in [full, compact] where placed == nil {
                let width = TextWidth.of(label)
                let inside = [
                    Point(x: rect.maxX - width, y: rect.minY), Point(x: rect.maxX - width, y: rect.minY - 1),
                ]
                placed = inside.first {
                    isFree($0.x..<($0.x + width), row: $0.y) && isBlank($0.x..<($0.x + width), row: $0.y)
                }.map { (label, $0) }
            }
            guard let (label, p) = placed else {
                legend.append("\(node.typeName)×\(node.evaluationCount)")
                continue
            }
            occupied[p.y, default: []].append(p.x..<(p.x + TextWidth.of(label) + 1))
            badgeRects.append((Rect(x: p.x, y: p.y, width: TextWidth.of(label), height: 1), node.id))
            // A badge whose body just ran pulses (red, then back to yellow): "this body ran", apart from
            // the flash of the cells that changed.
            let pulsing = pulses[node.id] != nil
            canvas.draw(
                label, at: p,
                style: pulsing
                    ? CellStyle(foreground: .white, background: .red, attributes: [.bold])
                    : CellStyle(foreground: .black, background: .yellow))
        }
    }

    /// A click on a badge selects that view for the explain panel's dependency history (and shows the
    /// panel); returns whether the click was on a badge.
    func handleClick(at point: Point) -> Bool {
        guard isOn, let hit = badgeRects.last(where: { $0.rect.contains(point) }) else { return false }
        selectedNodeID = selectedNodeID == hit.nodeID && showsExplain ? nil : hit.nodeID
        showsExplain = true
        return true
    }

    /// Shows or hides the explain panel (F6); hiding it forgets the selected view.
    func toggleExplain() {
        showsExplain.toggle()
        if !showsExplain { selectedNodeID = nil }
    }

    private func drawHUD(canvas: CellCanvas, size: Size, mode: InvalidationMode) {
        guard size.height > 0 else { return }
        let text = hudText(width: size.width, mode: mode)
        let y = hudAtTop ? 0 : size.height - 1
        let style = CellStyle(foreground: .white, background: .blue)
        canvas.fill(Rect(x: 0, y: y, width: size.width, height: 1), style: style)
        canvas.draw(text, at: Point(x: 0, y: y), style: style)
    }

    /// The HUD's line: the full form when it fits `width`, else shorter forms (an 80-column terminal gets
    /// the last frame's figures, the mode and the keys).
    func hudText(width: Int, mode: InvalidationMode) -> String {
        var candidates = [fullHUDText(mode: mode)]
        let keys = "F2 F3 F4 F5 F6 why"
        if let s = last {
            let views = s.evaluated.keys.sorted().map { "\($0)×\(s.evaluated[$0]!)" }.joined(separator: " ")
            let eval = "#\(s.frame) eval \(s.bodyEvaluations)"
            let listed = views.isEmpty ? eval : "\(eval) (\(views))"
            candidates += [
                " \(listed) · cells \(s.cellsChanged) · \(s.bytesWritten) B · \(s.frameMicros) µs │ \(mode.rawValue) │ \(keys) ",
                " \(listed) · cells \(s.cellsChanged) · \(s.frameMicros) µs │ \(mode.rawValue) │ F6 why ",
                " \(eval) · cells \(s.cellsChanged) · \(s.bytesWritten) B · \(s.frameMicros) µs │ \(mode.rawValue) │ \(keys) ",
            ]
        } else {
            candidates.append(" \(mode.rawValue) │ \(keys) ")
        }
        var text = candidates.first { TextWidth.of($0) <= width } ?? candidates.last!
        // Badges with no place beside their view, as far as the line has room.
        for entry in legend {
            let addition = (text.hasSuffix("│ ") ? "" : "│ ") + entry + " "
            guard TextWidth.of(text) + TextWidth.of(addition) <= width else { break }
            text += addition
        }
        return text
    }

    private func fullHUDText(mode: InvalidationMode) -> String {
        // The last frame first (it is what matters), then the mode, the totals and the keys.
        var text = " "
        if let s = last {
            let views = s.evaluated.keys.sorted().map { "\($0)×\(s.evaluated[$0]!)" }.joined(separator: " ")
            text +=
                "#\(s.frame) eval \(s.bodyEvaluations)\(views.isEmpty ? "" : " (\(views))") · views \(s.viewsRepainted)"
            text += " · cells \(s.cellsChanged) · \(s.bytesWritten) B · \(s.frameMicros) µs · \(s.nodes) nodes │ "
        }
        text +=
            "mode: \(mode.rawValue) │ Σ \(totalFrames) frames \(totalEvaluations) evals \(totalCells) cells \(totalBytes) B"
        text += " │ F2 overlay F3 reset F4 mode F5 move F6 why "
        return text
    }
}
