import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

@MainActor
private final class MenuLog {
    var entries: [String] = []
}

private enum SortKey: Hashable { case name, date }

private struct FileMenu: View {
    let log: MenuLog
    @State var sort = SortKey.name
    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Menu("File") {
                    Button("New") { log.entries.append("new") }
                    Divider()
                    Menu("Export") {
                        Button("PDF") { log.entries.append("pdf") }
                        Button("HTML") { log.entries.append("html") }
                    }
                    Picker("Sort", selection: $sort) {
                        Text("By name").tag(SortKey.name)
                        Text("By date").tag(SortKey.date)
                    }
                }
                Menu("Quick") {
                    Button("Other") {}
                } primaryAction: {
                    log.entries.append("primary")
                }
                ControlGroup {
                    Button("Cut") {}
                    Button("Copy") {}
                }
            }
            Text("sort: \(sort == .name ? "name" : "date")")
            Spacer()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor
@Suite struct MenuTests {
    @Test func menusOpenChooseAndClose() {
        let log = MenuLog()
        let host = TestHost(FileMenu(log: log), width: 50, height: 12)
        #expect(host.lines[0].hasPrefix("File ▾"), "\(host.lines)")
        #expect(host.text.contains("[ Cut ] [ Copy ]"))
        host.click("File")
        #expect(host.text.contains("New") && host.text.contains("Export ›"), "\(host.lines)")
        host.click("New")
        #expect(log.entries == ["new"])
        #expect(!host.text.contains("Export"), "choosing a button closes the menu")
        // Keyboard: open, move to the submenu, open it, choose.
        for _ in 0..<6 where !(host.focusedView?.text.hasPrefix("File") ?? false) { host.press("Tab") }
        host.press("Enter")
        #expect(host.text.contains("Export ›"))
        host.press("Down")
        #expect(host.focusedView?.text.contains("Export") == true, "\(String(describing: host.focusedView))")
        host.press("Right")
        #expect(host.text.contains("PDF"))
        host.press("Down", "Enter")
        #expect(log.entries == ["new", "html"], "\(log.entries)")
        #expect(!host.text.contains("PDF") && !host.text.contains("Export"), "every open menu closed")
        host.click("File")
        host.press("Esc")
        #expect(!host.text.contains("Export"))
    }

    @Test func pickerInsideAMenuAndPrimaryAction() {
        let log = MenuLog()
        let host = TestHost(FileMenu(log: log), width: 50, height: 12)
        host.click("File")
        #expect(host.lines[1] == "╭─────────╮", "as wide as the widest item: \(host.lines)")
        host.click("By date")
        #expect(!host.text.contains("By name"), "choosing a picker's option closes the menu, as in SwiftUI")
        #expect(host.text.contains("sort: date"))
        host.click("Quick")
        #expect(log.entries == ["primary"])
        #expect(!host.text.contains("Other"))
    }

    /// Issue 24: the submenu opened below its item, over the parent's border, and ← did not close it.
    @Test func aSubmenuOpensBesideItsItemAndLeftClosesIt() throws {
        let log = MenuLog()
        let host = TestHost(FileMenu(log: log), width: 50, height: 12)
        host.click("File")
        let parentTop = try #require(host.lines.firstIndex { $0.hasPrefix("╭") })
        let export = try #require(host.find("Export ›"))
        host.click("Export")
        let pdf = try #require(host.find("PDF"))
        #expect(pdf.y == export.y, "the first item is level with its menu's item: \(host.lines)")
        let parentRight = try #require(host.lines[parentTop].lastIndex(of: "╮")).utf16Offset(in: host.lines[parentTop])
        #expect(pdf.x > parentRight, "beside the parent box, past its border: \(host.lines)")
        #expect(!host.lines.contains { $0.contains("╰╭") }, "no box drawn over the parent's border: \(host.lines)")
        host.press("Left")
        #expect(!host.text.contains("PDF"), "← closes the submenu")
        #expect(host.text.contains("Export ›"), "and only it")
        #expect(host.focusedView?.text.contains("Export") == true)
        #expect(host.rowsDifferingFromFullRepaint().isEmpty)
    }

    @Test func aPickersOptionsInAMenuAreItemsChosenWithEnter() {
        let log = MenuLog()
        let host = TestHost(FileMenu(log: log), width: 50, height: 12)
        host.click("File")
        for _ in 0..<6 where host.focusedView?.kind != "Picker" { host.press("Down") }
        #expect(host.focusedView?.kind == "Picker", "\(String(describing: host.focusedView))")
        host.press("Down")
        #expect(host.text.contains("✓ By name"), "moving does not choose")
        host.press("Enter")
        #expect(host.text.contains("sort: date"))
        #expect(!host.text.contains("By name"), "choosing closes the menu")
    }

    @Test func linkAndHelpUseTheStatusLine() {
        let opened = MenuLog()
        let host = TestHost(
            VStack {
                Link("Swift", destination: URL(string: "https://swift.org")!)
                Button("Save") {}.help("Saves the document")
                Button("Plain") {}
            }
            .environment(
                \.openURL,
                OpenURLAction { url in
                    opened.entries.append(url.absoluteString)
                    return .handled
                }), width: 40, height: 6)
        #expect(host.text.contains("Swift ↗"))
        #expect(host.focusedView?.kind == "Link")
        #expect(host.lines[5].contains("https://swift.org"), "\(host.lines)")
        #expect(host.style(x: 1, y: 5).attributes.contains(.reverse))
        host.press("Enter")
        #expect(opened.entries == ["https://swift.org"])
        host.press("Tab")
        #expect(host.lines[5].contains("Saves the document"))
        host.press("Tab")
        #expect(host.lines[5].trimmingCharacters(in: .whitespaces).isEmpty, "no help: the row is the app's again")
    }
}
