import Foundation
import Testing

@testable import CompatSettingsScreen
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// `@AppStorage` values go to a fresh directory per test (`TemporaryConfigDirectory`).
@MainActor
@Suite(.serialized) struct SettingsScreenCompatibilityTests {
    @Test func theNotificationsToggleIsSavedWithAppStorage() throws {
        TemporaryConfigDirectory.with { _ in
            let host = TestHost(ContentView(), width: 80, height: 30)
            #expect(host.text.contains("Settings"))
            #expect(host.text.contains("notifications off"))
            host.click("Enable notifications")
            #expect(host.text.contains("notifications on"), "\(host.text)")
            let again = TestHost(ContentView(), width: 80, height: 30)
            #expect(again.text.contains("notifications on"))
        }
    }

    @Test func theThemePickerAndFontStepper() throws {
        TemporaryConfigDirectory.with { _ in
            let host = TestHost(ContentView(), width: 80, height: 30)
            #expect(host.text.contains("Anonymous · System · 14pt"))
            host.click("Theme")
            host.click("Dark")
            #expect(host.text.contains("Anonymous · Dark · 14pt"), "\(host.text)")
            host.click("+")
            host.click("+")
            #expect(host.text.contains("Font size: 16"))
            #expect(host.text.contains("· 16pt ·"))
        }
    }

    @Test func theActionSheetRestoresDefaults() throws {
        TemporaryConfigDirectory.with { _ in
            let host = TestHost(ContentView(), width: 80, height: 30)
            host.click("Display name")
            host.type("Ada")
            host.click("Enable notifications")
            #expect(host.text.contains("Ada · System · 14pt · notifications on"), "\(host.text)")
            host.click("Reset All Settings")
            #expect(host.text.contains("Reset settings?"))
            host.click("Cancel")
            #expect(!host.text.contains("Reset settings?"))
            #expect(host.text.contains("Ada · System"))
            host.click("Reset All Settings")
            host.click("Restore Defaults")
            #expect(!host.text.contains("Reset settings?"))
            #expect(host.text.contains("Anonymous · System · 14pt · notifications off"))
        }
    }
}
