import Foundation
import Shoji

/// Text entry: a login form with `@FocusState` and `.onSubmit`, a secure field, a formatted field, a
/// growing vertical field and a `TextEditor`.
struct TextScreen: View {
    enum Field: Hashable { case user, password }

    @State private var user = ""
    @State private var password = ""
    @State private var quantity = 3
    @State private var message = ""
    @State private var notes = "A TextEditor wraps at words and scrolls.\nShift and the arrows select."
    @State private var signedIn = false
    @FocusState private var focus: Field?

    var body: some View {
        Form {
            TextField("User", text: $user)
                .focused($focus, equals: .user)
                .onSubmit { focus = .password }
            SecureField("Password", text: $password)
                .focused($focus, equals: .password)
                .onSubmit { signedIn = !user.isEmpty && !password.isEmpty }
            LabeledContent("Signed in", value: signedIn ? "yes" : "no")
            // A field that holds a value shows no placeholder: its label says what the number is.
            LabeledContent("Quantity") {
                TextField("Quantity", value: $quantity, format: .number)
            }
            TextField("Message", text: $message, axis: .vertical)
                .lineLimit(1...3)
            TextEditor(text: $notes)
                .frame(height: 64)
        }
        .navigationTitle("Text")
    }
}
