import Foundation
import Testing

@testable import CompatContactsBook
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

@MainActor
@Suite struct ContactsBookCompatibilityTests {
    @Test func aRowPushesTheDetailAndEscGoesBack() throws {
        let host = TestHost(ContentView(), width: 80, height: 24)
        #expect(host.text.contains("Contacts"))
        #expect(host.text.contains("3 contacts"))
        host.click("Grace Hopper")
        #expect(host.text.contains("grace@example.com"), "\(host.text)")
        #expect(host.text.contains("Delete Contact"))
        host.press("Esc")
        #expect(host.text.contains("3 contacts"))
        #expect(!host.text.contains("grace@example.com"))
    }

    @Test func addingAContactThroughTheSheetSortsItIn() throws {
        let host = TestHost(ContentView(), width: 80, height: 24)
        host.click("Add")
        #expect(host.text.contains("New Contact"))
        host.click("Full name")
        host.type("Aaron Zed")
        host.click("Save")
        #expect(!host.text.contains("New Contact"), "the sheet is dismissed")
        #expect(host.text.contains("4 contacts"))
        let aaron = try #require(host.find("Aaron Zed"))
        let ada = try #require(host.find("Ada Lovelace"))
        #expect(aaron.y < ada.y, "onDismiss sorted the list by name")
    }

    @Test func cancellingTheSheetAddsNothing() throws {
        let host = TestHost(ContentView(), width: 80, height: 24)
        host.click("Add")
        host.click("Full name")
        host.type("Nobody")
        host.click("Cancel")
        #expect(!host.text.contains("New Contact"))
        #expect(!host.text.contains("Nobody"))
        #expect(host.text.contains("3 contacts"))
    }

    @Test func deletingAfterConfirmationPopsBackToTheList() throws {
        let host = TestHost(ContentView(), width: 80, height: 24)
        host.click("Grace Hopper")
        host.click("Delete Contact")
        #expect(host.text.contains("Delete Grace Hopper?"))
        #expect(host.text.contains("Yes, Delete"))
        host.click("Yes, Delete")
        #expect(!host.text.contains("Grace Hopper"))
        #expect(host.text.contains("2 contacts"), "\(host.text)")
        #expect(host.text.contains("Linus Torvalds"))
    }
}
