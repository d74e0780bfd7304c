import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// A view that shows or hides a part when its button is pressed.
private struct Switchable: View {
    @State private var shown = true
    var body: some View {
        VStack {
            Button("Switch") { shown.toggle() }
            if shown {
                Button("Part") {}.help("Part help")
            }
        }
    }
}

/// A button with a sheet over it.
private struct SheetOver: View {
    @State private var open = false
    var body: some View {
        VStack {
            Button("Open") { open = true }
            Text("background")
        }
        .sheet(isPresented: $open) {
            Button("Close") { open = false }
        }
    }
}

/// The graph's own records of its nodes, which frames rely on without walking the tree.
@MainActor
@Suite struct GraphBookkeepingTests {
    /// A node keeps its parent only while it is in the graph: `parent` is `unowned`, so a node that
    /// outlived its parent must not point at it.
    @Test func aNodeThatLeftTheGraphHasNoParent() throws {
        let host = TestHost(Switchable(), width: 30, height: 5)
        let part = try #require(host.graph.allNodes.first { $0.behavior is HelpBehavior })
        #expect(part.parent != nil)
        host.click("Switch")
        #expect(!host.text.contains("Part"))
        #expect(!part.isMounted)
        #expect(part.parent == nil)
    }

    /// A body evaluated again hands its view to the child it made before — the same node, updated in
    /// place — instead of a new one (ViewNode's path for a body's one child, which makes no list).
    @Test func aBodyEvaluatedAgainUpdatesItsChildInPlace() throws {
        let host = TestHost(Switchable(), width: 30, height: 5)
        let node = try #require(host.graph.allNodes.first { $0.viewType == ObjectIdentifier(Switchable.self) })
        let child = try #require(node.children.first)
        let evaluations = node.evaluationCount
        host.click("Switch")
        #expect(node.evaluationCount == evaluations + 1)
        #expect(node.children.count == 1 && node.children[0] === child, "the same child node")
        #expect(!host.text.contains("Part"), "updated with the new body")
    }

    /// The status line is looked for only while a node that can give it a text is mounted, so the count
    /// of such nodes must follow them in and out of the graph.
    @Test func statusTextProvidersAreCountedWhileMounted() {
        let host = TestHost(Switchable(), width: 30, height: 5)
        #expect(host.graph.statusTextProviders == 1)
        host.press("Tab")
        #expect(host.lines[4].contains("Part help"), "\(host.lines)")
        host.click("Switch")
        #expect(host.graph.statusTextProviders == 0)
        #expect(host.lines[4].trimmingCharacters(in: .whitespaces).isEmpty, "\(host.lines)")
        host.click("Switch")
        #expect(host.graph.statusTextProviders == 1)
    }

    /// Whether a node may take focus depends on the presentations over it; the answer is kept between
    /// frames only while no node enters or leaves the graph. A node asked about while a sheet covers it
    /// is eligible again once the sheet's nodes have left.
    @Test func eligibilityIsAskedAgainOnceASheetHasLeft() throws {
        let host = TestHost(SheetOver(), width: 40, height: 10)
        #expect(host.focusedView?.text == "[ Open ]")
        let open = try #require(host.graph.focus.focused)
        host.press("Enter")
        #expect(host.focusedView?.text == "[ Close ]")
        #expect(!host.graph.focus.isEligible(open), "covered by the modal sheet")
        host.press("Esc")
        #expect(host.graph.focus.isEligible(open))
        #expect(host.focusedView?.text == "[ Open ]", "focus returns behind the sheet")
    }

    /// Focus holds its node strongly (a weak reference would slow every retain of it), so a focused
    /// node that leaves the graph must let go of focus and be freed — also when it could no longer take
    /// focus by the time it left (disabled first, removed after).
    @Test(arguments: [false, true])
    func aFocusedNodeThatLeftTheGraphIsFreed(disabledFirst: Bool) throws {
        let model = FocusedPart()
        let host = TestHost(FocusedPartView(model: model), width: 30, height: 5)
        host.press("Tab")
        #expect(host.focusedView?.text == "[ Part ]")
        weak let part = host.graph.focus.focused
        #expect(part != nil)
        if disabledFirst {
            model.disabled = true
            host.update()
        }
        model.shown = false
        host.update()
        #expect(!host.text.contains("Part"))
        #expect(host.graph.focus.focused !== part)
        #expect(part == nil, "the node that left is freed")
    }
}

extension GraphBookkeepingTests {
    /// A `WeakNode` reads its node while the node lives and keeps nothing alive: the node it names is
    /// freed when it leaves the graph, and the reference reads `nil` after.
    @Test func aWeakNodeReadsItsNodeAndLetsItGo() throws {
        let model = FocusedPart()
        let host = TestHost(FocusedPartView(model: model), width: 30, height: 5)
        host.press("Tab")
        weak var part: ViewNode?
        var reference = WeakNode(nil)
        do {
            let focused = try #require(host.graph.focus.focused)
            part = focused
            reference = WeakNode(focused)
            #expect(reference.node === focused)
        }
        let copy = reference
        #expect(copy.node === part, "a copy names the same node")
        #expect(WeakNode(nil).node == nil)
        model.shown = false
        host.update()
        #expect(part == nil, "the node that left is freed: the references held it back")
        #expect(reference.node == nil)
        #expect(copy.node == nil)
    }
}

/// The model of ``FocusedPartView``.
@Observable @MainActor private final class FocusedPart {
    var shown = true
    var disabled = false
}

/// A button that a model removes, or disables and then removes.
private struct FocusedPartView: View {
    let model: FocusedPart
    var body: some View {
        VStack {
            Button("Other") {}
            if model.shown {
                Button("Part") {}.disabled(model.disabled)
            }
        }
    }
}
