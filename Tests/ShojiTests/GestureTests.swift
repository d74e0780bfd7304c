import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// Gestures from the mouse: presses, drags the terminal reports with the button held, releases.
@MainActor
@Suite struct GestureTests {
    /// A card dragged by the mouse, as apps write one: the `@GestureState` follows the drag and resets at the
    /// end, where the `@State` keeps the total.
    struct DraggableCard: View {
        @State var total = CGSize.zero
        @GestureState var dragging = CGSize.zero
        let log: Log
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text(
                    "drag \(Int(dragging.width)),\(Int(dragging.height)) total \(Int(total.width)),\(Int(total.height))"
                )
                .frame(maxWidth: .infinity, alignment: .leading)
                Text("[card]")
                    .offset(x: total.width + dragging.width, y: total.height + dragging.height)
                    .gesture(
                        DragGesture()
                            .updating($dragging) { value, state, _ in state = value.translation }
                            .onChanged { log.changes.append($0.location) }
                            .onEnded { value in
                                total.width += value.translation.width
                                total.height += value.translation.height
                                log.predicted = value.predictedEndTranslation
                            })
                Spacer()
            }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    final class Log {
        var changes: [CGPoint] = []
        var predicted: CGSize?
        var events: [String] = []
    }

    @Test func aDragFollowsThePointerAndEndsWhereReleased() {
        let log = Log()
        let host = TestHost(DraggableCard(log: log), width: 30, height: 6)
        #expect(host.lines[1] == "[card]")
        // Press on the card, move three columns right and one row down without releasing.
        host.drag(from: Point(x: 1, y: 1), through: [Point(x: 2, y: 1), Point(x: 4, y: 2)], release: false)
        #expect(host.lines[0] == "drag 24,16 total 0,0", "\(host.lines)")
        #expect(host.lines[2] == "   [card]", "the card follows: \(host.lines)")
        #expect(log.changes.count == 1, "the first motion was under the minimum distance (10 points)")
        // The release comes far outside the card: it still belongs to the drag.
        host.receive("\u{1b}[<32;21;5M\u{1b}[<0;21;5m")  // SGR reports are 1-based
        #expect(host.lines[0] == "drag 0,0 total 152,48", "the gesture state reset; the state kept the drag")
        #expect(host.lines[4].hasPrefix("                   [card]"), "\(host.lines)")
        #expect(log.predicted != nil)
        #expect(host.rowsDifferingFromFullRepaint() == [])
    }

    /// A release the terminal never delivers leaves nothing stuck: the next press cancels the drag.
    @Test func aLostReleaseIsCancelledByTheNextPress() {
        let log = Log()
        let host = TestHost(DraggableCard(log: log), width: 30, height: 6)
        host.drag(from: Point(x: 1, y: 1), through: [Point(x: 5, y: 1)], release: false)
        #expect(host.lines[0] == "drag 32,0 total 0,0")
        host.click(x: 25, y: 5)
        #expect(host.lines[0] == "drag 0,0 total 0,0", "cancelled: reset, not ended")
        // Drags and releases with nothing pressed go nowhere.
        host.receive("\u{1b}[<32;10;4M\u{1b}[<0;10;4m")
        #expect(host.lines[0] == "drag 0,0 total 0,0")
    }

    @Test func tapsCountAndAnswerTheKeyboard() {
        let log = Log()
        let host = TestHost(
            VStack {
                Text("double").gesture(TapGesture(count: 2).onEnded { log.events.append("double") })
                Text("spatial").gesture(SpatialTapGesture().onEnded { log.events.append("at \(Int($0.location.x))") })
                Text("moved").gesture(TapGesture().onEnded { log.events.append("moved") })
            }, width: 20, height: 3)
        let double = host.find("double")!
        host.tap(x: double.x, y: double.y)
        #expect(log.events == [])
        host.tap(x: double.x, y: double.y)
        #expect(log.events == ["double"])
        let spatial = host.find("spatial")!
        host.tap(x: spatial.x + 2, y: spatial.y)
        #expect(log.events.last == "at 20", "the centre of the third cell, in points")
        let moved = host.find("moved")!
        host.drag(from: moved, through: [Point(x: moved.x + 4, y: moved.y)])
        #expect(!log.events.contains("moved"), "a press that moved is no tap")
        // Keyboard: the gesture's view takes focus, and Space completes a tap.
        host.receive("\t")
        host.receive(" ")
        #expect(log.events.last == "double")
    }

