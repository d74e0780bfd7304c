import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private struct Level1: View {
    var body: some View { VStack { Level2() } }
}

private struct Level2: View {
    var body: some View { HStack { Level3() } }
}

private struct Level3: View {
    @Environment(Session.self) private var session
    var body: some View { Text("user \(session.user)") }
}

private struct Accent: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    var accentName: String {
        get { self[Accent.self] }
        set { self[Accent.self] = newValue }
    }
}

private struct AccentReader: View {
    @Environment(\.accentName) private var accent
    var body: some View { Text("accent \(accent)") }
}

private struct AccentHost: View {
    let session: Session
    var body: some View {
        VStack {
            AccentReader()
                .environment(\.accentName, session.user == "ada" ? "blue" : "red")
            Text("fixed")
        }
    }
}

@MainActor
@Suite struct EnvironmentTests {
    @Test func objectReachesDeepDescendantsAndTracksReads() {
        let session = Session()
        let host = TestHost(Level1().environment(session), width: 30, height: 4)
        #expect(host.text.contains("user ada"))
        session.user = "grace"
        let frame = host.update()
        #expect(host.text.contains("user grace"))
        #expect(frame?.evaluated == ["Level3": 1])
    }

    @Test func keyedValueFlowsAndChangesReevaluateTheReader() {
        let session = Session()
        let host = TestHost(AccentHost(session: session), width: 30, height: 4)
        #expect(host.text.contains("accent blue"))
        session.user = "grace"
        let frame = host.update()
        #expect(host.text.contains("accent red"))
        #expect(frame?.evaluated["AccentReader"] == 1)
    }

    @Test func defaultValueWhenUnset() {
        let host = TestHost(AccentReader(), width: 30, height: 3)
        #expect(host.text.contains("accent none"))
    }

    @Test func missingObjectStopsWithAMessageNamingTheTypeAndTheView() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = TestHost(Level1(), width: 30, height: 4)
            }
        }
        if let result {
            let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(stderr.contains("No Session in the environment of Level3"))
        }
    }
}
