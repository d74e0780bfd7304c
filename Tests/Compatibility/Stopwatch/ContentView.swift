//
//  ContentView.swift
//  Stopwatch
//

import Combine
import Shoji

struct ContentView: View {
    @StateObject private var stopwatch = Stopwatch()
    @State private var sessionSeconds = 0

    let clock = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        NavigationView {
            VStack {
                StopwatchView(stopwatch: stopwatch)
                Text("Session: \(sessionSeconds)s")
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
            .navigationTitle("Stopwatch")
        }
        .onReceive(clock) { _ in
            sessionSeconds += 1
        }
    }
}

struct StopwatchView: View {
    @ObservedObject var stopwatch: Stopwatch

    var body: some View {
        VStack(spacing: 12) {
            Text(Stopwatch.format(stopwatch.elapsed))
                .font(.system(size: 48, weight: .thin, design: .monospaced))

            HStack(spacing: 16) {
                Button(stopwatch.isRunning ? "Stop" : "Start") {
                    if stopwatch.isRunning {
                        stopwatch.stop()
                    } else {
                        stopwatch.start()
                    }
                }
                .foregroundColor(stopwatch.isRunning ? .red : .green)

                Button("Lap") {
                    stopwatch.lap()
                }
                .disabled(!stopwatch.isRunning)

                Button("Reset") {
                    stopwatch.reset()
                }
                .disabled(stopwatch.isRunning)
            }

            List(stopwatch.laps) { lap in
                HStack {
                    Text("Lap \(lap.id)")
                    Spacer()
                    Text(Stopwatch.format(lap.time))
                }
            }
        }
        .padding(.top)
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ContentView()
            StopwatchView(stopwatch: Stopwatch())
                .previewDisplayName("Stopwatch only")
        }
    }
}
