//
//  ContentView.swift
//  Scoreboard
//

import Shoji

struct ContentView: View {
    static let homeNameKey = "compat.scoreboard.homeName"
    static let awayNameKey = "compat.scoreboard.awayName"

    @State private var homeName: String = UserDefaults.standard.string(forKey: ContentView.homeNameKey) ?? "Home"
    @State private var awayName: String = UserDefaults.standard.string(forKey: ContentView.awayNameKey) ?? "Away"
    @State private var homeScore = 0
    @State private var awayScore = 0
    @State private var showingResetAlert = false

    var leaderText: String {
        if self.homeScore == self.awayScore {
            return "It's a tie"
        }
        return self.homeScore > self.awayScore ? "\(self.homeName) leads" : "\(self.awayName) leads"
    }

    var body: some View {
        NavigationView {
            VStack(alignment: .leading, spacing: 12) {
                TeamScoreView(name: self.homeName, score: self.$homeScore)
                TeamScoreView(name: self.awayName, score: self.$awayScore)

                Text(self.leaderText)
                    .font(.headline)

                Divider()

                Text("Team names")
                    .font(.caption)
                TextField("Home team", text: self.$homeName)
                    .onChange(of: homeName) { newValue in
                        UserDefaults.standard.set(newValue, forKey: ContentView.homeNameKey)
                    }
                TextField("Away team", text: self.$awayName)
                    .onChange(of: awayName) { newValue in
                        UserDefaults.standard.set(newValue, forKey: ContentView.awayNameKey)
                    }

                Button(action: {
                    self.showingResetAlert = true
                }) {
                    Text("New Game")
                }

                Spacer()
            }
            .padding()
            .navigationBarTitle("Scoreboard")
            .alert(isPresented: $showingResetAlert) {
                Alert(
                    title: Text("Start a new game?"),
                    message: Text("Both scores go back to zero."),
                    primaryButton: .destructive(Text("Reset")) {
                        self.homeScore = 0
                        self.awayScore = 0
                    },
                    secondaryButton: .cancel()
                )
            }
        }
    }
}

struct TeamScoreView: View {
    var name: String
    @Binding var score: Int

    var body: some View {
        Stepper(value: $score, in: 0...99) {
            Text("\(name): \(score)")
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}

struct TeamScoreView_Previews: PreviewProvider {
    static var previews: some View {
        TeamScoreView(name: "Tigers", score: .constant(3))
            .padding()
            .previewLayout(.sizeThatFits)
    }
}
