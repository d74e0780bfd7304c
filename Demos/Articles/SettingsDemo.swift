// SettingsDemo.swift — the settings screen of the migration example, on an `@Observable` model: a
// `Form` with a toggle, a font-size slider (12…24), a theme picker, a text field and a stepper.
import Shoji

enum AppTheme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
}

@Observable
final class AppSettings {
    var displayName = "Ada"
    var notificationsEnabled = true
    var fontSize: Double = 14
    var theme: AppTheme = .system
    var autoSaveMinutes = 5
}

struct SettingsPreview: View {
    let settings: AppSettings

    var body: some View {
        Text("Hello, \(settings.displayName) — \(Int(settings.fontSize)) pt, \(settings.theme.rawValue) theme")
            .foregroundStyle(.secondary)
    }
}

struct SettingsView: View {
    @Bindable var settings: AppSettings

    var body: some View {
        Form {
            Section("Account") {
                TextField("Display name", text: $settings.displayName)
                Toggle("Notifications", isOn: $settings.notificationsEnabled)
            }
            Section("Appearance") {
                Picker("Theme", selection: $settings.theme) {
                    ForEach(AppTheme.allCases) { theme in
                        Text(theme.rawValue.capitalized).tag(theme)
                    }
                }
                .pickerStyle(.segmented)
                Slider(value: $settings.fontSize, in: 12...24, step: 1) {
                    Text("Font size")
                } minimumValueLabel: {
                    Text("12")
                } maximumValueLabel: {
                    Text("24")
                }
            }
            Section {
                Stepper("Auto-save every \(settings.autoSaveMinutes) min", value: $settings.autoSaveMinutes, in: 1...60)
            } header: {
                Text("Saving")
            } footer: {
                SettingsPreview(settings: settings)
            }
        }
    }
}

struct SettingsDemoView: View {
    @State private var settings = AppSettings()

    var body: some View {
        NavigationStack {
            VStack {
                SettingsView(settings: settings)
                DemoFooter(keys: "Tab move · Space toggle · ←→ change · type to edit")
            }
            .navigationTitle("Settings")
        }
    }
}
