import Foundation
import Testing

@testable import Combine

private final class Target {
    var value = 0
    var text = ""
}

private final class Search: ObservableObject {
    @Published var query = ""
    @Published var results: [String] = []
}

/// The part of Combine SwiftUI apps use: each operator's values, and cancelling.
@Suite struct CombineTests {
    @Test func mapFilterRemoveDuplicatesAndDropFirstShapeTheValues() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [String] = []
        let c = subject.dropFirst().filter { $0 % 2 == 0 }.removeDuplicates().map { "#\($0)" }.sink { seen.append($0) }
        for n in [2, 2, 4, 4, 5, 6, 6, 8] { subject.send(n) }
        #expect(seen == ["#2", "#4", "#6", "#8"])
        c.cancel()
        subject.send(10)
        #expect(seen.count == 4, "a cancelled subscription receives nothing")
    }

    @Test func currentValueSubjectStartsWithItsValue() {
        let subject = CurrentValueSubject<String, Never>("a")
        var seen: [String] = []
        let c = subject.sink { seen.append($0) }
        subject.value = "b"
        subject.send("c")
        #expect(seen == ["a", "b", "c"])
        #expect(subject.value == "c")
        _ = c
    }

    @Test func completionEndsAndLateSubscribersGetIt() {
        let subject = PassthroughSubject<Int, Error>()
        var events: [String] = []
        let c = subject.sink(receiveCompletion: { events.append("\($0)") }, receiveValue: { events.append("\($0)") })
        subject.send(1)
        subject.send(completion: .finished)
        subject.send(2)
        #expect(events == ["1", "finished"])
        var late: [String] = []
        let d = subject.sink(receiveCompletion: { late.append("\($0)") }, receiveValue: { late.append("\($0)") })
        #expect(late == ["finished"])
        _ = (c, d)
    }

    @Test func justSequenceAndAnyPublisher() {
        var seen: [Int] = []
        var cancellables = Set<AnyCancellable>()
        Just(5).eraseToAnyPublisher().sink { seen.append($0) }.store(in: &cancellables)
        [1, 2, 3].publisher.compactMap { $0 == 2 ? nil : $0 }.sink { seen.append($0) }.store(in: &cancellables)
        #expect(seen == [5, 1, 3])
        #expect(cancellables.count == 2)
    }

    @Test func assignWritesAPropertyUntilCancelled() {
        let subject = PassthroughSubject<Int, Never>()
        let target = Target()
        let c = subject.assign(to: \.value, on: target)
        subject.send(3)
        #expect(target.value == 3)
        c.cancel()
        subject.send(4)
        #expect(target.value == 3)
    }

    @Test func publishedPublishesBeforeStoringAndObjectWillChangeFirst() {
        let search = Search()
        var log: [String] = []
        let a = search.objectWillChange.sink { log.append("will change, query is '\(search.query)'") }
        let b = search.$query.sink { log.append("new '\($0)'") }
        search.query = "swift"
        #expect(log == ["new ''", "will change, query is ''", "new 'swift'"])
        #expect(search.objectWillChange === search.objectWillChange, "one publisher per object")
        _ = (a, b)
    }

    @Test func assignToAPublishedPropertyChainsModels() {
        let search = Search()
        search.$query.map { $0.isEmpty ? [] : [$0.uppercased()] }.assign(to: &search.$results)
        search.query = "ok"
        #expect(search.results == ["OK"])
    }

    @Test func objectsWithoutPublishedPropertiesKeepOnePublisher() {
        final class Plain: ObservableObject {}
        let plain = Plain()
        #expect(plain.objectWillChange === plain.objectWillChange)
        var fired = 0
        let c = plain.objectWillChange.sink { fired += 1 }
        plain.objectWillChange.send()
        #expect(fired == 1)
        _ = c
    }

    @Test func debounceKeepsTheLastOfABurst() async throws {
        let subject = PassthroughSubject<String, Never>()
        let box = Target()
        let lock = NSLock()
        let c = subject.debounce(for: .milliseconds(30), scheduler: DispatchQueue.global()).sink { value in
            lock.withLock { box.text += value }
        }
        subject.send("a")
        subject.send("b")
        subject.send("c")
        try await Task.sleep(for: .milliseconds(150))
        #expect(lock.withLock { box.text } == "c")
        _ = c
    }

    @Test func receiveOnDeliversOnTheScheduler() async throws {
        let subject = PassthroughSubject<Int, Never>()
        let queue = DispatchQueue(label: "receive-on")
        let key = DispatchSpecificKey<Int>()
        queue.setSpecific(key: key, value: 1)
        let lock = NSLock()
        var onQueue: [Bool] = []
        let c = subject.receive(on: queue).sink { _ in
            lock.withLock { onQueue.append(DispatchQueue.getSpecific(key: key) == 1) }
        }
        subject.send(1)
        subject.send(2)
        try await Task.sleep(for: .milliseconds(50))
        #expect(lock.withLock { onQueue } == [true, true])
        _ = c
    }

    @Test func notificationCenterPublisherStopsWhenCancelled() {
        let name = Notification.Name("CombineTests.ping")
        var count = 0
        let c = NotificationCenter.default.publisher(for: name).sink { _ in count += 1 }
        NotificationCenter.default.post(name: name, object: nil)
        #expect(count == 1)
        c.cancel()
        NotificationCenter.default.post(name: name, object: nil)
        #expect(count == 1)
    }

    @Test func demandArithmetic() {
        #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
        #expect(Subscribers.Demand.unlimited + 1 == .unlimited)
        #expect(Subscribers.Demand.max(1) - 5 == .none)
        #expect(Subscribers.Demand.max(1) < .unlimited)
    }
}

