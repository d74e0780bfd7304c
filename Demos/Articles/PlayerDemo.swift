// PlayerDemo.swift — the player demo: a `PlayerModel` (track, playing state, progress and a computed
// percentage, as in article 003), play/pause, a progress bar advanced by a timer (`Task.sleep` on the
// main actor), a settings sub-view with `@Bindable`, and a deep child that reads the model through
// `@Environment(PlayerModel.self)`. Timer ticks evaluate only the views that read the progress.
import Shoji

@Observable
final class PlayerModel {
    var trackTitle = "Gymnopédie No. 1"
    var artist = "Erik Satie"
    var isPlaying = false
    var progress: Double = 0
    var duration: Double = 195
    var volume: Double = 0.7
    var shuffle = false

    var progressPercent: Int {
        Int((progress * 100).rounded(.down))
    }

    var elapsedText: String {
        let seconds = Int(progress * duration)
        return "\(seconds / 60):\(String(format: "%02d", seconds % 60))"
    }

    func togglePlayback() {
        isPlaying.toggle()
    }

    func advance(by seconds: Double) {
        progress = min(1, progress + seconds / duration)
        if progress >= 1 { isPlaying = false }
    }
}

struct NowPlayingView: View {
    let model: PlayerModel

    var body: some View {
        VStack {
            Text(model.trackTitle).font(.title)
            Text(model.artist).foregroundStyle(.secondary)
        }
    }
}

struct ProgressBarView: View {
    let model: PlayerModel

    var body: some View {
        let width = 40
        let filled = Int(model.progress * Double(width))
        Text(String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled))
            .foregroundStyle(.green)
    }
}

struct ElapsedView: View {
    let model: PlayerModel

    var body: some View {
        Text("\(model.elapsedText) · \(model.progressPercent)%")
            .monospacedDigit()
    }
}

struct PlayerControls: View {
    let model: PlayerModel

    var body: some View {
        HStack(spacing: 16) {
            Button {
                model.progress = 0
            } label: {
                Image(systemName: "backward.end.fill")
            }
            Button {
                model.togglePlayback()
            } label: {
                Text(model.isPlaying ? "‖ Pause" : "▶ Play")
            }
            .buttonStyle(.borderedProminent)
            .keyboardShortcut("p", modifiers: [])
            TrackBadge()
        }
    }
}

/// Deep in the tree: reads the model from the environment.
struct TrackBadge: View {
    @Environment(PlayerModel.self) private var model

    var body: some View {
        Text(model.shuffle ? "⤮ shuffle" : "in order")
            .foregroundStyle(.secondary)
    }
}

struct PlayerSettingsView: View {
    @Bindable var model: PlayerModel

    var body: some View {
        VStack(alignment: .leading) {
            Slider(value: $model.volume, in: 0...1) {
                Text("Volume")
            }
            Toggle("Shuffle", isOn: $model.shuffle)
        }
        .frame(width: 44 * 8)
    }
}

struct PlayerDemoView: View {
    @State private var model = PlayerModel()

    var body: some View {
        VStack(spacing: 16) {
            NowPlayingView(model: model)
            ProgressBarView(model: model)
            ElapsedView(model: model)
            PlayerControls(model: model)
            PlayerSettingsView(model: model)
            DemoFooter(keys: "p play/pause · Tab/arrows move · Enter press")
        }
        .environment(model)
        .task(id: model.isPlaying) {
            // Ticks only while playing: paused, nothing wakes up.
            while model.isPlaying && !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(250))
                if model.isPlaying { model.advance(by: 0.25) }
            }
        }
    }
}
