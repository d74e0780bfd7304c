import ShojiTesting
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private struct Jumper: View {
    var body: some View {
        ScrollViewReader { proxy in
            VStack {
                HStack {
                    Button("To 150") { proxy.scrollTo(150, anchor: .top) }
                    Button("To 5") { proxy.scrollTo(5) }
                }
                List(0..<200, id: \.self) { Text("Row \($0)") }
            }
        }
    }
}

private struct ScrollJumper: View {
    var body: some View {
        ScrollViewReader { proxy in
            VStack {
                Button("Bottom") { proxy.scrollTo("end", anchor: .bottom) }
                ScrollView {
                    VStack {
                        ForEach(0..<40, id: \.self) { Text("Line \($0)") }
                        Text("The end").id("end")
                    }
                }
            }
        }
    }
}

@MainActor
@Suite struct LayoutExtrasTests {
    @Test func layoutPriorityGetsSpaceFirst() {
        let host = TestHost(
            HStack {
                Text("Second label")
                Text("Important title").layoutPriority(1)
            }, width: 22, height: 1)
        host.expectSnapshot("screen")
    }

    @Test func fixedSizeKeepsTheIdealSize() {
        let plain = TestHost(
            HStack(spacing: 0) {
                Text("aaaa bbbb cccc dddd")
                Text("xxxxxxxxxxxxxxxx")
            }, width: 25, height: 3)
        plain.expectSnapshot("screen")
        let fixed = TestHost(
            HStack(spacing: 0) {
                Text("aaaa bbbb cccc dddd").fixedSize()
                Text("xxxxxxxxxxxxxxxx")
            }, width: 25, height: 3)
        fixed.expectSnapshot("screen2")
    }

    @Test func viewThatFitsPicksTheFirstThatFits() {
        let view = ViewThatFits(in: .horizontal) {
            Text("A long and descriptive label")
            Text("Short")
        }
        let wide = TestHost(view, width: 40, height: 1)
        wide.expectSnapshot("screen")
        let narrow = TestHost(view, width: 12, height: 1)
        narrow.expectSnapshot("screen2")
        narrow.resize(width: 40, height: 1)
        narrow.expectSnapshot("screen3")
    }

    @Test func geometryReaderBuildsFromItsSize() {
        let host = TestHost(
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
            }, width: 30, height: 4)
        #expect(host.lines[0].hasPrefix("240×64"), "points: 8 per column, 16 per row: \(host.lines)")
        host.resize(width: 20, height: 4)
        #expect(host.lines[0].hasPrefix("160×64"))
    }

    @Test func scrollViewReaderScrollsAListToARowNotYetRealized() {
        let host = TestHost(Jumper(), width: 30, height: 8)
        #expect(host.text.contains("Row 0"))
        host.click("To 150")
        #expect(host.lines[1].contains("Row 150"), "\(host.lines)")
        host.click("To 5")
        #expect(host.text.contains("Row 5"))
    }

    @Test func scrollViewReaderScrollsAScrollView() {
        let host = TestHost(ScrollJumper(), width: 30, height: 8)
        #expect(!host.text.contains("The end"))
        host.click("Bottom")
        #expect(host.lines[7].contains("The end"), "\(host.lines)")
    }
}
