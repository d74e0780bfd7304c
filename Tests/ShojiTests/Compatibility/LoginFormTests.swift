import Foundation
import Testing

@testable import CompatLoginForm
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

@MainActor
@Suite struct LoginFormCompatibilityTests {
    @Test func signInStaysDisabledUntilBothFieldsAreValid() throws {
        let host = TestHost(ContentView(), width: 80, height: 24)
        #expect(host.text.contains("Usernames have at least 3 characters."))
        host.click("Sign In")
        #expect(!host.text.contains("Login failed"), "a disabled button does nothing")
        host.click("Username")
        host.type("ada")
        #expect(host.text.contains("Use at least 6 characters."), "\(host.text)")
        host.click("Password")
        host.type("secret1")
        #expect(!host.text.contains("secret1"), "a SecureField hides what is typed")
        #expect(host.text.contains("Ready to sign in."))
    }

    @Test func aWrongPasswordShowsTheAlert() throws {
        let host = TestHost(ContentView(), width: 80, height: 24)
        host.click("Username")
        host.type("ada")
        host.click("Password")
        host.type("hunter22")
        host.click("Sign In")
        #expect(host.text.contains("Login failed"))
        #expect(host.text.contains("Wrong password for ada."))
        host.click("OK")
        #expect(!host.text.contains("Login failed"))
        #expect(host.text.contains("Sign In"))
    }

    @Test func theRightPasswordCoversTheScreenUntilSignOut() throws {
        let host = TestHost(ContentView(), width: 80, height: 24)
        host.click("Username")
        host.type("ada")
        host.click("Password")
        host.type("swiftui")
        host.click("Sign In")
        #expect(host.text.contains("Hello, ada!"), "\(host.text)")
        #expect(!host.text.contains("Remember me"), "a full-screen cover hides the form")
        host.click("Sign Out")
        #expect(!host.text.contains("Hello, ada!"))
        #expect(host.text.contains("Remember me"))
        #expect(host.text.contains("Use at least 6 characters."), "signing out cleared the password")
    }
}
