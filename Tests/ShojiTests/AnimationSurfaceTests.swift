import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// Animations and transitions apply at once; a completion runs after the frame that shows the change; a
/// cycling phase animator steps on the shared clock unless motion is reduced.
@MainActor
@Suite struct AnimationSurfaceTests {
    final class Log { var events: [String] = [] }

    struct Toggler: View {
        @State var shown = false
        let log: Log
        var body: some View {
            VStack {
                Button("Toggle") {
                    withAnimation(.spring(duration: 0.4, bounce: 0.3).delay(0.1).repeatCount(2)) {
                        shown.toggle()
                    } completion: {
                        log.events.append("completed shown=\(shown)")
                    }
                }
                if shown {
                    Text("Hello").transition(.move(edge: .bottom).combined(with: .opacity))
                }
                Text("\(shown ? 1 : 0)").contentTransition(.numericText()).animation(.bouncy, value: shown)
            }
        }
    }

    @Test func changesApplyAtOnceAndCompletionsRunAfterTheFrame() {
        let log = Log()
        let host = TestHost(Toggler(log: log), width: 20, height: 4)
        #expect(!host.text.contains("Hello"))
        host.click("Toggle")
        #expect(host.text.contains("Hello"), "no tween: the view is there in the same frame")
        #expect(log.events == ["completed shown=true"])
        host.click("Toggle")
        #expect(!host.text.contains("Hello"))
        #expect(log.events.last == "completed shown=false")
    }

    @Test func aCyclingPhaseAnimatorStepsOnTheClock() {
        let host = TestHost(
            PhaseAnimator(["one", "two", "three"]) { phase in Text(phase) }, width: 10, height: 1)
        var seen: Set<String> = [host.lines[0].trimmingCharacters(in: .whitespaces)]
        for _ in 0..<20 {
            host.advanceClock()
            seen.insert(host.lines[0].trimmingCharacters(in: .whitespaces))
        }
        #expect(seen == ["one", "two", "three"], "\(seen)")
        // With reduced motion it stays on the first phase; a triggered one shows its first phase.
        let still = TestHost(
            PhaseAnimator(["one", "two"]) { Text($0) }.environment(\.accessibilityReduceMotion, true),
            width: 10, height: 1)
        for _ in 0..<20 { still.advanceClock() }
        #expect(still.lines[0].trimmingCharacters(in: .whitespaces) == "one")
        let triggered = TestHost(
            Text("x").phaseAnimator([1.0, 0.5], trigger: 3) { content, phase in content.opacity(phase) }, width: 10,
            height: 1)
        #expect(triggered.lines[0].trimmingCharacters(in: .whitespaces) == "x")
    }

    @Test func keyframeAnimatorShowsTheInitialValue() {
        struct Values {
            var scale = 1.0
            var label = "start"
        }
        let host = TestHost(
            KeyframeAnimator(initialValue: Values(), trigger: 1) { value in
                Text("\(value.label) \(value.scale)")
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    LinearKeyframe(1.2, duration: 0.2)
                    SpringKeyframe(1.0, spring: .bouncy)
                }
                KeyframeTrack(\.label) { MoveKeyframe("end") }
            }, width: 20, height: 1)
        #expect(host.lines[0].trimmingCharacters(in: .whitespaces) == "start 1.0")
    }

    @Test func colorsAreViewsAndAssetsArePlaceholders() {
        let host = TestHost(
            VStack(spacing: 0) {
                Color.red.frame(height: 16)
                Image("mountains").resizable().frame(width: 120, height: 48)
                AsyncImage(url: URL(string: "https://example.com/photos/cat.png")).frame(width: 96, height: 48)
                AsyncImage(url: nil) { image in
                    image
                } placeholder: {
                    Text("loading…")
                }
            }, width: 20, height: 8)
        #expect(host.style(x: 0, y: 0).background == .red, "a colour fills its frame")
        #expect(host.style(x: 19, y: 0).background == .red)
        #expect(host.lines[1].contains("┌─────────────┐"), "\(host.lines)")
        #expect(host.lines[2].contains("▣ mountains"))
        #expect(host.lines[5].contains("▣ cat.png"))
        #expect(host.lines[7].contains("loading…"))
        #expect(host.rowsDifferingFromFullRepaint() == [])
    }

    @Test func aNavigationTitleFromABinding() {
        struct Titled: View {
            @State var title = "Inbox"
            var body: some View {
                NavigationStack {
                    Button("Rename") { title = "Archive" }.navigationTitle($title)
                }
            }
        }
        let host = TestHost(Titled(), width: 30, height: 5)
        #expect(host.text.contains("Inbox"))
        host.click("Rename")
        #expect(host.text.contains("Archive"))
    }
}
