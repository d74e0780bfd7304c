import Observation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

@MainActor
@Observable
private final class Inbox {
    var mails = ["Alpha", "Beta", "Gamma"]
    var flagged: [String] = []
    var archived: [String] = []
    var refreshes = 0
}

private struct InboxList: View {
    let inbox: Inbox
    var body: some View {
        List {
            ForEach(inbox.mails, id: \.self) { mail in
                Text(mail)
                    .swipeActions(edge: .leading) {
                        Button("Flag") { inbox.flagged.append(mail) }
                    }
                    .swipeActions {
                        Button("Archive") { inbox.archived.append(mail) }
                    }
                    .contextMenu {
                        Button("Copy") {}
                    }
            }
        }
        .refreshable {
            await MainActor.run { inbox.refreshes += 1 }
        }
    }
}

private struct PopoverScreen: View {
    @State private var showsInfo = false
    @State private var other = false
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("First") { other = true }
            Button("Info") { showsInfo = true }
                .popover(isPresented: $showsInfo) {
                    VStack(alignment: .leading, spacing: 0) {
                        Text("Details here")
                        Button("Close") { showsInfo = false }
                    }
                }
            Text("below the button")
            Text("shown: \(showsInfo ? "yes" : "no")")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// `.swipeActions` and `.contextMenu` (one action menu on F10), `.refreshable` (Ctrl-R), and `.popover`.
@MainActor
@Suite struct RowActionsTests {
    @Test func f10OpensTheRowsActionsInOrder() {
        let inbox = Inbox()
        let host = TestHost(InboxList(inbox: inbox), width: 40, height: 12)
        host.press("Down")  // the cursor on "Beta"
        host.press("F10")
        let flag = host.find("Flag")
        let archive = host.find("Archive")
        let copy = host.find("Copy")
        #expect(flag != nil && archive != nil && copy != nil, "\(host.text)")
        if let flag, let archive, let copy {
            #expect(flag.y < archive.y && archive.y < copy.y, "leading, trailing, then the context menu")
            #expect(flag.y > 1, "the menu opens below the row")
        }
        host.press("Down", "Enter")  // "Archive"
        #expect(inbox.archived == ["Beta"])
        #expect(host.find("Archive") == nil, "choosing closes the menu")
        host.press("F10", "Esc")
        #expect(host.find("Flag") == nil)
        #expect(inbox.flagged.isEmpty)
    }

    @Test func ctrlRRefreshesWhileTheStatusLineSaysSo() async {
        let inbox = Inbox()
        let host = TestHost(InboxList(inbox: inbox), width: 40, height: 12)
        host.press("Ctrl-R")
        #expect(host.lines[11].contains("Refreshing…"))
        host.press("Ctrl-R")  // ignored while running
        for _ in 0..<20 { await Task.yield() }
        host.update()
        #expect(inbox.refreshes == 1)
        #expect(!host.lines[11].contains("Refreshing…"), "the indicator goes when the action returns")
        #expect(host.advanceClock() == 0, "and the clock stops")
    }

    @Test func aPopoverOpensBelowItsViewAndGivesFocusBack() {
        let host = TestHost(PopoverScreen(), width: 40, height: 12)
        host.press("Tab", "Enter")
        guard let details = host.find("Details here") else {
            Issue.record("no popover: \(host.text)")
            return
        }
        #expect(details.y == 3, "just below the button (row 1), inside the border")
        #expect(!host.style(x: 3, y: 0).attributes.contains(.dim), "the screen behind is not dimmed")
        #expect(host.focusedView?.text == "[ Close ]", "focus moves inside")
        host.press("Esc")
        #expect(host.find("Details here") == nil)
        #expect(host.find("shown: no") != nil)
        #expect(host.focusedView?.text == "[ Info ]", "focus goes back to the view that presented it")
        host.press("Enter")
        host.click(x: 30, y: 10)
        #expect(host.find("Details here") == nil, "a click outside closes it")
    }
}
