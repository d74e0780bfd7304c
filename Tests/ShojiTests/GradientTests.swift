import Foundation
import GalleryScreens
import ShojiTerminal
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// Gradients as cell backgrounds: each cell takes the colour at its centre.
@MainActor
@Suite(.serialized) struct GradientTests {
    private func rgb(_ host: TestHost, _ x: Int, _ y: Int) -> [Int]? {
        guard let color = host.style(x: x, y: y).background, let (r, g, b) = color.rgb else { return nil }
        return [Int(r), Int(g), Int(b)]
    }

    /// A header with a linear gradient behind its title: red at the leading edge, blue at the trailing,
    /// in between along the way; the title's cells keep the gradient beneath them.
    @Test func aLinearGradientHeader() throws {
        let host = TestHost(
            Text("Title").frame(maxWidth: .infinity)
                .background(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)),
            width: 20, height: 1)
        let first = try #require(rgb(host, 0, 0))
        let last = try #require(rgb(host, 19, 0))
        #expect(first != last)
        #expect(first[0] > 190 && last[2] > 185, "red at the start, blue at the end: \(first) \(last)")
        let blues = (0..<20).compactMap { rgb(host, $0, 0)?[2] }
        #expect(blues.count == 20)
        #expect(blues == blues.sorted(), "the blue grows along the line")
        let title = try #require(host.find("Title"))
        #expect(rgb(host, title.x, 0) != nil, "the text keeps the gradient beneath it")
        #expect(host.rowsDifferingFromFullRepaint() == [])
    }

    /// Radial, elliptical and angular gradients, as fills and as views.
    @Test func radialEllipticalAndAngular() throws {
        let radial = TestHost(
            Rectangle().fill(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 60)),
            width: 15, height: 7)
        let centre = try #require(rgb(radial, 7, 3))
        let corner = try #require(rgb(radial, 0, 0))
        #expect(centre[0] > corner[0], "lighter in the middle: \(centre) \(corner)")

        let elliptical = TestHost(
            EllipticalGradient(colors: [.yellow, .blue]), width: 16, height: 8)
        let middle = try #require(rgb(elliptical, 8, 4))
        let edge = try #require(rgb(elliptical, 0, 0))
        #expect(middle[0] > edge[0])

        let angular = TestHost(
            AngularGradient(colors: [.red, .green, .blue, .red], center: .center), width: 20, height: 9)
        let right = try #require(rgb(angular, 19, 4))
        let below = try #require(rgb(angular, 10, 8))
        let left = try #require(rgb(angular, 0, 4))
        #expect(right[0] > right[1] && right[0] > right[2], "red at 0°: \(right)")
        #expect(below[1] > below[0], "green a quarter turn on (clockwise, down): \(below)")
        #expect(left[2] > left[0], "blue half a turn on: \(left)")
    }

    /// `Color.gradient` is a little lighter at the top; a gradient view fills a `ZStack` behind text.
    @Test func colorGradientAndGradientViews() throws {
        let host = TestHost(
            ZStack {
                Color.blue.gradient
                Text("Hi")
            }, width: 10, height: 4)
        let top = try #require(rgb(host, 0, 0))
        let bottom = try #require(rgb(host, 0, 3))
        #expect(top[0] > bottom[0] && top != bottom)
        let hi = try #require(host.find("Hi"))
        #expect(rgb(host, hi.x, hi.y) != nil)
    }

    /// Stops: clamped, sorted, and a gradient of one color is that color everywhere.
    @Test func stops() {
        let one = _TerminalGradient(stops: [(.red, 0.5)], geometry: .linear(start: .top, end: .bottom))
        #expect(one.color(x: 0, y: 0, width: 1, height: 5) == .red)
        #expect(one.color(x: 0, y: 4, width: 1, height: 5) == .red)
        let reversed = Gradient(stops: [.init(color: .blue, location: 1.5), .init(color: .red, location: -1)])
        let gradient = _TerminalGradient(stops: reversed.terminalStops, geometry: .linear(start: .top, end: .bottom))
        #expect(gradient.at(0) == .red && gradient.at(1) == .blue)
        let empty = _TerminalGradient(stops: [], geometry: .radial(center: .center, startRadius: 5, endRadius: 5))
        #expect(empty.color(x: 3, y: 3, width: 0, height: 0) == .clear)
        let nan = _TerminalGradient(
            stops: [(.red, .nan), (.blue, 1)], geometry: .angular(center: .center, startAngle: .nan, endAngle: 1))
        _ = nan.color(x: 1, y: 1, width: 3, height: 3)
    }

    /// Under `NO_COLOR` (no colour support) a gradient sends no colour at all; with 256 colours it does.
    @Test func noColorSendsNoGradient() {
        func bytes(_ colors: ColorSupport) -> String {
            let host = TestHost(
                LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing), width: 12, height: 2,
                colorSupport: colors, terminal: .pseudoTerminal)
            defer { host.close() }
            return String(decoding: host.lastTerminalBytes, as: UTF8.self)
        }
        let colored = bytes(.palette256)
        #expect(colored.contains("48;5;"))
        let plain = bytes(.monochrome)
        #expect(plain.firstMatch(of: /\x1b\[(3[0-9]|4[0-9]|9[0-7]|10[0-7])(;|m)/) == nil)
    }
}

/// The gallery's Colours screen: its gradient header runs from purple to teal, cell by cell.
@MainActor
@Suite struct ColoursScreenTests {
    @Test func theHeaderIsAGradient() throws {
        let host = TestHost(GalleryView(group: .colours), width: 100, height: 30)
        let title = try #require(host.find("Linear gradient"))
        let row = title.y
        let cells = (0..<100).compactMap { x -> [Int]? in
            guard let color = host.style(x: x, y: row).background, let (r, g, b) = color.rgb else { return nil }
            return [Int(r), Int(g), Int(b)]
        }
        #expect(cells.count > 40)
        #expect(cells.first != cells.last)
        #expect(Set(cells.map { $0.description }).count > 5, "many colours along the header")
        #expect(host.rowsDifferingFromFullRepaint() == [])
    }
}
