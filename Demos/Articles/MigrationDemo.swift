// MigrationDemo.swift — the migration example both ways, side by side: the settings screen and the
// player on an `ObservableObject` with `@Published` (before) and on `@Observable` (after). Every edit
// reaches both models at once, so the overlay (F2 badges, F6 causes) counts the same edits both ways:
// each change of an old model runs every view holding it; the new model runs only the views that read
// the changed property. F6 marks each old evaluation `@Observable` would have skipped.
import Combine
import Shoji

// MARK: Before: ObservableObject

/// The settings model before the migration.
final class OldSettingsModel: ObservableObject {
    @Published var displayName = "Ada"
    @Published var fontSize: Double = 14
    @Published var notificationsEnabled = true
}

/// The player model before the migration.
final class OldPlayerModel: ObservableObject {
    @Published var trackTitle = "Gymnopédie No. 1"
    @Published var isPlaying = false
    @Published var progress: Double = 0

    func advance(by step: Double) {
        progress = min(1, progress + step)
        if progress >= 1 { isPlaying = false }
    }
}

struct OldSettingsView: View {
    @ObservedObject var model: OldSettingsModel

    var body: some View {
        VStack(alignment: .leading) {
            Text("Name: \(model.displayName)")
            OldFontSizeView(model: model)
            OldNotificationsView(model: model)
        }
    }
}

struct OldFontSizeView: View {
    @ObservedObject var model: OldSettingsModel

    var body: some View {
        Text("Font: \(Int(model.fontSize)) pt")
    }
}

struct OldNotificationsView: View {
    @ObservedObject var model: OldSettingsModel

    var body: some View {
        Text(model.notificationsEnabled ? "Alerts: on" : "Alerts: off")
    }
}

struct OldPlayerView: View {
    @ObservedObject var player: OldPlayerModel

    var body: some View {
        VStack(alignment: .leading) {
            OldTrackTitleView(player: player)
            Text("\(Int(player.progress * 100))% \(player.isPlaying ? "playing" : "paused")")
        }
    }
}

struct OldTrackTitleView: View {
    @ObservedObject var player: OldPlayerModel

    var body: some View {
        Text(player.trackTitle).lineLimit(1)
    }
}

// MARK: After: @Observable

/// The settings model after the migration.
@Observable
final class NewSettingsModel {
    var displayName = "Ada"
    var fontSize: Double = 14
    var notificationsEnabled = true
}

/// The player model after the migration.
@Observable
final class NewPlayerModel {
    var trackTitle = "Gymnopédie No. 1"
    var isPlaying = false
    var progress: Double = 0

    func advance(by step: Double) {
        progress = min(1, progress + step)
        if progress >= 1 { isPlaying = false }
    }
}

struct NewSettingsView: View {
    let model: NewSettingsModel

    var body: some View {
        VStack(alignment: .leading) {
            Text("Name: \(model.displayName)")
            NewFontSizeView(model: model)
            NewNotificationsView(model: model)
        }
    }
}

struct NewFontSizeView: View {
    let model: NewSettingsModel

    var body: some View {
        Text("Font: \(Int(model.fontSize)) pt")
    }
}

struct NewNotificationsView: View {
    let model: NewSettingsModel

    var body: some View {
        Text(model.notificationsEnabled ? "Alerts: on" : "Alerts: off")
    }
}

struct NewPlayerView: View {
    let player: NewPlayerModel

    var body: some View {
        VStack(alignment: .leading) {
            NewTrackTitleView(player: player)
            Text("\(Int(player.progress * 100))% \(player.isPlaying ? "playing" : "paused")")
        }
    }
}

struct NewTrackTitleView: View {
    let player: NewPlayerModel

    var body: some View {
        Text(player.trackTitle).lineLimit(1)
    }
}

// MARK: Both, driven by the same edits

/// The two settings models and the two players, edited together.
struct MigrationControls: View {
    let old: OldSettingsModel
    let new: NewSettingsModel
    let oldPlayer: OldPlayerModel
    let newPlayer: NewPlayerModel

    var body: some View {
        VStack(alignment: .leading) {
            Button("Play / pause both") {
                oldPlayer.isPlaying.toggle()
                newPlayer.isPlaying.toggle()
                if newPlayer.progress >= 1 {
                    oldPlayer.progress = 0
                    newPlayer.progress = 0
                }
            }
            .keyboardShortcut("p", modifiers: [])
            Stepper(
                "Font size",
                onIncrement: {
                    old.fontSize = min(24, old.fontSize + 1)
                    new.fontSize = min(24, new.fontSize + 1)
                },
                onDecrement: {
                    old.fontSize = max(12, old.fontSize - 1)
                    new.fontSize = max(12, new.fontSize - 1)
                })
            Toggle(
                "Alerts",
                isOn: Binding(
                    get: { new.notificationsEnabled },
                    set: {
                        old.notificationsEnabled = $0
                        new.notificationsEnabled = $0
                    }))
            TextField(
                "Name",
                text: Binding(
                    get: { new.displayName },
                    set: {
                        old.displayName = $0
                        new.displayName = $0
                    }))
        }
    }
}

struct MigrationDemoView: View {
    @StateObject private var oldSettings = OldSettingsModel()
    @StateObject private var oldPlayer = OldPlayerModel()
    @State private var newSettings = NewSettingsModel()
    @State private var newPlayer = NewPlayerModel()

    var body: some View {
        VStack(alignment: .leading) {
            Text("The same edits, both ways: F2 shows who ran, F6 why").foregroundStyle(.secondary)
            HStack(alignment: .top) {
                VStack(alignment: .leading) {
                    Text("ObservableObject (before)").bold()
                    OldSettingsView(model: oldSettings)
                    OldPlayerView(player: oldPlayer)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                VStack(alignment: .leading) {
                    Text("@Observable (after)").bold()
                    NewSettingsView(model: newSettings)
                    NewPlayerView(player: newPlayer)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            Divider()
            MigrationControls(old: oldSettings, new: newSettings, oldPlayer: oldPlayer, newPlayer: newPlayer)
            DemoFooter(keys: "Tab move · ←→/Space/type edit · p play")
        }
        .onReceive(Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()) { _ in
            guard newPlayer.isPlaying else { return }
            oldPlayer.advance(by: 0.02)
            newPlayer.advance(by: 0.02)
        }
    }
}

// MARK: Previews (`migration --preview` lists them)

#Preview("Migration") {
    MigrationDemoView()
}

#Preview("Old settings", traits: .sizeThatFitsLayout) {
    OldSettingsView(model: OldSettingsModel())
}

struct NewSettingsView_Previews: PreviewProvider {
    static var previews: some View {
        NewSettingsView(model: NewSettingsModel())
            .previewLayout(.sizeThatFits)
            .previewDisplayName("New settings")
    }
}
