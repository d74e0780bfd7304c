import Foundation
import Testing

@testable import CompatNotesLite
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

@MainActor
@Suite struct NotesLiteCompatibilityTests {
    @Test func newNoteIsPushedThroughIsActiveAndSaved() throws {
        let host = TestHost(ContentView(), width: 80, height: 24)
        #expect(host.text.contains("1 notes"))
        host.click("New Note")
        #expect(host.text.contains("Untitled"), "\(host.text)")
        #expect(host.text.contains("Cancel"))
        #expect(!host.text.contains("Groceries"))
        host.click("Title")
        host.type("Packing list")
        #expect(host.lines.prefix(2).contains { $0.contains("Packing list") }, "the title follows the draft")
        host.click("Save")
        #expect(host.text.contains("2 notes"))
        #expect(host.text.contains("Packing list"))
        #expect(host.text.contains("New Note"), "presentationMode dismissed the editor")
    }

    @Test func cancelDiscardsTheDraft() throws {
        let host = TestHost(ContentView(), width: 80, height: 24)
        host.click("New Note")
        host.click("Title")
        host.type("Scratch")
        host.click("Cancel")
        #expect(host.text.contains("1 notes"))
        #expect(!host.text.contains("Scratch"))
        // The link's isActive binding was reset: it pushes again.
        host.click("New Note")
        #expect(host.text.contains("Untitled"))
    }

    @Test func editingAnExistingNote() throws {
        let host = TestHost(ContentView(), width: 80, height: 24)
        host.click("Groceries")
        #expect(host.text.contains("Eggs, bread, coffee"))
        for _ in 0..<6 where !(host.focusedView?.text.contains("Eggs") ?? false) { host.press("Tab") }
        #expect(host.focusedView?.kind == "TextField")
        host.press("End")
        host.type(", milk")
        host.click("Save")
        #expect(host.text.contains("Eggs, bread, coffee, milk"), "\(host.text)")
        #expect(host.text.contains("1 notes"))
    }
}
