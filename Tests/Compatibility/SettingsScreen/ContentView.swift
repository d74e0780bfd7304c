//
//  ContentView.swift
//  SettingsScreen
//

import Shoji

struct ContentView: View {
    @AppStorage("compatSettings.displayName") private var displayName = ""
    @AppStorage("compatSettings.notifications") private var notificationsEnabled = false
    @AppStorage("compatSettings.theme") private var theme = "System"
    @AppStorage("compatSettings.fontSize") private var fontSize = 14

    @State private var showingResetSheet = false

    let themes = ["System", "Light", "Dark"]

    private var summary: String {
        let name = displayName.isEmpty ? "Anonymous" : displayName
        return "\(name) · \(theme) · \(fontSize)pt · notifications \(notificationsEnabled ? "on" : "off")"
    }

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Profile")) {
                    TextField("Display name", text: $displayName)
                        .textInputAutocapitalization(.words)
                }

                Section(header: Text("Notifications"), footer: Text("We only send important updates.")) {
                    Toggle("Enable notifications", isOn: $notificationsEnabled)
                }

                Section(header: Text("Appearance")) {
                    Picker("Theme", selection: $theme) {
                        ForEach(themes, id: \.self) {
                            Text($0)
                        }
                    }
                    Stepper("Font size: \(fontSize)", value: $fontSize, in: 10...24)
                }

                Section(header: Text("Summary")) {
                    Text(summary)
                }

                Section {
                    Button("Reset All Settings") {
                        showingResetSheet = true
                    }
                    .foregroundColor(.red)
                }
            }
            .navigationBarTitle("Settings")
            .actionSheet(isPresented: $showingResetSheet) {
                ActionSheet(
                    title: Text("Reset settings?"),
                    message: Text("Every setting goes back to its default."),
                    buttons: [
                        .destructive(Text("Restore Defaults")) {
                            resetSettings()
                        },
                        .cancel(),
                    ]
                )
            }
        }
    }

    private func resetSettings() {
        displayName = ""
        notificationsEnabled = false
        theme = "System"
        fontSize = 14
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ContentView()
                .previewDisplayName("Default")
            ContentView()
                .previewLayout(.fixed(width: 320, height: 568))
                .previewDisplayName("Small screen")
        }
    }
}
