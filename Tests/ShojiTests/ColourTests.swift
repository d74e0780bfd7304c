import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// Colours as real apps write them: hue/saturation/brightness, colour spaces, opacity blended with what is
/// behind, asset-catalog names, hierarchical styles and materials — checked per cell.
@MainActor
@Suite(.serialized) struct ColourTests {
    private func rgb(_ color: Color?) -> (Int, Int, Int)? {
        guard let color, case .rgb(let r, let g, let b) = color.kind else { return nil }
        return (Int(r), Int(g), Int(b))
    }

    @Test func hueSaturationBrightness() {
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hue: 1, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1) == Color(red: 0, green: 1, blue: 0))
        #expect(Color(hue: 2.0 / 3, saturation: 1, brightness: 0.5) == Color(red: 0, green: 0, blue: 0.5))
        #expect(Color(hue: 0.5, saturation: 0, brightness: 1) == Color(white: 1))
        #expect(Color(hue: .nan, saturation: .infinity, brightness: -3) == Color(white: 0))
    }

    @Test func colourSpacesAndOpacityInitializers() {
        #expect(Color(.sRGB, red: 1, green: 0.5, blue: 0) == Color(red: 1, green: 0.5, blue: 0))
        // Linear 0.5 is sRGB 0.735 (188 of 255).
        #expect(rgb(Color(.sRGBLinear, white: 0.5)).map { $0.0 } == 188)
        #expect(Color(.displayP3, red: 2, green: -1, blue: 0.5) == Color(red: 1, green: 0, blue: 0.5))
        #expect(Color(white: 1, opacity: 0) == .clear)
        #expect(Color.red.opacity(0) == .clear)
        #expect(Color.red.opacity(1) == .red)
        guard case .translucent(_, _, _, let alpha) = Color.red.opacity(0.5).opacity(0.5).kind else {
            Issue.record("a half of a half is translucent")
            return
        }
        #expect(alpha == 64)
    }

    /// `.white.opacity(0.5)` text over a blue background is a light blue; over the terminal's own
    /// background (black here) a gray. The cell keeps an opaque colour.
    @Test func opacityBlendsWithWhatIsBehind() throws {
        let host = TestHost(
            VStack(spacing: 0) {
                Text("on blue").foregroundStyle(Color.white.opacity(0.5)).background(Color.blue)
                Text("on none").foregroundStyle(Color.white.opacity(0.5))
                Text("red half").background(Color.red.opacity(0.5))
            }.background(Color.blue).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .background(Color.black), width: 12, height: 3)
        let onBlue = try #require(rgb(host.style(x: 0, y: 0).foreground))
        // White (229) over blue (36, 114, 200) at half: between the two in each channel.
        #expect((125...140).contains(onBlue.0) && (165...180).contains(onBlue.1) && (205...220).contains(onBlue.2))
        #expect(host.style(x: 0, y: 0).background == .blue)
        let onBlueToo = try #require(rgb(host.style(x: 0, y: 1).foreground))
        #expect(onBlueToo == onBlue, "the stack's blue is what is behind the second line too")
        let redOverBlue = try #require(rgb(host.style(x: 0, y: 2).background))
        #expect((110...125).contains(redOverBlue.0) && (75...90).contains(redOverBlue.1))
        // No cell holds a translucent colour, and a repaint of part of the screen blends the same.
        for y in 0..<3 {
            for x in 0..<12 {
                #expect(!host.style(x: x, y: y).isTranslucent)
            }
        }
        #expect(host.rowsDifferingFromFullRepaint() == [])
    }

    /// Blending is redone from what is beneath on every paint: a view repainted alone (its text changed)
    /// over a translucent background does not darken frame after frame.
    @Test func aRepaintDoesNotCompound() throws {
        let model = ColourModel()
        let host = TestHost(ColourCounter(model: model), width: 12, height: 1)
        let at = try #require(host.find("n 0"))
        let first = try #require(rgb(host.style(x: at.x, y: 0).background))
        #expect(first != (36, 114, 200) && first != (205, 49, 49), "red over blue, blended")
        for _ in 0..<5 {
            model.count += 1
            #expect(host.update()?.evaluated == ["CountText": 1])
        }
        #expect(rgb(host.style(x: at.x, y: 0).background).map { [$0.0, $0.1, $0.2] } == [first.0, first.1, first.2])
        #expect(host.rowsDifferingFromFullRepaint() == [])
    }

    /// `Color("Name")` reads a colour set of an asset catalog shipped beside the app; a name it lacks gets
    /// a colour of its own, the same in every run.
    @Test func namedColoursComeFromTheAssetCatalog() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("shoji-assets-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        func colorSet(_ path: String, _ json: String) throws {
            let directory = root.appendingPathComponent("Assets.xcassets/\(path).colorset")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: directory.appendingPathComponent("Contents.json"))
        }
        try colorSet(
            "Brand",
            #"{"colors":[{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"0.000","green":"0.000","blue":"1.000","alpha":"1.000"}},"idiom":"universal"},{"color":{"color-space":"srgb","components":{"red":"0xFF","green":"0x80","blue":"0x00","alpha":"1.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
        )
        try colorSet(
            "Cards/Paper",
            #"{"colors":[{"color":{"color-space":"srgb","components":{"white":"0.5","alpha":"0.5"}},"idiom":"universal"}]}"#
        )
        try colorSet("Broken", "not json")
        let bundle = try #require(Bundle(path: root.path))
        #expect(Color("Brand", bundle: bundle) == Color(red: 1, green: 128.0 / 255, blue: 0))
        #expect(Color("Cards/Paper", bundle: bundle) == Color(white: 0.5, opacity: 0.5))
        #expect(Color("Paper", bundle: bundle) == Color(white: 0.5, opacity: 0.5))
        #expect(Color("Broken", bundle: bundle) == ColorAssets.stableColor(for: "Broken"))
        #expect(Color("Missing") == Color("Missing"))
        #expect(Color("Missing") != Color("Another"))
        #expect(rgb(Color("Missing")) != nil)
    }

    /// Hierarchical styles are grays; materials lay a gray over what is behind.
    @Test func hierarchicalStylesAndMaterials() throws {
        let host = TestHost(
            VStack(spacing: 0) {
                Text("third").foregroundStyle(.tertiary)
                Text("fourth").foregroundStyle(.quaternary)
                Text("glass").background(.ultraThinMaterial)
                Text("thick").background(.thickMaterial)
                Text("fg").foregroundStyle(.foreground).background(.background)
            }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).background(Color.blue),
            width: 10, height: 5)
        #expect(host.style(x: 0, y: 0).foreground == .gray)
        #expect(rgb(host.style(x: 0, y: 1).foreground).map { $0.0 } == 102)
        let thin = try #require(rgb(host.style(x: 0, y: 2).background))
        let thick = try #require(rgb(host.style(x: 0, y: 3).background))
        #expect(thin.2 > thick.2, "a thicker material hides more of the blue")
        #expect(thin != (36, 114, 200))
        #expect(host.style(x: 0, y: 4).foreground == nil, "the default foreground")
        #expect(host.style(x: 0, y: 4).background == .blue, "the background style draws nothing")
    }
}

@Observable private final class ColourModel {
    var count = 0
}

private struct ColourCounter: View {
    let model: ColourModel
    var body: some View {
        HStack {
            CountText(model: model).background(Color.red.opacity(0.5))
        }.frame(maxWidth: .infinity).background(Color.blue)
    }
}

private struct CountText: View {
    let model: ColourModel
    var body: some View { Text("n \(model.count)") }
}
