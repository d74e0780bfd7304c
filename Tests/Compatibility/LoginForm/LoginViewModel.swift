//
//  LoginViewModel.swift
//  LoginForm
//

import Combine
import Foundation

struct AuthService {
    /// Pretends to call a server; the only account is any username with the password "swiftui".
    func logIn(username: String, password: String) -> AnyPublisher<Bool, Never> {
        Just(password == "swiftui")
            .eraseToAnyPublisher()
    }
}

final class LoginViewModel: ObservableObject {
    // Input
    @Published var username = ""
    @Published var password = ""
    @Published var rememberMe = false

    // Output
    @Published private(set) var isUsernameValid = false
    @Published private(set) var isPasswordValid = false
    @Published var showingError = false
    @Published var isLoggedIn = false
    @Published private(set) var errorMessage = ""

    private let auth: AuthService
    private var cancellables = Set<AnyCancellable>()

    var canSubmit: Bool {
        isUsernameValid && isPasswordValid
    }

    var hint: String {
        if !isUsernameValid {
            return "Usernames have at least 3 characters."
        }
        if !isPasswordValid {
            return "Use at least 6 characters."
        }
        return "Ready to sign in."
    }

    init(auth: AuthService = AuthService()) {
        self.auth = auth

        $username
            .map { $0.trimmingCharacters(in: .whitespaces).count >= 3 }
            .removeDuplicates()
            .assign(to: \.isUsernameValid, on: self)
            .store(in: &cancellables)

        $password
            .map { $0.count >= 6 }
            .removeDuplicates()
            .assign(to: \.isPasswordValid, on: self)
            .store(in: &cancellables)
    }

    func logIn() {
        auth.logIn(username: username, password: password)
            .sink { [weak self] success in
                guard let self = self else { return }
                if success {
                    self.isLoggedIn = true
                } else {
                    self.errorMessage = "Wrong password for \(self.username)."
                    self.showingError = true
                }
            }
            .store(in: &cancellables)
    }

    func logOut() {
        password = ""
        isLoggedIn = false
    }
}
