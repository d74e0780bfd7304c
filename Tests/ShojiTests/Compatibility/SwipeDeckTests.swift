import Foundation
import Testing

@testable import CompatSwipeDeck
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// A swipe-card app in the style of the real ones issue 28 came from: a card dragged with the mouse, a
/// progress ring, gradients and asset colours, accessibility identifiers, animations with completions.
@MainActor
@Suite struct SwipeDeckCompatibilityTests {
    @Test func swipingACardRightLikesIt() throws {
        let host = TestHost(DeckView(), width: 80, height: 30)
        #expect(host.text.contains("Ada, 36"), "\(host.text)")
        let card = try #require(host.element(identifier: "card-Ada"))
        #expect(card.label?.contains("Engines and poetry") == true, "the card's texts combined: \(card)")
        // A short drag springs back.
        let start = Point(x: card.frame.midX, y: card.frame.midY)
        host.drag(from: start, through: [Point(x: start.x + 5, y: start.y)])
        #expect(host.text.contains("Ada, 36"))
        #expect(host.element(identifier: "card-Ada")?.frame == card.frame, "back where it was")
        // A long one (more than 100 points: 13 columns) likes Ada.
        host.drag(from: start, through: [Point(x: start.x + 8, y: start.y), Point(x: start.x + 16, y: start.y)])
        #expect(!host.text.contains("Ada, 36"))
        #expect(host.text.contains("Grace, 45"))
        #expect(host.text.contains("Liked 1"))
        #expect(host.element(identifier: "progress")?.value == "1 of 3")
        #expect(host.rowsDifferingFromFullRepaint() == [])
    }

    @Test func buttonsAndAccessibilityActionsDecideToo() throws {
        let host = TestHost(DeckView(), width: 80, height: 30)
        #expect(host.performAccessibilityAction("Like", identifier: "card-Ada"))
        #expect(host.text.contains("Liked 1"))
        let pass = try #require(host.element(label: "Pass"))
        host.click(x: pass.frame.midX, y: pass.frame.midY)
        #expect(host.element(identifier: "progress")?.value == "2 of 3")
        // The last decision empties the deck; the animation's completion opens the summary after the frame.
        let like = try #require(host.element(label: "Like"))
        host.click(x: like.frame.midX, y: like.frame.midY)
        #expect(host.text.contains("No one left") || host.text.contains("Ada"), "\(host.text)")
        host.update()
        #expect(host.text.contains("Ada"), "the summary sheet lists who was liked: \(host.text)")
    }

    @Test func theProgressRingDrawsInBraille() {
        let host = TestHost(DeckView(), width: 80, height: 30)
        let ring = host.element(identifier: "progress")!.frame
        /// The ring's braille cells, by their colour.
        func colours() -> [String: Int] {
            var count: [String: Int] = [:]
            for y in ring.minY..<ring.maxY {
                for x in ring.minX..<ring.maxX {
                    let cell = host.cell(x: x, y: y)
                    guard cell.text.unicodeScalars.first.map({ (0x2801...0x28FF).contains($0.value) }) == true else {
                        continue
                    }
                    count["\(String(describing: cell.style.foreground))", default: 0] += 1
                }
            }
            return count
        }
        let before = colours()
        #expect(before.count == 1, "only the grey track at first: \(before)")
        #expect(before.values.first ?? 0 >= 8, "a circle in braille")
        host.click(x: host.element(label: "Like")!.frame.midX, y: host.element(label: "Like")!.frame.midY)
        let after = colours()
        #expect(after.count > 1, "a third of the ring in the gradient's colours: \(after)")
    }
}

extension Rect {
    fileprivate var midX: Int { minX + width / 2 }
    fileprivate var midY: Int { minY + height / 2 }
}
