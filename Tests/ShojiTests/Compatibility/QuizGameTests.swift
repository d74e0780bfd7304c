import Foundation
import Testing

@testable import CompatQuizGame
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

@MainActor
@Suite struct QuizGameCompatibilityTests {
    @Test func aCorrectAnswerShowsTheItemAlertAndScores() throws {
        let host = TestHost(ContentView(), width: 80, height: 24)
        #expect(host.text.contains("Question 1 of 3"))
        #expect(host.text.contains("Red Planet"))
        host.click("Mars")
        #expect(host.text.contains("Correct!"))
        #expect(host.text.contains("Your score is now 1."))
        host.click("Next")
        #expect(!host.text.contains("Correct!"))
        #expect(host.text.contains("Question 2 of 3"))
        #expect(host.text.contains("Score: 1"))
    }

    @Test func aWrongAnswerNamesTheRightOne() throws {
        let host = TestHost(ContentView(), width: 80, height: 24)
        host.click("Venus")
        #expect(host.text.contains("Wrong!"))
        #expect(host.text.contains("The answer was Mars."))
        host.click("Next")
        #expect(host.text.contains("Score: 0"))
        #expect(host.text.contains("spider"))
    }

    @Test func finishingShowsTheResultAndPlayAgainRestarts() throws {
        let host = TestHost(ContentView(), width: 80, height: 24)
        host.click("Mars")
        host.click("Next")
        host.click("Six")
        host.click("Next")
        host.click("Carbon dioxide")
        host.click("Next")
        #expect(host.text.contains("You scored 2 of 3"), "\(host.text)")
        #expect(!host.text.contains("Question"))
        host.click("Play Again")
        #expect(host.text.contains("Question 1 of 3"))
        #expect(host.text.contains("Score: 0"))
    }
}
