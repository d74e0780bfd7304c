//
//  ContentView.swift
//  LoginForm
//

import Shoji

struct ContentView: View {
    @StateObject private var viewModel = LoginViewModel()

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Account")) {
                    TextField("Username", text: $viewModel.username)
                        .autocapitalization(.none)
                        .disableAutocorrection(true)
                    SecureField("Password", text: $viewModel.password)
                }

                Section(footer: Text(viewModel.hint)) {
                    Toggle("Remember me", isOn: $viewModel.rememberMe)
                    Button(action: viewModel.logIn) {
                        Text("Sign In")
                    }
                    .disabled(!viewModel.canSubmit)
                }
            }
            .navigationTitle("Welcome")
            .alert(isPresented: $viewModel.showingError) {
                Alert(
                    title: Text("Login failed"),
                    message: Text(viewModel.errorMessage),
                    dismissButton: .default(Text("OK"))
                )
            }
            .fullScreenCover(isPresented: $viewModel.isLoggedIn) {
                HomeView(username: viewModel.username, onSignOut: viewModel.logOut)
            }
        }
    }
}

struct HomeView: View {
    @Environment(\.presentationMode) var presentationMode
    let username: String
    var onSignOut: () -> Void = {}

    var body: some View {
        VStack(spacing: 16) {
            Text("Hello, \(username)!")
                .font(.title)
            Text("You are signed in.")
                .foregroundColor(.secondary)
            Button("Sign Out") {
                onSignOut()
                presentationMode.wrappedValue.dismiss()
            }
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ContentView()
            HomeView(username: "ada")
                .previewDisplayName("Signed in")
        }
    }
}
