//
//  QuizViewModel.swift
//  QuizGame
//

import Combine
import Foundation

struct Question {
    let text: String
    let answers: [String]
    let correctIndex: Int

    var correctAnswer: String { answers[correctIndex] }

    static let all = [
        Question(
            text: "Which planet is known as the Red Planet?", answers: ["Venus", "Mars", "Jupiter"], correctIndex: 1),
        Question(text: "How many legs does a spider have?", answers: ["Six", "Eight", "Twelve"], correctIndex: 1),
        Question(
            text: "Which gas do plants absorb from the air?", answers: ["Oxygen", "Nitrogen", "Carbon dioxide"],
            correctIndex: 2),
    ]
}

struct AnswerFeedback: Identifiable {
    let id = UUID()
    let title: String
    let message: String
}

class QuizViewModel: ObservableObject {
    @Published private(set) var currentIndex = 0
    @Published private(set) var score = 0
    @Published private(set) var isFinished = false
    @Published var feedback: AnswerFeedback?

    let questions: [Question]

    init(questions: [Question] = Question.all) {
        self.questions = questions
    }

    var currentQuestion: Question {
        questions[currentIndex]
    }

    var progressText: String {
        "Question \(currentIndex + 1) of \(questions.count)"
    }

    func answer(_ index: Int) {
        if index == currentQuestion.correctIndex {
            score += 1
            feedback = AnswerFeedback(title: "Correct!", message: "Your score is now \(score).")
        } else {
            feedback = AnswerFeedback(title: "Wrong!", message: "The answer was \(currentQuestion.correctAnswer).")
        }
    }

    func next() {
        if currentIndex + 1 < questions.count {
            currentIndex += 1
        } else {
            isFinished = true
        }
    }

    func restart() {
        currentIndex = 0
        score = 0
        isFinished = false
    }
}
