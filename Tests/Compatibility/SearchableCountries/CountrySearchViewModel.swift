//
//  CountrySearchViewModel.swift
//  SearchableCountries
//

import Combine
import Foundation

struct Country: Identifiable, Hashable {
    let code: String
    let name: String
    let capital: String

    var id: String { code }

    static let all: [Country] = [
        Country(code: "AR", name: "Argentina", capital: "Buenos Aires"),
        Country(code: "BR", name: "Brazil", capital: "Brasília"),
        Country(code: "CA", name: "Canada", capital: "Ottawa"),
        Country(code: "DK", name: "Denmark", capital: "Copenhagen"),
        Country(code: "EG", name: "Egypt", capital: "Cairo"),
        Country(code: "FI", name: "Finland", capital: "Helsinki"),
        Country(code: "FR", name: "France", capital: "Paris"),
        Country(code: "DE", name: "Germany", capital: "Berlin"),
        Country(code: "IS", name: "Iceland", capital: "Reykjavík"),
        Country(code: "IN", name: "India", capital: "New Delhi"),
        Country(code: "JP", name: "Japan", capital: "Tokyo"),
        Country(code: "KE", name: "Kenya", capital: "Nairobi"),
        Country(code: "MX", name: "Mexico", capital: "Mexico City"),
        Country(code: "NO", name: "Norway", capital: "Oslo"),
        Country(code: "PE", name: "Peru", capital: "Lima"),
        Country(code: "ES", name: "Spain", capital: "Madrid"),
    ]
}

final class CountrySearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [Country] = []
    @Published private(set) var summary = ""

    private let countries: [Country]
    private var cancellables = Set<AnyCancellable>()

    init(countries: [Country] = Country.all) {
        self.countries = countries
        self.results = countries

        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { [countries] query -> [Country] in
                let trimmed = query.trimmingCharacters(in: .whitespaces)
                guard !trimmed.isEmpty else { return countries }
                return countries.filter {
                    $0.name.localizedCaseInsensitiveContains(trimmed)
                        || $0.capital.localizedCaseInsensitiveContains(trimmed)
                }
            }
            .sink { [weak self] matches in
                self?.results = matches
            }
            .store(in: &cancellables)

        $results
            .map { $0.count == 1 ? "1 country" : "\($0.count) countries" }
            .assign(to: \.summary, on: self)
            .store(in: &cancellables)
    }
}
