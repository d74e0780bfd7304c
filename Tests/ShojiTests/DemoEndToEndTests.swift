import Foundation
import TerminalFixtures
import Testing

/// Each demo's main interaction, as a person would do it, in a pseudo-terminal (80×24), asserting the
/// screen — and, through `SHOJI_STATS`, which views each interaction evaluated.
@Suite(.serialized) final class DemoEndToEndTests {
    /// The stats files this test started demos with, removed after it.
    private var statsFiles: [URL] = []

    deinit {
        for url in statsFiles { try? FileManager.default.removeItem(at: url) }
    }

    /// Starts a demo with a fresh stats file.
    private func start(_ demo: String, _ arguments: [String] = [], width: Int = 80, height: Int = 24) throws -> (
        PseudoTerminal, URL
    ) {
        let path = DemoBinaries.path(demo)
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the demos first: swift build")
        let stats = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shoji-\(demo)-\(UUID().uuidString).jsonl")
        statsFiles.append(stats)
        let pty = try PseudoTerminal(
            executable: path, arguments: arguments, environment: ["SHOJI_STATS": stats.path],
            width: width, height: height)
        return (pty, stats)
    }

    /// The frames recorded so far.
    private func frames(_ url: URL) -> [[String: Any]] {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    /// The first frame recorded after `count` frames, waiting for its line (the terminal gets a frame's
    /// bytes just before its stats line is appended).
    /// (Frames that only moved focus evaluate nothing and are skipped, so a late line from an earlier
    /// key press cannot be taken for the action's frame.)
    private func frame(after count: Int, in url: URL, timeout: Double = 3) -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let all = frames(url)
            if all.count > count, let hit = all[count...].first(where: { ($0["bodyEvaluations"] as? Int ?? 0) > 0 }) {
                return hit
            }
            usleep(10_000)
        }
        return nil
    }

    /// The number of frames recorded, once the file has stopped growing for a moment (every frame the
    /// screen already shows has its line written by then).
    private func settledCount(_ url: URL) -> Int {
        var count = frames(url).count
        var stable = 0
        while stable < 5 {
            usleep(20_000)
            let now = frames(url).count
            if now == count {
                stable += 1
            } else {
                count = now
                stable = 0
            }
        }
        return count
    }

    private func evaluated(_ frame: [String: Any]?) -> [String: Int] {
        (frame?["evaluated"] as? [String: Int]) ?? [:]
    }

    private func quit(_ pty: PseudoTerminal) {
        pty.press("Ctrl-C")
        #expect(pty.waitForExit() == 0)
        #expect(!pty.screen.alternateScreen)
    }

    @Test func todo() throws {
        let (pty, stats) = try start("todo")
        #expect(pty.waitUntil { $0.text.contains("Buy oat milk") })
        // Toggle the first row: Tab to the picker, Tab to the list, Space.
        pty.press("Tab", "Tab")
        let before = settledCount(stats)
        pty.press("Space")
        #expect(pty.waitUntil { $0.text.contains("✔ Buy oat milk") }, "\(pty.screen.text)")
        let toggle = frame(after: before, in: stats)
        #expect(evaluated(toggle)["TodoRowView"] == 1, "\(evaluated(toggle))")
        // Filter: Active hides completed tasks, Completed shows only them.
        pty.press("Shift-Tab", "Right")
        #expect(pty.waitUntil { !$0.text.contains("Buy oat milk") && $0.text.contains("Book the dentist") })
        pty.press("Right")
        #expect(pty.waitUntil { $0.text.contains("Buy oat milk") && !$0.text.contains("Book the dentist") })
        pty.press("Left", "Left")
        // Add a task through the sheet: "+" is the toolbar button's keyboard shortcut.
        pty.send("+")
        #expect(pty.waitUntil { $0.text.contains("New task") })
        pty.send("Call the plumber")
        pty.press("Enter")
        #expect(
            pty.waitUntil { $0.text.contains("○ Call the plumber") && !$0.text.contains("New task") },
            "\(pty.screen.text)")
        // Delete one: select it with the mouse, press Delete.
        #expect(pty.click("Book the dentist"))
        pty.press("Delete")
        #expect(pty.waitUntil { !$0.text.contains("Book the dentist") }, "\(pty.screen.text)")
        quit(pty)
    }

    @Test func cart() throws {
        let (pty, stats) = try start("cart")
        #expect(pty.waitUntil { $0.text.contains("Your cart is empty.") })
        pty.press("Enter")  // "Add" on the first product (focused first)
        pty.press("Tab", "Enter")  // and on the second
        #expect(pty.waitUntil { $0.text.contains("2 items") && $0.text.contains("$42.50") }, "\(pty.screen.text)")
        // Raise the first row's quantity with its stepper.
        #expect(pty.click("−"))
        let before = settledCount(stats)
        pty.press("+")
        #expect(pty.waitUntil { $0.text.contains("×2") && $0.text.contains("$61.00") }, "\(pty.screen.text)")
        let step = evaluated(frame(after: before, in: stats))
        #expect(step["CartRowView"] == 1, "\(step)")
        #expect(step["CartSummaryView"] == 1)
        #expect(step["CatalogView"] == nil, "the catalog does not read the cart")
        // Type a promo code.
        #expect(pty.click("none"))
        pty.send("SAVE10")
        #expect(pty.waitUntil { $0.text.contains("SAVE10") })
        // Checkout opens the confirmation sheet; Pay empties the cart.
        #expect(pty.click("Checkout"))
        #expect(pty.waitUntil { $0.text.contains("Confirm your order") && $0.text.contains("Promo code: SAVE10") })
        #expect(pty.click("Pay"))
        #expect(pty.waitUntil { $0.text.contains("Your cart is empty.") })
        quit(pty)
    }

    @Test func profile() throws {
        let (pty, stats) = try start("profile", width: 120, height: 40)
        #expect(pty.waitUntil { $0.text.contains("1815 followers") })
        let before = settledCount(stats)
        #expect(pty.click("New follower"))
        #expect(pty.waitUntil { $0.text.contains("1816 followers") })
        let follower = evaluated(frame(after: before, in: stats))
        #expect(follower["FollowerCountView"] == 1 && follower["ProfileHeaderView"] == nil, "\(follower)")
        quit(pty)
    }

    @Test func profileEditsTheNameInTheEditor() throws {
        let (pty, _) = try start("profile", width: 120, height: 40)
        #expect(pty.waitUntil { $0.text.contains("Editor") })
        // The editor's name field is the line right below "Editor".
        let editorRow = try #require(pty.screen.lines.firstIndex { $0.contains("Editor") })
        let column = try #require(pty.screen.lines[editorRow].range(of: "Editor")).lowerBound
        let x = pty.screen.lines[editorRow][..<column].count
        pty.send("\u{1b}[<0;\(x + 2);\(editorRow + 2)M\u{1b}[<0;\(x + 2);\(editorRow + 2)m\u{15}")
        pty.send("Grace Hopper")
        #expect(pty.waitUntil { $0.lines.filter { $0.contains("Grace Hopper") }.count >= 3 }, "\(pty.screen.text)")
        quit(pty)
    }

    @Test func counter() throws {
        let (pty, _) = try start("counter")
        #expect(pty.waitUntil { $0.text.contains("Counter: 0") })
        #expect(pty.click("+ 1"))
        #expect(pty.click("+ 1"))
        #expect(pty.waitUntil { $0.text.contains("Counter: 2") })
        #expect(pty.click("- 1"))
        #expect(pty.waitUntil { $0.text.contains("Counter: 1") })
        #expect(pty.click("Expand"))
        #expect(pty.waitUntil { $0.text.contains("Detailed content...") && $0.text.contains("Collapse") })
        quit(pty)
    }

    @Test func settings() throws {
        let (pty, _) = try start("settings")
        #expect(pty.waitUntil { $0.text.contains("Hello, Ada — 14 pt, system theme") })
        // Text field (focused first): replace the name.
        pty.press("Ctrl-U")
        pty.send("Grace")
        #expect(pty.waitUntil { $0.text.contains("Hello, Grace") })
        pty.press("Tab", "Space")  // toggle
        #expect(pty.waitUntil { $0.text.contains("Notifications") && $0.text.contains("[ ]") })
        pty.press("Tab", "Right")  // segmented picker
        #expect(pty.waitUntil { $0.text.contains("light theme") })
        pty.press("Tab", "Right", "Right")  // slider
        #expect(pty.waitUntil { $0.text.contains("16 pt") })
        pty.press("Tab", "+")  // stepper
        #expect(pty.waitUntil { $0.text.contains("every 6 min") })
        quit(pty)
    }

    @Test func player() throws {
        let (pty, stats) = try start("player")
        #expect(pty.waitUntil { $0.text.contains("0:00 · 0%") })
        #expect(pty.click("Play"))
        #expect(pty.waitUntil { $0.text.contains("Pause") })
        #expect(
            pty.waitUntil(timeout: 4) { $0.text.contains("0:01") || $0.text.contains("0:02") }, "\(pty.screen.text)")
        // The timer's frames evaluate only the views that read the progress.
        usleep(300_000)
        let ticks = frames(stats).suffix(3)
        for tick in ticks {
            let names = Set(evaluated(tick).keys)
            #expect(names.isSubset(of: ["ProgressBarView", "ElapsedView"]), "\(names)")
        }
        pty.send("p")  // the Play button's keyboard shortcut
        #expect(pty.waitUntil { $0.text.contains("Play") })
        quit(pty)
    }

    @Test func f2ShowsTheOverlayHUD() throws {
        let (pty, _) = try start("counter", width: 120, height: 30)
        #expect(pty.waitUntil { $0.text.contains("Counter: 0") })
        pty.press("F2")
        #expect(pty.click("+ 1"))
        #expect(pty.waitUntil { $0.lines.last?.contains("eval 1 (CounterView×1)") == true }, "\(pty.screen.text)")
        #expect(pty.waitUntil { $0.text.contains("CounterView ×2") })
        pty.press("F2")
        #expect(pty.waitUntil { !$0.text.contains("CounterView ×2") })
        quit(pty)
    }

    @Test func objectModeEvaluatesMoreThanPropertyMode() throws {
        func followerFrame(_ keys: String...) throws -> Int {
            let (pty, stats) = try start("profile", width: 120, height: 40)
            #expect(pty.waitUntil { $0.text.contains("1815 followers") })
            for key in keys { pty.press(key) }
            let before = settledCount(stats)
            #expect(pty.click("New follower"))
            #expect(pty.waitUntil { $0.text.contains("1816 followers") })
            let follower = frame(after: before, in: stats)
            quit(pty)
            return follower?["bodyEvaluations"] as? Int ?? -1
        }
        let property = try followerFrame()
        let object = try followerFrame("F4")
        let tree = try followerFrame("F4", "F4")
        #expect(property == 3, "FollowerCountView, ProfileStatsView, one StatBadge")
        #expect(object > property, "object: \(object), property: \(property)")
        #expect(tree > object, "tree: \(tree), object: \(object)")
    }
}
