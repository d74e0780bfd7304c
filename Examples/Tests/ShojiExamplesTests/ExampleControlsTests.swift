import Observation
import Shoji
import ShojiExamples
import Testing

/// A series a test changes, as a model would.
@Observable @MainActor
final class Series {
    var values: [Double]
    init(_ values: [Double]) { self.values = values }
}

struct LiveSparkline: View {
    let series: Series
    var body: some View { Sparkline(series.values).frame(width: 64) }
}

/// A colour well with the name of its choice beside it.
struct WellScreen: View {
    @State var tint: Color = .blue
    var body: some View {
        VStack(alignment: .leading) {
            ColorWell(selection: $tint)
            Text(tint == .purple ? "purple" : tint == .red ? "red" : tint == .blue ? "blue" : "other")
        }
    }
}

@MainActor
@Suite struct SparklineTests {
    @Test func barsRiseWithTheValues() {
        let host = TestHost(Sparkline([1, 2, 3, 4, 5, 6, 7, 8]).frame(width: 64), width: 8, height: 1)
        #expect(host.lines == ["▁▂▃▄▅▆▇█"])
        #expect(host.style(x: 0, y: 0).foreground == .green)
    }

    @Test func onlyTheLastValuesThatFitAreShown() {
        let host = TestHost(Sparkline([8, 8, 1, 2, 3, 4]).frame(width: 32), width: 4, height: 1)
        #expect(host.lines == ["▁▃▆█"])
    }

    @Test func aLineIsBrailleTwoValuesPerColumn() {
        let host = TestHost(Sparkline([0, 1, 2, 3, 4, 5, 6, 7], style: .line).frame(width: 32), width: 4, height: 1)
        let line = host.lines[0]
        #expect(line.count == 4)
        #expect(line.unicodeScalars.allSatisfy { (0x2801...0x28FF).contains($0.value) })
        // Rising: the first column's dots are at the bottom, the last column's at the top.
        let first = line.unicodeScalars.first!.value - 0x2800
        let last = line.unicodeScalars.last!.value - 0x2800
        #expect(first & 0xC0 != 0)
        #expect(last & 0x09 != 0)
    }

    @Test func aNewValueRedrawsTheChart() {
        let series = Series([1, 2, 3, 4])
        let host = TestHost(LiveSparkline(series: series), width: 8, height: 1)
        #expect(host.lines == ["▁▃▆█"])
        series.values.append(0)
        host.update()
        #expect(host.lines == ["▃▅▆█▁"])
    }
}

@MainActor
@Suite struct ColorWellTests {
    @Test func theChoiceIsBracketed() {
        let host = TestHost(WellScreen(), width: 32, height: 2)
        #expect(host.lines == [" ██  ██  ██  ██  ██ [██] ██  ██", "blue"])
        #expect(host.style(x: 21, y: 0).foreground == .blue)
    }

    @Test func rightMovesTheChoiceAndTheBindingFollows() {
        let host = TestHost(WellScreen(), width: 32, height: 2)
        host.press("Right")
        #expect(host.lines == [" ██  ██  ██  ██  ██  ██ [██] ██", "purple"])
        host.press("Left", "Left")
        #expect(host.lines[0] == " ██  ██  ██  ██ [██] ██  ██  ██")
    }

    @Test func aClickPicksTheSwatchUnderThePointer() {
        let host = TestHost(WellScreen(), width: 32, height: 2)
        host.click(x: 2, y: 0)
        #expect(host.lines == ["[██] ██  ██  ██  ██  ██  ██  ██", "red"])
    }

    @Test func theWellIsATabStop() {
        let host = TestHost(
            VStack {
                Button("Before") {}
                WellScreen()
            }, width: 32, height: 3)
        #expect(!host.style(x: 20, y: 1).attributes.contains(.bold))
        host.press("Tab")
        #expect(host.style(x: 20, y: 1).attributes.contains(.bold))
        #expect(host.style(x: 23, y: 1).attributes.contains(.bold))
    }
}

@MainActor
@Suite struct FlowLayoutTests {
    @Test func subviewsWrapWhenTheRowIsFull() {
        let host = TestHost(
            FlowLayout {
                Text("aaaa")
                Text("bbbbbb")
                Text("cc")
                Text("ddddddd")
            }, width: 12, height: 2)
        #expect(host.lines == ["aaaa bbbbbb", "cc ddddddd"])
    }

    @Test func aWiderContainerKeepsOneRow() {
        let host = TestHost(
            FlowLayout(spacing: 16) {
                Text("one")
                Text("two")
                Text("three")
            }, width: 20, height: 1)
        #expect(host.lines == ["  one  two  three"])
    }
}
