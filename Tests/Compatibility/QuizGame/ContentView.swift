//
//  ContentView.swift
//  QuizGame
//

import Shoji

struct ContentView: View {
    @StateObject var viewModel = QuizViewModel()

    var body: some View {
        NavigationView {
            VStack(spacing: 16) {
                Text("Trivia Time")
                    .font(.largeTitle)
                    .bold()

                if viewModel.isFinished {
                    ResultView(score: viewModel.score, total: viewModel.questions.count) {
                        viewModel.restart()
                    }
                } else {
                    Text(viewModel.progressText)
                        .foregroundColor(.secondary)
                    Text(viewModel.currentQuestion.text)
                        .font(.headline)
                        .multilineTextAlignment(.center)

                    ForEach(0..<viewModel.currentQuestion.answers.count, id: \.self) { index in
                        Button(action: {
                            viewModel.answer(index)
                        }) {
                            Text(viewModel.currentQuestion.answers[index])
                                .frame(maxWidth: .infinity)
                        }
                    }

                    Text("Score: \(viewModel.score)")
                        .font(.subheadline)
                }
                Spacer()
            }
            .padding()
            .navigationBarHidden(true)
            .alert(item: $viewModel.feedback) { feedback in
                Alert(
                    title: Text(feedback.title),
                    message: Text(feedback.message),
                    dismissButton: .default(Text("Next")) {
                        viewModel.next()
                    }
                )
            }
        }
    }
}

struct ResultView: View {
    let score: Int
    let total: Int
    let onRestart: () -> Void

    var body: some View {
        VStack(spacing: 12) {
            Text("You scored \(score) of \(total)")
                .font(.title)
            Button("Play Again", action: onRestart)
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