private struct Failure: Error, Equatable {}

/// Operators that join publishers and handle their errors.
@Suite struct CombineJoiningTests {
    @Test func combineLatestWaitsForBothThenPairsTheLatest() {
        let user = PassthroughSubject<String, Never>()
        let password = CurrentValueSubject<String, Never>("")
        var valid: [Bool] = []
        let c = user.combineLatest(password).map { !$0.isEmpty && $1.count >= 6 }.sink { valid.append($0) }
        password.send("secret1")
        #expect(valid.isEmpty, "nothing until both have a value")
        user.send("ada")
        password.send("short")
        #expect(valid == [true, false])
        c.cancel()
        user.send("grace")
        #expect(valid.count == 2)
    }

    @Test func combineLatestOfThreeAndPublishersSpelling() {
        let a = CurrentValueSubject<Int, Never>(1)
        let b = CurrentValueSubject<Int, Never>(2)
        let c = CurrentValueSubject<Int, Never>(3)
        var sums: [Int] = []
        let x = a.combineLatest(b, c).map { $0 + $1 + $2 }.sink { sums.append($0) }
        b.send(20)
        var pairs: [String] = []
        let y = Publishers.CombineLatest(a, b).sink { pairs.append("\($0)-\($1)") }
        #expect(sums == [6, 24])
        #expect(pairs == ["1-20"])
        _ = (x, y)
    }

    @Test func mergeInterleavesAndFinishesWhenBothDo() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        var events: [String] = []
        let c = a.merge(with: b).sink(
            receiveCompletion: { _ in events.append("done") }, receiveValue: { events.append("\($0)") })
        a.send(1)
        b.send(2)
        a.send(completion: .finished)
        b.send(3)
        #expect(events == ["1", "2", "3"])
        b.send(completion: .finished)
        #expect(events.last == "done")
        _ = c
    }

    @Test func errorsAreReplacedMappedOrNeverThere() {
        let subject = PassthroughSubject<Int, Failure>()
        var replaced: [Int] = []
        let a = subject.replaceError(with: -1).sink { replaced.append($0) }
        var mapped: [String] = []
        let b = subject.mapError { _ in URLError(.badURL) }.sink(
            receiveCompletion: { if case .failure(let e) = $0 { mapped.append("\(e.code.rawValue)") } },
            receiveValue: { mapped.append("\($0)") })
        subject.send(1)
        subject.send(completion: .failure(Failure()))
        #expect(replaced == [1, -1])
        #expect(mapped == ["1", "\(URLError.Code.badURL.rawValue)"])
        var typed: [Int] = []
        let c = Just(5).setFailureType(to: Failure.self).sink(
            receiveCompletion: { _ in }, receiveValue: { typed.append($0) })
        #expect(typed == [5])
        _ = (a, b, c)
    }
}
