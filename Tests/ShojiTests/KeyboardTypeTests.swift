import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// The keyboard modifiers as SwiftUI apps write them (issue 25): they compile with SwiftUI's parameter
/// types, and a numeric keyboard type keeps a field to what its keyboard could type.
@MainActor
struct KeyboardTypeTests {
    /// A form as tutorials write one: every modifier with SwiftUI's own spelling.
    struct Order: View {
        @State var amount = ""
        @State var phone = ""
        @State var name = ""
        @State var code = ""
        var body: some View {
            VStack {
                TextField("Amount", text: $amount)
                    .keyboardType(.decimalPad)
                TextField("Phone", text: $phone)
                    .keyboardType(.phonePad)
                    .textContentType(.telephoneNumber)
                TextField("Name", text: $name)
                    .textInputAutocapitalization(.never)
                    .autocapitalization(.none)
                    .disableAutocorrection(true)
                    .autocorrectionDisabled()
                    .keyboardType(.alphabet)
                TextField("Code", text: $code)
                    .keyboardType(.numberPad)
                    .textContentType(.oneTimeCode)
                Text("[\(amount)|\(phone)|\(name)|\(code)]")
            }
        }
    }

    @Test func numericKeyboardsKeepWhatTheirKeysType() throws {
        let host = TestHost(Order(), width: 40, height: 8)
        _ = host.type("12.5€x")
        _ = host.press("Tab")
        _ = host.type("+1 (555) 0100 ext")
        _ = host.press("Tab")
        _ = host.type("Ada L.")
        _ = host.press("Tab")
        _ = host.type("4a2")
        _ = host.paste("b7 9")
        #expect(host.text.contains("[12.5|+1 (555) 0100 |Ada L.|4279]"), "\(host.text)")
    }

    @Test func everyKindCanBeWritten() {
        #expect(UIKeyboardType.allCases.count == 12)
        #expect(UIKeyboardType.alphabet == .asciiCapable)
        #expect(TextInputAutocapitalization(.allCharacters) == .characters)
        #expect(TextInputAutocapitalization(.none) == .never)
        #expect(UITextContentType.username.rawValue == "username")
    }
}