    @Test func longPressesAndTheirPressingState() {
        let log = Log()
        let host = TestHost(
            Text("hold").onLongPressGesture(minimumDuration: 0) {
                log.events.append("long")
            } onPressingChanged: {
                log.events.append("pressing \($0)")
            }, width: 10, height: 1)
        host.tap(x: host.find("hold")!.x, y: 0)
        #expect(log.events == ["pressing true", "pressing false", "long"])
        let slow = Log()
        let late = TestHost(
            Text("hold").onLongPressGesture(minimumDuration: 60) { slow.events.append("long") }, width: 10, height: 1)
        late.tap(x: late.find("hold")!.x, y: 0)
        #expect(slow.events == [], "released too early")
        late.receive("\t")
        late.receive("\r")
        #expect(slow.events == ["long"], "Enter on the focused view")
    }

    @Test func combinedGestures() {
        let log = Log()
        let host = TestHost(
            VStack {
                Text("both").gesture(
                    TapGesture().simultaneously(with: DragGesture(minimumDistance: 0))
                        .onEnded { log.events.append("both \($0.first != nil) \($0.second != nil)") })
                Text("either").gesture(
                    TapGesture().exclusively(before: DragGesture())
                        .onEnded {
                            switch $0 {
                            case .first: log.events.append("tap")
                            case .second: log.events.append("drag")
                            }
                        })
                Text("sequence").gesture(
                    LongPressGesture(minimumDuration: 0).sequenced(before: DragGesture(minimumDistance: 0))
                        .onEnded { value in
                            if case .second(true, let drag?) = value {
                                log.events.append("then \(Int(drag.translation.width))")
                            }
                        })
                Text("pinch").gesture(MagnifyGesture().onEnded { _ in log.events.append("pinch") })
            }, width: 20, height: 4)
        let both = host.find("both")!
        host.tap(x: both.x, y: both.y)
        #expect(log.events == ["both true true"])
        let either = host.find("either")!
        host.tap(x: either.x, y: either.y)
        host.drag(from: either, through: [Point(x: either.x + 5, y: either.y)])
        #expect(log.events.suffix(2) == ["tap", "drag"])
        let sequence = host.find("sequence")!
        host.drag(
            from: sequence, through: [Point(x: sequence.x + 1, y: sequence.y), Point(x: sequence.x + 3, y: sequence.y)])
        #expect(log.events.last == "then 16", "\(log.events)")
        let pinch = host.find("pinch")!
        host.drag(from: pinch, through: [Point(x: pinch.x + 3, y: pinch.y)])
        #expect(log.events.last != "pinch", "a pinch never starts")
    }

    /// A gesture written as SwiftUI lets you: a type whose body is other gestures.
    struct SwipeRight: Gesture {
        let action: () -> Void
        var body: some Gesture {
            DragGesture(minimumDistance: 8).onEnded { if $0.translation.width > 20 { action() } }
        }
    }

    @Test func aCustomGesture() {
        let log = Log()
        let host = TestHost(Text("swipe me").gesture(SwipeRight { log.events.append("swiped") }), width: 20, height: 1)
        let start = host.find("swipe me")!
        host.drag(from: start, through: [Point(x: start.x + 6, y: 0)])
        #expect(log.events == ["swiped"])
    }

    @Test func theDecoderReportsDragsAndReleases() {
        var decoder = InputDecoder()
        let events = decoder.feed(
            Array("\u{1b}[<0;3;4M\u{1b}[<32;5;4M\u{1b}[<0;6;4m\u{1b}[<35;7;7M\u{1b}[<34;1;1M".utf8))
        let kinds = events.compactMap { event -> String? in
            if case .mouse(let m) = event { return "\(m.kind) \(m.location.x),\(m.location.y)" }
            return nil
        }
        #expect(
            kinds == ["click 2,3", "drag 4,3", "release 5,3"], "motion with no button or another button is nothing")
    }

    /// A high-priority gesture on a container is offered the press before the button inside it; a plain one
    /// only gets what the button leaves.
    @Test func highPriorityGesturesComeFirst() {
        let log = Log()
        let host = TestHost(
            VStack {
                Button("inner") { log.events.append("button") }
                    .padding()
                    .highPriorityGesture(TapGesture().onEnded { log.events.append("high") })
                Button("other") { log.events.append("other button") }
                    .padding()
                    .gesture(TapGesture().onEnded { log.events.append("plain") })
            }, width: 20, height: 8)
        let inner = host.find("inner")!
        host.tap(x: inner.x, y: inner.y)
        #expect(log.events == ["high"])
        let other = host.find("other")!
        host.tap(x: other.x, y: other.y)
        #expect(log.events == ["high", "other button"])
    }
}
