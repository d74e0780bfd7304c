import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private struct FAQ: View {
    @State var shipping = false
    var body: some View {
        VStack(alignment: .leading) {
            DisclosureGroup("Returns") { Text("30 days") }
            DisclosureGroup("Shipping", isExpanded: $shipping) { Text("Free over $50") }
            Text(shipping ? "bound: open" : "bound: closed")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private struct Folder: Identifiable {
    let id: String
    var children: [Folder]?
}

private let tree = [
    Folder(id: "Documents", children: [Folder(id: "Taxes", children: []), Folder(id: "cv.pdf", children: nil)]),
    Folder(id: "notes.txt", children: nil),
]

private struct CollapsibleList: View {
    @State var open = true
    var body: some View {
        List {
            Section("Fruit", isExpanded: $open) {
                Text("Apple")
                Text("Pear")
            }
            Section("Veg") { Text("Kale") }
        }
    }
}

@MainActor
@Suite struct DisclosureTests {
    @Test func disclosureGroupsExpandAndCollapse() {
        let host = TestHost(FAQ(), width: 30, height: 6)
        #expect(host.lines[0].hasPrefix("▸ Returns"), "\(host.lines)")
        #expect(!host.text.contains("30 days"))
        host.click("Returns")
        #expect(host.lines[0].hasPrefix("▾ Returns"))
        #expect(host.lines[1].hasPrefix("  30 days"), "content indented two columns: \(host.lines)")
        #expect(host.lastFrame?.evaluated.keys.contains("FAQ") == false, "only the group's own views ran")
        host.click("Shipping")
        #expect(host.text.contains("Free over $50") && host.text.contains("bound: open"))
        host.press("Enter")  // the focused label (Shipping) toggles again
        #expect(!host.text.contains("Free over") && host.text.contains("bound: closed"))
    }

    @Test func outlineGroupOutsideAList() {
        let host = TestHost(
            OutlineGroup(tree, children: \.children) { Text($0.id) }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
            width: 30, height: 6)
        #expect(host.lines[0].hasPrefix("▸ Documents"), "\(host.lines)")
        #expect(host.lines[1].hasPrefix("notes.txt"))
        host.click("Documents")
        #expect(host.lines[1].hasPrefix("  ▸ Taxes"), "\(host.lines)")
        #expect(host.lines[2].hasPrefix("  cv.pdf"))
    }

    @Test func outlineInAListIsOneRowPerElement() {
        let host = TestHost(List(tree, children: \.children) { Text($0.id) }, width: 30, height: 6)
        #expect(host.lines[0].contains("▸ Documents"), "\(host.lines)")
        #expect(host.lines[1].contains("  notes.txt"))
        host.press("Tab")
        host.press("Enter")  // expands the cursor row
        #expect(host.lines[1].contains("  ▸ Taxes"), "\(host.lines)")
        #expect(host.lines[2].contains("    cv.pdf"))
        #expect(host.lines[3].contains("notes.txt"))
        host.press("Down", "Enter")  // Taxes: expandable, with no children
        #expect(host.lines[1].contains("▾ Taxes"))
        host.press("Up", "Enter")  // collapse Documents
        #expect(!host.text.contains("Taxes"))
    }

    @Test func collapsibleSectionsInAList() {
        let host = TestHost(CollapsibleList(), width: 30, height: 6)
        #expect(host.lines[0].contains("▾ Fruit"), "\(host.lines)")
        #expect(host.text.contains("Apple") && host.text.contains("Kale"))
        host.press("Tab", "Enter")
        #expect(host.lines[0].contains("▸ Fruit"), "\(host.lines)")
        #expect(!host.text.contains("Apple"))
        #expect(host.lines[1].contains("Veg"))
        host.press("Enter")
        #expect(host.text.contains("Pear"))
    }

    @Test func collapsibleSectionOutsideAList() {
        struct Screen: View {
            @State var open = false
            var body: some View {
                VStack { Section("More", isExpanded: $open) { Text("Hidden text") } }
            }
        }
        let host = TestHost(Screen(), width: 30, height: 4)
        #expect(host.text.contains("▸ More") && !host.text.contains("Hidden"))
        host.click("More")
        #expect(host.text.contains("Hidden text"))
    }
}
