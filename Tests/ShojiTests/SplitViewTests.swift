import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private struct Mailbox: Identifiable, Hashable {
    let id: Int
    let name: String
}

private let boxes = [Mailbox(id: 1, name: "Inbox"), Mailbox(id: 2, name: "Archive")]

@Observable
private final class MailModel {
    var selected: Mailbox.ID?
    var visibility = NavigationSplitViewVisibility.all
}

private struct Mail: View {
    @Bindable var model: MailModel
    var body: some View {
        NavigationSplitView(columnVisibility: $model.visibility) {
            List(boxes, selection: $model.selected) { Text($0.name) }
                .navigationTitle("Mailboxes")
        } detail: {
            if let id = model.selected, let box = boxes.first(where: { $0.id == id }) {
                VStack {
                    Text("Messages in \(box.name)")
                    Button("Reply") {}
                }
                .navigationTitle(box.name)
            } else {
                Text("No mailbox")
            }
        }
    }
}

private struct LinkSidebar: View {
    @State var selected: Mailbox?
    var body: some View {
        NavigationSplitView {
            List(boxes, selection: $selected) { box in NavigationLink(box.name, value: box) }
        } content: {
            Text(selected.map { "Content of \($0.name)" } ?? "Pick one")
        } detail: {
            Text("Detail")
        }
    }
}

@MainActor
@Suite struct SplitViewTests {
    @Test func sidebarSelectionDrivesTheDetail() {
        let model = MailModel()
        let host = TestHost(Mail(model: model), width: 80, height: 8)
        #expect(host.lines[0].hasPrefix("Mailboxes"), "\(host.lines)")
        #expect(host.lines[0].contains("│"))
        #expect(host.text.contains("No mailbox"))
        host.click("Archive")
        #expect(model.selected == 2)
        #expect(host.text.contains("Messages in Archive"))
        let rule = host.find("│")!.x
        #expect(host.lines[0].dropFirst(rule + 1).hasPrefix("Archive"), "the detail's own title: \(host.lines[0])")
        // → from the sidebar moves focus into the detail; ← back.
        host.press("Right")
        #expect(host.focusedView?.text == "[ Reply ]")
        host.press("Left")
        #expect(host.focusedView?.kind == "List")
        model.visibility = .detailOnly
        host.update()
        #expect(!host.text.contains("Mailboxes") && host.text.contains("Messages in Archive"))
    }

    @Test func narrowTerminalsCollapseToOneColumn() {
        let model = MailModel()
        let host = TestHost(Mail(model: model), width: 40, height: 8)
        #expect(host.text.contains("Inbox") && !host.text.contains("No mailbox"), "\(host.lines)")
        host.press("Tab", "Down", "Enter")
        #expect(model.selected == 2)
        #expect(host.text.contains("Messages in Archive") && !host.text.contains("Inbox"), "\(host.lines)")
        host.press("Esc")
        #expect(host.text.contains("Inbox"))
        host.press("Right")
        #expect(host.text.contains("Messages in Archive"))
        host.resize(width: 100, height: 8)
        #expect(host.text.contains("Inbox") && host.text.contains("Messages in Archive"))
    }

    @Test func valueLinksInASelectableListSelect() {
        let host = TestHost(LinkSidebar(), width: 90, height: 6)
        #expect(host.text.contains("Pick one"))
        host.click("Inbox")
        #expect(host.text.contains("Content of Inbox"), "\(host.lines)")
        #expect(host.text.contains("Detail"))
    }
}
