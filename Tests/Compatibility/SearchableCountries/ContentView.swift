//
//  ContentView.swift
//  SearchableCountries
//

import Shoji

struct ContentView: View {
    @StateObject private var viewModel = CountrySearchViewModel()

    var body: some View {
        NavigationView {
            VStack(alignment: .leading) {
                TextField("Search countries", text: $viewModel.query)
                    .textFieldStyle(RoundedBorderTextFieldStyle())
                    .textInputAutocapitalization(.never)
                    .disableAutocorrection(true)
                    .padding(.horizontal)

                Text(viewModel.summary)
                    .font(.caption)
                    .foregroundColor(.secondary)
                    .padding(.horizontal)

                List(viewModel.results) { country in
                    NavigationLink(destination: CountryDetailView(country: country)) {
                        Text(country.name)
                    }
                }
                .listStyle(PlainListStyle())
            }
            .navigationTitle("Countries")
        }
        .navigationViewStyle(.stack)
    }
}

struct CountryDetailView: View {
    let country: Country

    var body: some View {
        VStack(spacing: 8) {
            Text(country.name)
                .font(.largeTitle)
            Text("Capital: \(country.capital)")
            Text("ISO code: \(country.code)")
                .font(.caption)
                .foregroundColor(.secondary)
            Spacer()
        }
        .padding()
        .navigationTitle(country.code)
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
