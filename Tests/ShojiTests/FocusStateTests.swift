import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private enum Field: Hashable { case user, password }

private struct Login: View {
    @FocusState var focus: Field?
    @State var user = ""
    @State var password = ""
    @State var signedIn = false

    var body: some View {
        VStack {
            TextField("User", text: $user)
                .focused($focus, equals: .user)
                .onSubmit { focus = .password }
            SecureField("Password", text: $password)
                .focused($focus, equals: .password)
                .onSubmit {
                    focus = nil
                    signedIn = true
                }
            Button("Edit user") { focus = .user }
            Text("focus: \(focus.map { "\($0)" } ?? "none") \(signedIn ? "signed in" : "")")
        }
        .defaultFocus($focus, .password)
    }
}

private struct KeyCounter: View {
    @FocusState var isFocused: Bool
    @State var count = 0
    var body: some View {
        VStack {
            Button("Other") {}
            Text("Count \(count)")
                .focusable()
                .focused($isFocused)
                .onKeyPress("+") {
                    count += 1
                    return .handled
                }
            Text(isFocused ? "counter focused" : "counter not focused")
        }
    }
}

@MainActor
@Suite struct FocusStateTests {
    @Test func focusStateMovesFocusAndFollowsIt() {
        let host = TestHost(Login(), width: 40, height: 6)
        #expect(host.text.contains("focus: password"), "defaultFocus: \(host.lines)")
        host.type("s3cret")
        #expect(host.text.contains("••••••") && !host.text.contains("s3cret"), "masked: \(host.lines)")
        host.click("Edit user")
        #expect(host.focusedView?.frame.minY == 1, "setting the state moved focus to the user field (row 1)")
        #expect(host.text.contains("focus: user"))
        host.type("ada")
        host.press("Enter")  // onSubmit moves on
        #expect(host.focusedView?.frame.minY == 2)
        #expect(host.text.contains("focus: password"))
        host.press("Enter")
        #expect(host.text.contains("signed in"))
        host.press("Tab")
        #expect(host.text.contains("focus: none"), "Tab to the button: no field has focus: \(host.lines)")
    }

    @Test func focusableViewsTakeKeys() {
        let host = TestHost(KeyCounter(), width: 30, height: 4)
        #expect(host.text.contains("counter not focused"))
        host.press("Tab")
        #expect(host.text.contains("counter focused"), "\(host.lines)")
        host.press("+", "+")
        #expect(host.text.contains("Count 2"))
    }
}
